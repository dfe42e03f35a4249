import { appRoutes, matchRoutePattern, type AppRoute } from '@platform/core';

/** The widget's routes are the `widget` layout routes of core's route table (spec §2). */
export const widgetBasePath = '/widget/';
export const widgetRoutes: readonly AppRoute[] = appRoutes.filter((route) => route.layout === 'widget');

/** The iframe's entry URL (`/widget/`) shows the home route. */
export function findWidgetRoute(pathname: string): AppRoute | undefined {
  const path = pathname.replace(/\/+$/, '') === widgetBasePath.slice(0, -1) ? `${widgetBasePath}home` : pathname;
  return widgetRoutes.find((route) => matchRoutePattern(route.path, path) !== null);
}
