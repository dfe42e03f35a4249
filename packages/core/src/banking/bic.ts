/**
 * BIC / SWIFT code (ISO 9362): party prefix (4 letters or digits), country (2 letters), location
 * (2 letters or digits), and an optional branch (3; "XXX" is the head office). 8 or 11 characters.
 * A location whose second character is "0" marks a test BIC (not connected to the live network);
 * the letter "O" is never used there, so it is refused as the typo it is.
 */
export type BicError = 'empty' | 'wrong_length' | 'invalid_format';

export type BicResult = { ok: true; bic: string; country: string } | { ok: false; error: BicError };

const bicPattern = /^[A-Z0-9]{4}[A-Z]{2}[A-Z0-9][A-NP-Z0-9]([A-Z0-9]{3})?$/;

/** Checks a BIC as typed (spaces and lower case accepted) and returns it upper case without spaces. */
export function validateBic(text: string): BicResult {
  const bic = text.replace(/[ \u00a0]/g, '').toUpperCase();
  if (bic === '') return { ok: false, error: 'empty' };
  if (bic.length !== 8 && bic.length !== 11) return { ok: false, error: 'wrong_length' };
  if (!bicPattern.test(bic)) return { ok: false, error: 'invalid_format' };
  return { ok: true, bic, country: bic.slice(4, 6) };
}

/** True for a test BIC (second location character "0"). */
export function isTestBic(bic: string): boolean {
  return bic.charAt(7) === '0';
}

export const bicErrorMessages: Record<BicError, string> = {
  empty: 'Please enter the BIC (SWIFT code).',
  wrong_length: 'A BIC has 8 or 11 characters.',
  invalid_format:
    'A BIC is a 4-character bank code, a 2-letter country code, a 2-character location and an optional 3-character branch.',
};
