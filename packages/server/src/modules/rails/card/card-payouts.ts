import type { FastifyInstance } from 'fastify';
import type { Queryable } from '../../../db/database.js';
import { findUserById } from '../../accounts/index.js';
import type { PspPayoutState } from './card-psp.js';

/**
 * Card payouts for the payouts module (issue 17): money back to a card the user paid with, through
 * the card processor in use (the sandbox PSP in test mode). The card is a saved card of the user (the
 * ids GET /users/getUserCards lists: saved while signed in, or under the user's verified email); the
 * processor is asked with the payout's id as its idempotency key, so a retry never pays twice.
 */
export interface PayoutCard {
  id: string;
  cardToken: string;
  psp: string;
}

export async function findPayoutCard(
  queryable: Queryable,
  input: { cardId: string; brandId: string; userId: string },
): Promise<PayoutCard | undefined> {
  const user = await findUserById(queryable, input.userId);
  const verifiedEmail = user?.emailVerified === true ? user.email : null;
  const result = await queryable.query<{ id: string; card_token: string; psp: string }>(
    `select id, card_token, psp from rails_saved_cards
     where id = $1 and brand_id = $2 and (user_id = $3 or ($4::text is not null and email = lower($4)))`,
    [input.cardId, input.brandId, input.userId, verifiedEmail],
  );
  const row = result.rows[0];
  return row === undefined ? undefined : { id: row.id, cardToken: row.card_token, psp: row.psp };
}

export type CardPayoutAnswer = PspPayoutState | { status: 'unavailable' } | { status: 'card_not_found' };

/** Pays `amountMinor` to the user's saved card; `unavailable` without a card processor (live mode without an adapter). */
export async function payOutToCard(
  app: FastifyInstance,
  input: { payoutId: string; cardId: string; brandId: string; userId: string; amountMinor: bigint; currency: string },
): Promise<CardPayoutAnswer> {
  const psp = app.rails.cardPsp();
  if (psp === null) return { status: 'unavailable' };
  const card = await findPayoutCard(app.database, input);
  if (card === undefined || card.psp !== psp.name) return { status: 'card_not_found' };
  return psp.payout({
    token: card.cardToken,
    amountMinor: input.amountMinor,
    currency: input.currency,
    idempotencyKey: input.payoutId,
  });
}

/** The processor's word on a payout it accepted. */
export async function retrieveCardPayout(app: FastifyInstance, pspReference: string): Promise<CardPayoutAnswer> {
  const psp = app.rails.cardPsp();
  if (psp === null) return { status: 'unavailable' };
  return psp.retrievePayout(pspReference);
}
