import type { Database } from '../../../db/database.js';
import { DomainError } from '../../../errors/domain-error.js';
import { findPayout, type StoredPayout } from '../payout-records.js';
import { payoutTexts } from '../payouts-texts.js';
import { changePayoutStatus, type OutcomeHandlers } from '../status-changes.js';
import { lockBatch, lockBatchPayouts, type BatchResult } from './batches.js';

export interface BankOutcomeInput {
  id: string;
  brandId: string;
  operatorId: string;
  status: 'settled' | 'rejected';
  /** The bank's ISO 20022 reason code of a reject or return (rejected only). */
  reasonCode?: string | undefined;
}

/**
 * The bank's word on one sent SEPA payout, as the operator reads it from the bank (statement,
 * pain.002 or a returned credit transfer): settled, or rejected with its reason code (the source's
 * handler then returns the funds). Idempotent: the same outcome again answers the payout, replayed;
 * another outcome of a payout that has one is 409.
 */
export async function recordBankOutcome(
  database: Database,
  handlers: OutcomeHandlers,
  input: BankOutcomeInput,
): Promise<{ payout: StoredPayout; replayed: boolean }> {
  if ((input.status === 'rejected') !== (input.reasonCode !== undefined))
    throw new Error('a rejected payout has a reason code, a settled one none');
  return database.transaction(async (transaction) => {
    const payout = await findPayout(transaction, input.id, { lock: true, brandId: input.brandId });
    if (payout === undefined) throw new DomainError('not_found', { id: payoutTexts.en.payoutNotFound });
    if (payout.rail !== 'sepa') throw new DomainError('conflict', payoutTexts.en.notSent);
    const reason = input.reasonCode ?? null;
    if (payout.status === input.status && (input.status === 'settled' || payout.reason === reason))
      return { payout, replayed: true };
    if (payout.status === 'settled' || payout.status === 'rejected')
      throw new DomainError('conflict', payoutTexts.en.outcomeRecorded);
    if (payout.status !== 'sent') throw new DomainError('conflict', payoutTexts.en.notSent);
    const moved = await changePayoutStatus(transaction, handlers, payout, {
      to: input.status,
      reason,
      actor: input.operatorId,
    });
    return { payout: moved, replayed: false };
  });
}

/**
 * The bank settled the batch (its statement shows the file's total paid out): every payout of the
 * sent batch still `sent` becomes settled, each heard by its source, in one transaction. Payouts
 * the bank rejected (recorded one by one before) stay rejected. Again, with nothing left to settle:
 * replayed. A batch not yet sent is 409.
 */
export async function settleBatch(
  database: Database,
  handlers: OutcomeHandlers,
  input: { id: string; brandId: string; operatorId: string },
): Promise<BatchResult> {
  return database.transaction(async (transaction) => {
    const batch = await lockBatch(transaction, input);
    if (batch.status !== 'sent') throw new DomainError('conflict', payoutTexts.en.batchNotSent);
    const payouts = await lockBatchPayouts(transaction, batch.id, 'sent');
    for (const payout of payouts)
      await changePayoutStatus(transaction, handlers, payout, { to: 'settled', reason: null, actor: input.operatorId });
    return { batch, payoutIds: payouts.map((payout) => payout.id), replayed: payouts.length === 0 };
  });
}
