import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import type { Database } from '../../db/database.js';
import { forEachDatabase } from '../../testing/test-databases.js';
import { lookupTransfer } from '../ledger/ledger-service.js';
import { queueNotification } from '../notify/index.js';
import { expectLedgerReconciles, prepareWalletsDatabase } from '../wallets/testing.js';
import { depositReceivedNotifier } from './deposit-notifications.js';
import { defaultDustBaseUnits } from './chain-source.js';
import { createJsonRpcClient } from './json-rpc.js';
import { createUtxoSource } from './sources/utxo-source.js';
import { depositsOf, postedBalance, testWatcher, userWithDepositAddress } from './testing/chain-test-support.js';
import type { RegtestNode } from './testing/litecoind.js';
import { nodeForTests } from './testing/node-for-tests.js';
import { joinSharedLitecoin } from './testing/shared-chain-nodes.js';

// The chain project's one Litecoin Core regtest node, with this file's own wallet, shared by both
// database runs; each database's watcher starts at the tip.
const litecoin = nodeForTests(
  () => joinSharedLitecoin('utxo-deposits'),
  (joined) => joined.stop(),
);
let node: RegtestNode;
beforeEach(() => {
  node = litecoin();
});

const source = () =>
  createUtxoSource({
    coin: 'LTC',
    network: 'regtest',
    rpc: createJsonRpcClient({ url: node.url, user: node.user, password: node.password }),
  });

/** The user's transactions-list rows (wallets module's table, read for the assertion only). */
async function listedRows(database: Database, userId: string) {
  const result = await database.query<{
    id: string;
    type: string;
    status: string;
    amount: string;
    txid: string | null;
    confirmations: number | null;
    required_confirmations: number | null;
    completed: boolean;
  }>(
    `select id, type, status, amount::text, txid, confirmations, required_confirmations, completed_at is not null as completed
     from transactions where user_id = $1 order by sequence`,
    [userId],
  );
  return result.rows;
}

/** The deposit_received emails queued for a user. */
async function depositEmails(database: Database, userId: string) {
  const result = await database.query<{ subject: string; text_body: string }>(
    `select o.subject, o.text_body from notification_outbox o join users u on u.email = o.recipient
     where u.id = $1 and o.template = 'deposit_received' order by o.created_at`,
    [userId],
  );
  return result.rows;
}

const notifier = depositReceivedNotifier((transaction, input) => queueNotification(transaction, input));

