import { findAppRoute, membersAppRoutes, type MembersAppLayout } from '@platform/core';
import { canPrefetch } from './prefetch.js';

/**
 * Link prefetch: hovering or focusing a link warms the code of the layout (route area) it leads
 * to, unless the connection is 2g or data saver is on (spec §9). The router registers its loaders.
 */
const layoutLoaders = new Map<MembersAppLayout, () => Promise<unknown>>();

export function registerLayoutLoader(layout: MembersAppLayout, load: () => Promise<unknown>): void {
  layoutLoaders.set(layout, load);
}

export function prefetchPath(href: string): void {
  if (!canPrefetch()) return;
  const route = findAppRoute(href.split(/[?#]/)[0] ?? '', membersAppRoutes);
  const load = route === undefined ? undefined : layoutLoaders.get(route.layout);
  // A failed prefetch is retried by the real navigation, which shows any error.
  load?.().catch(() => undefined);
}
