import { Window } from 'happy-dom';
import { describe, expect, it } from 'vitest';
import type { MerchantPayment } from '../schemas/merchant-payment.js';
import { connectToParent, type FrameWindow } from './connect-to-parent.js';
import { createEnvelope, type FrameEvent } from './protocol.js';

const channel = '0123456789abcdef0123456789abcdef';
const parentOrigin = 'https://shop.example';
const hash = `#channel=${channel}&parent_origin=${encodeURIComponent(parentOrigin)}`;

// Core compiles without DOM types, so the browser events come from a happy-dom window of their own.
const dom = new Window();

/** A frame window around happy-dom events, with a parent that records what it is sent. */
function fakeFrame(options: { hash?: string; framed?: boolean } = {}) {
  const target = new dom.EventTarget();
  const posted: { message: unknown; targetOrigin: string }[] = [];
  const parent = {
    postMessage: (message: unknown, targetOrigin: string) => void posted.push({ message, targetOrigin }),
  };
  const observer = { callback: undefined as (() => void) | undefined, observed: 0, disconnected: false };
  const page = { height: 0, listeners: 0 };
  class FakeResizeObserver {
    constructor(callback: () => void) {
      observer.callback = callback;
    }
    observe() {
      observer.observed += 1;
    }
    disconnect() {
      observer.disconnected = true;
    }
  }
  const frameWindow: Omit<FrameWindow, 'parent'> & { parent: unknown } = {
    parent,
    location: { hash: options.hash ?? hash },
    document: { documentElement: { getBoundingClientRect: () => ({ height: page.height }) } },
    ResizeObserver: FakeResizeObserver,
    addEventListener: (type: string, listener: (event: never) => void) => {
      page.listeners += 1;
      target.addEventListener(type, listener as never);
    },
    removeEventListener: (type: string, listener: (event: never) => void) => {
      page.listeners -= 1;
      target.removeEventListener(type, listener as never);
    },
  };
  if (options.framed === false) frameWindow.parent = frameWindow;
  const message = (data: unknown, init: { origin?: string; source?: unknown } = {}) =>
    target.dispatchEvent(
      new dom.MessageEvent('message', {
        data,
        origin: init.origin ?? parentOrigin,
        source: (init.source ?? parent) as never,
      }),
    );
  const key = (key: string, prevented = false) => {
    const event = new dom.KeyboardEvent('keydown', { key, cancelable: true });
    if (prevented) event.preventDefault();
    target.dispatchEvent(event);
  };
  const types = () => posted.map((entry) => (entry.message as { type: string }).type);
  return { frameWindow: frameWindow as unknown as FrameWindow, posted, observer, page, message, key, types };
}

const payment = { transaction_id: 'pay_1', amount: '12.50', amount_due: '0.001' } as MerchantPayment;

