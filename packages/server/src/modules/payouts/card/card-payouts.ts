import type { FastifyInstance } from 'fastify';
import { DomainError } from '../../../errors/domain-error.js';
import { payOutToCard, retrieveCardPayout, type CardPayoutAnswer } from '../../rails/index.js';
import { findPayout, payoutColumns, toStoredPayout, type StoredPayout } from '../payout-records.js';
import { payoutTexts } from '../payouts-texts.js';
import { changePayoutStatus, type OutcomeHandlers } from '../status-changes.js';

/** Card payouts the worker sends per pass at most. */
export const cardPayoutsPerPass = 50;

/**
 * Applies the card processor's answer to a card payout, in one transaction with the source's
 * handlers: accepted → sent; paid → sent then settled (each change heard); failed → failed with the
 * processor's reason. A payout that moved on meanwhile is left as it is (the answer is idempotent).
 */
async function applyAnswer(
  app: FastifyInstance,
  handlers: OutcomeHandlers,
  payoutId: string,
  answer: CardPayoutAnswer,
): Promise<StoredPayout | undefined> {
  if (answer.status === 'unavailable') return undefined;
  return app.database.transaction(async (transaction) => {
    let payout = await findPayout(transaction, payoutId, { lock: true });
    if (payout === undefined) throw new Error(`card payout ${payoutId} vanished`);
    const actor = 'card_processor';
    if (answer.status === 'card_not_found') {
      if (payout.status !== 'pending') return payout;
      return changePayoutStatus(transaction, handlers, payout, { to: 'failed', reason: 'card_not_found', actor });
    }
    const pspReference = answer.pspReference;
    if (answer.status === 'failed')
      return payout.status === 'pending' || payout.status === 'sent'
        ? changePayoutStatus(transaction, handlers, payout, {
            to: 'failed',
            reason: answer.failureCode,
            actor,
            pspReference,
          })
        : payout;
    if (payout.status === 'pending')
      payout = await changePayoutStatus(transaction, handlers, payout, { to: 'sent', actor, pspReference });
    if (answer.status === 'paid' && payout.status === 'sent')
      payout = await changePayoutStatus(transaction, handlers, payout, { to: 'settled', actor });
    return payout;
  });
}

/**
 * Sends one pending card payout to the processor (outside any transaction: the processor call is
 * idempotent by the payout id, so a crash or a second worker asks again and gets the same payout),
 * then records its answer.
 */
export async function sendCardPayout(
  app: FastifyInstance,
  handlers: OutcomeHandlers,
  payout: StoredPayout,
): Promise<StoredPayout | undefined> {
  const answer = await payOutToCard(app, {
    payoutId: payout.id,
    cardId: payout.cardId!,
    brandId: payout.brandId,
    userId: payout.userId!,
    amountMinor: payout.amount,
    currency: payout.currency,
  });
  return applyAnswer(app, handlers, payout.id, answer);
}

/** The worker's pass: the oldest pending card payouts, at most `cardPayoutsPerPass`. */
export async function sendDueCardPayouts(
  app: FastifyInstance,
  handlers: OutcomeHandlers,
): Promise<{ claimed: number }> {
  if (app.rails.cardPsp() === null) return { claimed: 0 };
  const result = await app.database.query<Parameters<typeof toStoredPayout>[0]>(
    `select ${payoutColumns} from payouts where rail = 'card' and status = 'pending' order by seq limit $1`,
    [cardPayoutsPerPass],
  );
  for (const row of result.rows) {
    try {
      await sendCardPayout(app, handlers, toStoredPayout(row));
    } catch (error) {
      app.log.error({ err: error, payoutId: row.id }, 'card payout failed to send; retried on the next pass');
    }
  }
  return { claimed: result.rows.length };
}

/**
 * A card payout as the processor has it now: a sent payout is brought up to the processor's word
 * (settled or failed); any other is answered as it is.
 */
export async function refreshCardPayout(
  app: FastifyInstance,
  handlers: OutcomeHandlers,
  key: { id: string; brandId: string },
): Promise<{ payout: StoredPayout; replayed: boolean }> {
  const payout = await findPayout(app.database, key.id, { brandId: key.brandId });
  if (payout === undefined) throw new DomainError('not_found', { id: payoutTexts.en.payoutNotFound });
  if (payout.rail !== 'card') throw new DomainError('conflict', payoutTexts.en.notCardPayout);
  if (payout.status !== 'sent' || payout.pspReference === null) return { payout, replayed: true };
  const answer = await retrieveCardPayout(app, payout.pspReference);
  if (answer.status === 'unavailable') throw new DomainError('service_unavailable', payoutTexts.en.cardsUnavailable);
  const moved = (await applyAnswer(app, handlers, payout.id, answer)) ?? payout;
  return { payout: moved, replayed: moved.status === payout.status };
}
