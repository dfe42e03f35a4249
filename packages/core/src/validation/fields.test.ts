import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  citySchema,
  dateOfBirthSchema,
  emailSchema,
  firstNameSchema,
  lastNameSchema,
  mobileNumberSchema,
  passwordSchema,
  stateSchema,
  streetNameSchema,
  zipCodeSchema,
} from './fields.js';
import { englishValidationMessage, validationMessages } from './messages.js';

/** The first message a schema reports for a value, or null when the value is valid. */
function firstMessage(schema: z.ZodType, value: unknown): string | null {
  const result = schema.safeParse(value);
  return result.success ? null : result.error.issues[0]!.message;
}

const fieldTable: { sentence: string; schema: z.ZodType; value: unknown; expected: string | null }[] = [
  {
    sentence: '§5 First Name: required',
    schema: firstNameSchema,
    value: '  ',
    expected: 'validation:firstNameRequired',
  },
  {
    sentence: '§5 First Name: at least 2 characters',
    schema: firstNameSchema,
    value: 'A',
    expected: 'validation:firstNameMin',
  },
  { sentence: '§5 First Name: 2 characters are enough', schema: firstNameSchema, value: 'Al', expected: null },
  {
    sentence: '§5 Last Name: required',
    schema: lastNameSchema,
    value: undefined,
    expected: 'validation:lastNameRequired',
  },
  {
    sentence: '§5 Last Name: at least 2 characters',
    schema: lastNameSchema,
    value: ' B ',
    expected: 'validation:lastNameMin',
  },
  { sentence: '§5 City: required', schema: citySchema, value: '', expected: 'validation:cityRequired' },
  { sentence: '§5 City: at least 3', schema: citySchema, value: 'Oz', expected: 'validation:cityMin' },
  { sentence: '§5 City: 3 characters are enough', schema: citySchema, value: 'Ayr', expected: null },
  {
    sentence: '§5 Street Name: required',
    schema: streetNameSchema,
    value: '',
    expected: 'validation:streetNameRequired',
  },
  {
    sentence: '§5 Street Name: at least 3',
    schema: streetNameSchema,
    value: '1a',
    expected: 'validation:streetNameMin',
  },
  { sentence: '§5 Zip Code: required', schema: zipCodeSchema, value: '', expected: 'validation:zipCodeRequired' },
  { sentence: '§5 Zip Code: at least 3', schema: zipCodeSchema, value: '12', expected: 'validation:zipCodeMin' },
  {
    sentence: '§5 Date Of Birth: required',
    schema: dateOfBirthSchema,
    value: '',
    expected: 'validation:dateOfBirthRequired',
  },
  {
    sentence: '§5 Date Of Birth: format YYYY-MM-DD',
    schema: dateOfBirthSchema,
    value: '31/01/1990',
    expected: 'validation:dateOfBirthFormat',
  },
  {
    sentence: '§5 Date Of Birth: format YYYY-MM-DD (no single digits)',
    schema: dateOfBirthSchema,
    value: '1990-1-31',
    expected: 'validation:dateOfBirthFormat',
  },
  {
    sentence: '§5 Date Of Birth: a real calendar date (no 30 February)',
    schema: dateOfBirthSchema,
    value: '1990-02-30',
    expected: 'validation:dateOfBirthInvalid',
  },
  {
    sentence: '§5 Date Of Birth: a real calendar date (29 February in a leap year)',
    schema: dateOfBirthSchema,
    value: '2000-02-29',
    expected: null,
  },
  {
    sentence: '§5 Date Of Birth: month 13 is not a date',
    schema: dateOfBirthSchema,
    value: '1990-13-01',
    expected: 'validation:dateOfBirthInvalid',
  },
  {
    sentence: '§5 Mobile Number: required',
    schema: mobileNumberSchema,
    value: '',
    expected: 'validation:mobileRequired',
  },
  {
    sentence: "§5 Mobile Number: 'not a valid mobile number' for invalid",
    schema: mobileNumberSchema,
    value: '12ab34',
    expected: 'validation:mobileInvalid',
  },
  {
    sentence: '§5 Mobile Number: too short is invalid',
    schema: mobileNumberSchema,
    value: '+4412',
    expected: 'validation:mobileInvalid',
  },
  {
    sentence: '§5 Mobile Number: more than 15 digits is invalid',
    schema: mobileNumberSchema,
    value: '+4412345678901234',
    expected: 'validation:mobileInvalid',
  },
  {
    sentence: '§5 Mobile Number: an E.164 number is valid',
    schema: mobileNumberSchema,
    value: '+44 20 7946-0958',
    expected: null,
  },
  {
    sentence: "§5 Email: 'Please enter a valid email address' (malformed)",
    schema: emailSchema,
    value: 'ann@',
    expected: 'validation:emailInvalid',
  },
  {
    sentence: "§5 Email: 'Please enter a valid email address' (empty)",
    schema: emailSchema,
    value: '',
    expected: 'validation:emailInvalid',
  },
  { sentence: '§5 Email: a normal address is valid', schema: emailSchema, value: 'ann@example.com', expected: null },
  {
    sentence: "§5 Password: 'Please enter a valid password' (empty)",
    schema: passwordSchema,
    value: '',
    expected: 'validation:passwordInvalid',
  },
  {
    sentence: '§5 Password: at least 8 characters',
    schema: passwordSchema,
    value: '1234567',
    expected: 'validation:passwordMin',
  },
  { sentence: '§5 Password: 8 characters are enough', schema: passwordSchema, value: '12345678', expected: null },
  { sentence: '§5 State: required', schema: stateSchema, value: ' ', expected: 'validation:stateRequired' },
];

describe('field validation (spec §5)', () => {
  it.each(fieldTable)('$sentence', ({ schema, value, expected }) => {
    expect(firstMessage(schema, value)).toBe(expected);
  });

  it('reports only the required message for an empty field, not the length too', () => {
    const result = firstNameSchema.safeParse('');
    expect(result.success ? [] : result.error.issues.map((issue) => issue.message)).toEqual([
      'validation:firstNameRequired',
    ]);
  });

  it('§3 email (lowercased): emails are stored trimmed and lowercased', () => {
    expect(emailSchema.parse('  Ann@Example.COM ')).toBe('ann@example.com');
  });

  it('mobile numbers lose their separators', () => {
    expect(mobileNumberSchema.parse('+44 (20) 7946-0958')).toBe('+442079460958');
  });

  it('every message key has English text, and the quoted §5 messages are verbatim', () => {
    expect(englishValidationMessage('validation:mobileInvalid')).toBe('not a valid mobile number');
    expect(validationMessages.emailInvalid).toBe('Please enter a valid email address');
    expect(validationMessages.passwordInvalid).toBe('Please enter a valid password');
    expect(englishValidationMessage('validation:nope')).toBeUndefined();
    for (const { expected } of fieldTable) if (expected) expect(englishValidationMessage(expected)).toBeTruthy();
  });
});
