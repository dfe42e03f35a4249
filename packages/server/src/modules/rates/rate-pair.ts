import {
  cryptoCurrencies,
  fiatCurrencies,
  isCryptoCurrency,
  isFiatCurrency,
  maxRatePairsPerCall,
  supportedRatePairSchema,
  unsupportedRatePairMessage,
  type CryptoCurrency,
  type FiatCurrency,
} from '@platform/core';

/**
 * A rate pair is written QUOTE_BASE as core's `ratePairSchema` and the spec's example (EUR_BTC)
 * have it: the rate of EUR_BTC is the price of 1 BTC in EUR. Providers quote and snapshots store
 * only the canonical direction fiat_crypto (EUR_BTC); the inverse crypto_fiat (BTC_EUR, the price
 * of 1 EUR in BTC) is derived exactly from it (see invertRate). Pairs of two fiat or two crypto
 * currencies are refused: no provider quotes them and a cross rate would add a second rounding.
 */
export type CanonicalRatePair = `${FiatCurrency}_${CryptoCurrency}`;
export type InverseRatePair = `${CryptoCurrency}_${FiatCurrency}`;
export type RatePair = CanonicalRatePair | InverseRatePair;

/** Largest number of pairs one call may ask for (routes) and one refresh may fetch. */
export const maxPairsPerCall = maxRatePairsPerCall;

export const canonicalRatePairs: readonly CanonicalRatePair[] = fiatCurrencies.flatMap((fiat) =>
  cryptoCurrencies.map((crypto): CanonicalRatePair => `${fiat}_${crypto}`),
);

export interface ParsedRatePair {
  pair: RatePair;
  /** The stored direction this pair is read from. */
  canonical: CanonicalRatePair;
  /** True when the pair is crypto_fiat and its rate is the inverse of the canonical one. */
  inverse: boolean;
  quote: FiatCurrency | CryptoCurrency;
  base: FiatCurrency | CryptoCurrency;
}

export function parseRatePair(text: string): ParsedRatePair | undefined {
  const parts = text.split('_');
  if (parts.length !== 2) return undefined;
  const [quote, base] = parts;
  if (isFiatCurrency(quote) && isCryptoCurrency(base)) {
    const canonical: CanonicalRatePair = `${quote}_${base}`;
    return { pair: canonical, canonical, inverse: false, quote, base };
  }
  if (isCryptoCurrency(quote) && isFiatCurrency(base)) {
    return { pair: `${quote}_${base}`, canonical: `${base}_${quote}`, inverse: true, quote, base };
  }
  return undefined;
}

export function isCanonicalRatePair(text: string): text is CanonicalRatePair {
  return parseRatePair(text)?.inverse === false;
}

export const unsupportedPairMessage = unsupportedRatePairMessage;

/** A pair of the spec's currencies in either direction, as requests send it (core's schema, used by the rows). */
export const ratePairTextSchema = supportedRatePairSchema;
