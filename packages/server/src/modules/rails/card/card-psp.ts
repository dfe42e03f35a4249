/**
 * The card PSP adapter: what the rails module asks of any card processor. The sandbox PSP
 * (sandbox-psp.ts, test mode only) implements it on this server; a live processor implements the
 * same interface (README "Live card processor"). The card number reaches `tokenize` only and is
 * never returned, stored or logged by the platform: everything after works on the token.
 */
export type CardScenarioBrand = string;

export interface CardDetails {
  /** Digits only, Luhn-checked already. */
  number: string;
  expiryMonth: number;
  expiryYear: number;
  cvc: string;
  holderName: string;
}

export interface CardToken {
  token: string;
  last4: string;
  brand: string;
  expiryMonth: number;
  expiryYear: number;
}

/** Stable decline codes (Stripe's names): the buyer's message is chosen by code. */
export const declineCodes = [
  'generic_decline',
  'insufficient_funds',
  'expired_card',
  'incorrect_cvc',
  'authentication_failed',
  'card_not_supported',
  'processing_error',
] as const;
export type DeclineCode = (typeof declineCodes)[number];

export type ThreeDsVersion = '3ds1' | '3ds2';

export type AuthorizeResult =
  | { status: 'authorized'; pspReference: string }
  | { status: 'requires_action'; pspReference: string; challengeUrl: string; threeDs: ThreeDsVersion }
  | { status: 'declined'; pspReference: string; declineCode: DeclineCode };

/** The PSP's own word on a payment (after a 3-D Secure challenge, or on a webhook). */
export type PspPaymentState =
  | { status: 'requires_action' }
  | { status: 'authorized' }
  | { status: 'captured' }
  | { status: 'refunded' }
  | { status: 'declined'; declineCode: DeclineCode };

export interface PspWebhookEvent {
  id: string;
  type: 'payment.authorized' | 'payment.captured' | 'payment.declined' | 'payment.refunded';
  pspReference: string;
}

/**
 * A payout (a credit to a card, Stripe's "payout to a debit card" semantics): `in_transit` once the
 * processor accepted it, `paid` when the card's bank has it, `failed` with the processor's reason.
 */
export type PspPayoutState =
  | { status: 'in_transit'; pspReference: string }
  | { status: 'paid'; pspReference: string }
  | { status: 'failed'; pspReference: string; failureCode: DeclineCode };

export interface CardPsp {
  readonly name: 'sandbox' | 'live';
  tokenize(card: CardDetails): Promise<CardToken>;
  /** Authorises (holds) the amount; the same idempotency key answers the first result again. */
  authorize(input: {
    token: string;
    amountMinor: bigint;
    currency: string;
    idempotencyKey: string;
    /** Where the 3-D Secure challenge sends the buyer back. */
    returnUrl: string;
  }): Promise<AuthorizeResult>;
  retrieve(pspReference: string): Promise<PspPaymentState>;
  /** Captures an authorised payment; capturing a captured one answers captured again. */
  capture(input: { pspReference: string; amountMinor: bigint; idempotencyKey: string }): Promise<PspPaymentState>;
  /**
   * Refunds `amountMinor` of a captured payment (several partial refunds up to its amount): answers
   * `refunded` once this refund is done; the same idempotency key again answers it again and never
   * refunds twice; declined beyond what is left.
   */
  refund(input: { pspReference: string; amountMinor: bigint; idempotencyKey: string }): Promise<PspPaymentState>;
  /** Credits the card of `token`; the same idempotency key (the payout's id) answers the first payout again. */
  payout(input: {
    token: string;
    amountMinor: bigint;
    currency: string;
    idempotencyKey: string;
  }): Promise<PspPayoutState>;
  /** The processor's word on a payout now. */
  retrievePayout(pspReference: string): Promise<PspPayoutState>;
  /** Verifies the signature of a webhook the PSP sent and parses it; throws on a bad signature. */
  parseWebhook(rawBody: string, headers: Record<string, string | undefined>): PspWebhookEvent;
}
