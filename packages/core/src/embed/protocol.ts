import type { MerchantPayment } from '../schemas/merchant-payment.js';

/**
 * The postMessage protocol between a merchant page (the SDK, packages/sdk) and the widget or
 * guest checkout frame. Every message is one envelope; a receiver accepts it only from the exact
 * origin and window it expects and only with its mount's channel id (a random id the SDK puts in
 * the frame URL's hash), so other frames and windows on the page cannot speak for the platform.
 *
 * The envelopes are checked by hand rather than by zod: the check runs in the iframes and the SDK,
 * whose byte budgets have no room for a schema library, and the shapes are tiny.
 */
export const embedSource = 'wlpay';
export const embedVersion = 1;

/** Why a payment failed (spec §2 widget payment-failed: expired, or partially paid). */
export type PaymentFailureReason = 'expired' | 'invalid' | 'paid_partial';

/**
 * What an `error` message may say went wrong inside the frame: the payment or checkout is unknown,
 * the platform cannot be reached, the guest checkout's session ended (its flow token was cleared),
 * the buyer's region is not served, or anything else. `test_key_refused` is the frame refusing a
 * test key on a live platform (connectToParent sends it instead of `ready`): the SDK rejects the
 * mount with it and never passes it on as an event.
 */
export const frameErrorCodes = [
  'payment_not_found',
  'unavailable',
  'session_expired',
  'region_not_served',
  'internal',
  'test_key_refused',
] as const;
export type FrameErrorCode = (typeof frameErrorCodes)[number];

type Empty = Record<never, never>;

/**
 * A guest checkout order as the frame reports it to the host page: the checkout id and both sides
 * of the buy in integer base units as decimal digit strings (cents of the fiat, satoshi… of the coin).
 */
export interface CheckoutOrderSummary {
  id: string;
  fiat_currency: string;
  fiat_amount: string;
  crypto_currency: string;
  crypto_amount: string;
}

/** Why a guest checkout order failed: the card was declined, the buyer cancelled, its quote or payment window expired, or the platform failed it. */
export const checkoutFailureReasons = ['declined', 'cancelled', 'expired', 'failed'] as const;
export type CheckoutFailureReason = (typeof checkoutFailureReasons)[number];

/** Messages a frame sends its host page: type → payload. */
export interface FrameMessagePayloads {
  /**
   * The frame runs and listens; the SDK's mount() resolves. `live` (the guest checkout) is false
   * when the platform runs in test mode; on a live platform a test key is refused (connectToParent).
   */
  ready: { live?: boolean };
  /** The frame document's height in CSS pixels; the host sizes the iframe to it. */
  resize: { height: number };
  status: { payment: MerchantPayment };
  success: { payment: MerchantPayment };
  failure: { payment: MerchantPayment; reason: PaymentFailureReason };
  expired: { payment: MerchantPayment };
  /** Guest checkout: the order exists (contact details given, the quote locked). */
  order_created: { order: CheckoutOrderSummary };
  /** Guest checkout: the payment is authorized (card, or a bank pre-authorisation); not yet paid. */
  payment_authorized: { order: CheckoutOrderSummary };
  /** Guest checkout: the coins were sent; txid is the chain transaction. */
  order_completed: { order: CheckoutOrderSummary; txid: string };
  /** Guest checkout: the order failed; code is the decline code of a declined card, when there is one. */
  order_failed: { order: CheckoutOrderSummary; reason: CheckoutFailureReason; code?: string };
  /** The customer asked to leave (e.g. the widget's close button). */
  close: Empty;
  /** Escape was pressed inside the frame (keys never reach the host page): a modal host closes. */
  escape: Empty;
  error: { code: FrameErrorCode; message: string };
}
export type FrameMessageType = keyof FrameMessagePayloads;
export const frameMessageTypes = [
  'ready',
  'resize',
  'status',
  'success',
  'failure',
  'expired',
  'order_created',
  'payment_authorized',
  'order_completed',
  'order_failed',
  'close',
  'escape',
  'error',
] as const satisfies readonly FrameMessageType[];

/** Messages a host page sends its frame: type → payload. */
export interface HostMessagePayloads {
  /** The host is closing the frame (its modal was dismissed). */
  close: Empty;
}
export type HostMessageType = keyof HostMessagePayloads;
export const hostMessageTypes = ['close'] as const satisfies readonly HostMessageType[];

export interface EmbedEnvelope<Type extends string = string, Payload = unknown> {
  source: typeof embedSource;
  version: typeof embedVersion;
  channel: string;
  type: Type;
  payload: Payload;
}

export type FrameMessage = {
  [Type in FrameMessageType]: EmbedEnvelope<Type, FrameMessagePayloads[Type]>;
}[FrameMessageType];
export type HostMessage = {
  [Type in HostMessageType]: EmbedEnvelope<Type, HostMessagePayloads[Type]>;
}[HostMessageType];

/** A frame event as the frame's own code emits it: the type beside the payload's fields. */
export type FrameEvent = {
  [Type in Exclude<FrameMessageType, 'ready' | 'resize' | 'escape'>]: { type: Type } & FrameMessagePayloads[Type];
}[Exclude<FrameMessageType, 'ready' | 'resize' | 'escape'>];

/** 16 to 64 URL-safe characters; the SDK makes 32 random hex digits. */
export const channelPattern = /^[A-Za-z0-9_-]{16,64}$/;

export function createEnvelope<Type extends string, Payload>(
  channel: string,
  type: Type,
  payload: Payload,
): EmbedEnvelope<Type, Payload> {
  return { source: embedSource, version: embedVersion, channel, type, payload };
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The envelope when `data` is one for this channel with a payload object, else undefined. */
export function readEnvelope(
  data: unknown,
  channel: string,
): EmbedEnvelope<string, Record<string, unknown>> | undefined {
  if (!isRecord(data) || data['source'] !== embedSource || data['version'] !== embedVersion) return undefined;
  if (data['channel'] !== channel || typeof data['type'] !== 'string' || !isRecord(data['payload'])) return undefined;
  return { source: embedSource, version: embedVersion, channel, type: data['type'], payload: data['payload'] };
}

/** A host message for this channel of a known type, else undefined. */
export function readHostMessage(data: unknown, channel: string): HostMessage | undefined {
  const envelope = readEnvelope(data, channel);
  if (envelope === undefined || !(hostMessageTypes as readonly string[]).includes(envelope.type)) return undefined;
  return createEnvelope(channel, envelope.type as HostMessageType, {});
}
