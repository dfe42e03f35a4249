import type { Queryable } from '../../db/database.js';
import { DomainError } from '../../errors/domain-error.js';
import { getRateForMoney, RatesError } from '../rates/index.js';

/**
 * The rate a money operation of the merchants module uses (a payment's fixed rate, a payout's
 * conversion): only a fresh one; without it the spec's rates failure (§8) as service_unavailable.
 */
export async function rateForMoney(input: {
  database: Queryable;
  pair: string;
  maxAgeMs: number;
  now: Date;
}): Promise<Awaited<ReturnType<typeof getRateForMoney>>> {
  try {
    return await getRateForMoney(input);
  } catch (error) {
    if (error instanceof RatesError) {
      throw new DomainError('service_unavailable', 'Some problem occurred. please try again later');
    }
    throw error;
  }
}
