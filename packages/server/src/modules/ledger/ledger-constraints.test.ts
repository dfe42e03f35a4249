import { expect, it } from 'vitest';
import type { Database } from '../../db/database.js';
import { forEachDatabase } from '../../testing/test-databases.js';
import { createTransfers } from './create-transfers.js';
import { ensureAccount } from './ledger-accounts.js';
import { fundedUser, useLedgerDatabase } from './testing/ledger-fixtures.js';
import { immediate } from './testing/transfer-builders.js';

async function rawTransfer(
  database: Database,
  values: { id: string; debit: string; credit: string; asset: string; amount: string },
) {
  await database.query(
    `insert into ledger_transfers (id, type, debit_account_id, credit_account_id, asset, amount, code, request)
     values ($1, 'immediate', $2, $3, $4, $5::numeric, 'raw', '{}'::jsonb)`,
    [values.id, values.debit, values.credit, values.asset, values.amount],
  );
}

/** Transfers and balances the schema refuses. */
function transferConstraintTests(ledgerDatabase: () => Database): void {
  it('refuses a non-positive amount, one account on both sides, and two assets', async () => {
    const database = ledgerDatabase();
    const user = await ensureAccount(database, { owner: 'raw', asset: 'BTC', kind: 'user' });
    const clearing = await ensureAccount(database, { owner: 'raw', asset: 'BTC', kind: 'chain_clearing' });
    const euro = await ensureAccount(database, { owner: 'raw', asset: 'EUR', kind: 'user' });
    const base = { debit: clearing.id, credit: user.id, asset: 'BTC' };
    await expect(rawTransfer(database, { ...base, id: 'raw-zero', amount: '0' })).rejects.toThrow(/check constraint/);
    await expect(rawTransfer(database, { ...base, id: 'raw-negative', amount: '-5' })).rejects.toThrow(
      /check constraint/,
    );
    await expect(rawTransfer(database, { ...base, id: 'raw-self', credit: clearing.id, amount: '5' })).rejects.toThrow(
      /ledger_transfers_accounts_differ/,
    );
    await expect(rawTransfer(database, { ...base, id: 'raw-assets', credit: euro.id, amount: '5' })).rejects.toThrow(
      /ledger_transfers_credit_asset/,
    );
    await expect(rawTransfer(database, { ...base, id: 'raw bad id', amount: '5' })).rejects.toThrow(/check constraint/);
  });

  it('refuses a user balance below zero and a user account without its limit', async () => {
    const database = ledgerDatabase();
    const user = await fundedUser(database, { owner: 'raw-neg', asset: 'EUR', amount: 100n });
    await expect(
      database.query('update ledger_accounts set debits_posted = debits_posted + 101 where id = $1', [user.id]),
    ).rejects.toThrow(/ledger_accounts_debits_must_not_exceed_credits/);
    await expect(
      database.query('update ledger_accounts set debits_must_not_exceed_credits = false where id = $1', [user.id]),
    ).rejects.toThrow(/ledger_accounts_liabilities_limited/);
  });

  it('checks an account’s identity when it is made, and never lets it change (migration 145)', async () => {
    const database = ledgerDatabase();
    const rawAccount = (values: [string, string, string, string, boolean, boolean]) =>
      database.query(
        `insert into ledger_accounts (id, owner, asset, kind, debits_must_not_exceed_credits, credits_must_not_exceed_debits)
         values ($1, $2, $3, $4, $5, $6)`,
        values,
      );
    const refusals: [[string, string, string, string, boolean, boolean], string][] = [
      [['user:EUR:bad owner', 'bad owner', 'EUR', 'user', true, false], 'ledger_accounts_owner_check'],
      [['user:XYZ:raw-id', 'raw-id', 'XYZ', 'user', true, false], 'ledger_accounts_asset_check'],
      [['boss:EUR:raw-id', 'raw-id', 'EUR', 'boss', true, false], 'ledger_accounts_kind_check'],
      [['user:EUR:someone-else', 'raw-id', 'EUR', 'user', true, false], 'ledger_accounts_id_names_account'],
      [['liquidity:EUR:raw-id', 'raw-id', 'EUR', 'liquidity', true, true], 'ledger_accounts_one_limit'],
      [
        ['merchant_payable:EUR:raw-id', 'raw-id', 'EUR', 'merchant_payable', false, false],
        'ledger_accounts_liabilities_limited',
      ],
    ];
    for (const [values, constraint] of refusals) {
      await expect(rawAccount(values)).rejects.toMatchObject({
        code: '23514',
        message: `new row for relation "ledger_accounts" violates check constraint "${constraint}"`,
      });
    }
    expect((await database.query(`select id from ledger_accounts where owner = 'raw-id'`)).rows).toEqual([]);
    const user = await fundedUser(database, { owner: 'raw-identity', asset: 'EUR', amount: 100n });
    for (const change of [`kind = 'liquidity'`, `owner = 'someone'`, `asset = 'USD'`, `id = id`]) {
      await expect(database.query(`update ledger_accounts set ${change} where id = $1`, [user.id])).rejects.toThrow(
        /ledger_accounts_(identity_immutable|id_names_account)/,
      );
    }
    // Postings name only the balance columns: they pass, and the identity is what it was.
    const clearing = await ensureAccount(database, { owner: 'raw-identity', asset: 'EUR', kind: 'chain_clearing' });
    const [posted] = await createTransfers(database, [immediate('identity-after', user, clearing, 5n)]);
    expect(posted?.result).toBe('ok');
    const row = await database.query<{ id: string; kind: string }>(
      'select id, kind from ledger_accounts where id = $1',
      [user.id],
    );
    expect(row.rows).toEqual([{ id: user.id, kind: 'user' }]);
  });
}

