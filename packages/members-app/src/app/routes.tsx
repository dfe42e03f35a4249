import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import { appRoutes, type AppLayout, type AppRoute } from '@platform/core';
import { importWithReload } from '../lib/chunk-reload.js';
import { registerLayoutLoader } from '../lib/route-prefetch.js';
import { NotAvailablePage } from '../components/not-available-page.js';
import { layoutLoaders } from './layout-loaders.js';
import { RootRoute, NotFoundRoute, RootLoading } from './root-route.js';
import { RouteErrorBoundary } from './route-error-boundary.js';
import { ErrorRoutePage } from './routes/error-route-page.js';

/** The page of a route. Features arrive with later issues; until then the page says so. */
function pageOf(route: AppRoute) {
  return route.layout === 'error' ? ErrorRoutePage : NotAvailablePage;
}

/**
 * The router table, built from core's `appRoutes` (spec §2): each layout is a lazily loaded
 * pathless route holding its routes; anything else is the 404 page.
 */
export function buildRoutes(loaders: Record<AppLayout, () => Promise<ComponentType>> = layoutLoaders): RouteObject[] {
  const layouts = [...new Set(appRoutes.map((route) => route.layout))];
  const areas = layouts.map((layout): RouteObject => ({
    id: `layout-${layout}`,
    lazy: async () => ({ Component: await importWithReload(loaders[layout]) }),
    children: appRoutes
      .filter((route) => route.layout === layout)
      .map((route) => ({ id: route.path, path: route.path, Component: pageOf(route) })),
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
