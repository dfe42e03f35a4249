import { displayDecimals, toDecimalString, type CurrencyCode } from '@platform/core';

/**
 * A plain decimal string cut (never rounded up) to `decimals` fraction digits and padded with
 * zeros: spec §9's display rule (crypto 8, fiat 2) without the thousands separators of the screen.
 */
export function truncateDecimal(decimal: string, decimals: number): string {
  const match = /^(-?)([0-9]+)(?:\.([0-9]+))?$/.exec(decimal);
  if (match === null) throw new RangeError(`not a plain decimal: ${JSON.stringify(decimal)}`);
  const fraction = (match[3] ?? '').slice(0, decimals).padEnd(decimals, '0');
  const integer = match[2]!.replace(/^0+(?=[0-9])/, '');
  const zero = /^0*$/.test(integer) && /^0*$/.test(fraction);
  const sign = match[1] === '-' && !zero ? '-' : '';
  return decimals > 0 ? `${sign}${integer}.${fraction}` : `${sign}${integer}`;
}

/** Base units of an asset at its display decimals (crypto 8, fiat 2). */
export function displayAmount(asset: CurrencyCode, baseUnits: bigint): string {
  return truncateDecimal(toDecimalString(asset, baseUnits), displayDecimals(asset));
}
