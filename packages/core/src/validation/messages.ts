/**
 * Validation messages of spec §5 in English. Schemas report them as i18n keys (`validation:<name>`);
 * this table is also the English resource of the `validation` namespace, so the two cannot drift.
 * Where the spec quotes a message ('not a valid mobile number', 'Please enter a valid email address',
 * 'Please enter a valid password') it is used verbatim; the others use the spec's field names.
 */
export const validationMessages = {
  firstNameRequired: 'First Name is required',
  firstNameMin: 'First Name must be at least 2 characters',
  lastNameRequired: 'Last Name is required',
  lastNameMin: 'Last Name must be at least 2 characters',
  cityRequired: 'City is required',
  cityMin: 'City must be at least 3 characters',
  streetNameRequired: 'Street Name is required',
  streetNameMin: 'Street Name must be at least 3 characters',
  zipCodeRequired: 'Zip Code is required',
  zipCodeMin: 'Zip Code must be at least 3 characters',
  dateOfBirthRequired: 'Date Of Birth is required',
  dateOfBirthFormat: 'Date Of Birth must be in the format YYYY-MM-DD',
  dateOfBirthInvalid: 'Date Of Birth is not a valid date',
  mobileRequired: 'Mobile Number is required',
  mobileInvalid: 'not a valid mobile number',
  emailInvalid: 'Please enter a valid email address',
  passwordInvalid: 'Please enter a valid password',
  passwordMin: 'Password must be at least 8 characters',
  confirmPasswordMismatch: 'Passwords do not match',
  stateRequired: 'State is required',
  countryRequired: 'Country is required',
  countryInvalid: 'Please choose a country from the list',
  codeInvalid: 'Code must be 6 digits',
  tradingNameRequired: 'Trading Name is required',
  tradingNameMax: 'Trading Name must be at most 100 characters',
  termsRequired: 'Please accept the Terms and Conditions',
  refundPolicyRequired: 'Please accept the Refund Policy',
} as const;

export type ValidationMessageName = keyof typeof validationMessages;
export type ValidationMessageKey = `validation:${ValidationMessageName}`;

export function validationKey(name: ValidationMessageName): ValidationMessageKey {
  return `validation:${name}`;
}

/** The English text of a key a schema reported (for servers that answer without i18n). */
export function englishValidationMessage(key: string): string | undefined {
  const name = key.startsWith('validation:') ? key.slice('validation:'.length) : key;
  return Object.hasOwn(validationMessages, name) ? validationMessages[name as ValidationMessageName] : undefined;
}
