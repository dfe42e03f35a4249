import { z } from 'zod';
import { isCountryCode } from '../schemas/countries.js';
import { validationKey as key, type ValidationMessageName } from './messages.js';

/** Field schemas of spec §5. Every issue message is an i18n key (see messages.ts). */

/** A trimmed text that is required (first message) and at least `min` characters (second). */
function requiredText(min: number, required: ValidationMessageName, tooShort: ValidationMessageName) {
  return z
    .string({ error: key(required) })
    .trim()
    .min(1, { error: key(required), abort: true })
    .min(min, { error: key(tooShort) })
    .max(200, { error: key(tooShort) });
}

export const firstNameSchema = requiredText(2, 'firstNameRequired', 'firstNameMin');
export const lastNameSchema = requiredText(2, 'lastNameRequired', 'lastNameMin');
export const citySchema = requiredText(3, 'cityRequired', 'cityMin');
/** Street Name is the user's address1. */
export const streetNameSchema = requiredText(3, 'streetNameRequired', 'streetNameMin');
export const zipCodeSchema = requiredText(3, 'zipCodeRequired', 'zipCodeMin');
export const stateSchema = z
  .string({ error: key('stateRequired') })
  .trim()
  .min(1, { error: key('stateRequired') })
  .max(100);
/**
 * Country: an ISO 3166-1 alpha-2 code of core's list (`schemas/countries.ts`), exactly as listed
 * (upper case): the forms pick it from a list. Free text is refused, and no case is folded: "Ge",
 * what a 2-character text field kept of "Germany", would otherwise be GE, Georgia.
 */
export const countrySchema = z
  .string({ error: key('countryRequired') })
  .trim()
  .min(1, { error: key('countryRequired'), abort: true })
  .refine(isCountryCode, { error: key('countryInvalid') });

/** True when YYYY-MM-DD names a real calendar day (no 2023-02-30). */
export function isCalendarDate(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

export const dateOfBirthSchema = z
  .string({ error: key('dateOfBirthRequired') })
  .trim()
  .min(1, { error: key('dateOfBirthRequired'), abort: true })
  .regex(/^\d{4}-\d{2}-\d{2}$/, { error: key('dateOfBirthFormat'), abort: true })
  .refine(isCalendarDate, { error: key('dateOfBirthInvalid') });

/**
 * Mobile Number, E.164-like: an optional leading +, then 8 to 15 digits, the first not 0. Spaces,
 * dashes, dots and parentheses are accepted while typing and removed from the parsed value.
 */
export const mobileNumberSchema = z
  .string({ error: key('mobileRequired') })
  .trim()
  .min(1, { error: key('mobileRequired'), abort: true })
  .transform((value) => value.replace(/[\s\-.()]/g, ''))
  .pipe(z.string().regex(/^\+?[1-9]\d{7,14}$/, { error: key('mobileInvalid') }));

/** Email is stored lowercased (spec §3). One message for empty and malformed (spec §5). */
export const emailSchema = z
  .string({ error: key('emailInvalid') })
  .trim()
  .toLowerCase()
  .max(254, { error: key('emailInvalid'), abort: true })
  .regex(/^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/, { error: key('emailInvalid') });

/** A new password: 'Please enter a valid password' when empty, at least 8 characters. */
export const passwordSchema = z
  .string({ error: key('passwordInvalid') })
  .min(1, { error: key('passwordInvalid'), abort: true })
  .min(8, { error: key('passwordMin') })
  .max(128, { error: key('passwordInvalid') });

/**
 * The password typed at login is only required: its length rule was applied when it was set, and
 * rejecting an older, shorter password here would lock its owner out.
 */
export const loginPasswordSchema = z
  .string({ error: key('passwordInvalid') })
  .min(1, { error: key('passwordInvalid') })
  .max(128, { error: key('passwordInvalid') });

/** A 6-digit email or SMS code. */
export const codeSchema = z
  .string({ error: key('codeInvalid') })
  .trim()
  .regex(/^\d{6}$/, { error: key('codeInvalid') });

/** Trading name of a merchant profile. */
export const tradingNameSchema = z
  .string({ error: key('tradingNameRequired') })
  .trim()
  .min(1, { error: key('tradingNameRequired') })
  .max(100, { error: key('tradingNameMax') });
