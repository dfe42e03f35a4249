import { expect, it } from 'vitest';
import type { Database } from '../../db/database.js';
import { forEachDatabase } from '../../testing/test-databases.js';
import { createTransfers, createTransfersInTransaction } from './create-transfers.js';
import { ensureAccount, getAccount } from './ledger-accounts.js';
import { LedgerError } from './ledger-error.js';
import { lookupTransfer } from './list-transfers.js';
import { fundedUser, useLedgerDatabase } from './testing/ledger-fixtures.js';
import { immediate } from './testing/transfer-builders.js';
import { maxAmountBaseUnits, type TransferRequest } from './transfer-request.js';

/** A transfer applied, and each refusal answered with its code. */
function applyTests(ledgerDatabase: () => Database): void {
  it('moves an amount between two accounts and records the transfer', async () => {
    const database = ledgerDatabase();
    const alice = await fundedUser(database, { owner: 'alice', asset: 'BTC', amount: 100_000_000n });
    const bob = await ensureAccount(database, { owner: 'bob', asset: 'BTC', kind: 'user' });
    expect(await createTransfers(database, [immediate('pay-1', alice, bob, 30_000_001n)])).toEqual([
      { id: 'pay-1', result: 'ok' },
    ]);
    expect((await getAccount(database, alice.id))?.debitsPosted).toBe(30_000_001n);
    expect((await getAccount(database, bob.id))?.creditsPosted).toBe(30_000_001n);
    expect(await lookupTransfer(database, 'pay-1')).toMatchObject({
      status: 'recorded',
      transfer: { debitAccountId: alice.id, creditAccountId: bob.id, asset: 'BTC', amountBaseUnits: 30_000_001n },
    });
  });

  it('answers each refusal with its result code and moves nothing', async () => {
    const database = ledgerDatabase();
    const carol = await fundedUser(database, { owner: 'carol', asset: 'EUR', amount: 1_000n });
    const dave = await ensureAccount(database, { owner: 'dave', asset: 'EUR', kind: 'user' });
    const daveBtc = await ensureAccount(database, { owner: 'dave', asset: 'BTC', kind: 'user' });
    const missing = { id: 'user:EUR:nobody', asset: 'EUR' as const };
    const outcomes = await createTransfers(database, [
      immediate('refused-same', carol, carol, 1n),
      immediate('refused-missing-debit', missing, dave, 1n),
      immediate('refused-missing-credit', carol, missing, 1n),
      immediate('refused-asset-accounts', carol, daveBtc, 1n),
      immediate('refused-asset-transfer', carol, dave, 1n, { asset: 'GBP' }),
      immediate('refused-funds', carol, dave, 1_001n),
    ]);
    expect(outcomes.map((outcome) => outcome.result)).toEqual([
      'accounts_must_be_different',
      'account_not_found',
      'account_not_found',
      'asset_mismatch',
      'asset_mismatch',
      'exceeds_credits',
    ]);
    expect((await getAccount(database, carol.id))?.debitsPosted).toBe(0n);
    expect((await getAccount(database, dave.id))?.creditsPosted).toBe(0n);
  });
}

/** Limits and overflows, replays, failures stuck to their ids. */
function limitAndReplayTests(ledgerDatabase: () => Database): void {
  it('refuses to credit a credits-limited account beyond its debits, and totals beyond 38 digits', async () => {
    const database = ledgerDatabase();
    // No kind carries this limit today; an account made with it shows the database honours it.
    await database.query(
      `insert into ledger_accounts (id, owner, asset, kind, debits_must_not_exceed_credits, credits_must_not_exceed_debits)
       values ('bank_clearing:CHF:limited', 'limited', 'CHF', 'bank_clearing', false, true)`,
    );
    const limited = { id: 'bank_clearing:CHF:limited', asset: 'CHF' as const };
    const source = await ensureAccount(database, { owner: 'overflow', asset: 'CHF', kind: 'chain_clearing' });
    const sink = await ensureAccount(database, { owner: 'overflow', asset: 'CHF', kind: 'user' });
    const outcomes = await createTransfers(database, [
      immediate('limit-credit', source, limited, 5n),
      immediate('overflow-fill', source, sink, maxAmountBaseUnits),
      immediate('overflow-credit', limited, sink, 1n),
      immediate('overflow-debit', source, limited, 1n),
    ]);
    expect(outcomes.map((outcome) => outcome.result)).toEqual([
      'exceeds_debits',
      'ok',
      'overflows_credits',
      'overflows_debits',
    ]);
    expect(await getAccount(database, limited.id)).toMatchObject({ debitsPosted: 0n, creditsPosted: 0n });
  });

  it('returns exists for a replay, moves nothing twice, and flags a replay with other fields', async () => {
    const database = ledgerDatabase();
    const erin = await fundedUser(database, { owner: 'erin', asset: 'ETH', amount: 10n ** 18n });
    const frank = await ensureAccount(database, { owner: 'frank', asset: 'ETH', kind: 'user' });
    const transfer = immediate('replayed', erin, frank, 10n ** 17n);
    expect(await createTransfers(database, [transfer])).toEqual([{ id: 'replayed', result: 'ok' }]);
    expect(await createTransfers(database, [transfer])).toEqual([{ id: 'replayed', result: 'exists' }]);
    expect(await createTransfers(database, [{ ...transfer, amount: 10n ** 17n + 1n }])).toEqual([
      { id: 'replayed', result: 'exists_with_different_fields' },
    ]);
    expect(await createTransfers(database, [{ ...transfer, code: 'other' }])).toEqual([
      { id: 'replayed', result: 'exists_with_different_fields' },
    ]);
    expect((await getAccount(database, frank.id))?.creditsPosted).toBe(10n ** 17n);
  });

  it('keeps a failure on its id: the same request fails the same way even after funds arrive', async () => {
    const database = ledgerDatabase();
    const gina = await fundedUser(database, { owner: 'gina', asset: 'USDT', amount: 5_000_000n });
    const hugo = await ensureAccount(database, { owner: 'hugo', asset: 'USDT', kind: 'user' });
    const transfer = immediate('sticky', gina, hugo, 7_000_000n);
    expect(await createTransfers(database, [transfer])).toEqual([{ id: 'sticky', result: 'exceeds_credits' }]);
    await fundedUser(database, { owner: 'gina', asset: 'USDT', amount: 5_000_000n });
    expect(await createTransfers(database, [transfer])).toEqual([{ id: 'sticky', result: 'exceeds_credits' }]);
    expect(await createTransfers(database, [{ ...transfer, amount: 1n }])).toEqual([
      { id: 'sticky', result: 'id_already_failed' },
    ]);
    expect(await lookupTransfer(database, 'sticky')).toEqual({ status: 'failed', result: 'exceeds_credits' });
    expect((await getAccount(database, hugo.id))?.creditsPosted).toBe(0n);
  });
}

