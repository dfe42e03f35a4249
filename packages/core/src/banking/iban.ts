/**
 * IBAN (ISO 13616): a country code, two check digits (ISO 7064 mod 97-10) and the national
 * account number (the BBAN), at most 34 letters and digits. Electronic format is upper case without
 * spaces (what is stored and copied); print format groups it in fours (what is read).
 */

/**
 * IBAN length per country, from the SWIFT IBAN registry. Only the length is checked, not the
 * national structure (which positions are letters): the mod-97 check digits already catch a
 * mistyped account, and the structure table is the part that goes stale. French overseas
 * territories, Monaco and the like use their own entries or FR, as the registry lists them.
 */
// prettier-ignore
export const ibanLengths: Readonly<Record<string, number>> = {
  AD: 24, AE: 23, AL: 28, AT: 20, AZ: 28, BA: 20, BE: 16, BG: 22, BH: 22, BI: 27,
  BR: 29, BY: 28, CH: 21, CR: 22, CY: 28, CZ: 24, DE: 22, DJ: 27, DK: 18, DO: 28,
  EE: 20, EG: 29, ES: 24, FI: 18, FK: 18, FO: 18, FR: 27, GB: 22, GE: 22, GI: 23,
  GL: 18, GR: 27, GT: 28, HN: 28, HR: 21, HU: 28, IE: 22, IL: 23, IQ: 23, IS: 26,
  IT: 27, JO: 30, KW: 30, KZ: 20, LB: 28, LC: 32, LI: 21, LT: 20, LU: 20, LV: 21,
  LY: 25, MC: 27, MD: 24, ME: 22, MK: 19, MN: 20, MR: 27, MT: 31, MU: 30, NI: 28,
  NL: 18, NO: 15, OM: 23, PK: 24, PL: 28, PS: 29, PT: 25, QA: 29, RO: 24, RS: 22,
  RU: 33, SA: 24, SC: 31, SD: 18, SE: 24, SI: 19, SK: 24, SM: 27, SO: 23, ST: 25,
  SV: 28, TL: 23, TN: 24, TR: 26, UA: 29, VA: 22, VG: 24, XK: 20, YE: 30,
};

/** The longest IBAN ISO 13616 allows. */
export const maxIbanLength = 34;

export type IbanError = 'empty' | 'invalid_format' | 'unknown_country' | 'wrong_length' | 'bad_check_digits';

export type IbanResult =
  | { ok: true; iban: string; country: string }
  | { ok: false; error: IbanError; country?: string; expectedLength?: number };

/** Electronic format: the spaces a human groups it with (also no-break spaces) removed, upper case. */
export function electronicIban(text: string): string {
  return text.replace(/[ \u00a0]/g, '').toUpperCase();
}

/** Print format: groups of four, e.g. "DE89 3704 0044 0532 0130 00" (for reading, never for copying). */
export function printIban(iban: string): string {
  return electronicIban(iban).replace(/(.{4})(?=.)/g, '$1 ');
}

/**
 * ISO 7064 mod 97-10 of the IBAN with its first four characters moved to the end, letters as
 * 10–35. Folded digit by digit so no number exceeds 97 × 100: no bigint needed.
 */
export function ibanRemainder(iban: string): number {
  const rearranged = iban.slice(4) + iban.slice(0, 4);
  let remainder = 0;
  for (const character of rearranged) {
    const code = character.charCodeAt(0);
    remainder = code <= 57 ? (remainder * 10 + (code - 48)) % 97 : (remainder * 100 + (code - 55)) % 97;
  }
  return remainder;
}

/**
 * Checks an IBAN as typed or pasted (spaces and lower case accepted) and returns its electronic
 * format. Check digits 00, 01 and 99 are refused even when the remainder is 1: the algorithm never
 * produces them.
 */
export function validateIban(text: string): IbanResult {
  const iban = electronicIban(text);
  if (iban === '') return { ok: false, error: 'empty' };
  if (iban.length > maxIbanLength || !/^[A-Z]{2}[0-9]{2}[A-Z0-9]+$/.test(iban)) {
    return { ok: false, error: 'invalid_format' };
  }
  const country = iban.slice(0, 2);
  const expectedLength = ibanLengths[country];
  if (expectedLength === undefined) return { ok: false, error: 'unknown_country', country };
  if (iban.length !== expectedLength) return { ok: false, error: 'wrong_length', country, expectedLength };
  const checkDigits = Number(iban.slice(2, 4));
  if (checkDigits < 2 || checkDigits > 98 || ibanRemainder(iban) !== 1) {
    return { ok: false, error: 'bad_check_digits', country };
  }
  return { ok: true, iban, country };
}

/** What each refusal means to the person who typed the IBAN. */
export function ibanErrorMessage(result: Extract<IbanResult, { ok: false }>): string {
  switch (result.error) {
    case 'empty':
      return 'Please enter the IBAN.';
    case 'invalid_format':
      return 'An IBAN is a country code, two check digits and up to 30 letters and digits.';
    case 'unknown_country':
      return `${result.country ?? 'This country'} does not use IBANs.`;
    case 'wrong_length':
      return `IBANs of ${result.country ?? 'this country'} have ${result.expectedLength ?? 'a fixed number of'} characters.`;
    case 'bad_check_digits':
      return 'The IBAN check digits do not match: please check it for typos.';
  }
}
