import type { CryptoCurrency } from '@platform/core';
import type { Queryable, Transaction } from '../../db/database.js';
import { findSend, type SendRecord, type WatchedChain } from '../chains/index.js';
// The payouts module's index.ts lands with its own branch (see withdrawal-context.ts).
// eslint-disable-next-line platform/server-module-zones
import type { PayoutOutcomeHandler } from '../payouts/payout-port.js';
import type { WithdrawalsContext } from './withdrawal-context.js';
import { postHolds, returnPostedFunds, voidHolds } from './withdrawal-money.js';
import { findWithdrawal, type WithdrawalRecord } from './withdrawal-repository.js';
import { chainOf, moveWithdrawal, notifyOnce } from './withdrawal-steps.js';
import { withdrawalTexts } from './withdrawal-texts.js';

/** Withdrawals followed per run of the progress job (the rest wait for the next run). */
export const maxWithdrawalsPerRun = 100;

/** One crypto withdrawal's step after its send moved: sent (txid), confirmations, completed or failed. */
async function followSend(
  context: WithdrawalsContext,
  transaction: Transaction,
  record: WithdrawalRecord,
  send: SendRecord,
  confirmations: number | null,
): Promise<void> {
  if (send.status === 'failed') {
    await voidHolds(transaction, record);
    const failed = await moveWithdrawal(transaction, record, {
      status: 'failed',
      reason: withdrawalTexts.sendRefused,
    });
    await notifyOnce(context, transaction, failed, 'failed');
    return;
  }
  if (send.txid === null) return;
  const moved = await moveWithdrawal(transaction, record, {
    status: send.status === 'confirmed' ? 'completed' : 'sent',
    txid: send.txid,
    ...(confirmations === null ? {} : { confirmations }),
  });
  if (send.status === 'confirmed') await postHolds(transaction, moved, { feeOnly: true });
  await notifyOnce(context, transaction, moved, 'sent');
}

async function lockedOpen(transaction: Transaction, id: string): Promise<WithdrawalRecord | undefined> {
  const record = await findWithdrawal(transaction, id, { forUpdate: true });
  return record !== undefined && (record.status === 'processing' || record.status === 'sent') ? record : undefined;
}

/**
 * Moves the chains module's open sends of these chains (the worker does it on its own too), then
 * follows every crypto withdrawal whose send is under way: its txid and confirmations shown as soon
 * as they are known, completed (fee posted) once the send is confirmed, failed (fee voided; the
 * chains module voided the amount) when the node refused it. Safe to run anywhere, any number of
 * times: each withdrawal moves under its row lock and each email is sent once.
 */
export async function advanceWithdrawals(context: WithdrawalsContext): Promise<number> {
  const database = context.app.database;
  const open = await database.query<{ id: string; currency: string; send_id: string }>(
    `select id, currency, send_id from withdrawals where status in ('processing', 'sent') and send_id is not null
      order by sequence limit ${maxWithdrawalsPerRun}`,
  );
  const chains = new Set(open.rows.map((row) => chainOf(row.currency as CryptoCurrency)));
  for (const chain of chains as Set<WatchedChain>) {
    if (context.app.chains.senders[chain] !== undefined) await context.app.chains.processSends(chain);
  }
  for (const row of open.rows) {
    const send = await findSend(database, row.send_id);
    if (send === undefined) continue;
    const sender = context.app.chains.senders[send.chain];
    const confirmations =
      send.status === 'broadcast' && sender !== undefined ? await sender.confirmations(send).catch(() => null) : null;
    await database.transaction(async (transaction) => {
      const record = await lockedOpen(transaction, row.id);
      if (record !== undefined) {
        await followSend(context, transaction, record, send, typeof confirmations === 'number' ? confirmations : null);
      }
    });
  }
  return open.rows.length;
}

/**
 * The payouts module's outcome handler for source 'withdrawal' (wired as
 * `payoutsPlugin({ outcomeHandlers: { withdrawal } })`): runs in the transaction of the payout's
 * status change. sent: both holds posted (the money left), the withdrawal sent. settled: completed.
 * rejected or failed: the holds voided when still open, otherwise the posted amount and fee
 * returned to the user; the user is emailed. Idempotent: each step checks where the withdrawal is.
 */
export function withdrawalPayoutHandler(context: WithdrawalsContext): PayoutOutcomeHandler {
  return async (queryable: Queryable, outcome) => {
    if (outcome.payout.source !== 'withdrawal') return;
    const transaction = queryable as Transaction;
    const record = await findWithdrawal(transaction, outcome.payout.sourceId, { forUpdate: true });
    if (record === undefined || record.method === 'crypto') {
      throw new Error(`payout ${outcome.payout.id} names no fiat withdrawal ${outcome.payout.sourceId}`);
    }
    if (record.status === 'completed' && outcome.status === 'settled') return;
    if (record.status === 'failed' || record.status === 'rejected') return;
    if (outcome.status === 'sent' || outcome.status === 'settled') {
      await postHolds(transaction, record, { feeOnly: false });
      const moved = await moveWithdrawal(transaction, record, {
        status: outcome.status === 'sent' ? 'sent' : 'completed',
      });
      await notifyOnce(context, transaction, moved, 'sent');
      return;
    }
    const wasSent = record.status === 'sent' || record.status === 'completed';
    if (wasSent) await returnPostedFunds(transaction, record);
    else await voidHolds(transaction, record);
    const reason = outcome.reason ?? outcome.payout.reason ?? 'The payment was returned by the bank.';
    const ended = await moveWithdrawal(transaction, record, { status: 'failed', reason });
    await notifyOnce(context, transaction, ended, 'failed');
  };
}
