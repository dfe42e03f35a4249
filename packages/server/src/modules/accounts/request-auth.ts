/**
 * Who a request is: the session behind its token (API calls set `request.auth`), the user of an app
 * page load, and the contract's auth hooks built on them.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { hostnameFromHost } from '../brands/index.js';
import type { AccountsService, PageUser } from './accounts-service.js';
import { authFailures } from './auth-failures.js';
import { isSameOriginRequest, readRequestToken } from './request-token.js';
import { findSessionByToken, touchSession } from './session-repository.js';
import { findUserById } from './user-repository.js';

const defaultStepUpMaxAgeSeconds = 600;

export function isUnder(url: string, base: string): boolean {
  return url === base || url.startsWith(`${base}/`) || url.startsWith(`${base}?`);
}

export async function resolveAuth(app: FastifyInstance, request: FastifyRequest): Promise<void> {
  const found = readRequestToken(request);
  if (found === undefined) return;
  if (found.source === 'cookie' && !isSameOriginRequest(request)) throw authFailures.crossSite();
  const session = await findSessionByToken(app.database, found.token);
  if (session === undefined) {
    request.sessionProblem = 'unknown';
    return;
  }
  // A token of brand A is not a session on brand B's host.
  const brand = await app.brands.resolver.resolve(hostnameFromHost(request.host));
  if (brand.id !== session.brandId) {
    request.sessionProblem = 'unknown';
    return;
  }
  // Spec §6: the token cookie names its session beside the token. A pair that disagrees is stale or
  // tampered with: no session, answered as an ended one (401 invalid_session on
  // error_message.session_key), so the members app shows Session Timeout and signs in again.
  if (found.sessionKey !== undefined && found.sessionKey !== session.id) {
    request.sessionProblem = 'ended';
    return;
  }
  if (session.endedAt !== null) {
    request.sessionProblem = session.endReason === 'expired' ? 'expired' : 'ended';
    return;
  }
  if (session.expiresAt.getTime() <= Date.now()) {
    request.sessionProblem = 'expired';
    return;
  }
  await touchSession(app.database, session.id);
  request.auth = {
    userId: session.userId,
    brandId: session.brandId,
    sessionId: session.id,
    role: session.role,
    otpState: session.otpState,
    stepUpAt: session.stepUpAt,
  };
}

export async function pageUser(app: FastifyInstance, request: FastifyRequest): Promise<PageUser | null> {
  const found = readRequestToken(request);
  if (found === undefined) return null;
  const session = await findSessionByToken(app.database, found.token);
  if (session === undefined || session.endedAt !== null || session.expiresAt.getTime() <= Date.now()) return null;
  if (session.otpState === 'sent' || (found.sessionKey !== undefined && found.sessionKey !== session.id)) return null;
  const brand = await app.brands.resolver.resolve(hostnameFromHost(request.host));
  if (brand.id !== session.brandId) return null;
  const user = await findUserById(app.database, session.userId);
  return user === undefined ? null : { userId: user.id, role: user.role, permissions: user.permissions };
}

/** The auth hooks of the contract (serve() puts them in front of a row's handler by its `auth`). */
export function authHooks(): Pick<AccountsService, 'requireUser' | 'requireOperator' | 'requireStepUp'> {
  const requireUser: AccountsService['requireUser'] = (requirements = {}) =>
    async function requireUserHook(request) {
      const auth = request.auth;
      if (auth === null) {
        throw request.sessionProblem === 'ended' ? authFailures.invalidSession() : authFailures.unauthorized();
      }
      if (auth.otpState === 'sent' && requirements.allowOtpPending !== true) throw authFailures.otpPending();
      if (requirements.roles !== undefined && !requirements.roles.includes(auth.role)) throw authFailures.forbidden();
    };
  return {
    requireUser,
    requireOperator: requireUser({ roles: ['operator'] }),
    requireStepUp: (maxAgeSeconds = defaultStepUpMaxAgeSeconds) =>
      async function requireStepUpHook(request) {
        const auth = request.auth;
        if (auth === null) throw authFailures.unauthorized();
        const fresh = auth.stepUpAt !== null && Date.now() - auth.stepUpAt.getTime() <= maxAgeSeconds * 1000;
        if (!fresh) throw authFailures.stepUpRequired();
      },
  };
}
