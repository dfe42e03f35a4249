import { describe, expect, it } from 'vitest';
import { transactionPageSchema } from './transaction.js';
import { userBalancesDetailsSchema } from './wallet.js';

describe('getUserBalances details', () => {
  it('reads wallets with their kind, network and deposit reference, and the account values', () => {
    const details = userBalancesDetailsSchema.parse({
      wallets: [
        {
          id: 'wal_1',
          currency: 'BTC',
          kind: 'crypto',
          address: 'bcrt1qexample',
          network: 'regtest',
          destination_tag: null,
          deposit_reference: null,
          available_balance: '0.50000000',
          deposit_in_orders: '0.00000000',
          last_receive: '2026-11-22T08:00:00.000Z',
          last_withdraw: null,
          is_default: true,
          created_at: '2026-11-22T07:00:00.000Z',
        },
        { currency: 'EUR', kind: 'fiat', deposit_reference: 'DEP0123456789', available_balance: '12.34' },
      ],
      currency: 'EUR',
      account_values: { EUR: '25012.34', BTC: '0.50024680' },
      account_values_available: true,
      rates_observed_at: '2026-11-22T08:00:00.000Z',
    });
    expect(details.wallets.map((wallet) => wallet.kind)).toEqual(['crypto', 'fiat']);
    expect(details.account_values).toEqual({ EUR: '25012.34', BTC: '0.50024680' });
  });

  it('reads unavailable account values and refuses a float amount', () => {
    expect(
      userBalancesDetailsSchema.parse({
        wallets: [],
        account_values: {},
        account_values_available: false,
        account_values_error: 'stale_rate',
      }).account_values_error,
    ).toBe('stale_rate');
    expect(userBalancesDetailsSchema.safeParse({ wallets: [], account_values: { EUR: 0.1 } }).success).toBe(false);
  });
});

describe('getTransactions page', () => {
  it('reads the keyed list with direction and completion time, and the next cursor', () => {
    const page = transactionPageSchema.parse({
      transactions: {
        txn_b: {
          id: 'txn_b',
          type: 'deposit',
          status: 'completed',
          payment_status: null,
          currency_iso: 'BTC',
          amount: '0.10000000',
          direction: 'credit',
          created_at: '2026-11-22T08:00:00.000Z',
          completed_at: '2026-11-22T08:00:00.000Z',
        },
      },
      next_cursor: '17',
    });
    expect(Object.keys(page.transactions)).toEqual(['txn_b']);
    expect(page.transactions['txn_b']?.direction).toBe('credit');
    expect(transactionPageSchema.safeParse({ transactions: {} }).success).toBe(false);
  });
});
