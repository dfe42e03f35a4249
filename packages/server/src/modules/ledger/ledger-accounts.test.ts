import { expect, it } from 'vitest';
import type { Database } from '../../db/database.js';
import { forEachDatabase } from '../../testing/test-databases.js';
import { createTransfers } from './create-transfers.js';
import { accountIdOf, ensureAccount, ensureAccounts, getAccount, getBalances } from './ledger-accounts.js';
import { LedgerError } from './ledger-error.js';
import { fundedUser, useLedgerDatabase } from './testing/ledger-fixtures.js';

/** Accounts created once, with the limit of their kind. */
function accountTests(ledgerDatabase: () => Database): void {
  it('creates an account once, however often and concurrently it is ensured', async () => {
    const database = ledgerDatabase();
    const key = { owner: 'usr_1', asset: 'BTC', kind: 'user' } as const;
    const accounts = await Promise.all([1, 2, 3, 4].map(() => ensureAccount(database, key)));
    expect(new Set(accounts.map((account) => account.id))).toEqual(new Set(['user:BTC:usr_1']));
    expect(accounts[0]).toMatchObject({ debitsPosted: 0n, creditsPosted: 0n, debitsMustNotExceedCredits: true });
    const count = await database.query<{ count: string }>(
      "select count(*)::text as count from ledger_accounts where owner = 'usr_1'",
    );
    expect(count.rows[0]?.count).toBe('1');
  });

  it('limits credit-normal kinds and leaves the clearing and network fee accounts unlimited', async () => {
    const database = ledgerDatabase();
    for (const kind of ['user', 'merchant_payable', 'liquidity', 'fee_revenue'] as const) {
      expect((await ensureAccount(database, { owner: 'kinds', asset: 'EUR', kind })).debitsMustNotExceedCredits).toBe(
        true,
      );
    }
    for (const kind of ['chain_clearing', 'bank_clearing', 'psp_clearing', 'network_fee'] as const) {
      const account = await ensureAccount(database, { owner: 'kinds', asset: 'EUR', kind });
      expect([account.debitsMustNotExceedCredits, account.creditsMustNotExceedDebits]).toEqual([false, false]);
    }
  });

  it('ensures several accounts in one call: new and existing ones, in the order asked, concurrently too', async () => {
    const database = ledgerDatabase();
    const existing = await ensureAccount(database, { owner: 'many', asset: 'EUR', kind: 'liquidity' });
    const keys = [
      { owner: 'many', asset: 'EUR', kind: 'psp_clearing' },
      { owner: 'many', asset: 'EUR', kind: 'liquidity' },
      { owner: 'many', asset: 'EUR', kind: 'fee_revenue' },
    ] as const;
    const rounds = await Promise.all([1, 2, 3].map(() => ensureAccounts(database, keys)));
    for (const accounts of rounds) {
      expect(accounts.map((account) => account.id)).toEqual(keys.map(accountIdOf));
      expect(accounts.map((account) => account.debitsMustNotExceedCredits)).toEqual([false, true, true]);
    }
    expect(rounds[0]![1]).toEqual(existing);
    const count = await database.query<{ count: string }>(
      "select count(*)::text as count from ledger_accounts where owner = 'many'",
    );
    expect(count.rows[0]?.count).toBe('3');
    await expect(ensureAccounts(database, [{ owner: 'a b', asset: 'BTC', kind: 'user' }])).rejects.toThrow(LedgerError);
  });

  it('refuses an owner outside the allowed characters and reports unknown accounts as undefined', async () => {
    const database = ledgerDatabase();
    await expect(ensureAccount(database, { owner: 'a b', asset: 'BTC', kind: 'user' })).rejects.toThrow(LedgerError);
    expect(await getAccount(database, accountIdOf({ owner: 'nobody', asset: 'BTC', kind: 'user' }))).toBeUndefined();
  });
}

/** Balances as the product shows them. */
function balanceTests(ledgerDatabase: () => Database): void {
  it('shows posted, held, available and incoming balances per asset', async () => {
    const database = ledgerDatabase();
    const payer = await fundedUser(database, { owner: 'usr_payer', asset: 'EUR', amount: 10_000n });
    const payee = await ensureAccount(database, { owner: 'usr_payee', asset: 'EUR', kind: 'user' });
    await ensureAccount(database, { owner: 'usr_payer', asset: 'BTC', kind: 'user' });
    const results = await createTransfers(database, [
      {
        type: 'pending',
        id: 'hold-1',
        debitAccountId: payer.id,
        creditAccountId: payee.id,
        asset: 'EUR',
        amount: 2_500n,
        code: 'order',
      },
    ]);
    expect(results).toEqual([{ id: 'hold-1', result: 'ok' }]);
    expect(await getBalances(database, 'usr_payer')).toEqual([
      {
        accountId: 'user:BTC:usr_payer',
        owner: 'usr_payer',
        asset: 'BTC',
        kind: 'user',
        posted: 0n,
        held: 0n,
        available: 0n,
        incoming: 0n,
      },
      {
        accountId: 'user:EUR:usr_payer',
        owner: 'usr_payer',
        asset: 'EUR',
        kind: 'user',
        posted: 10_000n,
        held: 2_500n,
        available: 7_500n,
        incoming: 0n,
      },
    ]);
    expect((await getBalances(database, 'usr_payee'))[0]).toMatchObject({
      posted: 0n,
      available: 0n,
      incoming: 2_500n,
    });
    // Debit-normal: the deposit that funded the payer shows as coins held on chain.
    expect(await getBalances(database, 'platform')).toContainEqual(
      expect.objectContaining({ kind: 'chain_clearing', asset: 'EUR', posted: 10_000n, available: 10_000n }),
    );
  });
}

forEachDatabase('ledger accounts', ({ openTestDatabase }) => {
  const ledgerDatabase = useLedgerDatabase(openTestDatabase);

  accountTests(ledgerDatabase);
  balanceTests(ledgerDatabase);
});
