import type { FastifyRequest } from 'fastify';
import { sessionTokenPattern } from './session-repository.js';

export const tokenCookieName = 'token';

export type TokenSource = 'header' | 'cookie';

/**
 * The session token of a request: `Authorization: "<token>"` (the JSON-encoded token of spec §6),
 * `Authorization: Bearer <token>`, or the `token` cookie. The header wins, so an API client is
 * never mistaken for a browser cookie session (which must pass the Origin check).
 */
export function readRequestToken(request: FastifyRequest): { token: string; source: TokenSource } | undefined {
  const header = request.headers.authorization;
  if (typeof header === 'string' && header.length > 0 && header.length <= 200) {
    const value = header.trim();
    let token: unknown;
    if (/^bearer\s+/i.test(value)) token = value.replace(/^bearer\s+/i, '');
    else if (value.startsWith('"')) {
      try {
        token = JSON.parse(value);
      } catch {
        token = undefined;
      }
    } else token = value;
    if (typeof token === 'string' && sessionTokenPattern.test(token)) return { token, source: 'header' };
  }
  const cookie = request.cookies[tokenCookieName];
  if (typeof cookie === 'string' && sessionTokenPattern.test(cookie)) return { token: cookie, source: 'cookie' };
  return undefined;
}

const stateChangingMethods = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** The source URL's host and the request's Host, both as URL hosts (a default port dropped). */
function sameHost(sourceUrl: string, requestHost: string): boolean {
  try {
    const source = new URL(sourceUrl);
    if (source.protocol !== 'http:' && source.protocol !== 'https:') return false;
    return source.host === new URL(`${source.protocol}//${requestHost}`).host;
  } catch {
    return false;
  }
}

/**
 * CSRF defence for cookie sessions (on top of SameSite=Lax): a state-changing request must carry an
 * Origin, or else a Referer, whose host is the request's own host.
 */
export function isSameOriginRequest(request: FastifyRequest): boolean {
  if (!stateChangingMethods.has(request.method)) return true;
  const origin = request.headers.origin;
  const referer = request.headers.referer;
  const source = typeof origin === 'string' ? origin : typeof referer === 'string' ? referer : undefined;
  return source !== undefined && sameHost(source, request.host);
}