/** Batches in order, malformed batches, transfers in the caller's transaction. */
function batchTests(ledgerDatabase: () => Database): void {
  it('applies a batch in order, so a later transfer can spend what an earlier one brought', async () => {
    const database = ledgerDatabase();
    const ivan = await fundedUser(database, { owner: 'ivan', asset: 'LTC', amount: 100n });
    const judy = await ensureAccount(database, { owner: 'judy', asset: 'LTC', kind: 'user' });
    const kim = await ensureAccount(database, { owner: 'kim', asset: 'LTC', kind: 'user' });
    const outcomes = await createTransfers(database, [
      immediate('chain-a', ivan, judy, 100n),
      immediate('chain-b', judy, kim, 60n),
      immediate('chain-c', judy, kim, 41n),
    ]);
    expect(outcomes.map((outcome) => outcome.result)).toEqual(['ok', 'ok', 'exceeds_credits']);
  });

  it('throws on a malformed batch, telling what to fix, and stores nothing', async () => {
    const database = ledgerDatabase();
    const lea = await fundedUser(database, { owner: 'lea', asset: 'BCH', amount: 100n });
    const max = await ensureAccount(database, { owner: 'max', asset: 'BCH', kind: 'user' });
    const bad: [TransferRequest[], RegExp][] = [
      [[immediate('dup', lea, max, 1n), immediate('dup', lea, max, 1n)], /distinct/],
      [[immediate('open-chain', lea, max, 1n, { linked: true })], /must not be linked/],
      [[immediate('zero', lea, max, 0n)], /Transfer 0 is invalid/],
      [[immediate('has space', lea, max, 1n)], /A transfer id is 1 to 64 characters/],
      [[{ ...immediate('float', lea, max, 1n), amount: 1.5 as unknown as bigint }], /Transfer 0 is invalid/],
    ];
    for (const [batch, message] of bad) {
      const failure = createTransfers(database, batch);
      await expect(failure).rejects.toThrow(LedgerError);
      await expect(failure).rejects.toThrow(message);
    }
    for (const id of ['dup', 'open-chain', 'zero', 'float']) {
      expect(await lookupTransfer(database, id)).toEqual({ status: 'unknown' });
    }
  });

  it('commits transfers with the caller transaction, or rolls them back with it', async () => {
    const database = ledgerDatabase();
    const nina = await fundedUser(database, { owner: 'nina', asset: 'EUR', amount: 100n });
    const omar = await ensureAccount(database, { owner: 'omar', asset: 'EUR', kind: 'user' });
    await database.query('create table order_probe (id text primary key)');
    await expect(
      database.transaction(async (transaction) => {
        await transaction.query("insert into order_probe (id) values ('order-1')");
        const outcomes = await createTransfersInTransaction(transaction, [immediate('in-tx-1', nina, omar, 40n)]);
        expect(outcomes).toEqual([{ id: 'in-tx-1', result: 'ok' }]);
        throw new Error('the order could not be saved');
      }),
    ).rejects.toThrow('the order could not be saved');
    expect(await lookupTransfer(database, 'in-tx-1')).toEqual({ status: 'unknown' });
    expect((await getAccount(database, nina.id))?.debitsPosted).toBe(0n);

    await database.transaction(async (transaction) => {
      await transaction.query("insert into order_probe (id) values ('order-2')");
      await createTransfersInTransaction(transaction, [immediate('in-tx-2', nina, omar, 40n)]);
    });
    expect((await getAccount(database, omar.id))?.creditsPosted).toBe(40n);
    expect((await database.query('select id from order_probe')).rows).toEqual([{ id: 'order-2' }]);
  });
}

forEachDatabase('ledger transfers', ({ openTestDatabase }) => {
  const ledgerDatabase = useLedgerDatabase(openTestDatabase);

  applyTests(ledgerDatabase);
  limitAndReplayTests(ledgerDatabase);
  batchTests(ledgerDatabase);
});
