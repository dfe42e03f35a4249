import { endpoints } from '@platform/core';
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { setTimeout as sleep } from 'node:timers/promises';
import { DomainError } from '../../../errors/domain-error.js';
import { serve, type EndpointDetails, type EndpointRequest } from '../../../http/serve.js';
import { sendCode } from '../code-sender.js';
import { insertLoginEvent } from '../login-events.js';
import {
  accountSlowdownMs,
  assertPairNotLocked,
  enforceRateLimit,
  recordWrongPassword,
  throttleKeys,
  throttlePolicy,
} from '../login-throttle.js';
import { clearRateLimit } from '../../../lib/rate-limits.js';
import { readRequestToken } from '../request-token.js';
import { endSession } from '../session-repository.js';
import { clientContext, startSession, type ClientContext } from '../session-service.js';
import { toUserInfo } from '../user-info.js';
import { findUserByEmail, findUserById, type UserRecord } from '../user-repository.js';
import { brandOf, failures } from './route-support.js';
import { sessionOrFail } from './session-checks.js';
import { authFailures } from '../auth-failures.js';

type LoginRow = typeof endpoints.login;
type GetMeRow = typeof endpoints.getMe;

/** Spec §7: POST /users/login, POST /users/logout, GET /users/me. */
export const loginRoutes: FastifyPluginAsync = async (app) => {
  serve(app, endpoints.login, logIn);
  serve(app, endpoints.logout, logOut);
  // The row parses the User for clients (1 → true); serve() sends it as built, as spec §3 words it.
  serve(app, endpoints.getMe, currentUser);
};

/** The user whose email and password these are, after the throttling checks; refusals are recorded. */
async function checkCredentials(
  request: EndpointRequest<LoginRow>,
  input: { brandId: string; client: ClientContext },
): Promise<UserRecord> {
  const app = request.server;
  const { client } = input;
  await enforceRateLimit(app.database, throttleKeys.loginIp(client.ip), throttlePolicy.loginPerIp);
  const user = await findUserByEmail(app.database, input.brandId, request.body.email);
  if (user === undefined) {
    await app.accounts.passwords.verifyNothing(request.body.password);
    throw failures.invalidPassword();
  }
  try {
    await assertPairNotLocked(app.database, user.id, client.ip);
  } catch (error) {
    await insertLoginEvent(app.database, { userId: user.id, sessionId: null, ...client, outcome: 'locked' });
    throw error;
  }
  const delayMs = await accountSlowdownMs(app.database, user.id);
  if (delayMs > 0) await sleep(delayMs);
  if (!(await app.accounts.passwords.verify(user.passwordHash, request.body.password))) {
    await recordWrongPassword(app.database, user.id, client.ip);
    await insertLoginEvent(app.database, { userId: user.id, sessionId: null, ...client, outcome: 'wrong_password' });
    throw failures.invalidPassword();
  }
  await clearRateLimit(app.database, throttleKeys.loginPair(user.id, client.ip));
  return user;
}

/** POST /users/login: a new session; with OTPLogin 1 its login code goes out (not for an authenticator app). */
async function logIn(request: EndpointRequest<LoginRow>, reply: FastifyReply): Promise<EndpointDetails<LoginRow>> {
  const app = request.server;
  const brand = await brandOf(request);
  const client = await clientContext(app, request);
  const user = await checkCredentials(request, { brandId: brand.id, client });
  const otpRequired = user.otpLogin === 1;
  const { session, token } = await app.database.transaction(async (transaction) => {
    const started = await startSession(app, transaction, {
      user,
      client,
      otpState: otpRequired ? 'sent' : null,
      outcome: otpRequired ? 'otp_sent' : 'success',
    });
    if (otpRequired && user.otpChannel !== 'totp') {
      await sendCode(app, transaction, {
        user,
        purpose: 'login_otp',
        subject: started.session.id,
        channel: user.otpChannel,
        destination: user.otpChannel === 'sms' ? user.mobile : user.email,
      });
    }
    return started;
  });
  app.accounts.setSessionCookie(request, reply, token);
  return { user_token: token, session_key: session.id, otp_state: session.otpState };
}

/** POST /users/logout: ends the session (if any) and removes the token cookie. */
async function logOut(
  request: EndpointRequest<typeof endpoints.logout>,
  reply: FastifyReply,
): Promise<EndpointDetails<typeof endpoints.logout>> {
  const auth = request.auth;
  if (auth !== null) {
    await endSession(request.server.database, { sessionId: auth.sessionId, userId: auth.userId, reason: 'logout' });
  }
  request.server.accounts.clearSessionCookie(request, reply);
  return { logged_out: true };
}

/** GET /users/me: the User of spec §3; user_token only echoed to a client that sent it in the header. */
/** The flow variant without a session (is_flow=1 and the guest checkout's flow token): the flow user. */
async function currentFlowUser(request: EndpointRequest<GetMeRow>): Promise<EndpointDetails<GetMeRow>> {
  const app = request.server;
  const user = await findUserById(app.database, await app.accounts.flowUserOf(request));
  if (user === undefined) throw authFailures.unauthorized();
  return { user_info: toUserInfo(user, { otpState: null }, await app.accounts.accountSummary(user.id)) };
}

async function currentUser(request: EndpointRequest<GetMeRow>): Promise<EndpointDetails<GetMeRow>> {
  const app = request.server;
  const isFlow = request.query.is_flow === '1' || request.query.is_flow === 1;
  if (request.auth === null && isFlow) return currentFlowUser(request);
  const auth = sessionOrFail(request);
  const user = await findUserById(app.database, auth.userId);
  if (user === undefined) throw new DomainError('invalid_session', { session_key: 'invalid_session' });
  const maxAgeDays = app.accounts.settings.passwordMaxAgeDays;
  if (maxAgeDays > 0 && Date.now() - user.passwordChangedAt.getTime() > maxAgeDays * 86_400_000) {
    throw new DomainError('password_expired', { me: 'expired_password' });
  }
  const summary = await app.accounts.accountSummary(user.id);
  const presented = readRequestToken(request);
  const headerToken = presented?.source === 'header' ? presented.token : undefined;
  return {
    user_info: toUserInfo(user, { otpState: auth.otpState }, summary),
    ...(headerToken === undefined ? {} : { user_token: headerToken }),
    session_key: auth.sessionId,
  };
}
