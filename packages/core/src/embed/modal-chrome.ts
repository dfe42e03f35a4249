import { framedBy, type FrameWindow } from './connect-to-parent.js';

/** The parts of a DOM element used here (core has no DOM types; an HTMLElement fits). */
export interface ChromeElement {
  className: string;
  textContent: string | null;
  readonly parentNode: { insertBefore(node: never, child: never): unknown } | null;
  setAttribute(name: string, value: string): void;
  append(...nodes: never[]): void;
  addEventListener(type: 'click', listener: () => void): void;
  focus(): void;
  querySelectorAll(selectors: string): ArrayLike<unknown>;
}
/** A keydown event as far as the focus trap reads it. */
export interface ChromeKeyEvent {
  readonly key: string;
  readonly shiftKey: boolean;
  preventDefault(): void;
}
/** The parts of the frame's `window` used here. */
export interface ChromeWindow extends Pick<FrameWindow, 'parent' | 'location'> {
  readonly document: {
    readonly documentElement: { dataset: Record<string, string | undefined> };
    readonly activeElement: unknown;
    createElement(tag: 'div' | 'button'): ChromeElement;
  };
  addEventListener(type: 'keydown', listener: (event: ChromeKeyEvent) => void): void;
}

export interface ModalChromeTexts {
  /** The dialog's name ("Payment", "Checkout"), as the SDK's iframe title. */
  title: string;
  /** The close button's name. */
  close: string;
}

/** What a keyboard user can reach inside the dialog (the focus trap's ends). */
const focusable = 'button:not([disabled]),[href],input:not([disabled]),select:not([disabled]),textarea,[tabindex="0"]';

/**
 * When the SDK mounted this frame as a modal (`mode=modal` in the hash): marks the page at once,
 * `<html data-embed="modal">` (so the backdrop of core's design/embed-modal.css paints at once),
 * then draws the chrome once the page's texts are loaded (or failed to: English then). Does
 * nothing inline or when not framed by the SDK. Returns whether the frame is a modal.
 */
export function openModalChrome(
  frameWindow: ChromeWindow,
  root: ChromeElement,
  textsLoaded: Promise<unknown>,
  texts: () => ModalChromeTexts,
): boolean {
  const modal = framedBy(frameWindow)?.context.modal === true;
  if (!modal) return false;
  frameWindow.document.documentElement.dataset['embed'] = 'modal';
  const draw = () => drawModalChrome(frameWindow, root, texts());
  void textsLoaded.then(draw, draw);
  return true;
}

/**
 * The modal's chrome inside the frame (the SDK's host is only a transparent full-viewport iframe):
 * wraps the app's root in a labelled `role="dialog"` with `aria-modal`, a close button first,
 * focused, and Tab kept inside the dialog. The close button posts `escape` to the SDK (as Escape
 * does, through connectToParent), which closes the modal as its own button did: a `close` event
 * `by: "user"`, or mount() rejecting with `closed` before `ready`.
 */
export function drawModalChrome(frameWindow: ChromeWindow, root: ChromeElement, texts: ModalChromeTexts): void {
  const framed = framedBy(frameWindow);
  if (framed === undefined) return;
  const document = frameWindow.document;
  const dialog = document.createElement('div');
  dialog.className = 'embed-modal';
  dialog.setAttribute('role', 'dialog');
  dialog.setAttribute('aria-modal', 'true');
  dialog.setAttribute('aria-label', texts.title);
  const close = document.createElement('button');
  close.className = 'embed-modal__close';
  close.setAttribute('type', 'button');
  close.setAttribute('aria-label', texts.close);
  close.textContent = '×';
  close.addEventListener('click', () => framed.send('escape', {}));
  root.parentNode?.insertBefore(dialog as never, root as never);
  dialog.append(close as never, root as never);
  frameWindow.addEventListener('keydown', (event) => {
    if (event.key !== 'Tab') return;
    const reachable = dialog.querySelectorAll(focusable);
    const first = reachable[0];
    const last = reachable[reachable.length - 1] as ChromeElement | undefined;
    const active = document.activeElement;
    if (event.shiftKey ? active === first : active === last) {
      event.preventDefault();
      (event.shiftKey ? last : (first as ChromeElement | undefined))?.focus();
    }
  });
  close.focus();
}
