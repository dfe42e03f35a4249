import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import { membersAppRoutes, type MembersAppLayout, type MembersAppRoute } from '@platform/core';
import { importWithReload } from '../lib/chunk-reload.js';
import { registerLayoutLoader } from '../lib/route-prefetch.js';
import { NotAvailablePage } from '../components/not-available-page.js';
import { layoutLoaders } from './layout-loaders.js';
import type { PageLoader } from '../types/page-loader.js';
import { pageLoaders } from './page-registry.js';
import { RootRoute, NotFoundRoute, RootLoading } from './root-route.js';
import { RouteErrorBoundary } from './route-error-boundary.js';
import { ErrorRoutePage } from './routes/error-route-page.js';

/** The page of a route: the feature's lazy page, or (until its issue lands) the honest placeholder. */
function pageOf(
  route: MembersAppRoute,
  pages: Readonly<Record<string, PageLoader>>,
): Pick<RouteObject, 'Component' | 'lazy'> {
  if (route.layout === 'error') return { Component: ErrorRoutePage };
  const load = pages[route.path];
  if (load === undefined) return { Component: NotAvailablePage };
  return { lazy: async () => ({ Component: await importWithReload(load) }) };
}

/**
 * The router table, built from core's `membersAppRoutes` (spec §2; the flow and widget routes are
 * the iframes', which the server serves at /flow/ and /widget/): each layout is a lazily loaded
 * pathless route holding its routes; anything else is the 404 page.
 */
export function buildRoutes(
  loaders: Record<MembersAppLayout, () => Promise<ComponentType>> = layoutLoaders,
  pages: Readonly<Record<string, PageLoader>> = pageLoaders,
): RouteObject[] {
  const layouts = [...new Set(membersAppRoutes.map((route) => route.layout))];
  const areas = layouts.map((layout): RouteObject => ({
    id: `layout-${layout}`,
    lazy: async () => ({ Component: await importWithReload(loaders[layout]) }),
    children: membersAppRoutes
      .filter((route) => route.layout === layout)
      .map((route) => ({ id: route.path, path: route.path, ...pageOf(route, pages) })),
  }));
  for (const layout of layouts) registerLayoutLoader(layout, loaders[layout]);
  return [
    {
      id: 'root',
      Component: RootRoute,
      ErrorBoundary: RouteErrorBoundary,
      HydrateFallback: RootLoading,
      children: [...areas, { id: 'not-found', path: '*', Component: NotFoundRoute }],
    },
  ];
}
