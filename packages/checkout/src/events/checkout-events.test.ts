import { afterEach, describe, expect, it, vi } from 'vitest';
import type { FrameEvent } from '@platform/core/embed';
import {
  checkoutEventsDelivered,
  emitCheckoutEvent,
  onCheckoutEvent,
  orderSummaryOf,
  resetSentEvents,
} from './checkout-events.js';

const order = {
  id: 'chk_1',
  fiat_currency: 'EUR',
  fiat_amount: '25000',
  crypto_currency: 'BTC',
  crypto_amount: '410000',
};

afterEach(() => {
  resetSentEvents();
  vi.restoreAllMocks();
});

describe('checkout events to the host page', () => {
  it('checks each event with core zod schema: a malformed one is never posted', async () => {
    const seen: FrameEvent[] = [];
    const stop = onCheckoutEvent((event) => void seen.push(event));
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    emitCheckoutEvent('order_created', { order: { ...order, fiat_amount: '250.00' } });
    emitCheckoutEvent('order_completed', { order, txid: '' });
    emitCheckoutEvent('order_completed', { order, txid: 'f'.repeat(64) });
    await checkoutEventsDelivered();
    stop();
    expect(seen).toEqual([{ type: 'order_completed', order, txid: 'f'.repeat(64) }]);
    expect(logged).toHaveBeenCalledTimes(2);
  });

  it('sends each order event once per order (re-renders and polls repeat them), in the order emitted', async () => {
    const seen: string[] = [];
    const stop = onCheckoutEvent((event) => void seen.push(event.type));
    for (let round = 0; round < 3; round++) {
      emitCheckoutEvent('order_created', { order });
      emitCheckoutEvent('payment_authorized', { order });
    }
    emitCheckoutEvent('order_failed', { order, reason: 'declined', code: 'generic_decline' });
    emitCheckoutEvent('order_failed', { order, reason: 'declined', code: 'insufficient_funds' });
    await checkoutEventsDelivered();
    stop();
    expect(seen).toEqual(['order_created', 'payment_authorized', 'order_failed', 'order_failed']);
  });

  it('keeps the events from before the frame connected for its first listener', async () => {
    emitCheckoutEvent('error', { code: 'session_expired', message: 'The checkout session ended; start again.' });
    await checkoutEventsDelivered();
    const seen: FrameEvent[] = [];
    const stop = onCheckoutEvent((event) => void seen.push(event));
    stop();
    expect(seen.map((event) => event.type)).toEqual(['error']);
  });

  it('reports amounts in integer base units from the transaction data decimals', () => {
    expect(
      orderSummaryOf('chk_1', {
        merchant_id: 'mer_1',
        payment_method: 'Credit Card',
        currency_1_amount: '250.00',
        currency_1_iso: 'EUR',
        currency_1_fee: '0.00',
        currency_2_amount: '0.0041',
        currency_2_iso: 'btc',
        currency_2_address: 'bc1q…',
        payment_status: undefined,
      }),
    ).toEqual(order);
  });
});
