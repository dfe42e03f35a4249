import { MountError } from './errors.js';
import { createFrameHost } from './frame-host.js';
import { readFrameMessage } from './frame-messages.js';
import { frameUrl, newChannelId } from './frame-url.js';
import { readOptions } from './options.js';
import type { EmbedEvent, EmbedEventType, EmbedHandle, MountErrorCode, MountOptions } from './types.js';

/** mount() settles within this: ready, or an error. */
export const readyTimeoutMs = 10_000;
/**
 * The frame posts `ready` from its entry script, which runs before its `load` event; a frame that
 * loaded and stays silent this long is an error page (CSP frame-src, X-Frame-Options, a blocker),
 * or the page has no origin to answer (a file: page), so the frame does not connect.
 */
export const blockedAfterLoadMs = 3_000;

/**
 * Mounts the payment widget or the guest checkout in a shadow-DOM iframe. Resolves with the handle
 * when the frame says `ready`; rejects with a MountError (`invalid_options`, `timeout`,
 * `frame_blocked`, `closed`) after removing everything it made, so calling it again is safe.
 */
export function mount(options: MountOptions): Promise<EmbedHandle> {
  // Checked here rather than in readOptions: the script tag (mountInBrowser) only runs in browsers.
  if (typeof document === 'undefined') {
    return Promise.reject(
      new MountError('invalid_options', 'mount() needs a browser: call it on the client, not on a server.'),
    );
  }
  return mountInBrowser(options);
}

export function mountInBrowser(options: MountOptions): Promise<EmbedHandle> {
  return new Promise((resolve, reject) => {
    const settings = readOptions(options);
    const { origin, mode } = settings;
    const channel = newChannelId();
    const listeners: [EmbedEventType, (event: never) => void][] = [];
    let destroyed = false;
    let blockedTimer: ReturnType<typeof setTimeout> | undefined;

    const emit = (event: EmbedEvent) => {
      for (const [type, listener] of [[event.type, settings.onEvent] as const, ...listeners]) {
        try {
          if (type === event.type) listener?.(event as never);
        } catch (error) {
          reportError(error); // a merchant's listener failing must not break the mount
        }
      }
    };
    const stopTimers = () => {
      clearTimeout(readyTimer);
      clearTimeout(blockedTimer);
      host.frame.onload = null; // once ready, a (re)load says nothing
    };
    const destroy = () => {
      if (destroyed) return;
      destroyed = true;
      stopTimers();
      window.removeEventListener('message', onMessage);
      host.remove();
      listeners.length = 0;
    };
    const fail = (code: MountErrorCode, message: string) => {
      destroy();
      reject(new MountError(code, message)); // no effect once resolved
    };
    const closeByUser = () => {
      emit({ type: 'close', by: 'user' });
      fail('closed', 'the customer closed it before ready.');
    };
    const onMessage = (event: MessageEvent) => {
      const message = readFrameMessage(event, origin, host.frame.contentWindow, channel);
      if (message === undefined) return;
      if (message.type === 'escape') {
        if (mode === 'modal') closeByUser();
        return;
      }
      // Instead of ready: a test key on a live platform (core's connectToParent).
      if (message.type === 'error' && message.code === 'test_key_refused') {
        fail('invalid_options', message.message);
        return;
      }
      if (message.type === 'resize') host.frame.style.height = `${message.height}px`; // CSSOM: a strict CSP allows it
      if (message.type === 'ready') {
        stopTimers();
        resolve(handle); // awaiting code runs after this handler, so onEvent still sees ready first
      }
      emit(message);
      if (message.type === 'close' && mode === 'modal') destroy();
    };
    const handle: EmbedHandle = {
      on(type, listener) {
        listeners.push([type, listener]);
        return () => handle.off(type, listener);
      },
      off(type, listener) {
        const index = listeners.findIndex((entry) => entry[0] === type && entry[1] === listener);
        if (index >= 0) listeners.splice(index, 1);
      },
      destroy,
    };

    // The frame cannot post before this task ends, so listening after inserting it misses nothing.
    const host = createFrameHost(settings, frameUrl(settings, channel, location.origin), closeByUser);
    window.addEventListener('message', onMessage);
    // A property, not a listener: it goes with the iframe.
    host.frame.onload = () => {
      clearTimeout(blockedTimer);
      blockedTimer = setTimeout(
        () =>
          fail(
            'frame_blocked',
            `the frame did not start: allow frame-src ${origin} in your CSP and serve this page over http(s).`,
          ),
        blockedAfterLoadMs,
      );
    };
    // Declared last, used by the handlers above: none of them can run before this task ends.
    const readyTimer = setTimeout(
      () => fail('timeout', `no answer in 10 s: check the origin and allow frame-src ${origin} in your CSP.`),
      readyTimeoutMs,
    );
  });
}
