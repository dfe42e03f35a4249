import type { FastifyRequest } from 'fastify';
import { authFailures } from '../auth-failures.js';
import { findUserById, type UserRecord } from '../user-repository.js';

/**
 * Session checks of the public verify routes, whose use cases differ in what they need (a
 * registration code needs no session, a login code a pending one). The answers are requireUser's.
 */

type Auth = NonNullable<FastifyRequest['auth']>;

/** The live session of a request, even one whose login OTP is pending. */
export function sessionOrFail(request: FastifyRequest): Auth {
  if (request.auth === null) {
    throw request.sessionProblem === 'ended' ? authFailures.invalidSession() : authFailures.unauthorized();
  }
  return request.auth;
}

/** The live session of a request whose login OTP (if any) is verified. */
export function verifiedSessionOrFail(request: FastifyRequest): Auth {
  const auth = sessionOrFail(request);
  if (auth.otpState === 'sent') throw authFailures.otpPending();
  return auth;
}

/** The user of a session; a user gone since the session started ends it. */
export async function userOrFail(request: FastifyRequest, userId: string): Promise<UserRecord> {
  const user = await findUserById(request.server.database, userId);
  if (user === undefined) throw authFailures.invalidSession();
  return user;
}

/** The user of a live session whose login OTP (if any) is verified. */
export async function signedInUserOrFail(request: FastifyRequest): Promise<UserRecord> {
  return userOrFail(request, verifiedSessionOrFail(request).userId);
}
