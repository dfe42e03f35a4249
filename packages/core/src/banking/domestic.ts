/**
 * Domestic account identifiers for currencies whose local transfers do not use IBANs:
 * UK sort code + account number (Faster Payments, BACS) and US ABA routing + account number (ACH,
 * Fedwire). Only the shapes and the ABA checksum are checked; the modulus rules of UK sort codes
 * change with bank tables and are left to the bank.
 */

/** "12-34-56" or "12 34 56" → "123456"; undefined unless six digits. */
export function normalizeSortCode(text: string): string | undefined {
  const digits = text.replace(/[ \u00a0-]/g, '');
  return /^[0-9]{6}$/.test(digits) ? digits : undefined;
}

/** "123456" → "12-34-56", as UK banks print it. */
export function printSortCode(sortCode: string): string {
  return sortCode.replace(/^(\d{2})(\d{2})(\d{2})$/, '$1-$2-$3');
}

/** UK account numbers have 8 digits. */
export function isUkAccountNumber(text: string): boolean {
  return /^[0-9]{8}$/.test(text);
}

/** US account numbers: 4 to 17 digits (banks vary). */
export function isUsAccountNumber(text: string): boolean {
  return /^[0-9]{4,17}$/.test(text);
}

/** ABA routing number: nine digits whose weighted sum (3, 7, 1 repeating) is a multiple of 10. */
export function isAbaRoutingNumber(text: string): boolean {
  if (!/^[0-9]{9}$/.test(text)) return false;
  const weights = [3, 7, 1, 3, 7, 1, 3, 7, 1];
  let sum = 0;
  for (let index = 0; index < 9; index += 1) sum += Number(text[index]) * (weights[index] ?? 0);
  return sum % 10 === 0;
}
