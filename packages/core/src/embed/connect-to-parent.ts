import { isLocalOrigin, readFrameContext } from './frame-context.js';
import {
  createEnvelope,
  readHostMessage,
  type FrameEvent,
  type FrameMessagePayloads,
  type FrameMessageType,
  type HostMessage,
} from './protocol.js';

/** A message event as far as the frame reads it. */
export interface FrameMessageEvent {
  readonly data: unknown;
  readonly origin: string;
  readonly source: unknown;
}
/** A keydown event as far as the frame reads it. */
export interface FrameKeyEvent {
  readonly key: string;
  readonly defaultPrevented: boolean;
}
interface MeasuredElement {
  getBoundingClientRect(): { readonly height: number };
}

/** The parts of the frame's `window` used here (core has no DOM types; a browser window fits). */
export interface FrameWindow {
  readonly parent: { postMessage(message: unknown, targetOrigin: string): void } | null;
  readonly location: { readonly hash: string };
  readonly document: { readonly documentElement: MeasuredElement };
  readonly ResizeObserver?: new (callback: () => void) => {
    observe(target: MeasuredElement): void;
    disconnect(): void;
  };
  addEventListener(type: 'message', listener: (event: FrameMessageEvent) => void): void;
  addEventListener(type: 'keydown', listener: (event: FrameKeyEvent) => void): void;
  removeEventListener(type: 'message', listener: (event: FrameMessageEvent) => void): void;
  removeEventListener(type: 'keydown', listener: (event: FrameKeyEvent) => void): void;
}

export interface ConnectToParentOptions {
  window: FrameWindow;
  /** Subscribes to the frame's own events (e.g. the widget's `onWidgetEvent`); each is forwarded. */
  events?: (forward: (event: FrameEvent) => void) => () => void;
  /** What `ready` says (the guest checkout: whether the platform is live, which the test-key check needs). */
  ready?: FrameMessagePayloads['ready'];
}

/** The `test_key_refused` error's message; the SDK rejects mount() with it (its MountError adds "WLPay: "). */
export const testKeyRefusedMessage = 'a test key (pk_test_…) cannot take live payments: use your pk_live_… key here.';

export interface ParentConnection {
  readonly channel: string;
  readonly parentOrigin: string;
  send<Type extends FrameMessageType>(type: Type, payload: FrameMessagePayloads[Type]): void;
  /** Host messages that came from `window.parent`, from the exact parent origin, on this channel. */
  onHostMessage(listener: (message: HostMessage) => void): () => void;
  disconnect(): void;
}

/** Sends one message to the parent page, always with the exact parent origin as the target. */
export type SendToParent = <Type extends FrameMessageType>(type: Type, payload: FrameMessagePayloads[Type]) => void;

/**
 * Who framed this page, when it is framed and its URL hash names a channel and the parent's origin
 * (the SDK's mount does both), with the function that posts to it; undefined otherwise.
 */
export function framedBy(frameWindow: Pick<FrameWindow, 'parent' | 'location'>) {
  const parent = frameWindow.parent;
  if (parent === null || (parent as unknown) === frameWindow) return undefined;
  const context = readFrameContext(frameWindow.location.hash);
  if (context === undefined) return undefined;
  const send: SendToParent = (type, payload) => {
    parent.postMessage(createEnvelope(context.channel, type, payload), context.parentOrigin);
  };
  return { parent, context, send };
}

/**
 * The frame side of the embed protocol (widget and guest checkout iframes). When the page is framed
 * and its URL hash names a channel and the parent's origin (the SDK's mount does both), it posts
 * `ready`, then `resize` whenever the document's height changes, forwards the frame's events and
 * `escape`, always with the exact parent origin as the target. Returns undefined, doing nothing,
 * when the page is not framed or the hash lacks either value (e.g. the page opened on its own).
 *
 * A test key on a live platform (`ready.live`) from a page not served from localhost is refused
 * here rather than in the SDK, whose script has a byte budget: the frame posts the
 * `test_key_refused` error instead of `ready`, then stays silent (undefined), so a test
 * integration cannot go live by mistake.
 */
export function connectToParent(options: ConnectToParentOptions): ParentConnection | undefined {
  const frameWindow = options.window;
  const framed = framedBy(frameWindow);
  if (framed === undefined) return undefined;
  const { parent, context, send } = framed;
  const { channel, parentOrigin } = context;

  if (context.testKey && options.ready?.live === true && !isLocalOrigin(parentOrigin)) {
    send('error', { code: 'test_key_refused', message: testKeyRefusedMessage });
    return undefined;
  }

  const hostListeners = new Set<(message: HostMessage) => void>();
  const onMessage = (event: FrameMessageEvent) => {
    if (event.source !== parent || event.origin !== parentOrigin) return;
    const message = readHostMessage(event.data, channel);
    if (message === undefined) return;
    for (const listener of [...hostListeners]) listener(message);
  };
  const onKeyDown = (event: FrameKeyEvent) => {
    if (event.key === 'Escape' && !event.defaultPrevented) send('escape', {});
  };
  frameWindow.addEventListener('message', onMessage);
  frameWindow.addEventListener('keydown', onKeyDown);

  send('ready', options.ready ?? {});

  let lastHeight = -1;
  const measure = () => {
    const height = Math.ceil(frameWindow.document.documentElement.getBoundingClientRect().height);
    // Before the first render the document is empty: a 0 would collapse the iframe for a moment.
    if (height <= 0 || height === lastHeight) return;
    lastHeight = height;
    send('resize', { height });
  };
  const Observer = frameWindow.ResizeObserver;
  const observer = Observer === undefined ? undefined : new Observer(measure);
  // The first observation is delivered right after observe(), so there is no separate measure here.
  if (observer === undefined) measure();
  else observer.observe(frameWindow.document.documentElement);

  const stopEvents = options.events?.((event) => {
    const { type, ...payload } = event;
    send(type, payload as FrameMessagePayloads[typeof type]);
  });

  return {
    channel,
    parentOrigin,
    send,
    onHostMessage(listener) {
      hostListeners.add(listener);
      return () => {
        hostListeners.delete(listener);
      };
    },
    disconnect() {
      frameWindow.removeEventListener('message', onMessage);
      frameWindow.removeEventListener('keydown', onKeyDown);
      observer?.disconnect();
      stopEvents?.();
      hostListeners.clear();
    },
  };
}
