import type { MountSettings } from './options.js';

/** Where an inline frame goes (a modal goes to the end of body). */
export type FrameHostPlace = Pick<MountSettings, 'kind' | 'mode' | 'container'>;

export interface FrameHost {
  readonly frame: HTMLIFrameElement;
  /** Removes the host and, for a modal, its key listener; restores body overflow and focus. */
  remove(): void;
}

// Styles live in the shadow root's constructed stylesheet (CSSOM, which a CSP without
// 'unsafe-inline' allows) and in CSSOM properties: nothing goes into the merchant's <head>.
const frameCss = 'iframe{display:block;width:100%;height:400px;border:0}';
const inlineCss = ':host{display:block}';
// A modal's frame draws its own backdrop, dialog and close button (core's drawModalChrome, told by
// modal=1 in the URL's hash): the host only covers the viewport with a transparent iframe of the
// viewport's height, whatever height the frame reports. The light colour scheme matches the
// frame's, so the browser keeps the iframe transparent on a dark page too.
const modalCss = ':host{position:fixed;inset:0;z-index:2147483647;color-scheme:light}iframe{height:100%!important}';

/**
 * A `<wlpay-embed>` host whose shadow root holds the iframe: inline inside the container, or a
 * full-viewport overlay at the end of body, body scrolling off, focus moved into the frame (and
 * given back on remove) and Escape pressed on the page closing it.
 */
export function createFrameHost(place: FrameHostPlace, src: string, onUserClose: () => void): FrameHost {
  const inline = place.mode === 'inline';
  const host = document.createElement('wlpay-embed');
  const root = host.attachShadow({ mode: 'open' });
  const sheet = new CSSStyleSheet();
  sheet.replaceSync(frameCss + (inline ? inlineCss : modalCss));
  root.adoptedStyleSheets = [sheet];
  const frame = Object.assign(document.createElement('iframe'), {
    title: place.kind === 'widget' ? 'Payment' : 'Checkout',
    allow: 'payment; clipboard-write',
    src,
  });
  root.append(frame);
  if (inline) {
    place.container?.append(host);
    return { frame, remove: () => host.remove() };
  }

  const body = document.body;
  const overflow = body.style.overflow;
  const focused = document.activeElement as HTMLElement | null;
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') onUserClose();
  };
  body.style.overflow = 'hidden';
  body.append(host);
  document.addEventListener('keydown', onKeyDown);
  frame.focus(); // the frame focuses its close button (inside a frame, keys never reach this page)
  return {
    frame,
    remove() {
      document.removeEventListener('keydown', onKeyDown);
      host.remove();
      body.style.overflow = overflow;
      // No empty style="" left behind (getAttribute also brings the attribute up to date first).
      if (!body.getAttribute('style')) body.removeAttribute('style');
      focused?.focus?.(); // a no-op when it left the page meanwhile
    },
  };
}
