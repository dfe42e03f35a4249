// Kept in each iframe app on purpose: widget and checkout may import only core, and core has no DOM.
import { useSyncExternalStore } from 'react';

/**
 * A tiny client-side router for the iframe: the location is one external store fed by `popstate`
 * and by `navigate`. It keeps the iframe bundle small (no router library) and works with both
 * React and preact/compat because it only uses `useSyncExternalStore`.
 */
export interface AppLocation {
  pathname: string;
  search: string;
}

const listeners = new Set<() => void>();
let current: AppLocation = readLocation();

function readLocation(): AppLocation {
  if (typeof window === 'undefined') return { pathname: '/', search: '' };
  return { pathname: window.location.pathname, search: window.location.search };
}

function update(): void {
  const next = readLocation();
  if (next.pathname === current.pathname && next.search === current.search) return;
  current = next;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  if (listeners.size === 0) window.addEventListener('popstate', update);
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) window.removeEventListener('popstate', update);
  };
}

export function navigate(to: string): void {
  window.history.pushState(null, '', to);
  update();
}

/** Replaces the current entry (redirects: Back does not return to the page that redirected). */
export function replaceLocation(to: string): void {
  window.history.replaceState(null, '', to);
  update();
}

/** Re-reads the address bar (tests and hosts that change it without `navigate`). */
export function syncLocation(): void {
  update();
}

export function useLocation(): AppLocation {
  return useSyncExternalStore(subscribe, () => current);
}
