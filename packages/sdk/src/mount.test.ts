import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MountError } from './errors.js';
import { blockedAfterLoadMs, mount, readyTimeoutMs } from './mount.js';
import {
  channelOf,
  mountedFrame,
  platform,
  platformOrigin,
  postFromFrame,
  trackLeftovers,
  useFakePlatform,
} from './test-frames.js';
import type { EmbedEvent, MountOptions } from './types.js';

useFakePlatform();

const payment = { transaction_id: 'pay_456', amount: '25.00', amount_paid: '0', amount_due: '0.0004' };
const events: EmbedEvent[] = [];
const base = {
  kind: 'widget',
  merchantId: 'mer_123',
  transactionId: 'pay_456',
  origin: platformOrigin,
  onEvent: (event: EmbedEvent) => void events.push(event),
} as const;
const modal: MountOptions = { ...base, mode: 'modal' };

let leftovers: ReturnType<typeof trackLeftovers>;

beforeEach(() => {
  events.length = 0;
  vi.stubGlobal('reportError', vi.fn());
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  leftovers = trackLeftovers();
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

/** Resolves when the mounted iframe has loaded its (fake) page. */
const frameLoaded = () => new Promise((resolve) => mountedFrame().addEventListener('load', resolve, { once: true }));
const settled = async (promise: Promise<unknown>) => {
  const outcome = await Promise.race([
    promise.then(
      () => 'resolved',
      () => 'rejected',
    ),
    Promise.resolve('pending'),
  ]);
  return outcome;
};

describe('mount', () => {
  it('loads the frame URL and resolves with a handle only when the frame says ready', async () => {
    const mounting = mount(modal);
    await frameLoaded();
    expect(platform.requested).toEqual([
      expect.stringMatching(
        /^https:\/\/pay\.example\.test\/widget\/\?merchant_id=mer_123&transaction_id=pay_456#channel=/,
      ),
    ]);
    expect(await settled(mounting)).toBe('pending');
    postFromFrame('ready');
    const handle = await mounting;
    expect(typeof handle.destroy).toBe('function');
    expect(events).toEqual([{ type: 'ready' }]);
  });

  it('ignores messages from another origin, another window or another channel', async () => {
    const mounting = mount(modal);
    postFromFrame('ready', {}, { origin: 'https://evil.example' });
    postFromFrame('ready', {}, { origin: `${platformOrigin}.evil.example` });
    postFromFrame('ready', {}, { source: window });
    postFromFrame('ready', {}, { channel: `${channelOf(mountedFrame())}0` });
    postFromFrame('success', { payment }, { source: window });
    expect(await settled(mounting)).toBe('pending');
    expect(events).toEqual([]);
    postFromFrame('ready');
    await mounting;
    expect(events).toEqual([{ type: 'ready' }]);
  });

  it('sizes the iframe to the frame content and delivers typed events to onEvent and on()', async () => {
    const mounting = mount({ ...base, mode: 'inline', container: document.body });
    postFromFrame('ready');
    const handle = await mounting;
    const successes: unknown[] = [];
    const stop = handle.on('success', (event) => successes.push(event.payment.transaction_id));
    const failures: unknown[] = [];
    const onFailure = (event: { reason: string }) => failures.push(event.reason);
    handle.on('failure', onFailure);
    postFromFrame('resize', { height: 512 });
    expect(mountedFrame().style.height).toBe('512px');
    postFromFrame('status', { payment });
    postFromFrame('success', { payment });
    postFromFrame('failure', { payment, reason: 'paid_partial' });
    stop();
    handle.off('failure', onFailure);
    postFromFrame('success', { payment });
    postFromFrame('failure', { payment, reason: 'expired' });
    postFromFrame('error', { code: 'unavailable', message: 'Rates are unavailable' });
    expect(successes).toEqual(['pay_456']);
    expect(failures).toEqual(['paid_partial']);
    expect(events.map((event) => event.type)).toEqual([
      'ready',
      'resize',
      'status',
      'success',
      'failure',
      'success',
      'failure',
      'error',
    ]);
    expect(events[7]).toEqual({ type: 'error', code: 'unavailable', message: 'Rates are unavailable' });
  });

  it("keeps delivering when a merchant's listener throws, and reports the error", async () => {
    const mounting = mount(modal);
    postFromFrame('ready');
    const handle = await mounting;
    const seen: string[] = [];
    handle.on('status', () => {
      throw new Error('merchant bug');
    });
    handle.on('status', () => seen.push('second listener'));
    postFromFrame('status', { payment });
    expect(seen).toEqual(['second listener']);
    expect(reportError).toHaveBeenCalledWith(new Error('merchant bug'));
  });

  it('rejects with invalid_options and the message when the frame refuses a test key, leaving nothing', async () => {
    const mounting = mount({ ...modal, kind: 'checkout', publishableKey: 'pk_test_abcdefghijkl' });
    await frameLoaded();
    const message = 'a test key (pk_test_…) cannot take live payments: use your pk_live_… key here.';
    postFromFrame('error', { code: 'test_key_refused', message });
    await expect(mounting).rejects.toMatchObject({ code: 'invalid_options', message: `WLPay: ${message}` });
    expect(events).toEqual([]); // a refusal, not an event
    expect(document.querySelector('wlpay-embed')).toBeNull();
    expect(leftovers.listeners.size + leftovers.timers.size).toBe(0);
  });

  it('delivers the checkout events with their order', async () => {
    const mounting = mount({ ...modal, kind: 'checkout' });
    postFromFrame('ready', { live: false });
    const handle = await mounting;
    const order = {
      id: 'chk_1',
      fiat_currency: 'EUR',
      fiat_amount: '25000',
      crypto_currency: 'BTC',
      crypto_amount: '41000',
    };
    const txids: string[] = [];
    handle.on('order_completed', (event) => txids.push(event.txid));
    postFromFrame('order_created', { order });
    postFromFrame('payment_authorized', { order });
    postFromFrame('order_completed', { order, txid: 'abc123' });
    postFromFrame('order_failed', { order, reason: 'declined', code: 'insufficient_funds' });
    expect(txids).toEqual(['abc123']);
    expect(events.map((event) => event.type)).toEqual([
      'ready',
      'order_created',
      'payment_authorized',
      'order_completed',
      'order_failed',
    ]);
    handle.destroy();
  });

  it('destroy removes every node, listener and timer and restores the body', async () => {
    document.body.style.overflow = 'auto';
    const bodyBefore = document.body.outerHTML;
    const headBefore = document.head.outerHTML;
    const mounting = mount(modal);
    await frameLoaded();
    expect(leftovers.timers.size).toBe(2); // the 10 s deadline and the frame_blocked check
    postFromFrame('ready');
    const handle = await mounting;
    expect(document.body.style.overflow).toBe('hidden');
    expect(leftovers.timers.size).toBe(0);
    // message on window, keydown on document (the iframe's load is its onload; the close button is the frame's)
    expect(leftovers.listeners.size).toBe(2);
    handle.destroy();
    handle.destroy();
    expect(document.body.outerHTML).toBe(bodyBefore);
    expect(document.head.outerHTML).toBe(headBefore);
    expect(leftovers.listeners).toEqual(new Set());
    expect(leftovers.timers).toEqual(new Set());
  });

  it('rejects with timeout after 10 s when the frame never loads, leaving nothing behind', async () => {
    platform.answers = false;
    const mounting = mount(modal);
    const outcome = mounting.catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(readyTimeoutMs - 1);
    expect(await settled(mounting)).toBe('pending');
    await vi.advanceTimersByTimeAsync(1);
    const error = (await outcome) as MountError;
    expect(error).toBeInstanceOf(MountError);
    expect(error.code).toBe('timeout');
    expect(error.message).toContain(`allow frame-src ${platformOrigin}`);
    expect(document.querySelector('wlpay-embed')).toBeNull();
    expect(leftovers.listeners).toEqual(new Set());
    expect(leftovers.timers).toEqual(new Set());
  });

  it('rejects with frame_blocked when the frame loaded but stays silent, and a retry works', async () => {
    const mounting = mount(modal);
    const outcome = mounting.catch((error: unknown) => error);
    await frameLoaded();
    await vi.advanceTimersByTimeAsync(blockedAfterLoadMs);
    expect(((await outcome) as MountError).code).toBe('frame_blocked');
    expect(document.querySelector('wlpay-embed')).toBeNull();
    expect(leftovers.listeners).toEqual(new Set());
    expect(leftovers.timers).toEqual(new Set());

    const retry = mount(modal);
    postFromFrame('ready');
    await expect(retry).resolves.toMatchObject({ destroy: expect.any(Function) });
  });

  it('rejects invalid options with a MountError that says how to fix them, adding nothing', async () => {
    const mounting = mount({ ...modal, kind: 'invoice' } as unknown as MountOptions);
    await expect(mounting).rejects.toMatchObject({
      code: 'invalid_options',
      message: expect.stringContaining('kind must be'),
    });
    expect(document.body.childNodes).toHaveLength(0);
    expect(leftovers.listeners).toEqual(new Set());
    expect(leftovers.timers).toEqual(new Set());
  });

  it('a modal closed by the customer before ready emits close and rejects with closed', async () => {
    const mounting = mount(modal);
    postFromFrame('escape'); // the frame's close button (core's drawModalChrome) or Escape in the frame
    await expect(mounting).rejects.toMatchObject({ code: 'closed' });
    expect(events).toEqual([{ type: 'close', by: 'user' }]);
    expect(document.querySelector('wlpay-embed')).toBeNull();
    expect(events).toEqual([{ type: 'close', by: 'user' }]);
    expect(document.querySelector('wlpay-embed')).toBeNull();
  });

  it('Escape inside a modal frame closes it; inline it means nothing', async () => {
    const inline = mount({ ...base, mode: 'inline', container: document.body });
    postFromFrame('ready');
    await inline;
    postFromFrame('escape');
    expect(document.querySelector('wlpay-embed')).not.toBeNull();
    expect(events).toEqual([{ type: 'ready' }]);
    document.body.replaceChildren();

    events.length = 0;
    const mounting = mount(modal);
    postFromFrame('ready');
    await mounting;
    postFromFrame('escape');
    expect(events).toEqual([{ type: 'ready' }, { type: 'close', by: 'user' }]);
    expect(document.querySelector('wlpay-embed')).toBeNull();
  });

  it('a close from the frame removes a modal and only reports it inline', async () => {
    const mounting = mount(modal);
    postFromFrame('ready');
    await mounting;
    postFromFrame('close');
    expect(document.querySelector('wlpay-embed')).toBeNull();

    const inline = mount({ ...base, mode: 'inline', container: document.body });
    postFromFrame('ready');
    await inline;
    postFromFrame('close');
    expect(document.querySelector('wlpay-embed')).not.toBeNull();
    expect(events.filter((event) => event.type === 'close')).toEqual([
      { type: 'close', by: 'frame' },
      { type: 'close', by: 'frame' },
    ]);
  });
});
