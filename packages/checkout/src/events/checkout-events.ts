import { isCryptoCurrency, isFiatCurrency, type CheckoutTransactionData } from '@platform/core';
import type { CheckoutOrderSummary, FrameEvent, FrameMessagePayloads } from '@platform/core/embed';
import { baseUnitsOf } from '../stores/money.js';

/**
 * What the checkout tells its host page (the SDK's typed events): order created, payment
 * authorized, order completed with the txid, order failed, close and error. Each is checked by
 * core's zod schema before it leaves (a malformed event is a bug: it is logged and never posted);
 * main.tsx forwards them through connectToParent. Each order event is sent once per order.
 */
type CheckoutFrameEventType =
  'order_created' | 'payment_authorized' | 'order_completed' | 'order_failed' | 'close' | 'error';

const listeners = new Set<(event: FrameEvent) => void>();
const sent = new Set<string>();
/** Events from before the frame connected to its host (at most a few), delivered to the first listener. */
const early: FrameEvent[] = [];

export function onCheckoutEvent(listener: (event: FrameEvent) => void): () => void {
  if (listeners.size === 0) for (const event of early.splice(0)) listener(event);
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** Events leave in the order they were emitted, each after its check (the schemas load with zod, a chunk). */
let queue: Promise<void> = Promise.resolve();

export function emitCheckoutEvent<Type extends CheckoutFrameEventType>(
  type: Type,
  payload: FrameMessagePayloads[Type],
): void {
  queue = queue.then(async () => {
    const { parseCheckoutEventPayload } = await import('./event-schemas.js');
    deliver(type, parseCheckoutEventPayload(type, payload));
  });
}

/** Resolves once every event emitted so far went out (tests). */
export function checkoutEventsDelivered(): Promise<void> {
  return queue;
}

function deliver<Type extends CheckoutFrameEventType>(
  type: Type,
  checked: FrameMessagePayloads[Type] | undefined,
): void {
  if (checked === undefined) {
    console.error(`checkout: refused to post a malformed ${type} event`);
    return;
  }
  const order = (checked as { order?: CheckoutOrderSummary }).order;
  if (order !== undefined && type !== 'order_failed') {
    const key = `${type}:${order.id}`;
    if (sent.has(key)) return;
    sent.add(key);
  }
  const event = { type, ...checked } as FrameEvent;
  if (listeners.size === 0 && early.length < 20) early.push(event);
  for (const listener of [...listeners]) listener(event);
}

/** Test support: forget which order events went out. */
export function resetSentEvents(): void {
  sent.clear();
  early.length = 0;
}

/** The order as the events report it: amounts in base units (digit strings). */
export function orderSummaryOf(
  checkoutId: string,
  transaction: CheckoutTransactionData,
): CheckoutOrderSummary | undefined {
  const fiat = transaction.currency_1_iso.toUpperCase();
  const crypto = transaction.currency_2_iso.toUpperCase();
  if (!isFiatCurrency(fiat) || !isCryptoCurrency(crypto)) return undefined;
  const fiatAmount = baseUnitsOf(fiat, transaction.currency_1_amount);
  const cryptoAmount = baseUnitsOf(crypto, transaction.currency_2_amount);
  if (fiatAmount === undefined || cryptoAmount === undefined) return undefined;
  return {
    id: checkoutId,
    fiat_currency: fiat,
    fiat_amount: fiatAmount.toString(),
    crypto_currency: crypto,
    crypto_amount: cryptoAmount.toString(),
  };
}
