/** The session cookies the sign-in and sign-out calls set and clear. */
import { cookieNames } from '@platform/core';
import type { FastifyRequest } from 'fastify';
import type { AccountsService } from './accounts-service.js';
import { tokenCookieName } from './request-token.js';
import { sessionLifetimeSeconds } from './session-repository.js';

/**
 * The `token` cookie: HttpOnly, SameSite=Lax, Path=/, Secure behind https (or a PUBLIC_URL on
 * https); and beside it core's `signed_in` cookie, the same but readable by the page: set and
 * cleared together, it tells the members app a session may exist (no credential).
 */
export function sessionCookies(
  publicUrl: string | undefined,
): Pick<AccountsService, 'setSessionCookie' | 'clearSessionCookie'> {
  const secureCookies = publicUrl?.startsWith('https:') === true;
  const attributes = (request: FastifyRequest) => ({
    sameSite: 'lax' as const,
    path: '/',
    secure: secureCookies || request.protocol === 'https',
  });
  return {
    setSessionCookie(request, reply, token) {
      const maxAge = sessionLifetimeSeconds;
      reply.setCookie(tokenCookieName, token, { ...attributes(request), httpOnly: true, maxAge });
      reply.setCookie(cookieNames.signedIn, '1', { ...attributes(request), httpOnly: false, maxAge });
    },
    clearSessionCookie(request, reply) {
      reply.clearCookie(tokenCookieName, { ...attributes(request), httpOnly: true });
      reply.clearCookie(cookieNames.signedIn, { ...attributes(request), httpOnly: false });
    },
  };
}
