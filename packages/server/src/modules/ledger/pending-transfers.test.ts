import { expect, it } from 'vitest';
import type { Database } from '../../db/database.js';
import { forEachDatabase } from '../../testing/test-databases.js';
import { createTransfers } from './create-transfers.js';
import { expirePendingTransfers } from './expire-pending-transfers.js';
import { ensureAccount, getAccount, getBalances } from './ledger-accounts.js';
import { lookupTransfer } from './list-transfers.js';
import { fundedUser, useLedgerDatabase } from './testing/ledger-fixtures.js';
import { hold, immediate } from './testing/transfer-builders.js';

const hourMs = 3_600_000;

async function parties(database: Database, owner: string, amount: bigint) {
  const payer = await fundedUser(database, { owner, asset: 'EUR', amount });
  const payee = await ensureAccount(database, { owner: `${owner}-merchant`, asset: 'EUR', kind: 'merchant_payable' });
  return { database, payer, payee };
}

async function availableOf(database: Database, owner: string): Promise<bigint | undefined> {
  return (await getBalances(database, owner))[0]?.available;
}

/** Holds posted in whole or in part, voided, resolved once. */
function holdResolutionTests(ledgerDatabase: () => Database): void {
  it('holds funds so they cannot be spent twice, then posts the whole hold', async () => {
    const { database, payer, payee } = await parties(ledgerDatabase(), 'p1', 1_000n);
    expect(await createTransfers(database, [hold('p1-hold', payer, payee, 800n)])).toEqual([
      { id: 'p1-hold', result: 'ok' },
    ]);
    expect(await availableOf(database, 'p1')).toBe(200n);
    const other = await createTransfers(database, [immediate('p1-spend', payer, payee, 201n)]);
    expect(other[0]?.result).toBe('exceeds_credits');
    expect(await createTransfers(database, [{ type: 'post_pending', id: 'p1-post', pendingId: 'p1-hold' }])).toEqual([
      { id: 'p1-post', result: 'ok' },
    ]);
    expect(await getAccount(database, payer.id)).toMatchObject({ debitsPending: 0n, debitsPosted: 800n });
    expect(await getAccount(database, payee.id)).toMatchObject({ creditsPending: 0n, creditsPosted: 800n });
    expect(await lookupTransfer(database, 'p1-post')).toMatchObject({
      transfer: { type: 'post_pending', pendingId: 'p1-hold', amountBaseUnits: 800n, code: 'order' },
    });
  });

  it('posts part of a hold and releases the rest', async () => {
    const { database, payer, payee } = await parties(ledgerDatabase(), 'p2', 1_000n);
    await createTransfers(database, [hold('p2-hold', payer, payee, 600n)]);
    const outcomes = await createTransfers(database, [
      { type: 'post_pending', id: 'p2-too-much', pendingId: 'p2-hold', amount: 601n },
      { type: 'post_pending', id: 'p2-post', pendingId: 'p2-hold', amount: 450n },
    ]);
    expect(outcomes.map((outcome) => outcome.result)).toEqual(['exceeds_pending_transfer_amount', 'ok']);
    expect(await availableOf(database, 'p2')).toBe(550n);
    expect(await getAccount(database, payee.id)).toMatchObject({ creditsPending: 0n, creditsPosted: 450n });
  });

  it('voids a hold, giving the funds back, and resolves a hold at most once', async () => {
    const { database, payer, payee } = await parties(ledgerDatabase(), 'p3', 1_000n);
    await createTransfers(database, [hold('p3-hold-a', payer, payee, 300n), hold('p3-hold-b', payer, payee, 200n)]);
    const outcomes = await createTransfers(database, [
      { type: 'void_pending', id: 'p3-void-a', pendingId: 'p3-hold-a' },
      { type: 'post_pending', id: 'p3-post-a', pendingId: 'p3-hold-a' },
      { type: 'void_pending', id: 'p3-void-a2', pendingId: 'p3-hold-a' },
      { type: 'post_pending', id: 'p3-post-b', pendingId: 'p3-hold-b' },
      { type: 'void_pending', id: 'p3-void-b', pendingId: 'p3-hold-b' },
      { type: 'post_pending', id: 'p3-post-b2', pendingId: 'p3-hold-b' },
      { type: 'post_pending', id: 'p3-post-none', pendingId: 'p3-no-such-hold' },
      { type: 'void_pending', id: 'p3-void-posted', pendingId: 'p3-post-b' },
    ]);
    expect(outcomes.map((outcome) => outcome.result)).toEqual([
      'ok',
      'pending_transfer_already_voided',
      'pending_transfer_already_voided',
      'ok',
      'pending_transfer_already_posted',
      'pending_transfer_already_posted',
      'pending_transfer_not_found',
      'pending_transfer_not_pending',
    ]);
    expect(await availableOf(database, 'p3')).toBe(800n);
    expect(await getAccount(database, payee.id)).toMatchObject({ creditsPending: 0n, creditsPosted: 200n });
  });
}

