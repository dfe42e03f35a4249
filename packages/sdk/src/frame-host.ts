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
const modalCss = (maxWidthPx: number) =>
  ':host{position:fixed;inset:0;z-index:2147483647;display:grid;place-items:center;background:#0009}' +
  `div{width:90%;max-width:${maxWidthPx}px;max-height:90vh;overflow:auto;background:#fff}` +
  'button{display:block;margin-left:auto;border:0;background:none;font-size:24px}';

function element<Tag extends keyof HTMLElementTagNameMap>(tag: Tag, attributes: Record<string, string>) {
  const created = document.createElement(tag);
  for (const name in attributes) created.setAttribute(name, attributes[name] as string);
  return created;
}

/**
 * A `<wlpay-embed>` host whose shadow root holds the iframe: inline inside the container, or a
 * fixed overlay at the end of body with a dialog, a close button and Escape, body scrolling off
 * and focus moved to the close button (and given back on remove).
 */
export function createFrameHost(place: FrameHostPlace, src: string, onUserClose: () => void): FrameHost {
  const { kind, mode } = place;
  const title = kind === 'widget' ? 'Payment' : 'Checkout';
  const host = document.createElement('wlpay-embed');
  const root = host.attachShadow({ mode: 'open' });
  const sheet = new CSSStyleSheet();
  sheet.replaceSync(frameCss + (mode === 'inline' ? inlineCss : modalCss(kind === 'widget' ? 440 : 720)));
  root.adoptedStyleSheets = [sheet];
  const frame = element('iframe', { title, allow: 'payment; clipboard-write', src });
  if (mode === 'inline') {
    root.append(frame);
    place.container?.append(host);
    return { frame, remove: () => host.remove() };
  }

  const dialog = element('div', { role: 'dialog', 'aria-modal': 'true', 'aria-label': title });
  const close = element('button', { type: 'button', 'aria-label': 'Close' });
  close.textContent = '×';
  dialog.append(close, frame);
  root.append(dialog);
  const body = document.body;
  const overflow = body.style.overflow;
  const focused = document.activeElement as HTMLElement | null;
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') onUserClose();
  };
  body.style.overflow = 'hidden';
  body.append(host);
  close.addEventListener('click', onUserClose);
  document.addEventListener('keydown', onKeyDown);
  close.focus();
  return {
    frame,
    remove() {
      close.removeEventListener('click', onUserClose);
      document.removeEventListener('keydown', onKeyDown);
      host.remove();
      body.style.overflow = overflow;
      // No empty style="" left behind (getAttribute also brings the attribute up to date first).
      if (!body.getAttribute('style')) body.removeAttribute('style');
      focused?.focus?.(); // a no-op when it left the page meanwhile
    },
  };
}
