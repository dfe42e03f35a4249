import { expect, it } from 'vitest';
import type { Database } from '../../db/database.js';
import { forEachDatabase } from '../../testing/test-databases.js';
import { convert, convertedAmount } from './convert.js';
import { createTransfers } from './create-transfers.js';
import { ensureAccount, getAccount, getBalances } from './ledger-accounts.js';
import { lookupTransfer } from './list-transfers.js';
import { fundedUser, useLedgerDatabase } from './testing/ledger-fixtures.js';
import { immediate } from './testing/transfer-builders.js';

/** Chains applied whole or not at all. */
function linkedChainTests(ledgerDatabase: () => Database): void {
  it('applies a linked chain whole or not at all, and keeps the failure on every id of it', async () => {
    const database = ledgerDatabase();
    const ann = await fundedUser(database, { owner: 'ann', asset: 'USDC', amount: 1_000n });
    const ben = await ensureAccount(database, { owner: 'ben', asset: 'USDC', kind: 'user' });
    const fees = await ensureAccount(database, { owner: 'platform', asset: 'USDC', kind: 'fee_revenue' });
    const failing = [
      immediate('l1-pay', ann, ben, 900n, { linked: true }),
      immediate('l1-fee', ann, fees, 200n, { linked: true }),
      immediate('l1-refund', ben, ann, 1n),
    ];
    const outcomes = await createTransfers(database, [...failing, immediate('l1-after', ann, ben, 5n)]);
    expect(outcomes.map((outcome) => outcome.result)).toEqual([
      'linked_event_failed',
      'exceeds_credits',
      'linked_event_failed',
      'ok',
    ]);
    expect(await getAccount(database, ann.id)).toMatchObject({ debitsPosted: 5n, creditsPosted: 1_000n });
    expect(await getAccount(database, fees.id)).toMatchObject({ creditsPosted: 0n });
    expect(await lookupTransfer(database, 'l1-pay')).toEqual({ status: 'failed', result: 'linked_event_failed' });
    const replay = await createTransfers(database, failing);
    expect(replay.map((outcome) => outcome.result)).toEqual([
      'linked_event_failed',
      'exceeds_credits',
      'linked_event_failed',
    ]);

    const succeeding = [immediate('l2-pay', ann, ben, 800n, { linked: true }), immediate('l2-fee', ann, fees, 195n)];
    expect((await createTransfers(database, succeeding)).map((outcome) => outcome.result)).toEqual(['ok', 'ok']);
    expect((await createTransfers(database, succeeding)).map((outcome) => outcome.result)).toEqual([
      'exists',
      'exists',
    ]);
    expect((await getBalances(database, 'ann'))[0]?.available).toBe(0n);
  });

  it('applies nothing of a chain that mixes a known id with new ones', async () => {
    const database = ledgerDatabase();
    const cat = await fundedUser(database, { owner: 'cat', asset: 'GBP', amount: 100n });
    const dan = await ensureAccount(database, { owner: 'dan', asset: 'GBP', kind: 'user' });
    await createTransfers(database, [immediate('m-known', cat, dan, 10n)]);
    const outcomes = await createTransfers(database, [
      immediate('m-known', cat, dan, 10n, { linked: true }),
      immediate('m-new', cat, dan, 20n),
    ]);
    expect(outcomes.map((outcome) => outcome.result)).toEqual(['exists_with_different_fields', 'linked_event_failed']);
    expect((await getAccount(database, dan.id))?.creditsPosted).toBe(10n);
  });
}

