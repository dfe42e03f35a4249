// Test support (never bundled: no entry imports it). happy-dom would fetch an iframe's page from the
// network; here every request answers with an empty page (so the iframe loads and fires `load`,
// like a real frame that has not said `ready` yet), or never answers when a test says so.
import { afterEach, beforeEach, vi } from 'vitest';

export const platformOrigin = 'https://pay.example.test';

interface HappyDomSettings {
  fetch: { interceptor: { beforeAsyncRequest(context: { request: Request }): Promise<Response | void> } | null };
}
const settings = () => (window as unknown as { happyDOM: { settings: HappyDomSettings } }).happyDOM.settings;

export const platform = { requested: [] as string[], answers: true };

export function useFakePlatform(): void {
  beforeEach(() => {
    platform.requested = [];
    platform.answers = true;
    settings().fetch.interceptor = {
      beforeAsyncRequest: ({ request }) => {
        platform.requested.push(request.url);
        if (!platform.answers) return new Promise(() => {});
        const page = '<!doctype html><html><body>frame</body></html>';
        return Promise.resolve(new Response(page, { headers: { 'content-type': 'text/html' } }));
      },
    };
  });
  afterEach(() => {
    settings().fetch.interceptor = null;
    document.body.replaceChildren();
    document.body.removeAttribute('style');
  });
}

/** The mounted iframe (inside the host's shadow root). */
export function mountedFrame(): HTMLIFrameElement {
  const frame = document.querySelector('wlpay-embed')?.shadowRoot?.querySelector('iframe');
  if (frame === null || frame === undefined) throw new Error('no mounted iframe');
  return frame;
}

/** The channel the SDK put in the iframe URL's hash. */
export function channelOf(frame: HTMLIFrameElement): string {
  return new URLSearchParams(new URL(frame.src).hash.slice(1)).get('channel') ?? '';
}

/** Posts an envelope to the page as the frame would (or, with overrides, as a spoofer would). */
export function postFromFrame(
  type: string,
  payload: Record<string, unknown> = {},
  overrides: { origin?: string; source?: unknown; channel?: string } = {},
): void {
  const frame = mountedFrame();
  const data = { source: 'wlpay', version: 1, channel: overrides.channel ?? channelOf(frame), type, payload };
  window.dispatchEvent(
    new MessageEvent('message', {
      data,
      origin: overrides.origin ?? platformOrigin,
      source: ('source' in overrides ? overrides.source : frame.contentWindow) as MessageEventSource | null,
    }),
  );
}

/** Called from SDK source (not a test, not this file): whose listener or timer it is. */
const fromSdk = () => /\/packages\/sdk\/src\/(?!test-frames)[\w-]+\.ts/.test(new Error().stack ?? '');

/**
 * Listeners and timers the SDK made and has not removed, cleared or run. Install it after
 * vi.useFakeTimers (which replaces setTimeout). happy-dom's own are left out on purpose.
 */
export function trackLeftovers(): { listeners: Set<string>; timers: Set<unknown> } {
  const listeners = new Set<string>();
  const timers = new Set<unknown>();
  const ids = new WeakMap<object, number>();
  let nextId = 0;
  const idOf = (object: object) => {
    if (!ids.has(object)) ids.set(object, nextId++);
    return ids.get(object);
  };
  const keyOf = (target: object, type: string, listener: unknown) =>
    `${idOf(target)} ${type} ${listener ? idOf(listener as object) : ''}`;
  const track = (target: EventTarget) => {
    const add = target.addEventListener;
    const remove = target.removeEventListener;
    vi.spyOn(target, 'addEventListener').mockImplementation(function (this: EventTarget, ...args) {
      if (fromSdk()) listeners.add(keyOf(this, args[0], args[1]));
      return add.apply(this, args);
    });
    vi.spyOn(target, 'removeEventListener').mockImplementation(function (this: EventTarget, ...args) {
      listeners.delete(keyOf(this, args[0], args[1]));
      return remove.apply(this, args);
    });
  };
  // Nodes inherit happy-dom's EventTarget; its window has methods of its own.
  const nodeEventTarget = Object.getPrototypeOf(Node.prototype) as EventTarget;
  track(nodeEventTarget);
  if (window.addEventListener !== nodeEventTarget.addEventListener) track(window);
  const setTimer = globalThis.setTimeout;
  const clearTimer = globalThis.clearTimeout;
  vi.spyOn(globalThis, 'setTimeout').mockImplementation(((handler: () => void, delay?: number) => {
    const id = setTimer(() => {
      timers.delete(id);
      handler();
    }, delay);
    if (fromSdk()) timers.add(id);
    return id;
  }) as typeof setTimeout);
  vi.spyOn(globalThis, 'clearTimeout').mockImplementation((id) => {
    timers.delete(id);
    clearTimer(id);
  });
  return { listeners, timers };
}
