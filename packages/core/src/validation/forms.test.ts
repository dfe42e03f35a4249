import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  addressDetailsFormSchema,
  changePasswordFormSchema,
  checkoutContactFormSchema,
  codeFormSchema,
  firstIssueByField,
  loginFormSchema,
  personalDetailsFormSchema,
  tradingNameFormSchema,
} from './forms.js';
import { isAddressComplete, missingAddressFields } from './address.js';
import { checkRegionServed, requireRegistrationToken } from './guards.js';

/** The first message a schema reports for a value, or null when the value is valid. */
function firstMessage(schema: z.ZodType, value: unknown): string | null {
  const result = schema.safeParse(value);
  return result.success ? null : result.error.issues[0]!.message;
}

describe('forms (spec §5)', () => {
  const person = {
    firstName: 'Ann',
    lastName: 'Lee',
    email: 'ann@example.com',
    mobile: '+447946095800',
    password: 'long enough',
    confirmPassword: 'long enough',
  };

  it('confirm password must match', () => {
    const result = personalDetailsFormSchema.safeParse({ ...person, confirmPassword: 'long enougH' });
    expect(result.success ? {} : firstIssueByField(result.error)).toEqual({
      confirmPassword: 'validation:confirmPasswordMismatch',
    });
    expect(personalDetailsFormSchema.safeParse(person).success).toBe(true);
  });

  it('change password: new password at least 8 and confirmed', () => {
    const result = changePasswordFormSchema.safeParse({
      oldPassword: 'x',
      password: 'short',
      confirmPassword: 'other',
    });
    expect(result.success ? {} : firstIssueByField(result.error)).toEqual({
      password: 'validation:passwordMin',
      confirmPassword: 'validation:confirmPasswordMismatch',
    });
  });

  it('login: an older short password is accepted, an empty one is not', () => {
    expect(loginFormSchema.safeParse({ email: 'a@b.co', password: 'abc' }).success).toBe(true);
    const result = loginFormSchema.safeParse({ email: 'a@b.co', password: '' });
    expect(result.success ? {} : firstIssueByField(result.error)).toEqual({ password: 'validation:passwordInvalid' });
  });

  it('address details: reports each missing field once', () => {
    const result = addressDetailsFormSchema.safeParse({
      address1: '',
      city: '',
      state: '',
      zipCode: '',
      country: '',
      dateOfBirth: '',
    });
    expect(result.success ? {} : firstIssueByField(result.error)).toEqual({
      address1: 'validation:streetNameRequired',
      city: 'validation:cityRequired',
      state: 'validation:stateRequired',
      zipCode: 'validation:zipCodeRequired',
      country: 'validation:countryRequired',
      dateOfBirth: 'validation:dateOfBirthRequired',
    });
  });

  it.each([
    ['123456', null],
    ['12345', 'validation:codeInvalid'],
    ['12345a', 'validation:codeInvalid'],
    ['1234567', 'validation:codeInvalid'],
  ])('Code 6 digits: %s → %s', (code, expected) => {
    expect(firstMessage(codeFormSchema, { code })).toBe(expected);
  });

  it('trading name is required', () => {
    expect(firstMessage(tradingNameFormSchema, { tradingName: ' ' })).toBe('validation:tradingNameRequired');
    expect(firstMessage(tradingNameFormSchema, { tradingName: 'Acme Ltd' })).toBeNull();
  });

  const contact = { firstName: 'Ann', lastName: 'Lee', email: 'ann@example.com', mobile: '+447946095800' };
  it.each([
    {
      sentence: '§5 Checkout requires accepting Terms and Conditions',
      accept: { acceptTerms: false, acceptRefundPolicy: true },
      expected: { acceptTerms: 'validation:termsRequired' },
    },
    {
      sentence: '§5 Checkout requires accepting Refund Policy',
      accept: { acceptTerms: true },
      expected: { acceptRefundPolicy: 'validation:refundPolicyRequired' },
    },
    {
      sentence: '§5 Checkout with both accepted passes',
      accept: { acceptTerms: true, acceptRefundPolicy: true },
      expected: {},
    },
  ])('$sentence', ({ accept, expected }) => {
    const result = checkoutContactFormSchema.safeParse({ ...contact, ...accept });
    expect(result.success ? {} : firstIssueByField(result.error)).toEqual(expected);
  });
});

describe('address completeness and message rules (spec §5)', () => {
  const complete = {
    address1: '1 Main St',
    city: 'Leeds',
    dateOfBirth: '1990-01-01',
    country: 'GB',
    zipCode: 'LS1 1AA',
  };
  it.each(['address1', 'city', 'dateOfBirth', 'country', 'zipCode'] as const)(
    '§5 Address completeness requires address1, city, dateOfBirth, country, zipCode (missing %s)',
    (field) => {
      expect(isAddressComplete({ ...complete, [field]: null })).toBe(false);
      expect(missingAddressFields({ ...complete, [field]: ' ' })).toEqual([field]);
    },
  );
  it('§5 Address completeness: all five present is complete', () => {
    expect(isAddressComplete(complete)).toBe(true);
  });

  it.each([
    { sentence: "§5 a registration token, else 'Registration token Expired!' (missing)", token: undefined, ok: false },
    { sentence: "§5 a registration token, else 'Registration token Expired!' (blank)", token: ' ', ok: false },
    {
      sentence: '§5 Resending or verifying a code in the new registration flow requires a registration token',
      token: 'reg_1',
      ok: true,
    },
  ])('$sentence', ({ token, ok }) => {
    expect(requireRegistrationToken(token)).toEqual(
      ok ? { ok: true } : { ok: false, messageKey: 'messages:errors.registrationTokenExpired' },
    );
  });

  it("§5 Region not served: 'Unfortunately we do not provide our services for this region.'", () => {
    expect(checkRegionServed({ country: 'us', blockedCountries: ['US'] })).toEqual({
      ok: false,
      messageKey: 'messages:user.regionNotServed',
    });
    expect(checkRegionServed({ country: 'GB', blockedCountries: ['US'] })).toEqual({ ok: true });
  });
});
