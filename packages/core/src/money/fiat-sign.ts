/** Fiat signs of spec §9; any other code (and USD) shows the default $. */
const fiatSigns: Readonly<Record<string, string>> = { EUR: '€', GBP: '£', CAD: 'C$', AUD: 'A$', CHF: '₣', USD: '$' };

export const defaultFiatSign = '$';

export function fiatSign(code: string | null | undefined): string {
  if (!code) return defaultFiatSign;
  return Object.hasOwn(fiatSigns, code) ? (fiatSigns[code] ?? defaultFiatSign) : defaultFiatSign;
}
