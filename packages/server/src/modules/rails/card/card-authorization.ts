import { creditCardPaymentMethod } from '@platform/core';
import { DomainError } from '../../../errors/domain-error.js';
import { isPayable, ordersOf, payableMinor, type RailsOrderView } from '../orders.js';
import { railsTexts, type RailsTextName } from '../rails-texts.js';
import { captureIfReady } from './card-capture.js';
import {
  countDeclines,
  findCardPayment,
  findCardPaymentByPsp,
  findPayment,
  maxDeclinedAttempts,
  paymentEvent,
  reserve,
  update,
  type CardContext,
  type CardPaymentOutcome,
  type CardPaymentRecord,
} from './card-payment-records.js';
import type { CardDetails, CardToken, DeclineCode, PspPaymentState } from './card-psp.js';
import { findSavedCard, saveCard, type SavedCard } from './saved-cards.js';

export const declineTexts: Record<DeclineCode, RailsTextName> = {
  generic_decline: 'declineGeneric',
  insufficient_funds: 'declineInsufficientFunds',
  expired_card: 'declineExpiredCard',
  incorrect_cvc: 'declineIncorrectCvc',
  authentication_failed: 'declineAuthenticationFailed',
  card_not_supported: 'declineCardNotSupported',
  processing_error: 'declineProcessingError',
};

export interface StartCardPaymentInput {
  order: RailsOrderView;
  card: CardDetails | undefined;
  /** A /flow/ path the 3-D Secure challenge returns to (default /flow/processing). */
  returnPath: string | undefined;
  savedCardId: string | undefined;
  saveCard: boolean;
  userId: string | null;
  /** The client's idempotency key (body or Idempotency-Key header); a replay answers the first result. */
  idempotencyKey: string | undefined;
}

function savedToken(saved: SavedCard): CardToken {
  return {
    token: saved.cardToken,
    last4: saved.last4,
    brand: saved.cardBrand,
    expiryMonth: saved.expiryMonth,
    expiryYear: saved.expiryYear,
  };
}

function pendingEvent(order: RailsOrderView) {
  return {
    orderId: order.id,
    event: 'payment_pending' as const,
    rail: 'card' as const,
    railReference: order.id,
    amountMinor: payableMinor(order),
    currency: order.fiatCurrency,
    idempotencyKey: `${order.id}:payment_pending`,
  };
}

/**
 * POST /paynet/deposit: authorises the order's amount on the card (a new card, tokenised at the
 * PSP, or a saved card's token). Answers the payment as it stands: authorized (captured later, when
 * the buyer is verified), requires_action (the 3-D Secure challenge URL) or declined (with its code).
 * Paying twice (double click, retry) answers the first payment again and never charges twice.
 */
export async function startCardPayment(
  context: CardContext,
  input: StartCardPaymentInput,
): Promise<CardPaymentOutcome> {
  const { app } = context;
  const { order } = input;
  if (order.paymentMethod !== creditCardPaymentMethod) throw refusal('request_failed', 'notCardOrder');
  const live = await findPayment(
    app,
    `order_id = $1 and status in ('authorizing', 'requires_action', 'authorized', 'capturing', 'captured')`,
    [order.id],
  );
  if (live !== undefined) return { payment: await resumeIfStale(context, live, input), replayed: true };
  if (!isPayable(order)) throw refusal('conflict', 'notPayable');
  if ((await countDeclines(app, order.id)) >= maxDeclinedAttempts) throw refusal('request_failed', 'tooManyDeclines');
  const saved = await savedCardOf(context, input);
  // Before anything is reserved: a refusal here (KYC required, a stale quote) leaves no payment behind.
  if (order.status === 'created') await ordersOf(app).applyPaymentEvent(pendingEvent(order));
  const reserved = await reserve(context, order, input.idempotencyKey);
  if (reserved.replayed) return reserved;
  return { payment: await authorizeReserved(context, input, reserved.payment, saved), replayed: false };
}

/** How long an `authorizing` payment may wait before a new pay of its order finishes it (a crash left it). */
export const staleAuthorizingSeconds = 120;

/**
 * A payment left `authorizing` by a crash blocks its order's one live payment: the next pay finishes
 * it. With a token stored, the PSP is asked again under the same idempotency key (the payment id:
 * it answers the first authorisation, never a second one); without one, no authorisation was asked
 * for, so the attempt is closed as declined (`processing_error`, not counted as the buyer's decline).
 */
async function resumeIfStale(
  context: CardContext,
  live: CardPaymentRecord,
  input: StartCardPaymentInput,
): Promise<CardPaymentRecord> {
  const { app, psp } = context;
  if (live.status !== 'authorizing') return live;
  const stale = await app.database.query<{ card_token: string | null }>(
    `select card_token from rails_card_payments
     where id = $1 and status = 'authorizing' and updated_at < now() - make_interval(secs => $2)`,
    [live.id, staleAuthorizingSeconds],
  );
  const row = stale.rows[0];
  if (row === undefined) return live;
  if (row.card_token === null) return update(app, live.id, { status: 'declined', decline_code: 'processing_error' });
  const result = await psp.authorize({
    token: row.card_token,
    amountMinor: live.amountMinor,
    currency: live.currency,
    idempotencyKey: live.id,
    returnUrl: context.processingUrl(live.orderId, input.returnPath),
  });
  if (result.status === 'requires_action')
    return update(app, live.id, {
      psp_reference: result.pspReference,
      status: 'requires_action',
      three_ds: result.threeDs,
      challenge_url: result.challengeUrl,
    });
  const payment = await update(app, live.id, { psp_reference: result.pspReference });
  return settleAuthorization(
    context,
    payment,
    result.status === 'declined' ? { status: 'declined', declineCode: result.declineCode } : { status: 'authorized' },
  );
}

