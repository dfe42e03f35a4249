import { describe, expect, it } from 'vitest';
// A test only (never bundled): it runs core's zod check of the checkout events beside the SDK's own.
// eslint-disable-next-line @typescript-eslint/no-restricted-imports
import { parseCheckoutEventPayload, type CheckoutEventType } from '@platform/core/embed';
import { readFrameMessage } from './frame-messages.js';

const origin = 'https://pay.example.test';
const channel = '1_2_3_4567890123456';
const frameWindow = { name: 'frame' } as unknown as Window;
const payment = { transaction_id: 'pay_1', amount: '10.00', amount_due: '0.0002' };

function read(
  type: unknown,
  payload: unknown,
  init: { origin?: string; source?: unknown; channel?: unknown; data?: unknown } = {},
) {
  const data =
    'data' in init ? init.data : { source: 'wlpay', version: 1, channel: init.channel ?? channel, type, payload };
  const event = new MessageEvent('message', {
    data,
    origin: init.origin ?? origin,
    source: ('source' in init ? init.source : frameWindow) as MessageEventSource | null,
  });
  return readFrameMessage(event, origin, frameWindow, channel);
}

describe('readFrameMessage', () => {
  it.each([
    ['ready', {}, { type: 'ready' }],
    ['resize', { height: 420 }, { type: 'resize', height: 420 }],
    ['status', { payment }, { type: 'status', payment }],
    ['success', { payment }, { type: 'success', payment }],
    ['expired', { payment }, { type: 'expired', payment }],
    ['failure', { payment, reason: 'paid_partial' }, { type: 'failure', payment, reason: 'paid_partial' }],
    ['close', {}, { type: 'close', by: 'frame' }],
    ['escape', {}, { type: 'escape' }],
    [
      'error',
      { code: 'unavailable', message: 'Try later' },
      { type: 'error', code: 'unavailable', message: 'Try later' },
    ],
  ])('reads %s from the frame', (type, payload, event) => {
    expect(read(type, payload)).toEqual(event);
  });

  it('ignores a frame claiming close came from the customer', () => {
    expect(read('close', { by: 'user' })).toEqual({ type: 'close', by: 'frame' });
  });

  it.each([
    ['another origin', { origin: 'https://evil.example' }],
    ['an origin that only starts with the platform origin', { origin: 'https://pay.example.test.evil.example' }],
    ['another port', { origin: 'https://pay.example.test:444' }],
    ['http instead of https', { origin: 'http://pay.example.test' }],
    ['another window', { source: window }],
    ['no window', { source: null }],
    ['another channel', { channel: '9_9_9_9999999999999' }],
  ])('ignores a message from %s', (_name, init) => {
    expect(read('success', { payment }, init)).toBeUndefined();
  });

  it.each([
    ['a string', 'wlpay'],
    ['null', null],
    ['another source', { source: 'other', version: 1, channel, type: 'ready', payload: {} }],
    ['another version', { source: 'wlpay', version: 2, channel, type: 'ready', payload: {} }],
    ['no payload', { source: 'wlpay', version: 1, channel, type: 'ready' }],
  ])('ignores %s as data', (_name, data) => {
    expect(read('', undefined, { data })).toBeUndefined();
  });

  it.each([
    ['an unknown type', 'navigate', { to: 'https://evil.example' }],
    ["a type of Object's prototype", 'constructor', {}],
    ['a type that is no string', ['ready'], {}],
    ['a negative height', 'resize', { height: -1 }],
    ['an absurd height', 'resize', { height: 1e9 }],
    ['a height that is no number', 'resize', { height: '300px' }],
    ['a status without a payment', 'status', {}],
    ['a payment without an id', 'success', { payment: { amount: '1' } }],
    ['a failure without a reason', 'failure', { payment }],
    ['an error without a message', 'error', { code: 'internal' }],
  ])('ignores %s', (_name, type, payload) => {
    expect(read(type, payload)).toBeUndefined();
  });
});

const order = {
  id: 'chk_1',
  fiat_currency: 'EUR',
  fiat_amount: '25000',
  crypto_currency: 'BTC',
  crypto_amount: '41000',
};

describe('checkout events', () => {
  it.each([
    ['ready', { live: true }, { type: 'ready', live: true }],
    ['order_created', { order }, { type: 'order_created', order }],
    ['payment_authorized', { order }, { type: 'payment_authorized', order }],
    ['order_completed', { order, txid: 'ab12' }, { type: 'order_completed', order, txid: 'ab12' }],
    [
      'order_failed',
      { order, reason: 'declined', code: 'card_declined' },
      { type: 'order_failed', order, reason: 'declined', code: 'card_declined' },
    ],
    ['order_failed', { order, reason: 'cancelled' }, { type: 'order_failed', order, reason: 'cancelled' }],
  ])('reads %s from the checkout frame', (type, payload, event) => {
    expect(read(type, payload)).toEqual(event);
  });

  // The checkout frame checks what it sends with core's zod schemas; the SDK checks by hand (its
  // byte budget has no room for zod). Both must say the same about every message.
  const samples: [CheckoutEventType, unknown][] = [
    ['ready', {}],
    ['ready', { live: false }],
    ['ready', { live: 'yes' }],
    ['order_created', { order }],
    ['order_created', {}],
    ['order_created', { order: { ...order, fiat_amount: '250.00' } }],
    ['order_created', { order: { ...order, fiat_amount: 25000 } }],
    ['order_created', { order: { ...order, fiat_currency: 'eur' } }],
    ['order_created', { order: { ...order, crypto_currency: ['BTC'] } }],
    ['order_created', { order: { ...order, id: '' } }],
    ['order_created', { order: { ...order, crypto_amount: '-1' } }],
    ['payment_authorized', { order: { ...order, extra: 1 } }],
    ['payment_authorized', { order: null }],
    ['order_completed', { order, txid: 'f'.repeat(64) }],
    ['order_completed', { order }],
    ['order_completed', { order, txid: '' }],
    ['order_completed', { order, txid: 'f'.repeat(201) }],
    ['order_failed', { order, reason: 'declined' }],
    ['order_failed', { order, reason: 'stolen' }],
    ['order_failed', { order, reason: 'declined', code: '' }],
    ['order_failed', { order, reason: 'declined', code: 7 }],
    ['order_failed', { order }],
  ];
  it.each(samples)("agrees with core's zod schema on %s %j", (type, payload) => {
    const byZod = parseCheckoutEventPayload(type, payload) !== undefined;
    expect(read(type, payload) !== undefined).toBe(byZod);
  });
});
