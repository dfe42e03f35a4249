import type { EmbedEvent } from './types.js';

/** An event for the merchant, Escape pressed in the frame, or the frame refusing a test key. */
export type FrameMessage =
  EmbedEvent | { type: 'escape' } | { type: 'error'; code: 'test_key_refused'; message: string };

type Fields = Record<string, unknown>;
const isFields = (value: unknown): value is Fields => typeof value === 'object' && value !== null;

const isText = (value: unknown): value is string => typeof value === 'string' && value !== '' && value.length <= 200;
const matches = (pattern: RegExp, value: unknown) => typeof value === 'string' && pattern.test(value);
const digits = /^\d{1,38}$/;
const currency = /^[A-Z]{2,12}$/;
const failureReasons = ['declined', 'cancelled', 'expired', 'failed'];

/** A checkout order of core's checkoutOrderSummarySchema (its test checks both agree). */
function isCheckoutOrder(order: unknown): boolean {
  if (!isFields(order)) return false;
  const { id, fiat_currency, fiat_amount, crypto_currency, crypto_amount } = order;
  return (
    isText(id) &&
    matches(currency, fiat_currency) &&
    matches(currency, crypto_currency) &&
    matches(digits, fiat_amount) &&
    matches(digits, crypto_amount)
  );
}

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
  if (data['source'] !== 'wlpay' || data['version'] !== 1 || data['channel'] !== channel || !isFields(payload)) return;
  const { payment, height, reason, code, message, order, txid, live } = payload;
  const isPayment = isFields(payment) && typeof payment['transaction_id'] === 'string';
  const isOrder = isCheckoutOrder(order);
  const known =
    (type === 'ready' && (live === undefined || typeof live === 'boolean')) ||
    type === 'escape' ||
    type === 'close' ||
    (type === 'resize' && typeof height === 'number' && height > 0 && height < 1e5) ||
    (isPayment && (type === 'status' || type === 'success' || type === 'expired')) ||
    (isPayment && type === 'failure' && typeof reason === 'string') ||
    (type === 'error' && typeof code === 'string' && typeof message === 'string') ||
    (isOrder && (type === 'order_created' || type === 'payment_authorized')) ||
    (isOrder && type === 'order_completed' && isText(txid)) ||
    (isOrder &&
      type === 'order_failed' &&
      failureReasons.includes(reason as string) &&
      (code === undefined || isText(code)));
  if (!known) return;
  // The payload's fields beside the type, as core's connectToParent forwards a frame event.
  return (type === 'close' ? { type, by: 'frame' } : { ...payload, type }) as FrameMessage;
}
