/**
 * Whether a bank account's holder name is the verified user's own (fiat withdrawals go only to the
 * user's own account). Both names are normalised the same way: Unicode NFKD with the accents
 * dropped (Müller → muller), lower case, every character that is not a letter or digit turned into
 * a space (hyphens, apostrophes, dots), and the words compared as sets, so "Anna-Lena Müller",
 * "MULLER ANNA LENA" and "Müller, Anna Lena" all match "Anna Lena Müller". A middle name only one
 * side has is a mismatch: the bank's Verification of Payee would call it a close match at best.
 */
export function nameWords(name: string): string[] {
  const words = name
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .replace(/ß/g, 'ss')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim()
    .split(' ')
    .filter((word) => word.length > 0);
  return [...new Set(words)].sort();
}

export function holderNameMatches(holder: string, verified: { firstName: string; lastName: string }): boolean {
  const holderWords = nameWords(holder);
  const userWords = nameWords(`${verified.firstName} ${verified.lastName}`);
  return (
    holderWords.length > 0 &&
    holderWords.length === userWords.length &&
    holderWords.every((word, index) => word === userWords[index])
  );
}
