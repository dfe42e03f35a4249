import { checkRegionServed } from '@platform/core';
import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler, RouteOptions } from 'fastify';
import { hostnameFromHost } from '../../brands/index.js';
import { identityFailures } from '../identity-messages.js';
import { locateIp, type Located } from './country-locator.js';

/**
 * Region not served (spec §5): the client's country (from its IP, honouring TRUST_PROXY through
 * Fastify's request.ip) against the brand's `blocked_countries`.
 */
export async function regionOfRequest(
  app: FastifyInstance,
  request: FastifyRequest,
): Promise<Located & { ip: string; served: boolean }> {
  const brand = await app.brands.resolver.resolve(hostnameFromHost(request.host));
  const located = locateIp(request.ip);
  const served = checkRegionServed({
    country: located.country,
    blockedCountries: brand.configuration.blocked_countries,
  }).ok;
  return { ...located, ip: request.ip, served };
}

/** preHandler: 403 `forbidden` {region: 'Unfortunately we do not provide our services for this region.'}. */
export function createRegionGuard(app: FastifyInstance): preHandlerAsyncHookHandler {
  return async function requireServedRegion(request) {
    const region = await regionOfRequest(app, request);
    if (!region.served) {
      request.log.info({ country: region.country }, 'request from a region the brand does not serve');
      throw identityFailures.regionNotServed();
    }
  };
}

/** The routes that start a relationship with a user: registration and sign-in (relative to the API base). */
export const regionCheckedRoutes = [
  'POST /users/register',
  'POST /users/registrationAttempt',
  'POST /users/login',
  'POST /verify/requestOTP',
  'POST /users/checkout/register',
] as const;

/**
 * Puts the region guard first in the preValidation hooks of the region-checked routes, whichever
 * module registers them (an onRoute hook), so the accounts routes need no change to get it. Before
 * validation: a client in a region not served hears that first, whatever it sent.
 */
export function addRegionGuardToRoutes(
  app: FastifyInstance,
  input: { apiBase: string; guard: preHandlerAsyncHookHandler },
): void {
  const wanted = new Set(regionCheckedRoutes.map((route) => route.replace(' /', ` ${input.apiBase}/`)));
  app.addHook('onRoute', (route: RouteOptions) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    if (!methods.some((method) => wanted.has(`${method} ${route.url}`))) return;
    const existing =
      route.preValidation === undefined
        ? []
        : Array.isArray(route.preValidation)
          ? route.preValidation
          : [route.preValidation];
    route.preValidation = [input.guard, ...existing];
  });
}
