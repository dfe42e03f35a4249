import { afterEach, describe, expect, it } from 'vitest';
import { frameLocation, navigate, subscribeLocation, syncLocation } from './frame-location.js';

/** A window with the parts frame-location uses: an address bar, a history that counts entries, popstate listeners. */
function fakeWindow(start: string) {
  const entries = [start];
  const popstate = new Set<() => void>();
  const location = { pathname: '', search: '' };
  const show = (url: string) => {
    const parsed = new URL(url, 'https://frame.test');
    location.pathname = parsed.pathname;
    location.search = parsed.search;
  };
  show(start);
  return {
    entries,
    popstate,
    location,
    back() {
      entries.pop();
      show(entries.at(-1) ?? '/');
      for (const listener of popstate) listener();
    },
    history: {
      pushState: (_data: null, _unused: string, url: string) => {
        entries.push(url);
        show(url);
      },
      replaceState: (_data: null, _unused: string, url: string) => {
        entries[entries.length - 1] = url;
        show(url);
      },
    },
    addEventListener: (_type: 'popstate', listener: () => void) => popstate.add(listener),
    removeEventListener: (_type: 'popstate', listener: () => void) => popstate.delete(listener),
  };
}

const global = globalThis as { window?: unknown };

afterEach(() => {
  delete global.window;
});

describe('frame location', () => {
  it('pushes or replaces history entries, tells subscribers once per change, and follows Back', () => {
    const browser = fakeWindow('/flow/?a=1');
    global.window = browser;
    syncLocation();
    expect(frameLocation()).toEqual({ pathname: '/flow/', search: '?a=1' });

    const seen: string[] = [];
    const unsubscribe = subscribeLocation(() => seen.push(frameLocation().pathname));
    expect(browser.popstate.size).toBe(1);

    navigate('/flow/details');
    navigate('/flow/details');
    navigate('/flow/verify', { replace: true });
    expect(browser.entries).toEqual(['/flow/?a=1', '/flow/details', '/flow/verify']);
    expect(seen).toEqual(['/flow/details', '/flow/verify']);

    browser.back();
    expect(frameLocation()).toEqual({ pathname: '/flow/details', search: '' });
    expect(seen).toEqual(['/flow/details', '/flow/verify', '/flow/details']);

    const before = frameLocation();
    syncLocation();
    expect(frameLocation()).toBe(before);

    unsubscribe();
    expect(browser.popstate.size).toBe(0);
  });
});
