import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import { appRoutes, type AppLayout, type AppRoute } from '@platform/core';
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
function pageOf(route: AppRoute, pages: Readonly<Record<string, PageLoader>>): Pick<RouteObject, 'Component' | 'lazy'> {
  if (route.layout === 'error') return { Component: ErrorRoutePage };
  const load = pages[route.path];
  if (load === undefined) return { Component: NotAvailablePage };
  return { lazy: async () => ({ Component: await importWithReload(load) }) };
}

/**
 * The router table, built from core's `appRoutes` (spec §2): each layout is a lazily loaded
 * pathless route holding its routes; anything else is the 404 page.
 */
export function buildRoutes(
  loaders: Record<AppLayout, () => Promise<ComponentType>> = layoutLoaders,
  pages: Readonly<Record<string, PageLoader>> = pageLoaders,
): RouteObject[] {
  const layouts = [...new Set(appRoutes.map((route) => route.layout))];
  const areas = layouts.map((layout): RouteObject => ({
    id: `layout-${layout}`,
    lazy: async () => ({ Component: await importWithReload(loaders[layout]) }),
    children: appRoutes
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
