import { describe, expect, it, vi } from 'vitest';
import { createFrameHost } from './frame-host.js';
import { useFakePlatform } from './test-frames.js';

const src = 'https://pay.example.test/widget/?merchant_id=m&transaction_id=p#channel=c&parent_origin=x';
useFakePlatform();

describe('createFrameHost inline', () => {
  it('puts a host in the container whose open shadow root holds the iframe, and nothing in <head>', () => {
    const headBefore = document.head.innerHTML;
    const container = document.createElement('section');
    document.body.append(container);
    const host = createFrameHost({ kind: 'widget', mode: 'inline', container }, src, () => {});
    const element = container.querySelector('wlpay-embed');
    expect(element?.shadowRoot?.querySelector('iframe')).toBe(host.frame);
    expect(host.frame.getAttribute('src')).toBe(src);
    expect(host.frame.getAttribute('allow')).toBe('payment; clipboard-write');
    expect(host.frame.title).toBe('Payment');
    expect(element?.shadowRoot?.adoptedStyleSheets).toHaveLength(1);
    expect(document.head.innerHTML).toBe(headBefore);
    expect(document.body.hasAttribute('style')).toBe(false);
    host.remove();
    expect(container.childNodes).toHaveLength(0);
  });
});

describe('createFrameHost modal', () => {
  function openModal(onUserClose = vi.fn()) {
    const opener = document.createElement('button');
    document.body.append(opener);
    opener.focus();
    const host = createFrameHost({ kind: 'checkout', mode: 'modal', container: undefined }, src, onUserClose);
    const element = document.body.lastElementChild as HTMLElement;
    return { host, element, opener, onUserClose };
  }

  it('appends a full-viewport host with a bare iframe, stops body scrolling and focuses the frame', () => {
    const { host, element } = openModal();
    expect(element.localName).toBe('wlpay-embed');
    // The frame draws the backdrop, the dialog and its close button (core's drawModalChrome).
    expect(element.shadowRoot?.children).toHaveLength(1);
    expect(element.shadowRoot?.firstElementChild).toBe(host.frame);
    expect(host.frame.title).toBe('Checkout');
    const css = [...(element.shadowRoot?.adoptedStyleSheets[0]?.cssRules ?? [])].map((rule) => rule.cssText).join('');
    expect(css).toMatch(/position: ?fixed/);
    expect(css).toMatch(/inset: ?0/);
    expect(css).toMatch(/height: ?100% ?!important/);
    expect(element.shadowRoot?.activeElement).toBe(host.frame);
    expect(document.body.style.overflow).toBe('hidden');
  });

  it('calls onUserClose for Escape on the page, not for other keys', () => {
    const { onUserClose } = openModal();
    document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter' }));
    document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape' }));
    expect(onUserClose).toHaveBeenCalledTimes(1);
  });

  it('remove takes everything away, restores body style and focus, and stops listening', () => {
    const { host, opener, onUserClose } = openModal();
    host.remove();
    expect(document.querySelector('wlpay-embed')).toBeNull();
    expect(document.body.hasAttribute('style')).toBe(false);
    expect(document.activeElement).toBe(opener);
    document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape' }));
    expect(onUserClose).not.toHaveBeenCalled();
  });

  it('gives back the overflow the page had set', () => {
    document.body.style.overflow = 'scroll';
    document.body.style.color = 'red';
    const { host } = openModal();
    expect(document.body.style.overflow).toBe('hidden');
    host.remove();
    expect(document.body.style.overflow).toBe('scroll');
    expect(document.body.style.color).toBe('red');
  });
});