describe('connectToParent', () => {
  it('does nothing when the page is not framed', () => {
    const frame = fakeFrame({ framed: false });
    expect(connectToParent({ window: frame.frameWindow })).toBeUndefined();
    expect(frame.posted).toEqual([]);
    expect(frame.page.listeners).toBe(0);
  });

  it.each([
    ['no hash', ''],
    ['no parent origin', `#channel=${channel}`],
    ['a wildcard parent origin', `#channel=${channel}&parent_origin=*`],
  ])('does nothing with %s', (_name, badHash) => {
    const frame = fakeFrame({ hash: badHash });
    expect(connectToParent({ window: frame.frameWindow })).toBeUndefined();
    expect(frame.posted).toEqual([]);
    expect(frame.page.listeners).toBe(0);
  });

  it('posts ready to the exact parent origin in an envelope carrying the channel', () => {
    const frame = fakeFrame();
    const connection = connectToParent({ window: frame.frameWindow });
    expect(connection?.channel).toBe(channel);
    expect(frame.posted).toEqual([{ message: createEnvelope(channel, 'ready', {}), targetOrigin: parentOrigin }]);
  });

  it('refuses a test key on a live platform from a page not on localhost: an error instead of ready, then silence', () => {
    const testKeyHash = (origin: string) =>
      `#channel=${channel}&parent_origin=${encodeURIComponent(origin)}&test_key=1`;
    const frame = fakeFrame({ hash: testKeyHash(parentOrigin) });
    expect(connectToParent({ window: frame.frameWindow, ready: { live: true } })).toBeUndefined();
    expect(frame.posted).toEqual([
      {
        message: createEnvelope(channel, 'error', {
          code: 'test_key_refused',
          message: 'a test key (pk_test_…) cannot take live payments: use your pk_live_… key here.',
        }),
        targetOrigin: parentOrigin,
      },
    ]);
    expect(frame.page.listeners).toBe(0);
    expect(frame.observer.observed).toBe(0);

    // A test-mode platform, a platform that does not say (the widget), a localhost page, or a live key: ready.
    const connects = (hash: string, live?: boolean) => {
      const allowed = fakeFrame({ hash });
      connectToParent({ window: allowed.frameWindow, ready: live === undefined ? {} : { live } });
      return allowed.types();
    };
    expect(connects(testKeyHash(parentOrigin), false)).toEqual(['ready']);
    expect(connects(testKeyHash(parentOrigin))).toEqual(['ready']);
    expect(connects(testKeyHash('http://localhost:5173'), true)).toEqual(['ready']);
    expect(connects(testKeyHash('http://127.0.0.1:4173'), true)).toEqual(['ready']);
    expect(connects(hash, true)).toEqual(['ready']);
  });

  it('posts the document height when it changes, never 0 and never twice the same', () => {
    const frame = fakeFrame();
    connectToParent({ window: frame.frameWindow });
    expect(frame.observer.observed).toBe(1);
    frame.observer.callback?.();
    frame.page.height = 311.2;
    frame.observer.callback?.();
    frame.observer.callback?.();
    frame.page.height = 280;
    frame.observer.callback?.();
    expect(frame.posted.slice(1).map((entry) => entry.message)).toEqual([
      createEnvelope(channel, 'resize', { height: 312 }),
      createEnvelope(channel, 'resize', { height: 280 }),
    ]);
  });

  it('measures once when the browser has no ResizeObserver', () => {
    const frame = fakeFrame();
    frame.page.height = 200;
    connectToParent({ window: { ...frame.frameWindow, ResizeObserver: undefined } as FrameWindow });
    expect(frame.types()).toEqual(['ready', 'resize']);
  });

  it('forwards the frame events with their fields as the payload', () => {
    const frame = fakeFrame();
    let forward: ((event: FrameEvent) => void) | undefined;
    connectToParent({
      window: frame.frameWindow,
      events: (listener) => {
        forward = listener;
        return () => (forward = undefined);
      },
    });
    forward?.({ type: 'status', payment });
    forward?.({ type: 'failure', payment, reason: 'paid_partial' });
    forward?.({ type: 'close' });
    expect(frame.posted.slice(1)).toEqual([
      { message: createEnvelope(channel, 'status', { payment }), targetOrigin: parentOrigin },
      { message: createEnvelope(channel, 'failure', { payment, reason: 'paid_partial' }), targetOrigin: parentOrigin },
      { message: createEnvelope(channel, 'close', {}), targetOrigin: parentOrigin },
    ]);
  });

  it('tells the parent about Escape unless the page handled it', () => {
    const frame = fakeFrame();
    connectToParent({ window: frame.frameWindow });
    frame.key('Enter');
    frame.key('Escape', true);
    frame.key('Escape');
    expect(frame.types()).toEqual(['ready', 'escape']);
  });

  it('accepts host messages only from the parent window, the exact parent origin and this channel', () => {
    const frame = fakeFrame();
    const connection = connectToParent({ window: frame.frameWindow });
    const received: unknown[] = [];
    connection?.onHostMessage((message) => received.push(message));
    const close = createEnvelope(channel, 'close', {});
    frame.message(close, { source: { postMessage() {} } });
    frame.message(close, { origin: 'https://shop.example.evil.test' });
    frame.message(close, { origin: 'https://shop.example:444' });
    frame.message(createEnvelope('fedcba9876543210fedcba9876543210', 'close', {}));
    frame.message(createEnvelope(channel, 'navigate', {}));
    expect(received).toEqual([]);
    frame.message(close);
    expect(received).toEqual([close]);
  });

  it('disconnect removes its listeners, the observer and the event subscription', () => {
    const frame = fakeFrame();
    let forward: ((event: FrameEvent) => void) | undefined;
    const connection = connectToParent({
      window: frame.frameWindow,
      events: (listener) => {
        forward = listener;
        return () => (forward = undefined);
      },
    });
    const received: unknown[] = [];
    connection?.onHostMessage((message) => received.push(message));
    expect(frame.page.listeners).toBe(2);
    connection?.disconnect();
    expect(frame.page.listeners).toBe(0);
    expect(frame.observer.disconnected).toBe(true);
    expect(forward).toBeUndefined();
    frame.message(createEnvelope(channel, 'close', {}));
    frame.key('Escape');
    expect(received).toEqual([]);
    expect(frame.types()).toEqual(['ready']);
  });
});
