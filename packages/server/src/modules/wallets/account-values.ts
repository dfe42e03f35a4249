import { assetScales, isCryptoCurrency, type CurrencyCode, type FiatCurrency } from '@platform/core';
import type { Queryable } from '../../db/database.js';
import { getLatestRates, isFresh, type PairRate } from '../rates/index.js';
import { displayAmount } from './display-amount.js';

export type AccountValuesResult =
  | {
      available: true;
      /** The user's fiat (2 decimals) and BTC (8 decimals), as wire strings. */
      values: Record<string, string>;
      fiatBaseUnits: bigint;
      btcBaseUnits: bigint;
      /** The oldest rate used; null when no rate was needed (nothing held). */
      ratesObservedAt: Date | null;
    }
  | { available: false; error: 'stale_rate' | 'rate_unavailable' };

export interface AccountValuesInput {
  /** Posted balance per currency in base units (available + held: money in orders is still the user's). */
  balances: readonly { currency: CurrencyCode; posted: bigint }[];
  fiat: FiatCurrency;
  rates: ReadonlyMap<string, Pick<PairRate, 'rateUnits' | 'observedAt'>>;
  now: Date;
  maxRateAgeMs: number;
}

const pow10 = (exponent: number) => 10n ** BigInt(exponent);
/** Extra precision carried through the sum, so there is one rounding (down) at the very end. */
const precision = pow10(18);

/** The rate pairs a set of balances needs: FIAT_COIN per coin held, OTHERFIAT_BTC per other fiat held, FIAT_BTC always. */
export function pairsNeeded(balances: AccountValuesInput['balances'], fiat: FiatCurrency): string[] {
  const pairs = new Set<string>([`${fiat}_BTC`]);
  for (const { currency, posted } of balances) {
    if (posted === 0n || currency === fiat) continue;
    pairs.add(isCryptoCurrency(currency) ? `${fiat}_${currency}` : `${currency}_BTC`);
  }
  return [...pairs];
}

/**
 * Account value (spec §2: "in the user's fiat currency and in BTC, 2 and 8 decimals"). Crypto is
 * valued at FIAT_COIN, another fiat through the BTC cross rate (OTHER_BTC then FIAT_BTC: no provider
 * quotes fiat pairs). Everything is summed at 10^-18 of a cent and rounded down once; BTC held
 * counts exactly in the BTC value. Any rate needed that is missing or older than maxRateAgeMs makes
 * the values unavailable: a stale price is never shown as a current value.
 */
export function computeAccountValues(input: AccountValuesInput): AccountValuesResult {
  const { fiat } = input;
  const held = input.balances.filter((balance) => balance.posted > 0n);
  if (held.length === 0) {
    return { available: true, values: zeroValues(fiat), fiatBaseUnits: 0n, btcBaseUnits: 0n, ratesObservedAt: null };
  }
  let oldest: Date | null = null;
  const rateOf = (pair: string): bigint | 'stale_rate' | 'rate_unavailable' => {
    const rate = input.rates.get(pair);
    if (rate === undefined) return 'rate_unavailable';
    if (!isFresh(rate, input.maxRateAgeMs, input.now)) return 'stale_rate';
    if (oldest === null || rate.observedAt < oldest) oldest = rate.observedAt;
    return rate.rateUnits;
  };
  const fiatBtc = rateOf(`${fiat}_BTC`);
  if (typeof fiatBtc === 'string') return { available: false, error: fiatBtc };
  const fiatScale = pow10(assetScales[fiat]);
  let otherThanBtcScaled = 0n;
  let btcHeld = 0n;
  for (const { currency, posted } of held) {
    if (currency === 'BTC') {
      btcHeld = posted;
      continue;
    }
    if (currency === fiat) {
      otherThanBtcScaled += posted * precision;
      continue;
    }
    if (isCryptoCurrency(currency)) {
      const rate = rateOf(`${fiat}_${currency}`);
      if (typeof rate === 'string') return { available: false, error: rate };
      // posted × rate (F per coin, ×10^18 = precision) × 10^scale(F) / 10^scale(coin)
      otherThanBtcScaled += (posted * rate * fiatScale) / pow10(assetScales[currency]);
      continue;
    }
    const otherBtc = rateOf(`${currency}_BTC`);
    if (typeof otherBtc === 'string') return { available: false, error: otherBtc };
    otherThanBtcScaled += (posted * fiatScale * fiatBtc * precision) / (pow10(assetScales[currency]) * otherBtc);
  }
  const btcInFiatScaled = (btcHeld * fiatBtc * fiatScale) / pow10(assetScales.BTC);
  const fiatBaseUnits = (otherThanBtcScaled + btcInFiatScaled) / precision;
  const btcBaseUnits = btcHeld + (otherThanBtcScaled * pow10(assetScales.BTC)) / (fiatScale * fiatBtc);
  return {
    available: true,
    values: { [fiat]: displayAmount(fiat, fiatBaseUnits), BTC: displayAmount('BTC', btcBaseUnits) },
    fiatBaseUnits,
    btcBaseUnits,
    ratesObservedAt: oldest,
  };
}

function zeroValues(fiat: FiatCurrency): Record<string, string> {
  return { [fiat]: displayAmount(fiat, 0n), BTC: displayAmount('BTC', 0n) };
}

/** Reads the newest stored rates the balances need and computes the values. */
export async function loadAccountValues(
  queryable: Queryable,
  input: Omit<AccountValuesInput, 'rates'>,
): Promise<AccountValuesResult> {
  const pairs = input.balances.some((balance) => balance.posted > 0n) ? pairsNeeded(input.balances, input.fiat) : [];
  const rates = pairs.length === 0 ? new Map() : await getLatestRates({ database: queryable, pairs });
  return computeAccountValues({ ...input, rates });
}