/** Holds past their timeout. */
function holdExpiryTests(ledgerDatabase: () => Database): void {
  it('expires holds past their timeout in bounded batches and refuses to post them afterwards', async () => {
    const { database, payer, payee } = await parties(ledgerDatabase(), 'p4', 1_000n);
    await createTransfers(database, [
      hold('p4-short-1', payer, payee, 100n, { timeoutSeconds: 60 }),
      hold('p4-short-2', payer, payee, 100n, { timeoutSeconds: 60 }),
      hold('p4-short-3', payer, payee, 100n, { timeoutSeconds: 120 }),
      hold('p4-long', payer, payee, 100n, { timeoutSeconds: 86_400 }),
      hold('p4-forever', payer, payee, 100n),
      hold('p4-posted', payer, payee, 100n, { timeoutSeconds: 60 }),
    ]);
    await createTransfers(database, [{ type: 'post_pending', id: 'p4-post', pendingId: 'p4-posted' }]);
    expect(await availableOf(database, 'p4')).toBe(400n);
    const inTwoHours = new Date(Date.now() + 2 * hourMs);
    const first = await expirePendingTransfers(database, { now: inTwoHours, limit: 2 });
    const second = await expirePendingTransfers(database, { now: inTwoHours, limit: 2 });
    const third = await expirePendingTransfers(database, { now: inTwoHours, limit: 2 });
    const p4Only = (ids: string[]) => ids.filter((id) => id.startsWith('p4-'));
    expect(p4Only([...first, ...second, ...third]).sort()).toEqual(['p4-short-1', 'p4-short-2', 'p4-short-3']);
    expect([first.length, second.length, third.length]).toEqual([2, 1, 0]);
    expect(await availableOf(database, 'p4')).toBe(700n);
    const outcomes = await createTransfers(database, [
      { type: 'post_pending', id: 'p4-post-expired', pendingId: 'p4-short-1' },
      { type: 'void_pending', id: 'p4-void-expired', pendingId: 'p4-short-2' },
      { type: 'post_pending', id: 'p4-post-long', pendingId: 'p4-long' },
    ]);
    expect(outcomes.map((outcome) => outcome.result)).toEqual([
      'pending_transfer_expired',
      'pending_transfer_expired',
      'ok',
    ]);
    expect(
      p4Only(await expirePendingTransfers(database, { now: new Date(Date.now() + 1_000 * hourMs), limit: 100 })),
    ).toEqual([]);
  });

  it('refuses to post a hold whose timeout has passed even before the expiry job ran', async () => {
    const { database, payer, payee } = await parties(ledgerDatabase(), 'p5', 1_000n);
    await createTransfers(database, [hold('p5-hold', payer, payee, 100n, { timeoutSeconds: 1 })]);
    await new Promise((resolve) => setTimeout(resolve, 1_100));
    const outcomes = await createTransfers(database, [{ type: 'post_pending', id: 'p5-post', pendingId: 'p5-hold' }]);
    expect(outcomes[0]?.result).toBe('pending_transfer_expired');
    expect(await availableOf(database, 'p5')).toBe(900n);
    expect(await expirePendingTransfers(database, { now: new Date(), limit: 1000 })).toContain('p5-hold');
    expect(await availableOf(database, 'p5')).toBe(1_000n);
  });
}

forEachDatabase('ledger pending transfers', ({ openTestDatabase }) => {
  const ledgerDatabase = useLedgerDatabase(openTestDatabase);

  holdResolutionTests(ledgerDatabase);
  holdExpiryTests(ledgerDatabase);
});
