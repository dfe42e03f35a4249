import { emailSchema, loginPasswordSchema, ok } from '@platform/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { setTimeout as sleep } from 'node:timers/promises';
import { z } from 'zod';
import { DomainError } from '../../../errors/domain-error.js';
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
import { clearRateLimit } from '../rate-limits.js';
import { readRequestToken } from '../request-token.js';
import { endSession } from '../session-repository.js';
import { clientContext, startSession } from '../session-service.js';
import { toUserInfo } from '../user-info.js';
import { findUserByEmail, findUserById } from '../user-repository.js';
import { authOf, brandOf, failureResponses, failures, strictObject, successSchema } from './route-support.js';

export const loginDetailsSchema = z.object({
  user_token: z.string(),
  session_key: z.string(),
  /** 'sent' when the login needs a code next (/double-auth); null otherwise. */
  otp_state: z.enum(['sent', 'verified']).nullable(),
});

const userInfoSchema = z.looseObject({ user_id: z.string(), email: z.string() });

/** Spec §7: POST /users/login, POST /users/logout, GET /users/me. */
export const loginRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/users/login',
    {
      schema: {
        summary: 'Sign in with email and password',
        description: `Returns the opaque session token as user_token (also set as the HttpOnly \`token\` cookie, 18000 s) and the session id as session_key. One active session per user: this ends the others (their next call answers invalid_session). With OTPLogin 1 the session starts with its login OTP 'sent' and a code goes out by email or SMS (nothing is sent for an authenticator app); POST /verify/verifyOTP {type:'login'} completes it. Unknown email and wrong password answer the same. Rate limited per IP; five wrong passwords lock that (account, IP) pair for 15 minutes; many failures slow the account down without locking its owner out.`,
        tags: ['users'],
        body: strictObject({ email: emailSchema, password: loginPasswordSchema }),
        response: { 200: successSchema(loginDetailsSchema), ...failureResponses },
      },
    },
    async (request, reply) => {
      const brand = await brandOf(app, request);
      const client = await clientContext(app, request);
      await enforceRateLimit(app.database, throttleKeys.loginIp(client.ip), throttlePolicy.loginPerIp);
      const user = await findUserByEmail(app.database, brand.id, request.body.email);
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
        await insertLoginEvent(app.database, {
          userId: user.id,
          sessionId: null,
          ...client,
          outcome: 'wrong_password',
        });
        throw failures.invalidPassword();
      }
      await clearRateLimit(app.database, throttleKeys.loginPair(user.id, client.ip));
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
      return ok({ user_token: token, session_key: session.id, otp_state: session.otpState });
    },
  );

  app.post(
    '/users/logout',
    {
      schema: {
        summary: 'Sign out: ends the session and removes the token cookie',
        tags: ['users'],
        response: { 200: successSchema(z.object({ logged_out: z.literal(true) })), ...failureResponses },
      },
    },
    async (request, reply) => {
      const auth = request.auth;
      if (auth !== null)
        await endSession(app.database, { sessionId: auth.sessionId, userId: auth.userId, reason: 'logout' });
      app.accounts.clearSessionCookie(request, reply);
      return ok({ logged_out: true as const });
    },
  );

  app.get(
    '/users/me',
    {
      schema: {
        summary: 'The signed-in user (spec §3 User) and session',
        description: `user_info is the User of spec §3 plus account_number and double_auth (1 when this session's login OTP is verified). Answers for a session whose login OTP is still pending too (verifications.OTPLogin 'sent'). session_key is the session id; user_token is echoed only to clients that sent it in the Authorization header (never read back from the HttpOnly cookie). An ended or replaced session answers 401 invalid_session; an expired password (PASSWORD_MAX_AGE_DAYS) answers error_message.me.error[0] = 'expired_password'. ip and is_flow=1 (the flow variant) are accepted.`,
        tags: ['users'],
        querystring: strictObject({
          ip: z.union([z.ipv4(), z.ipv6()]).optional(),
          is_flow: z.enum(['1', '0']).optional(),
        }),
        response: {
          200: successSchema(
            z.object({ user_info: userInfoSchema, user_token: z.string().optional(), session_key: z.string() }),
          ),
          ...failureResponses,
        },
      },
      preHandler: app.accounts.requireUser({ allowOtpPending: true }),
    },
    async (request) => {
      const auth = authOf(request);
      const user = await findUserById(app.database, auth.userId);
      if (user === undefined) throw new DomainError('invalid_session', { session_key: 'invalid_session' });
      const maxAgeDays = app.accounts.settings.passwordMaxAgeDays;
      if (maxAgeDays > 0 && Date.now() - user.passwordChangedAt.getTime() > maxAgeDays * 86_400_000) {
        throw new DomainError('password_expired', { me: 'expired_password' });
      }
      const summary = await app.accounts.accountSummary(user.id);
      const presented = readRequestToken(request);
      const headerToken = presented?.source === 'header' ? presented.token : undefined;
      return ok({
        user_info: toUserInfo(user, { otpState: auth.otpState }, summary),
        ...(headerToken === undefined ? {} : { user_token: headerToken }),
        session_key: auth.sessionId,
      });
    },
  );
};
