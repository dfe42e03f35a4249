import { displayDecimals, toDecimalString, type CurrencyCode } from '@platform/core';

/**
 * Base units → the wire's amount string at display scale (spec §9): crypto 8 decimals, fiat 2,
 * no grouping. Digits beyond the display scale (ETH has 18) are cut off toward zero, as core's
 * formatAmount does, so a balance is never shown as more than is held; USDT/USDC's 6 are padded.
 */
export function displayAmount(asset: CurrencyCode, baseUnits: bigint): string {
  const exact = toDecimalString(asset, baseUnits);
  const [integerPart = '0', fractionPart = ''] = exact.split('.');
  const decimals = displayDecimals(asset);
  const fraction = fractionPart.slice(0, decimals).padEnd(decimals, '0');
  const negative = integerPart.startsWith('-');
  const isZero = /^-?0+$/.test(integerPart) && /^0*$/.test(fraction);
  const unsigned = negative ? integerPart.slice(1) : integerPart;
  return `${negative && !isZero ? '-' : ''}${unsigned}.${fraction}`;
}
