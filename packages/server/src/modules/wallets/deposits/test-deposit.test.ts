import { afterAll, expect, it } from 'vitest';
import type { Database } from '../../../db/database.js';
import { forEachDatabase } from '../../../testing/test-databases.js';
import { lookupTransfer } from '../../ledger/ledger-service.js';
import { expectLedgerReconciles, insertWalletTestUser, prepareWalletsDatabase, testWalletsEnv } from '../testing.js';
import { loadWalletViews } from '../wallet-view.js';
import { isWalletsError } from '../wallets-error.js';
import { creditTestDeposit, testDepositTransferId } from './test-deposit.js';

const network = testWalletsEnv.depositNetwork;

forEachDatabase('test deposits', ({ openTestDatabase }) => {
  let database: Database;
  const databases: Database[] = [];
  const open = async () => {
    database = await openTestDatabase();
    databases.push(database);
    await prepareWalletsDatabase(database);
    return database;
  };
  afterAll(async () => {
    for (const each of databases) await expectLedgerReconciles(each);
  });

  it('posts a real transfer from chain clearing to the user and lists a completed deposit; the wallet is created', async () => {
    await open();
    const userId = await insertWalletTestUser(database);
    const result = await creditTestDeposit(database, {
      brandId: 'brd_demo',
      userId,
      currency: 'BTC',
      amountBaseUnits: 50_000_000n,
      clientId: 'seed-btc-1',
      network,
    });
    expect(result.replayed).toBe(false);
    expect(result.transaction).toMatchObject({
      type: 'deposit',
      status: 'completed',
      currency: 'BTC',
      direction: 'credit',
      amountBaseUnits: 50_000_000n,
      paymentMethod: 'test_deposit',
      ledgerTransferId: testDepositTransferId('brd_demo', 'seed-btc-1'),
    });
    expect(result.transaction.completedAt).not.toBeNull();
    const lookup = await lookupTransfer(database, testDepositTransferId('brd_demo', 'seed-btc-1'));
    expect(lookup).toMatchObject({
      status: 'recorded',
      transfer: {
        debitAccountId: 'chain_clearing:BTC:platform',
        creditAccountId: `user:BTC:${userId}`,
        amountBaseUnits: 50_000_000n,
      },
    });
    const [view] = await loadWalletViews(database, userId);
    expect(view?.wire).toMatchObject({
      currency: 'BTC',
      available_balance: '0.50000000',
      deposit_in_orders: '0.00000000',
      total_receive: '0.50000000',
      total_send: '0.00000000',
      total_withdrawal: '0.00000000',
      last_receive: result.transaction.completedAt,
      last_withdraw: null,
      is_default: true,
    });
  });

  it('a replayed client id credits once and returns the same transaction; a different request with it is refused', async () => {
    await open();
    const userId = await insertWalletTestUser(database);
    const request = {
      brandId: 'brd_demo',
      userId,
      currency: 'EUR' as const,
      amountBaseUnits: 12_345n,
      clientId: 'eur-1',
      network,
    };
    const first = await creditTestDeposit(database, request);
    const replays = await Promise.all([1, 2, 3].map(() => creditTestDeposit(database, request)));
    for (const replay of replays) expect(replay).toEqual({ transaction: first.transaction, replayed: true });
    const rows = await database.query('select id from transactions where user_id = $1', [userId]);
    expect(rows.rows.length).toBe(1);
    const [view] = await loadWalletViews(database, userId);
    expect(view?.wire.available_balance).toBe('123.45');
    expect(view?.wire.deposit_reference).toMatch(/^DEP[0-9A-Z]{10}$/);
    const conflict = await creditTestDeposit(database, { ...request, amountBaseUnits: 1n }).catch(
      (error: unknown) => error,
    );
    expect(isWalletsError(conflict, 'idempotency_conflict')).toBe(true);
    const [after] = await loadWalletViews(database, userId);
    expect(after?.wire.available_balance).toBe('123.45');
  });

  it('records the transaction on replay when a crash came between the transfer and the row', async () => {
    await open();
    const userId = await insertWalletTestUser(database);
    const request = {
      brandId: 'brd_demo',
      userId,
      currency: 'LTC' as const,
      amountBaseUnits: 7n,
      clientId: 'crash-1',
      network,
    };
    await creditTestDeposit(database, request);
    await database.query('delete from transactions where user_id = $1', [userId]);
    const replay = await creditTestDeposit(database, request);
    expect(replay.replayed).toBe(true);
    expect(replay.transaction.amountBaseUnits).toBe(7n);
    const [view] = await loadWalletViews(database, userId);
    expect(view?.wire.available_balance).toBe('0.00000007');
  });

  it('refuses a user of another brand, an unknown user, a bad client id and a zero amount, changing nothing', async () => {
    await open();
    const altUser = await insertWalletTestUser(database, { brandId: 'brd_alt' });
    const base = { brandId: 'brd_demo', currency: 'BTC' as const, amountBaseUnits: 1n, network };
    for (const request of [
      { ...base, userId: altUser, clientId: 'x-1' },
      { ...base, userId: 'usr_unknown', clientId: 'x-2' },
      { ...base, userId: 'not a user id', clientId: 'x-3' },
    ]) {
      const error = await creditTestDeposit(database, request).catch((caught: unknown) => caught);
      expect(isWalletsError(error, 'user_not_found')).toBe(true);
    }
    for (const request of [
      { ...base, userId: altUser, brandId: 'brd_alt', clientId: 'has space' },
      { ...base, userId: altUser, brandId: 'brd_alt', clientId: 'zero', amountBaseUnits: 0n },
    ]) {
      const error = await creditTestDeposit(database, request).catch((caught: unknown) => caught);
      expect(isWalletsError(error, 'invalid_request')).toBe(true);
    }
    const rows = await database.query('select 1 from transactions');
    expect(rows.rows).toEqual([]);
    const wallets = await database.query('select 1 from wallets');
    expect(wallets.rows).toEqual([]);
  });
});
