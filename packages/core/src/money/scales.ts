import type { CurrencyCode } from '../schemas/currency-codes.js';

/**
 * The one scale table (ARCHITECTURE.md, Money): how many decimal places one whole unit of each
 * asset has. Amounts are bigint counts of the smallest unit (satoshi, wei, cent, …).
 */
export const assetScales = {
  BTC: 8,
  LTC: 8,
  BCH: 8,
  ETH: 18,
  USDT: 6,
  USDC: 6,
  USD: 2,
  GBP: 2,
  EUR: 2,
  AUD: 2,
  CAD: 2,
  CHF: 2,
} as const satisfies Record<CurrencyCode, number>;

/**
 * Largest number of digits an amount may have in base units: the database column is
 * NUMERIC(38,0), so anything longer could not be stored.
 */
export const maxAmountBaseUnitDigits = 38;

export function assetScale(asset: CurrencyCode): number {
  return assetScales[asset];
}
