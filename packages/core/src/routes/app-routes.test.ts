import { describe, expect, it } from 'vitest';
import { appRoutes, findAppRoute, frontEndOf, matchRoutePattern, membersAppRoutes } from './app-routes.js';

describe('app routes of spec §2', () => {
  it.each([
    ['/', 'home'],
    ['/prices/btc', 'home'],
    ['/login/token', 'membersLogin'],
    ['/wallets/BTC', 'members'],
    ['/merchantSettlements/wire', 'members'],
    ['/flow/online_banking', 'flow'],
    ['/flow/buy/widget', 'flow'],
    ['/widget/payment-detected', 'widget'],
    ['/maintenance', 'maintenance'],
    ['/maintenance/a/b', 'maintenance'],
    ['/error', 'error'],
  ])('%s renders under the %s layout', (path, layout) => {
    expect(findAppRoute(path)?.layout).toBe(layout);
  });

  it.each(['/nope', '/wallets/BTC/extra', '/maintenance/a/b/c', '/flow/unknown', '/widget'])(
    '%s is unknown',
    (path) => {
      expect(findAppRoute(path)).toBeUndefined();
    },
  );

  it('captures params and decodes them', () => {
    expect(matchRoutePattern('/wallets/:coin', '/wallets/US%20D')).toEqual({ coin: 'US D' });
    expect(matchRoutePattern('/maintenance/:slug?/:nested?', '/maintenance/x')).toEqual({ slug: 'x' });
  });

  it('has no duplicate paths', () => {
    const paths = appRoutes.map((route) => route.path);
    expect(new Set(paths).size).toBe(paths.length);
  });

  it('says which front end serves each route: the iframes own /flow/ and /widget/, the members app the rest', () => {
    for (const route of appRoutes) {
      expect(route.app).toBe(route.layout === 'flow' ? 'checkout' : route.layout === 'widget' ? 'widget' : 'members');
      expect(frontEndOf(route.path)).toBe(route.app);
    }
    expect(frontEndOf('/flow')).toBe('checkout');
    expect(frontEndOf('/widget/')).toBe('widget');
    expect(frontEndOf('/flowers')).toBe('members');
  });

  it('gives the members app only its own routes', () => {
    expect(membersAppRoutes.map((route) => route.path)).toEqual(
      appRoutes.filter((route) => route.app === 'members').map((route) => route.path),
    );
    expect(findAppRoute('/flow/details', membersAppRoutes)).toBeUndefined();
    expect(findAppRoute('/widget/home', membersAppRoutes)).toBeUndefined();
    expect(findAppRoute('/wallets/BTC', membersAppRoutes)?.layout).toBe('members');
  });
});