forEachDatabase('UTXO deposits on Litecoin regtest', ({ openTestDatabase }) => {
  let database: Database;
  beforeAll(async () => {
    database = await openTestDatabase();
    await prepareWalletsDatabase(database);
  });
  afterAll(async () => {
    await expectLedgerReconciles(database);
  });

  it('detects a payment in the mempool, counts confirmations and credits it once after N blocks', async () => {
    const { userId, address } = await userWithDepositAddress(database, 'LTC');
    const { watcher, events } = testWatcher(database, source(), { confirmations: 3 });
    await watcher.runCycle();
    const txid = await node.wallet.call<string>('sendtoaddress', [address, '1.25']);
    await watcher.runCycle();
    let [deposit] = await depositsOf(database, userId);
    expect(deposit).toMatchObject({
      status: 'detected',
      txid,
      amount: '125000000',
      confirmations: 0,
      block_height: null,
      kind: 'utxo',
    });
    // The user sees it at once: a pending deposit, 0 of 3 confirmations, with its txid.
    const [pending] = await listedRows(database, userId);
    expect(pending).toMatchObject({
      type: 'deposit',
      status: 'pending',
      amount: '125000000',
      txid,
      confirmations: 0,
      required_confirmations: 3,
      completed: false,
    });
    await node.mine(1);
    await watcher.runCycle();
    [deposit] = await depositsOf(database, userId);
    expect(deposit).toMatchObject({ status: 'confirming', confirmations: 1 });
    expect(await listedRows(database, userId)).toEqual([
      expect.objectContaining({ id: pending!.id, status: 'pending', confirmations: 1 }),
    ]);
    await node.mine(1);
    await watcher.runCycle();
    expect((await depositsOf(database, userId))[0]).toMatchObject({ status: 'confirming', confirmations: 2 });
    expect((await listedRows(database, userId))[0]).toMatchObject({ status: 'pending', confirmations: 2 });
    expect(await postedBalance(database, userId, 'LTC')).toBe(0n);
    await node.mine(1);
    await watcher.runCycle();
    [deposit] = await depositsOf(database, userId);
    expect(deposit).toMatchObject({ status: 'credited', confirmations: 3 });
    expect(await postedBalance(database, userId, 'LTC')).toBe(125_000_000n);
    // More blocks and cycles credit nothing again.
    await node.mine(2);
    await watcher.runCycle();
    await watcher.runCycle();
    expect(await postedBalance(database, userId, 'LTC')).toBe(125_000_000n);
    const transfer = await lookupTransfer(database, deposit!.id);
    expect(transfer).toMatchObject({ status: 'recorded' });
    expect(events.filter((event) => event.depositId === deposit!.id).map((event) => event.type)).toEqual([
      'detected',
      'confirming',
      'confirming',
      'credited',
    ]);
    const recorded = await database.query<{ type: string; confirmations: number }>(
      'select type, confirmations from chain_deposit_events where deposit_id = $1 order by id',
      [deposit!.id],
    );
    expect(recorded.rows).toEqual([
      { type: 'detected', confirmations: 0 },
      { type: 'confirming', confirmations: 1 },
      { type: 'confirming', confirmations: 2 },
      { type: 'credited', confirmations: 3 },
    ]);
    // The same row, completed: one row per deposit.
    expect(await listedRows(database, userId)).toEqual([
      {
        id: pending!.id,
        type: 'deposit',
        status: 'completed',
        amount: '125000000',
        txid,
        confirmations: 3,
        required_confirmations: 3,
        completed: true,
      },
    ]);
    await watcher.stop();
  });

  it('emails deposit_received with the credit, in its transaction: a failed credit sends nothing, a restart sends nothing twice', async () => {
    const { userId, address } = await userWithDepositAddress(database, 'LTC');
    let failNext = true;
    const { watcher, events } = testWatcher(database, source(), {
      confirmations: 1,
      onCredited: async (transaction, credited) => {
        await notifier(transaction, credited);
        // A crash after the email was queued: the whole credit rolls back, email included.
        if (failNext) {
          failNext = false;
          throw new Error('crash inside the credit');
        }
      },
    });
    await watcher.runCycle();
    const txid = await node.wallet.call<string>('sendtoaddress', [address, '0.875']);
    await node.mine(1);
    // The crash rolls the credit back; the cycle goes on (other deposits are not held back) and
    // the operator gets one open alert.
    expect((await watcher.runCycle()).credited).toBe(0);
    const alerts = await database.query<{ type: string; detail: string }>(
      `select a.type, a.detail from chain_alerts a join chain_deposits d on d.id = a.deposit_id where d.user_id = $1`,
      [userId],
    );
    expect(alerts.rows).toEqual([
      { type: 'credit_failed', detail: 'Crediting failed and will be retried: crash inside the credit' },
    ]);
    expect((await depositsOf(database, userId))[0]).toMatchObject({ status: 'confirming' });
    expect(await postedBalance(database, userId, 'LTC')).toBe(0n);
    expect((await listedRows(database, userId))[0]).toMatchObject({ status: 'pending' });
    expect(await depositEmails(database, userId)).toEqual([]);
    await watcher.runCycle();
    expect(await postedBalance(database, userId, 'LTC')).toBe(87_500_000n);
    let emails = await depositEmails(database, userId);
    expect(emails).toHaveLength(1);
    expect(emails[0]!.subject).toBe('Deposit received: 0.87500000 LTC');
    expect(emails[0]!.text_body).toContain(txid);
    expect(emails[0]!.text_body).toMatch(/Confirmations: 1\b/);
    expect(events.filter((event) => event.type === 'credited')).toHaveLength(1);
    const settled = await database.query<{ resolved: boolean }>(
      `select a.resolved_at is not null as resolved from chain_alerts a join chain_deposits d on d.id = a.deposit_id
       where d.user_id = $1`,
      [userId],
    );
    expect(settled.rows).toEqual([{ resolved: true }]);
    await watcher.stop();
    // A restarted watcher (another process) sees the deposit credited: no second email.
    const restarted = testWatcher(database, source(), { confirmations: 1, onCredited: notifier });
    await node.mine(1);
    await restarted.watcher.runCycle();
    await restarted.watcher.runCycle();
    emails = await depositEmails(database, userId);
    expect(emails).toHaveLength(1);
    expect(await postedBalance(database, userId, 'LTC')).toBe(87_500_000n);
    await restarted.watcher.stop();
  });

  it('records a payment below the configured dust threshold as dust and never credits it', async () => {
    const { userId, address } = await userWithDepositAddress(database, 'LTC');
    // The node refuses outputs below its own dust limit, so the test raises the platform's threshold.
    const { watcher } = testWatcher(database, source(), {
      confirmations: 1,
      dustBaseUnits: { ...defaultDustBaseUnits, LTC: 10_000_000n },
    });
    await watcher.runCycle();
    await node.wallet.call('sendtoaddress', [address, '0.05']);
    await node.wallet.call('sendtoaddress', [address, '0.1']);
    await node.mine(2);
    await watcher.runCycle();
    await watcher.runCycle();
    const deposits = await depositsOf(database, userId);
    expect(deposits.map((deposit) => [deposit.amount, deposit.status]).sort()).toEqual([
      ['10000000', 'credited'],
      ['5000000', 'dust'],
    ]);
    expect(await postedBalance(database, userId, 'LTC')).toBe(10_000_000n);
    // Dust is recorded for the operator but never listed to the user: only the credited payment shows.
    expect((await listedRows(database, userId)).map((row) => [row.amount, row.status])).toEqual([
      ['10000000', 'completed'],
    ]);
    await watcher.stop();
  });

  it('a restarted watcher catches up in bounded cycles, misses nothing and credits nothing twice', async () => {
    const { userId, address } = await userWithDepositAddress(database, 'LTC');
    const first = testWatcher(database, source(), { confirmations: 2, maxBlocksPerCycle: 2 });
    await first.watcher.runCycle();
    await node.wallet.call('sendtoaddress', [address, '0.5']);
    await node.mine(1);
    await first.watcher.runCycle();
    await node.mine(1);
    await first.watcher.runCycle();
    expect(await postedBalance(database, userId, 'LTC')).toBe(50_000_000n);
    await first.watcher.stop();
    // Down: two more payments and seven blocks go by.
    await node.wallet.call('sendtoaddress', [address, '0.25']);
    await node.mine(3);
    await node.wallet.call('sendtoaddress', [address, '0.125']);
    await node.mine(4);
    const second = testWatcher(database, source(), { confirmations: 2, maxBlocksPerCycle: 2 });
    const report = await second.watcher.runCycle();
    expect(report.blocksScanned).toBe(2);
    for (let cycle = 0; cycle < 5; cycle += 1) await second.watcher.runCycle();
    const deposits = await depositsOf(database, userId);
    expect(deposits.map((deposit) => [deposit.amount, deposit.status])).toEqual([
      ['50000000', 'credited'],
      ['25000000', 'credited'],
      ['12500000', 'credited'],
    ]);
    expect(await postedBalance(database, userId, 'LTC')).toBe(87_500_000n);
    expect(second.events.filter((event) => event.type === 'credited')).toHaveLength(2);
    await second.watcher.stop();
  });

  it('a reorganisation before crediting drops the deposit back to detected; it is credited once when mined again', async () => {
    const { userId, address } = await userWithDepositAddress(database, 'LTC');
    const { watcher, events } = testWatcher(database, source(), { confirmations: 3 });
    await watcher.runCycle();
    await node.wallet.call('sendtoaddress', [address, '0.75']);
    const [blockHash] = await node.mine(1);
    await node.mine(1);
    await watcher.runCycle();
    expect((await depositsOf(database, userId))[0]).toMatchObject({ status: 'confirming', confirmations: 2 });
    await node.rpc.call('invalidateblock', [blockHash]);
    const report = await watcher.runCycle();
    expect(report.reorganisedTo).not.toBeNull();
    expect((await depositsOf(database, userId))[0]).toMatchObject({
      status: 'detected',
      confirmations: 0,
      block_height: null,
    });
    expect((await listedRows(database, userId))[0]).toMatchObject({ status: 'pending', confirmations: 0 });
    expect(await postedBalance(database, userId, 'LTC')).toBe(0n);
    await node.mine(3);
    await watcher.runCycle();
    expect((await depositsOf(database, userId))[0]).toMatchObject({ status: 'credited', confirmations: 3 });
    expect(await postedBalance(database, userId, 'LTC')).toBe(75_000_000n);
    expect(events.map((event) => event.type)).toContain('reorganised');
    await watcher.stop();
  });

  it('a fork deeper than the stored block window raises a deep_reorg alert and rescans; the deposit is credited once', async () => {
    const { userId, address } = await userWithDepositAddress(database, 'LTC');
    const { watcher } = testWatcher(database, source(), { confirmations: 2, reorgWindow: 3 });
    await watcher.runCycle();
    await node.wallet.call('sendtoaddress', [address, '0.6']);
    const [forkBlock] = await node.mine(6);
    await watcher.runCycle();
    expect(await postedBalance(database, userId, 'LTC')).toBe(60_000_000n);
    const before = await database.query<{ count: string }>(
      `select count(*)::text as count from chain_alerts where type = 'deep_reorg'`,
    );
    // Six blocks replaced by seven others: deeper than the three hashes the watcher keeps.
    await node.rpc.call('invalidateblock', [forkBlock]);
    await node.mine(7);
    const report = await watcher.runCycle();
    expect(report.reorganisedTo).not.toBeNull();
    await watcher.runCycle();
    await watcher.runCycle();
    const after = await database.query<{ count: string }>(
      `select count(*)::text as count from chain_alerts where type = 'deep_reorg'`,
    );
    expect(Number(after.rows[0]?.count)).toBe(Number(before.rows[0]?.count) + 1);
    // The payment was mined again on the new branch: found again below the window, still credited once.
    const [deposit] = await depositsOf(database, userId);
    expect(deposit).toMatchObject({ status: 'credited' });
    expect(deposit!.block_height).not.toBeNull();
    const types = await database.query<{ type: string }>(
      'select type from chain_deposit_events where deposit_id = $1 order by id',
      [deposit!.id],
    );
    expect(types.rows.map((row) => row.type)).toEqual(['detected', 'credited', 'orphaned', 'restored']);
    expect(await postedBalance(database, userId, 'LTC')).toBe(60_000_000n);
    await watcher.stop();
  });

  it('a replaced transaction (RBF bump) is marked replaced and only its replacement is credited', async () => {
    const { userId, address } = await userWithDepositAddress(database, 'LTC');
    const { watcher } = testWatcher(database, source(), { confirmations: 2 });
    await watcher.runCycle();
    const original = await node.wallet.call<string>('sendtoaddress', [address, '0.3', '', '', false, true]);
    await watcher.runCycle();
    const bumped = await node.wallet.call<{ txid: string }>('bumpfee', [original]);
    await watcher.runCycle();
    await watcher.runCycle();
    let deposits = await depositsOf(database, userId);
    expect(deposits.map((deposit) => [deposit.txid, deposit.status])).toEqual([
      [original, 'replaced'],
      [bumped.txid, 'detected'],
    ]);
    await node.mine(2);
    await watcher.runCycle();
    deposits = await depositsOf(database, userId);
    expect(deposits.map((deposit) => deposit.status)).toEqual(['replaced', 'credited']);
    expect(await postedBalance(database, userId, 'LTC')).toBe(30_000_000n);
    // The replaced payment's row is canceled (nothing moved); the replacement's row completed.
    expect((await listedRows(database, userId)).map((row) => [row.txid, row.status])).toEqual([
      [original, 'canceled'],
      [bumped.txid, 'completed'],
    ]);
    await watcher.stop();
  });

  it('after crediting, a reorganisation that removes the payment raises an alert and reverses it through the ledger', async () => {
    const { userId, address } = await userWithDepositAddress(database, 'LTC');
    const { watcher } = testWatcher(database, source(), { confirmations: 2 });
    await watcher.runCycle();
    const original = await node.wallet.call<string>('sendtoaddress', [address, '0.4', '', '', false, true]);
    const [blockHash] = await node.mine(2);
    await watcher.runCycle();
    expect(await postedBalance(database, userId, 'LTC')).toBe(40_000_000n);
    // The block leaves the chain and the payment is replaced while unconfirmed: it never comes back.
    await node.rpc.call('invalidateblock', [blockHash]);
    const replacement = await node.wallet.call<{ txid: string }>('bumpfee', [original]);
    await watcher.runCycle();
    const alerts = await database.query<{ type: string }>(
      `select a.type from chain_alerts a join chain_deposits d on d.id = a.deposit_id where d.user_id = $1 order by a.id`,
      [userId],
    );
    expect(alerts.rows.map((row) => row.type)).toEqual(['credited_deposit_reorganised']);
    await watcher.runCycle();
    await node.mine(2);
    await watcher.runCycle();
    await watcher.runCycle();
    const deposits = await depositsOf(database, userId);
    expect(deposits.map((deposit) => [deposit.txid, deposit.status])).toEqual([
      [original, 'reversed'],
      [replacement.txid, 'credited'],
    ]);
    // Reversed once, credited once: the user holds the replacement's value only.
    expect(await postedBalance(database, userId, 'LTC')).toBe(40_000_000n);
    const reversal = await lookupTransfer(database, `rev_${deposits[0]!.id}`);
    expect(reversal).toMatchObject({ status: 'recorded' });
    const allAlerts = await database.query<{ type: string }>(
      `select a.type from chain_alerts a join chain_deposits d on d.id = a.deposit_id where d.user_id = $1 order by a.id`,
      [userId],
    );
    expect(allAlerts.rows.map((row) => row.type)).toEqual([
      'credited_deposit_reorganised',
      'credited_deposit_reversed',
    ]);
    await watcher.stop();
  });
});
