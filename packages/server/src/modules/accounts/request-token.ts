import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { sessionTokenPattern } from './session-repository.js';

export const tokenCookieName = 'token';

export type TokenSource = 'header' | 'cookie';

/** The session token a request presents, and where from. */
export interface PresentedToken {
  token: string;
  source: TokenSource;
  /**
   * The session id sent beside the token (spec §6: the token cookie holds what login returned,
   * `{"user_token":…,"session_key":…}`). When present, the token's session must be this one.
   */
  sessionKey?: string;
}

/**
 * Longest Authorization header read for a session: room for the JSON-encoded token cookie (about
 * 110 characters, more with otp_state or encoded once more as a JSON string), never an unbounded parse.
 */
export const maxAuthorizationHeaderLength = 512;

const sessionIdPattern = /^ses_[a-z0-9]{1,60}$/;

/** The token cookie's object (spec §6); other fields login returned (otp_state) may come along. */
const tokenCookieSchema = z.looseObject({
  user_token: z.string().regex(sessionTokenPattern),
  session_key: z.string().regex(sessionIdPattern),
});

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/**
 * The token of an Authorization header, in any of its forms: the JSON-encoded token cookie
 * `{"user_token":"…","session_key":"…"}` (also when that JSON text comes JSON-encoded as a string),
 * the JSON-encoded token `"…"`, `Bearer <token>`, or the bare token. A malformed value is no token.
 */
function tokenFromAuthorization(header: string): PresentedToken | undefined {
  const value = header.trim();
  if (/^bearer\s+/i.test(value)) return bareToken(value.replace(/^bearer\s+/i, ''));
  if (!value.startsWith('"') && !value.startsWith('{')) return bareToken(value);
  let decoded = parseJson(value);
  if (typeof decoded === 'string' && decoded.startsWith('{')) decoded = parseJson(decoded);
  if (typeof decoded === 'string') return bareToken(decoded);
  const cookie = tokenCookieSchema.safeParse(decoded);
  if (!cookie.success) return undefined;
  return { token: cookie.data.user_token, source: 'header', sessionKey: cookie.data.session_key };
}

function bareToken(token: string): PresentedToken | undefined {
  return sessionTokenPattern.test(token) ? { token, source: 'header' } : undefined;
}

/**
 * The session token of a request: the Authorization header (see tokenFromAuthorization), or the
 * `token` cookie. The header wins, so an API client is never mistaken for a browser cookie session
 * (which must pass the Origin check).
 */
export function readRequestToken(request: FastifyRequest): PresentedToken | undefined {
  const header = request.headers.authorization;
  if (typeof header === 'string' && header.length > 0 && header.length <= maxAuthorizationHeaderLength) {
    const found = tokenFromAuthorization(header);
    if (found !== undefined) return found;
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
