import { fits, isFields, matching, optional, type Fields, type Rules } from './rules.js';
import type { EmbedEvent } from './types.js';

/** An event for the merchant, Escape pressed in the frame, or the frame refusing a test key. */
export type FrameMessage =
  EmbedEvent | { type: 'escape' } | { type: 'error'; code: 'test_key_refused'; message: string };

const isString = matching(/^/);
const isText = matching(/^[^]{1,200}$/);
const digits = matching(/^\d{1,38}$/);
const currency = matching(/^[A-Z]{2,12}$/);
/** A checkout order of core's checkoutOrderSummarySchema (its test checks both agree). */
const orderRules = {
  id: isText,
  fiat_currency: currency,
  fiat_amount: digits,
  crypto_currency: currency,
  crypto_amount: digits,
};
const order: Rules = { order: (value) => fits(orderRules, value) };
const payment: Rules = { payment: (value) => fits({ transaction_id: isString }, value) };

/** The known message types and the rules of their payloads. */
const payloads: Record<string, Rules> = {
  ready: { live: optional((value) => typeof value === 'boolean') },
  resize: { height: (value) => typeof value === 'number' && value > 0 && value < 1e5 },
  status: payment,
  success: payment,
  expired: payment,
  failure: { ...payment, reason: isString },
  error: { code: isString, message: isString },
  order_created: order,
  payment_authorized: order,
  order_completed: { ...order, txid: isText },
  order_failed: { ...order, reason: matching(/^(declined|cancelled|expired|failed)$/), code: optional(isText) },
  close: {},
  escape: {},
};

/**
 * The event in a message, only when it comes from the exact platform origin and the mount's own
 * iframe window, carries the mount's channel (the envelope of packages/core/src/embed/protocol.ts)
 * and is a known type with a well-formed payload; anything else is undefined and ignored. So other
 * frames, windows and scripts of the page cannot fake a payment event.
 */
export function readFrameMessage(
  event: MessageEvent,
  origin: string,
  source: Window | null,
  channel: string,
): FrameMessage | undefined {
  const data: unknown = event.data;
  if (event.origin !== origin || source === null || event.source !== source || !isFields(data)) return;
  const { type, payload } = data;
  if (data['source'] !== 'wlpay' || data['version'] !== 1 || data['channel'] !== channel) return;
  // Not ["ready"] (a key made a string) nor "constructor" (inherited).
  if (typeof type !== 'string' || !Object.hasOwn(payloads, type) || !fits(payloads[type] as Rules, payload)) return;
  // The payload's fields beside the type, as core's connectToParent forwards a frame event.
  return (type === 'close' ? { type, by: 'frame' } : { ...(payload as Fields), type }) as FrameMessage;
}
