import { appRoutes, matchRoutePattern, type AppRoute } from '@platform/core';

/** The guest checkout's routes are the `flow` layout routes of core's route table (spec §2). */
export const flowBasePath = '/flow/';
export const flowRoutes: readonly AppRoute[] = appRoutes.filter((route) => route.layout === 'flow');

/** The iframe's entry URL `/flow/` is the start of the flow; any other path must be a flow route. */
export function findFlowRoute(pathname: string): AppRoute | 'entry' | undefined {
  if (pathname.replace(/\/+$/, '') === flowBasePath.slice(0, -1)) return 'entry';
  return flowRoutes.find((route) => matchRoutePattern(route.path, pathname) !== null);
}
