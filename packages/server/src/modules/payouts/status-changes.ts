import type { Transaction } from '../../db/database.js';
import { DomainError } from '../../errors/domain-error.js';
import type { PayoutOutcomeHandler, PayoutSource, PayoutStatus } from './payout-port.js';
import { recordStatusChange, toPayoutRecord, type StoredPayout } from './payout-records.js';
import { payoutTexts } from './payouts-texts.js';

export type OutcomeHandlers = Partial<Record<PayoutSource, PayoutOutcomeHandler>>;

/**
 * The payout state machine, written down once:
 * - sepa: pending → batched (in a pain.001 file) → sent (the file went to the bank) → settled, or
 *   rejected (the bank's reject or return, with its reason code);
 * - card: pending → sent (the card processor accepted it) → settled (paid), or failed (the
 *   processor's reason), from pending or sent.
 * settled, rejected and failed are final.
 */
const allowed: Record<PayoutStatus, readonly PayoutStatus[]> = {
  pending: ['batched', 'sent', 'failed'],
  batched: ['sent'],
  sent: ['settled', 'rejected', 'failed'],
  settled: [],
  rejected: [],
  failed: [],
};
const railOf: Partial<Record<PayoutStatus, 'sepa' | 'card'>> = { batched: 'sepa', rejected: 'sepa', failed: 'card' };

export function canMove(payout: StoredPayout, to: PayoutStatus): boolean {
  const rail = railOf[to];
  return allowed[payout.status].includes(to) && (rail === undefined || rail === payout.rail);
}

export interface StatusChange {
  to: Exclude<PayoutStatus, 'pending'>;
  reason?: string | null;
  actor: string;
  batchId?: string;
  pspReference?: string;
}

/**
 * Moves a payout (locked by the caller in `transaction`) to its next status, records the change, and
 * — for every status after the request but `batched`, which moves no money — calls the source's
 * outcome handler in the same transaction: the source's ledger moves commit or roll back with the
 * change. A payout whose source has no handler cannot move (nobody would return or post its funds).
 */
export async function changePayoutStatus(
  transaction: Transaction,
  handlers: OutcomeHandlers,
  payout: StoredPayout,
  change: StatusChange,
): Promise<StoredPayout> {
  if (!canMove(payout, change.to))
    throw new Error(`payout ${payout.id}: ${payout.rail} ${payout.status} → ${change.to} is not a transition`);
  const handler = handlers[payout.source];
  if (change.to !== 'batched' && handler === undefined)
    throw new DomainError('configuration_missing', payoutTexts.en.noOutcomeHandler);
  const reason = change.reason ?? null;
  await transaction.query(
    `update payouts set status = $2, reason = coalesce($3, reason), batch_id = coalesce($4, batch_id),
       psp_reference = coalesce($5, psp_reference), updated_at = now() where id = $1`,
    [payout.id, change.to, reason, change.batchId ?? null, change.pspReference ?? null],
  );
  await recordStatusChange(transaction, { payoutId: payout.id, status: change.to, reason, actor: change.actor });
  const moved: StoredPayout = {
    ...payout,
    status: change.to,
    reason: reason ?? payout.reason,
    batchId: change.batchId ?? payout.batchId,
    pspReference: change.pspReference ?? payout.pspReference,
  };
  if (change.to !== 'batched' && handler !== undefined)
    await handler(transaction, {
      payout: toPayoutRecord(moved),
      status: change.to,
      ...(reason === null ? {} : { reason }),
    });
  return moved;
}
