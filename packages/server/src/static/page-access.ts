import { permissionAreaOf, routeAccess } from '@platform/core';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { hostnameFromHost } from '../modules/brands/index.js';

/**
 * The HTTP status of a direct load of a members page the route table knows: 403 when the token
 * cookie names a signed-in user whose permissions do not open it (core's routeAccess: the merchant
 * pages without fiat_withdrawals, Payment Link without enable_widget and widget), else 200. An
 * anonymous load stays 200: the app sends the visitor to sign in, as for any members page.
 */
export async function pageAccessStatus(
  app: FastifyInstance,
  request: FastifyRequest,
  pathname: string,
): Promise<200 | 403> {
  if (permissionAreaOf(pathname) === null) return 200;
  const user = await app.accounts.pageUser(request);
  if (user === null) return 200;
  const brand = await app.brands.resolver.resolve(hostnameFromHost(request.host));
  return routeAccess(pathname, brand.configuration, user) === 'forbidden' ? 403 : 200;
}
