import { expect, it } from 'vitest';
import { forEachDatabase } from '../../testing/test-databases.js';
import { accountIdOf, createTransfers, ensureAccount } from '../ledger/ledger-service.js';
import { balanceAt, walletHistorySince } from './ledger-history.js';
import { expectLedgerReconciles, insertWalletTestUser, prepareWalletsDatabase } from './testing.js';

forEachDatabase('wallet history from the ledger', ({ openTestDatabase }) => {
  it('walks every posted movement across pages in the order the ledger applied them', async () => {
    const database = await openTestDatabase();
    await prepareWalletsDatabase(database);
    const userId = await insertWalletTestUser(database);
    const wallet = await ensureAccount(database, { owner: userId, asset: 'EUR', kind: 'user' });
    const clearing = await ensureAccount(database, { owner: 'platform', asset: 'EUR', kind: 'bank_clearing' });
    // 205 deposits (more than one 200-transfer page, sequences crossing 9→10 and 99→100), then a hold.
    const deposits = Array.from({ length: 205 }, (_, index) => ({
      type: 'immediate' as const,
      id: `history-${index + 1}`,
      debitAccountId: clearing.id,
      creditAccountId: wallet.id,
      asset: 'EUR' as const,
      amount: BigInt(index + 1),
      code: 'deposit',
    }));
    await createTransfers(database, deposits);
    await createTransfers(database, [
      {
        type: 'pending',
        id: 'history-hold',
        debitAccountId: wallet.id,
        creditAccountId: clearing.id,
        asset: 'EUR',
        amount: 5n,
        code: 'order',
      },
      { type: 'post_pending', id: 'history-post', pendingId: 'history-hold', amount: 3n },
    ]);
    const history = await walletHistorySince(database, { userId, currency: 'EUR', since: new Date(0) });
    const total = (205n * 206n) / 2n;
    expect(history.postedNow).toBe(total - 3n);
    expect(history.movements.map((movement) => movement.deltaBaseUnits)).toEqual([
      ...deposits.map((deposit) => deposit.amount),
      -3n,
    ]);
    expect(history.movements.at(-1)).toMatchObject({ transferId: 'history-post', pendingId: 'history-hold' });
    expect(balanceAt(history, new Date(0))).toBe(0n);
    expect(balanceAt(history, new Date(Date.now() + 60_000))).toBe(total - 3n);
    const none = await walletHistorySince(database, { userId, currency: 'BTC', since: new Date(0) });
    expect(none).toEqual({ currency: 'BTC', postedNow: 0n, movements: [] });
    expect(accountIdOf({ owner: userId, asset: 'EUR', kind: 'user' })).toBe(wallet.id);
    await expectLedgerReconciles(database);
  });
});
