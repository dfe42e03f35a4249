import { createHash, randomBytes, randomInt } from 'node:crypto';

/** Ids with a type prefix (STYLE.md): 30 random hex digits. */
export const newOrderId = (): string => `chk_${randomBytes(15).toString('hex')}`;
export const newQuoteId = (): string => `qt_${randomBytes(15).toString('hex')}`;
export const newOrderEventId = (): string => `coe_${randomBytes(12).toString('hex')}`;

/** Unambiguous letters and digits (no 0/O, 1/I/L) for a reference a buyer types into a bank form. */
const referenceAlphabet = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';

/** The bank transfer reference of an order: CHK and 9 characters (31^9 ≈ 2.6·10^13). */
export function newBankReference(): string {
  let text = 'CHK';
  for (let index = 0; index < 9; index += 1) text += referenceAlphabet[randomInt(referenceAlphabet.length)];
  return text;
}

export const sha256Hex = (text: string): string => createHash('sha256').update(text).digest('hex');
