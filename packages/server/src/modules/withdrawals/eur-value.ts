import { isCryptoCurrency, type CurrencyCode } from '@platform/core';
import type { Queryable } from '../../db/database.js';
import { DomainError } from '../../errors/domain-error.js';
import { convertAmount, getRateForMoney, isRatesError } from '../rates/index.js';
import { withdrawalTexts } from './withdrawal-texts.js';

/**
 * An amount's value in EUR cents for the limits and thresholds, at the rates module's newest rate
 * no older than the money max age: a coin through EUR_COIN, another fiat through the BTC cross rate
 * (OTHER_BTC, then EUR_BTC: the providers quote no fiat pairs). Rounded up: a limit is never passed
 * by a rounding. No fresh rate refuses the withdrawal (503) rather than guessing.
 */
export async function eurValueCents(
  queryable: Queryable,
  input: { currency: CurrencyCode; amount: bigint; maxAgeMs: number; now: Date },
): Promise<bigint> {
  if (input.currency === 'EUR') return input.amount;
  const rate = async (pair: string) => {
    try {
      return (await getRateForMoney({ database: queryable, pair, maxAgeMs: input.maxAgeMs, now: input.now })).rateUnits;
    } catch (error) {
      if (isRatesError(error)) throw new DomainError('service_unavailable', withdrawalTexts.rateUnavailable);
      throw error;
    }
  };
  if (isCryptoCurrency(input.currency)) {
    return convertAmount({
      amountBaseUnits: input.amount,
      from: input.currency,
      to: 'EUR',
      pair: { quote: 'EUR', base: input.currency },
      rateUnits: await rate(`EUR_${input.currency}`),
      rounding: 'up',
    });
  }
  const btc = convertAmount({
    amountBaseUnits: input.amount,
    from: input.currency,
    to: 'BTC',
    pair: { quote: input.currency, base: 'BTC' },
    rateUnits: await rate(`${input.currency}_BTC`),
    rounding: 'up',
  });
  return convertAmount({
    amountBaseUnits: btc,
    from: 'BTC',
    to: 'EUR',
    pair: { quote: 'EUR', base: 'BTC' },
    rateUnits: await rate('EUR_BTC'),
    rounding: 'up',
  });
}
