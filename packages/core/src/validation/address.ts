/** Address completeness of spec §5: address1, city, dateOfBirth, country and zipCode are all set. */
export const requiredAddressFields = ['address1', 'city', 'dateOfBirth', 'country', 'zipCode'] as const;
export type RequiredAddressField = (typeof requiredAddressFields)[number];

export type AddressInput = Partial<Record<RequiredAddressField, string | null>>;

/** The fields still missing; the legacy API sends the string "null" for an empty date of birth. */
export function missingAddressFields(user: AddressInput): RequiredAddressField[] {
  return requiredAddressFields.filter((field) => {
    const value = (user[field] ?? '').trim();
    return value === '' || value === 'null';
  });
}

export function isAddressComplete(user: AddressInput): boolean {
  return missingAddressFields(user).length === 0;
}
