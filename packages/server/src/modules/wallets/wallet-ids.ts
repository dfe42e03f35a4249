import { randomBytes } from 'node:crypto';

/** Ids carry a type prefix (STYLE.md): 24 lower-case hex characters of randomness after it. */
function prefixedId(prefix: string): string {
  return `${prefix}_${randomBytes(12).toString('hex')}`;
}

export const newWalletId = () => prefixedId('wal');
export const newDepositAddressId = () => prefixedId('dad');
export const newTransactionId = () => prefixedId('txn');

/** Crockford-like alphabet without I, L, O, U: a reference read over the phone is not misheard. */
const referenceAlphabet = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/**
 * The reference a bank transfer quotes to be credited to one fiat wallet: "DEP" and 10 characters
 * (50 bits of randomness); the unique column catches the rare collision and the caller retries.
 */
export function newDepositReference(): string {
  const bytes = randomBytes(10);
  let text = 'DEP';
  for (const byte of bytes) text += referenceAlphabet[byte % referenceAlphabet.length];
  return text;
}
