import { expect, it } from 'vitest';
import { forEachDatabase } from '../../testing/test-databases.js';
import { createTransfers } from './create-transfers.js';
import { ensureAccount } from './ledger-accounts.js';
import { expirePendingTransfers } from './expire-pending-transfers.js';
import { LedgerError } from './ledger-error.js';
import { listTransfers } from './list-transfers.js';
import { reconcile } from './reconcile.js';
import { fundedUser, useLedgerDatabase } from './testing/ledger-fixtures.js';
import { hold, immediate } from './testing/transfer-builders.js';

forEachDatabase('ledger listing and reconciliation', ({ openTestDatabase }) => {
  const ledgerDatabase = useLedgerDatabase(openTestDatabase);

  it('lists an account transfers newest first in pages', async () => {
    const database = ledgerDatabase();
    const payer = await fundedUser(database, { owner: 'lister', asset: 'EUR', amount: 1_000n });
    const payee = await ensureAccount(database, { owner: 'listee', asset: 'EUR', kind: 'user' });
    const ids = Array.from({ length: 5 }, (_, index) => `list-${index}`);
    await createTransfers(
      database,
      ids.map((id) => immediate(id, payer, payee, 1n)),
    );
    const first = await listTransfers(database, { accountId: payee.id, limit: 3 });
    expect(first.transfers.map((transfer) => transfer.id)).toEqual(['list-4', 'list-3', 'list-2']);
    const second = await listTransfers(database, { accountId: payee.id, cursor: first.nextCursor, limit: 3 });
    expect(second.transfers.map((transfer) => transfer.id)).toEqual(['list-1', 'list-0']);
    expect(second.nextCursor).toBeNull();
    // The payer also sees its funding deposit.
    expect((await listTransfers(database, { accountId: payer.id, limit: 200 })).transfers).toHaveLength(6);
    await expect(listTransfers(database, { accountId: payee.id, limit: 201 })).rejects.toThrow(LedgerError);
  });

  it('finds the books balanced after transfers, holds, posts, voids and expiries', async () => {
    const database = ledgerDatabase();
    const payer = await fundedUser(database, { owner: 'rec-a', asset: 'BTC', amount: 1_000n });
    const payee = await ensureAccount(database, { owner: 'rec-b', asset: 'BTC', kind: 'user' });
    await createTransfers(database, [
      immediate('rec-1', payer, payee, 10n),
      hold('rec-h1', payer, payee, 20n),
      hold('rec-h2', payer, payee, 30n),
      hold('rec-h3', payer, payee, 40n),
      hold('rec-h4', payer, payee, 50n, { timeoutSeconds: 60 }),
      { type: 'post_pending', id: 'rec-p1', pendingId: 'rec-h1', amount: 15n },
      { type: 'void_pending', id: 'rec-v2', pendingId: 'rec-h2' },
    ]);
    expect(await expirePendingTransfers(database, { now: new Date(Date.now() + 3_600_000), limit: 10 })).toEqual([
      'rec-h4',
    ]);
    const report = await reconcile(database);
    expect(report.violations).toEqual([]);
    expect(report.assets.find((totals) => totals.asset === 'BTC')).toEqual({
      asset: 'BTC',
      debitsPosted: 1_025n,
      creditsPosted: 1_025n,
      debitsPending: 40n,
      creditsPending: 40n,
    });
  });

  it('reports balances edited behind the ledger back', async () => {
    const database = ledgerDatabase();
    const user = await fundedUser(database, { owner: 'rec-tamper', asset: 'LTC', amount: 500n });
    await database.query('update ledger_accounts set credits_posted = credits_posted + 7 where id = $1', [user.id]);
    const report = await reconcile(database);
    expect(report.violations).toEqual([
      { type: 'asset_unbalanced', subject: 'LTC', detail: 'posted 500/507, pending 0/0 (debits/credits)' },
      {
        type: 'account_totals_differ_from_transfers',
        subject: user.id,
        detail:
          'stored/from transfers: debits_posted 0/0, credits_posted 507/500, debits_pending 0/0, credits_pending 0/0',
      },
    ]);
  });
});