/** Exact conversion amounts (no database). */
function convertedAmountTests(): void {
  it('computes a converted amount exactly, rounding down in the platform favour', () => {
    // 0.5 BTC at 60,000.00 EUR/BTC = 30,000.00 EUR.
    expect(
      convertedAmount({
        fromAsset: 'BTC',
        toAsset: 'EUR',
        fromAmountBaseUnits: 50_000_000n,
        rate: { numerator: 60_000n, denominator: 1n },
      }),
    ).toBe(3_000_000n);
    // 1 satoshi at 60,000 EUR/BTC is 0.0006 EUR: less than a cent, so nothing.
    expect(
      convertedAmount({
        fromAsset: 'BTC',
        toAsset: 'EUR',
        fromAmountBaseUnits: 1n,
        rate: { numerator: 60_000n, denominator: 1n },
      }),
    ).toBe(0n);
    // 10.00 EUR at 1/3 ETH per EUR = 3.333… ETH, truncated at the 18th decimal.
    expect(
      convertedAmount({
        fromAsset: 'EUR',
        toAsset: 'ETH',
        fromAmountBaseUnits: 1_000n,
        rate: { numerator: 1n, denominator: 3n },
      }),
    ).toBe(3_333_333_333_333_333_333n);
    // 1 USDT (6 decimals) at 0.999999 USDC per USDT: exact, no rounding needed.
    expect(
      convertedAmount({
        fromAsset: 'USDT',
        toAsset: 'USDC',
        fromAmountBaseUnits: 1_000_000n,
        rate: { numerator: 999_999n, denominator: 1_000_000n },
      }),
    ).toBe(999_999n);
  });
}

/** Conversions: two linked transfers through the liquidity accounts. */
function conversionTests(ledgerDatabase: () => Database): void {
  it('converts through the liquidity accounts all or nothing, idempotently', async () => {
    const database = ledgerDatabase();
    await fundedUser(database, { owner: 'eve', asset: 'BTC', amount: 100_000_000n });
    await ensureAccount(database, { owner: 'eve', asset: 'EUR', kind: 'user' });
    await ensureAccount(database, { owner: 'platform', asset: 'BTC', kind: 'liquidity' });
    const eurLiquidity = await ensureAccount(database, { owner: 'platform', asset: 'EUR', kind: 'liquidity' });
    const bank = await ensureAccount(database, { owner: 'platform', asset: 'EUR', kind: 'bank_clearing' });
    const request = {
      id: 'cv-1',
      owner: 'eve',
      fromAsset: 'BTC' as const,
      toAsset: 'EUR' as const,
      fromAmountBaseUnits: 10_000_001n,
      rate: { numerator: 6_000_001n, denominator: 100n },
    };
    // The platform holds no EUR yet: the conversion fails whole and the BTC stays with the user.
    const refused = await convert(database, request);
    expect(refused).toMatchObject({ status: 'failed' });
    expect(refused.status !== 'amount_too_small' && refused.outcomes.map((outcome) => outcome.result)).toEqual([
      'linked_event_failed',
      'exceeds_credits',
    ]);
    expect((await getBalances(database, 'eve')).map((balance) => [balance.asset, balance.available])).toEqual([
      ['BTC', 100_000_000n],
      ['EUR', 0n],
    ]);

    await createTransfers(database, [immediate('treasury-eur', bank, eurLiquidity, 10_000_000n)]);
    const done = await convert(database, { ...request, id: 'cv-2' });
    // 0.10000001 BTC × 60,000.01 EUR = 6,000.001600000… EUR → 6,000.00 EUR (600,000 cents).
    expect(done).toMatchObject({ status: 'converted', toAmountBaseUnits: 600_000n });
    expect(await convert(database, { ...request, id: 'cv-2' })).toMatchObject({ status: 'converted' });
    expect((await getBalances(database, 'eve')).map((balance) => [balance.asset, balance.available])).toEqual([
      ['BTC', 89_999_999n],
      ['EUR', 600_000n],
    ]);
    expect(await convert(database, { ...request, id: 'cv-3', fromAmountBaseUnits: 1n })).toEqual({
      status: 'amount_too_small',
    });
  });
}

forEachDatabase('ledger linked transfers and conversions', ({ openTestDatabase }) => {
  const ledgerDatabase = useLedgerDatabase(openTestDatabase);

  linkedChainTests(ledgerDatabase);
  convertedAmountTests();
  conversionTests(ledgerDatabase);
});
