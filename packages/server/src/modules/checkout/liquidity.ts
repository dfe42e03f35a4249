import { cryptoCurrencies, parseAmount, type CryptoCurrency } from '@platform/core';
import type { Database } from '../../db/database.js';
import { createTransfersInTransaction, ensureAccount, isRecorded, platformOwner } from '../ledger/index.js';
import { brandOwner } from './order-money.js';

/**
 * Test mode's starting inventory of each demo brand's liquidity accounts, the coins the guest
 * checkout sells: booked as coins the brand holds on chain (chain_clearing → liquidity), once per
 * brand and coin (fixed transfer ids), so a restart adds nothing. Live brands fund liquidity through
 * their own treasury operations.
 */
export const testModeLiquidity: Record<CryptoCurrency, string> = {
  BTC: '10',
  LTC: '1000',
  ETH: '100',
  BCH: '1000',
  USDT: '1000000',
  USDC: '1000000',
};

export async function seedTestModeLiquidity(
  database: Database,
  brandId: string,
  amounts: Partial<Record<CryptoCurrency, string>> = testModeLiquidity,
): Promise<void> {
  await database.transaction(async (transaction) => {
    for (const coin of cryptoCurrencies) {
      const text = amounts[coin];
      if (text === undefined) continue;
      const amount = parseAmount(coin, text);
      if (!amount.ok) throw new RangeError(`bad liquidity amount ${text} ${coin}`);
      const clearing = await ensureAccount(transaction, { owner: platformOwner, asset: coin, kind: 'chain_clearing' });
      const liquidity = await ensureAccount(transaction, {
        owner: brandOwner(brandId),
        asset: coin,
        kind: 'liquidity',
      });
      const outcomes = await createTransfersInTransaction(transaction, [
        {
          type: 'immediate',
          id: `ckl_seed_${brandId}_${coin}`.slice(0, 64),
          debitAccountId: clearing.id,
          creditAccountId: liquidity.id,
          asset: coin,
          amount: amount.value,
          code: 'liquidity_funding',
        },
      ]);
      if (!outcomes.every((outcome) => isRecorded(outcome.result)))
        throw new Error(`liquidity of ${brandId} ${coin}: ${outcomes.map((outcome) => outcome.result).join(', ')}`);
    }
  });
}
