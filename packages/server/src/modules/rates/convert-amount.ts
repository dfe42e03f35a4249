import { assetScales, type CurrencyCode } from '@platform/core';
import type { ParsedRatePair } from './rate-pair.js';
import { divideRounded, rateUnitsPerWhole, type Rounding } from './rate.js';

export interface ConvertAmountOptions {
  /** Non-negative amount in base units of `from` (satoshi, cent, wei, …). */
  amountBaseUnits: bigint;
  from: CurrencyCode;
  to: CurrencyCode;
  /** The pair the rate is quoted for; either direction works (EUR_BTC for BTC→EUR and EUR→BTC). */
  pair: Pick<ParsedRatePair, 'quote' | 'base'>;
  rateUnits: bigint;
  /** 'down' unless the caller documents why it rounds up (e.g. what a buyer must pay). */
  rounding?: Rounding;
}

const powerOfTen = (exponent: number): bigint => 10n ** BigInt(exponent);

/**
 * Converts base units of one asset to base units of the other with one rounding at the very end,
 * bigint only. With pair QUOTE_BASE and rate r (QUOTE per 1 BASE):
 *   base → quote: amount × r × 10^scale(quote) / 10^scale(base)
 *   quote → base: amount × 10^scale(base) / (r × 10^scale(quote))
 * Converting against the quoted pair directly (rather than through a derived inverse rate) keeps
 * the result exact up to that last rounding.
 */
export function convertAmount(options: ConvertAmountOptions): bigint {
  const { amountBaseUnits, from, to, pair, rateUnits } = options;
  const rounding = options.rounding ?? 'down';
  if (amountBaseUnits < 0n) throw new RangeError('convertAmount takes a non-negative amount');
  if (rateUnits <= 0n) throw new RangeError('convertAmount takes a positive rate');
  const fromScale = powerOfTen(assetScales[from]);
  const toScale = powerOfTen(assetScales[to]);
  if (from === pair.base && to === pair.quote) {
    return divideRounded(amountBaseUnits * rateUnits * toScale, fromScale * rateUnitsPerWhole, rounding);
  }
  if (from === pair.quote && to === pair.base) {
    return divideRounded(amountBaseUnits * rateUnitsPerWhole * toScale, rateUnits * fromScale, rounding);
  }
  throw new RangeError(`the rate of ${pair.quote}_${pair.base} does not convert ${from} to ${to}`);
}
