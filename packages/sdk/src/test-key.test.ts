import { afterEach, describe, expect, it, vi } from 'vitest';
// A test only (never bundled): the frame side of the protocol, as the widget and checkout run it.
// eslint-disable-next-line @typescript-eslint/no-restricted-imports
import { connectToParent, type FrameWindow } from '@platform/core/embed';
import { mount } from './mount.js';
import { mountedFrame, platformOrigin, useFakePlatform } from './test-frames.js';
import type { EmbedEvent, MountOptions } from './types.js';

// The test-key refusal end to end: the SDK says in the frame URL's hash that its key is a test key,
// core's connectToParent (the frame) refuses it on a live platform unless the page is local, and
// the SDK rejects the mount with the frame's message.
useFakePlatform();
afterEach(() => vi.unstubAllGlobals());

const testKey = 'pk_test_abcdefghijkl';
const checkout: MountOptions = {
  kind: 'checkout',
  merchantId: 'mer_123',
  transactionId: 'pay_456',
  origin: platformOrigin,
  mode: 'modal',
};

/** Serves the page from `origin` (the SDK puts location.origin in the hash as the parent origin). */
function pageAt(origin: string) {
  vi.stubGlobal('location', { ...window.location, origin, hostname: new URL(origin).hostname });
}

/**
 * Runs core's frame side in the mounted iframe's place: it reads the iframe URL's hash and posts
 * to this page as the platform frame would (its origin, its window).
 */
function runFrame(ready: { live?: boolean }) {
  const frame = mountedFrame();
  const posted: string[] = [];
  const frameWindow = {
    parent: {
      postMessage(data: unknown, targetOrigin: string) {
        posted.push(targetOrigin);
        window.dispatchEvent(
          new MessageEvent('message', { data, origin: platformOrigin, source: frame.contentWindow }),
        );
      },
    },
    location: { hash: new URL(frame.src).hash },
    document: { documentElement: { getBoundingClientRect: () => ({ height: 0 }) } },
    addEventListener() {},
    removeEventListener() {},
  };
  connectToParent({ window: frameWindow as unknown as FrameWindow, ready });
  return posted;
}

describe('a test key', () => {
  it('is refused on a live platform from a page that is not local: mount() rejects with the message', async () => {
    pageAt('https://shop.example.test');
    const mounting = mount({ ...checkout, publishableKey: testKey });
    expect(new URL(mountedFrame().src).hash).toContain('&test_key=1');
    expect(runFrame({ live: true })).toEqual(['https://shop.example.test']);
    await expect(mounting).rejects.toMatchObject({
      code: 'invalid_options',
      message: 'WLPay: a test key (pk_test_…) cannot take live payments: use your pk_live_… key here.',
    });
    expect(document.querySelector('wlpay-embed')).toBeNull();
  });

  it.each([
    ['on a test-mode platform', 'https://shop.example.test', testKey, false],
    ['from localhost', 'http://localhost:5173', testKey, true],
    ['from 127.0.0.1', 'http://127.0.0.1:8080', testKey, true],
    ['from a *.localhost name', 'http://shop.localhost:3000', testKey, true],
    ['(a live key)', 'https://shop.example.test', 'pk_live_abcdefghijkl', true],
  ])('mounts %s', async (_name, origin, publishableKey, live) => {
    pageAt(origin);
    const events: EmbedEvent[] = [];
    const mounting = mount({ ...checkout, publishableKey, onEvent: (event) => events.push(event) });
    runFrame({ live });
    (await mounting).destroy();
    expect(events).toEqual([{ type: 'ready', live }]);
  });
});