/** Rows that never change, holds resolved once. */
function immutabilityTests(ledgerDatabase: () => Database): void {
  it('keeps transfers and stored failures immutable', async () => {
    const database = ledgerDatabase();
    const payer = await fundedUser(database, { owner: 'raw-imm', asset: 'EUR', amount: 100n });
    const payee = await ensureAccount(database, { owner: 'raw-imm2', asset: 'EUR', kind: 'user' });
    await createTransfers(database, [
      immediate('imm-ok', payer, payee, 10n),
      immediate('imm-failed', payer, payee, 1_000n),
    ]);
    await expect(database.query("update ledger_transfers set amount = 1 where id = 'imm-ok'")).rejects.toThrow(
      /immutable/,
    );
    await expect(database.query("delete from ledger_transfers where id = 'imm-ok'")).rejects.toThrow(/immutable/);
    await expect(database.query("delete from ledger_failed_transfers where id = 'imm-failed'")).rejects.toThrow(
      /immutable/,
    );
  });

  it('refuses a second resolution of one hold', async () => {
    const database = ledgerDatabase();
    const payer = await fundedUser(database, { owner: 'raw-hold', asset: 'EUR', amount: 100n });
    const payee = await ensureAccount(database, { owner: 'raw-hold2', asset: 'EUR', kind: 'user' });
    await createTransfers(database, [
      {
        type: 'pending',
        id: 'raw-h',
        debitAccountId: payer.id,
        creditAccountId: payee.id,
        asset: 'EUR',
        amount: 5n,
        code: 'order',
      },
      { type: 'void_pending', id: 'raw-v', pendingId: 'raw-h' },
    ]);
    await expect(
      database.query(
        `insert into ledger_transfers (id, type, debit_account_id, credit_account_id, asset, amount, pending_id, code, request)
         values ('raw-v2', 'post_pending', $1, $2, 'EUR', 5, 'raw-h', 'order', '{}'::jsonb)`,
        [payer.id, payee.id],
      ),
    ).rejects.toThrow(/ledger_transfers_resolve_once/);
  });
}

/** Writes that bypass the service: the schema itself must refuse them. */
forEachDatabase('ledger database constraints', ({ openTestDatabase }) => {
  const ledgerDatabase = useLedgerDatabase(openTestDatabase);

  transferConstraintTests(ledgerDatabase);
  immutabilityTests(ledgerDatabase);
});