/** The saved card asked for (the payer's own), or undefined for a new card; refusals when neither fits. */
async function savedCardOf(context: CardContext, input: StartCardPaymentInput): Promise<SavedCard | undefined> {
  const { order } = input;
  const saved =
    input.savedCardId === undefined
      ? undefined
      : await findSavedCard(context.app.database, {
          id: input.savedCardId,
          brandId: order.brandId,
          email: order.email,
          userId: input.userId,
          psp: context.psp.name,
        });
  if (input.savedCardId !== undefined && saved === undefined)
    throw refusal('not_found', 'savedCardNotFound', 'card_id');
  if (saved === undefined && input.card === undefined)
    throw refusal('validation_failed', 'cardRequired', 'card_number');
  return saved;
}

/** Tokenises (a new card), authorises at the PSP and settles the reserved payment by the PSP's answer. */
async function authorizeReserved(
  context: CardContext,
  input: StartCardPaymentInput,
  reserved: CardPaymentRecord,
  saved: SavedCard | undefined,
): Promise<CardPaymentRecord> {
  const { app, psp } = context;
  const { order } = input;
  const token = saved !== undefined ? savedToken(saved) : await psp.tokenize(input.card!);
  let payment = await update(app, reserved.id, {
    card_token: token.token,
    last4: token.last4,
    card_brand: token.brand,
    expiry_month: token.expiryMonth,
    expiry_year: token.expiryYear,
  });
  const result = await psp.authorize({
    token: token.token,
    amountMinor: payment.amountMinor,
    currency: payment.currency,
    idempotencyKey: payment.id,
    returnUrl: context.processingUrl(order.id, input.returnPath),
  });
  if (input.saveCard && saved === undefined && result.status !== 'declined')
    await saveCard(app.database, {
      brandId: order.brandId,
      userId: input.userId,
      email: order.email,
      psp: psp.name,
      token,
      holderName: input.card?.holderName ?? '',
    });
  if (result.status === 'requires_action')
    return update(app, payment.id, {
      psp_reference: result.pspReference,
      status: 'requires_action',
      three_ds: result.threeDs,
      challenge_url: result.challengeUrl,
    });
  payment = await update(app, payment.id, { psp_reference: result.pspReference });
  const state: PspPaymentState =
    result.status === 'declined' ? { status: 'declined', declineCode: result.declineCode } : { status: 'authorized' };
  return settleAuthorization(context, payment, state);
}

/**
 * Acts on the PSP's own word about an authorisation (its answer to authorize, or what it reports
 * after the 3-D Secure challenge): authorized → the order is authorized and captured once the buyer
 * is verified; declined → the attempt is declined (the order fails after maxDeclinedAttempts).
 */
export async function settleAuthorization(
  context: CardContext,
  payment: CardPaymentRecord,
  state: PspPaymentState,
): Promise<CardPaymentRecord> {
  const { app } = context;
  if (state.status === 'declined') {
    const declined = await update(app, payment.id, { status: 'declined', decline_code: state.declineCode });
    if ((await countDeclines(app, payment.orderId)) >= maxDeclinedAttempts)
      await ordersOf(app).applyPaymentEvent(paymentEvent(declined, 'failed', `card declined: ${state.declineCode}`));
    return declined;
  }
  if (state.status !== 'authorized' && state.status !== 'captured') return payment;
  const moved = await app.database.query(
    `update rails_card_payments set status = 'authorized', updated_at = now()
     where id = $1 and status in ('authorizing', 'requires_action')`,
    [payment.id],
  );
  void moved;
  const authorized = (await findCardPayment(app, payment.id))!;
  await ordersOf(app).applyPaymentEvent(paymentEvent(authorized, 'authorized'));
  return captureIfReady(context, authorized.orderId);
}

/** After the hosted 3-D Secure challenge: asks the PSP (never the browser) how it ended and acts on it. */
export async function completeChallenge(
  context: CardContext,
  pspReference: string,
): Promise<CardPaymentRecord | undefined> {
  const payment = await findCardPaymentByPsp(context.app, pspReference);
  if (payment === undefined) return undefined;
  if (payment.status !== 'requires_action') return payment;
  const state = await context.psp.retrieve(pspReference);
  return settleAuthorization(context, payment, state);
}

function refusal(
  code: 'request_failed' | 'conflict' | 'not_found' | 'validation_failed',
  text: RailsTextName,
  field = 'checkout_id',
): DomainError {
  return new DomainError(code, { [field]: railsTexts.en[text] });
}
