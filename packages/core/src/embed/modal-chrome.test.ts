import { Window } from 'happy-dom';
import { describe, expect, it } from 'vitest';
import { openModalChrome, type ChromeWindow } from './modal-chrome.js';
import { createEnvelope } from './protocol.js';

const channel = '0123456789abcdef0123456789abcdef';
const parentOrigin = 'https://shop.example';
const hash = `#channel=${channel}&parent_origin=${encodeURIComponent(parentOrigin)}`;
const texts = () => ({ title: 'Kasse', close: 'Schließen' });

/** A framed page of happy-dom: its root holds a link and a button; the parent records what it is sent. */
function framedPage(frameHash: string) {
  const dom = new Window();
  const document = dom.document;
  document.body.innerHTML = '<main id="root"><a href="/help">Help</a><button type="button">Pay</button></main>';
  const posted: { message: unknown; targetOrigin: string }[] = [];
  const parent = {
    postMessage: (message: unknown, targetOrigin: string) => void posted.push({ message, targetOrigin }),
  };
  const frameWindow = {
    parent,
    location: { hash: frameHash },
    document,
    addEventListener: (type: 'keydown', listener: (event: never) => void) =>
      dom.addEventListener(type, listener as never),
  } as unknown as ChromeWindow;
  const root = document.getElementById('root') as unknown as Parameters<typeof openModalChrome>[1];
  const tab = (shiftKey = false) => {
    const event = new dom.KeyboardEvent('keydown', { key: 'Tab', shiftKey, cancelable: true });
    dom.dispatchEvent(event);
    return event.defaultPrevented;
  };
  return { dom, document, frameWindow, root, posted, tab };
}

describe('openModalChrome', () => {
  it('draws nothing in an inline frame or a page the SDK did not frame', async () => {
    for (const frameHash of [`${hash}&mode=inline`, '#mode=modal', '']) {
      const page = framedPage(frameHash);
      expect(openModalChrome(page.frameWindow, page.root, Promise.resolve(), texts)).toBe(false);
      await Promise.resolve();
      expect(page.document.documentElement.hasAttribute('data-embed')).toBe(false);
      expect(page.document.querySelector('[role="dialog"]')).toBeNull();
    }
  });

  it('marks the page at once, then wraps the root in a labelled modal dialog with a focused close button', async () => {
    const page = framedPage(`${hash}&mode=modal`);
    let loaded!: () => void;
    const textsLoaded = new Promise<void>((resolve) => (loaded = resolve));
    expect(openModalChrome(page.frameWindow, page.root, textsLoaded, texts)).toBe(true);
    expect(page.document.documentElement.dataset['embed']).toBe('modal'); // the backdrop paints at once
    expect(page.document.querySelector('[role="dialog"]')).toBeNull(); // the texts first
    loaded();
    await textsLoaded;
    const dialog = page.document.querySelector('[role="dialog"]');
    expect(dialog?.getAttribute('aria-modal')).toBe('true');
    expect(dialog?.getAttribute('aria-label')).toBe('Kasse');
    expect(dialog?.className).toBe('embed-modal');
    const close = dialog?.firstElementChild;
    expect(close?.getAttribute('aria-label')).toBe('Schließen');
    expect(close?.getAttribute('type')).toBe('button');
    expect(dialog?.lastElementChild?.id).toBe('root');
    expect(page.document.activeElement).toBe(close);
  });

  it('draws the chrome in English when the texts fail to load', async () => {
    const page = framedPage(`${hash}&mode=modal`);
    const failed = Promise.reject(new Error('offline'));
    openModalChrome(page.frameWindow, page.root, failed, () => ({ title: 'Checkout', close: 'Close' }));
    await failed.catch(() => {});
    await Promise.resolve();
    expect(page.document.querySelector('[role="dialog"]')?.getAttribute('aria-label')).toBe('Checkout');
  });

  it('the close button asks the SDK to close (escape, to the exact parent origin, on the channel)', async () => {
    const page = framedPage(`${hash}&mode=modal`);
    openModalChrome(page.frameWindow, page.root, Promise.resolve(), texts);
    await Promise.resolve();
    await Promise.resolve();
    (page.document.querySelector('.embed-modal__close') as unknown as { click(): void }).click();
    expect(page.posted).toEqual([{ message: createEnvelope(channel, 'escape', {}), targetOrigin: parentOrigin }]);
  });

  it('keeps Tab inside the dialog: from the last element to the close button, and back with Shift', async () => {
    const page = framedPage(`${hash}&mode=modal`);
    openModalChrome(page.frameWindow, page.root, Promise.resolve(), texts);
    await Promise.resolve();
    await Promise.resolve();
    const close = page.document.querySelector('.embed-modal__close');
    const pay = page.document.querySelector('main button') as unknown as { focus(): void };
    expect(page.document.activeElement).toBe(close);
    expect(page.tab(true)).toBe(true);
    expect(page.document.activeElement).toBe(pay);
    expect(page.tab()).toBe(true);
    expect(page.document.activeElement).toBe(close);
    expect(page.tab()).toBe(false); // in the middle, the browser moves focus
  });
});
