import type { FastifyRequest } from 'fastify';

/**
 * The signed-in user of a route whose row needs a session (`serve()` runs the row's auth check
 * before the handler, so a missing one here is a bug in the route, not a 401).
 */
export function authOf(request: FastifyRequest): NonNullable<FastifyRequest['auth']> {
  if (request.auth === null) throw new Error('invariant: the route’s row needs a session, but the request has none');
  return request.auth;
}
