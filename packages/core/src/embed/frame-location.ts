/**
 * The iframe apps' location (checkout and widget): one external store fed by `popstate` and by
 * `navigate`, read by each app through React's `useSyncExternalStore` (their router is a hook of
 * three lines over `subscribeLocation` and `frameLocation`). It keeps the iframe bundles small (no
 * router library) and works with React and preact/compat alike.
 */
export interface AppLocation {
  pathname: string;
  search: string;
}

/** The parts of the browser's `window` used here (core has no DOM types; a browser window fits). */
interface LocationWindow {
  location: { pathname: string; search: string };
  history: {
    pushState(data: null, unused: string, url: string): void;
    replaceState(data: null, unused: string, url: string): void;
  };
  addEventListener(type: 'popstate', listener: () => void): void;
  removeEventListener(type: 'popstate', listener: () => void): void;
}

function browser(): LocationWindow {
  const found = (globalThis as { window?: LocationWindow }).window;
  if (found === undefined) throw new Error('frame-location needs a browser window');
  return found;
}

const listeners = new Set<() => void>();
let current: AppLocation = readLocation();

function readLocation(): AppLocation {
  const found = (globalThis as { window?: LocationWindow }).window;
  if (found === undefined) return { pathname: '/', search: '' };
  return { pathname: found.location.pathname, search: found.location.search };
}

function update(): void {
  const next = readLocation();
  if (next.pathname === current.pathname && next.search === current.search) return;
  current = next;
  for (const listener of listeners) listener();
}

export function subscribeLocation(listener: () => void): () => void {
  if (listeners.size === 0) browser().addEventListener('popstate', update);
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) browser().removeEventListener('popstate', update);
  };
}

/** The location as last read (a stable object until it changes, as useSyncExternalStore needs). */
export function frameLocation(): AppLocation {
  return current;
}

/** Goes to `to`; with `replace` the history entry is replaced (redirects and status-driven moves: Back does not return to them). */
export function navigate(to: string, options: { replace?: boolean } = {}): void {
  const { history } = browser();
  if (options.replace === true) history.replaceState(null, '', to);
  else history.pushState(null, '', to);
  update();
}

/** Re-reads the address bar (tests and hosts that change it without `navigate`). */
export function syncLocation(): void {
  update();
}
