import { codeSchema, emailSchema, mobileNumberSchema, ok } from '@platform/core';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { DomainError } from '../../../errors/domain-error.js';
import { accountsMessages } from '../accounts-messages.js';
import { accountsTexts } from '../accounts-texts.js';
import { authFailures } from '../auth-failures.js';
import { sendCode } from '../code-sender.js';
import { insertLoginEvent } from '../login-events.js';
import { enforceRateLimit, throttleKeys, throttlePolicy } from '../login-throttle.js';
import { checkCode, CodeCooldownError } from '../one-time-codes.js';
import {
  findLiveRegistrationAttempt,
  markAttemptChannelVerified,
  updateAttemptMobile,
} from '../registration-attempts.js';
import { setSessionOtpState } from '../session-repository.js';
import { clientContext, startSession } from '../session-service.js';
import { findUserByEmail, findUserById, lockUser, updateUser, type UserRecord } from '../user-repository.js';
import { completeRegistration } from './registration-routes.js';
import {
  authOf,
  brandOf,
  failureResponses,
  failures,
  strictObject,
  successSchema,
  withCodeCooldown,
} from './route-support.js';

const regTokenSchema = z.string().trim().min(1).max(200);

/** A login code may also be an authenticator app's recovery code (xxxxx-xxxxx): up to 16 characters. */
export const loginCodeSchema = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9 -]{6,16}$/, { message: 'validation:codeInvalid' });

const verifyBodySchema = strictObject({
  type: z.enum(['email', 'sms', 'login', 'login_by_email', 'email_change', 'mobile_change']),
  code: z.string({ message: 'validation:codeInvalid' }).trim().max(32, { message: 'validation:codeInvalid' }),
  reg_token_id: regTokenSchema.optional(),
  email: emailSchema.optional(),
}).superRefine((body, context) => {
  const schema = body.type === 'login' ? loginCodeSchema : codeSchema;
  if (!schema.safeParse(body.code).success) {
    context.addIssue({ code: 'custom', path: ['code'], message: 'validation:codeInvalid' });
  }
});

const verifyDetailsSchema = z.object({
  verified: z.enum(['email', 'sms', 'login', 'login_by_email', 'email_change', 'mobile_change']),
  /** New flow: true once both codes are verified and the user exists (then user_token/session_key are set). */
  registration_complete: z.boolean().optional(),
  email_verified: z.boolean().optional(),
  phone_verified: z.boolean().optional(),
  user_token: z.string().optional(),
  session_key: z.string().optional(),
  message: z.string().optional(),
});

/** The live session of a request, even one whose login OTP is pending (requireUser would refuse it). */
function sessionOrFail(request: FastifyRequest): NonNullable<FastifyRequest['auth']> {
  if (request.auth === null) {
    throw request.sessionProblem === 'ended' ? authFailures.invalidSession() : authFailures.unauthorized();
  }
  return request.auth;
}

async function userOrFail(app: FastifyInstance, userId: string): Promise<UserRecord> {
  const user = await findUserById(app.database, userId);
  if (user === undefined) throw authFailures.invalidSession();
  return user;
}

/** Spec §7: POST /verify/requestOTP, /verify/verifyOTP, /verify/resendOTP, /verify/resend, PATCH /verify/resetMobileCode/{id}. */
export const verifyRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/verify/requestOTP',
    {
      schema: {
        summary: 'Sign in by emailed code: sends a login code to the address',
        description:
          'Always answers the same, whether or not an account exists for the address (no account enumeration); rate limited per IP. The code is entered with POST /verify/verifyOTP {type:"login_by_email", email, code}; the members route login/token is that code entry page.',
        tags: ['verify'],
        body: strictObject({ email: emailSchema }),
        response: { 200: successSchema(z.object({ sent: z.literal(true), message: z.string() })), ...failureResponses },
      },
    },
    async (request) => {
      const brand = await brandOf(app, request);
      await enforceRateLimit(app.database, throttleKeys.codeRequestIp(request.ip), throttlePolicy.codeRequestsPerIp);
      const user = await findUserByEmail(app.database, brand.id, request.body.email);
      if (user !== undefined) {
        try {
          await app.database.transaction((transaction) =>
            sendCode(app, transaction, {
              user,
              purpose: 'login_by_email',
              subject: user.id,
              channel: 'email',
              destination: user.email,
            }),
          );
        } catch (error) {
          // Within the cooldown the previous code is still valid; answering differently would reveal the account.
          if (!(error instanceof CodeCooldownError)) throw error;
        }
      }
      return ok({
        sent: true as const,
        message: accountsTexts.en.loginCodeSentIfAccount,
      });
    },
  );

  app.post(
    '/verify/verifyOTP',
    {
      schema: {
        summary:
          'Checks a 6-digit code: registration, email/mobile verification, login OTP, login by email, email change',
        description: `type email|sms with reg_token_id: a new-flow registration code ('Registration token Expired!' without a live token); when both are verified the user is created and signed in. type email|sms without reg_token_id: the signed-in user's email or mobile verification. type login: the login OTP of this session (an authenticator app code for otp_channel totp). type login_by_email {email, code}: signs in. type email_change: confirms the new address of PATCH /users/changeEmail. A wrong code answers 'You have entered an invalid code, Please try again.'; a code dies after 5 wrong tries or 10 minutes.`,
        tags: ['verify'],
        body: verifyBodySchema,
        response: { 200: successSchema(verifyDetailsSchema), ...failureResponses },
      },
    },
    async (request, reply) => {
      const body = request.body;
      await enforceRateLimit(app.database, throttleKeys.codeCheckIp(request.ip), throttlePolicy.codeChecksPerIp);
      if ((body.type === 'email' || body.type === 'sms') && body.reg_token_id !== undefined) {
        const brand = await brandOf(app, request);
        const client = await clientContext(app, request);
        const token = body.reg_token_id;
        const outcome = await app.database.transaction(async (transaction) => {
          const attempt = await findLiveRegistrationAttempt(transaction, { token, brandId: brand.id, forUpdate: true });
          if (attempt === undefined) return { kind: 'expired' as const };
          const check = await checkCode(transaction, {
            purpose: body.type === 'email' ? 'registration_email' : 'registration_sms',
            subject: attempt.id,
            code: body.code,
          });
          if (!check.ok) return { kind: 'invalid' as const };
          const updated = await markAttemptChannelVerified(
            transaction,
            attempt.id,
            body.type === 'email' ? 'email' : 'sms',
          );
          if (!updated.emailVerified || !updated.phoneVerified) return { kind: 'partial' as const, attempt: updated };
          const created = await completeRegistration(app, transaction, { attempt: updated, client });
          return { kind: 'complete' as const, attempt: updated, session: created.session, token: created.token };
        });
        if (outcome.kind === 'expired') throw failures.registrationTokenExpired();
        if (outcome.kind === 'invalid') throw failures.invalidCode();
        if (outcome.kind === 'partial') {
          return ok({
            verified: body.type,
            registration_complete: false,
            email_verified: outcome.attempt.emailVerified,
            phone_verified: outcome.attempt.phoneVerified,
          });
        }
        app.accounts.setSessionCookie(request, reply, outcome.token);
        return ok({
          verified: body.type,
          registration_complete: true,
          email_verified: true,
          phone_verified: true,
          user_token: outcome.token,
          session_key: outcome.session.id,
          message: accountsMessages.accountVerified,
        });
      }

      if (body.type === 'login_by_email') {
        if (body.email === undefined) {
          throw new DomainError('validation_failed', { email: 'Please enter a valid email address' });
        }
        const brand = await brandOf(app, request);
        const client = await clientContext(app, request);
        const user = await findUserByEmail(app.database, brand.id, body.email);
        if (user === undefined) throw failures.invalidCode();
        const outcome = await app.database.transaction(async (transaction) => {
          const check = await checkCode(transaction, { purpose: 'login_by_email', subject: user.id, code: body.code });
          if (!check.ok) return undefined;
          // The emailed code is the email factor; a second factor on another channel is still asked for.
          const secondFactor = user.otpLogin === 1 && user.otpChannel !== 'email';
          const started = await startSession(app, transaction, {
            user,
            client,
            otpState: secondFactor ? 'sent' : user.otpLogin === 1 ? 'verified' : null,
            outcome: 'code_login',
          });
          if (secondFactor && user.otpChannel === 'sms') {
            await sendCode(app, transaction, {
              user,
              purpose: 'login_otp',
              subject: started.session.id,
              channel: 'sms',
              destination: user.mobile,
            });
          }
          return started;
        });
        if (outcome === undefined) throw failures.invalidCode();
        app.accounts.setSessionCookie(request, reply, outcome.token);
        return ok({ verified: 'login_by_email' as const, user_token: outcome.token, session_key: outcome.session.id });
      }

      if (body.type === 'email' || body.type === 'sms') {
        if (request.auth === null && request.sessionProblem === 'none') throw failures.registrationTokenExpired();
        const auth = sessionOrFail(request);
        if (auth.otpState === 'sent') throw authFailures.otpPending();
        const user = await userOrFail(app, auth.userId);
        const channel = body.type;
        const verified = await app.database.transaction(async (transaction) => {
          const check = await checkCode(transaction, {
            purpose: channel === 'email' ? 'email_verification' : 'sms_verification',
            subject: user.id,
            code: body.code,
          });
          const current = channel === 'email' ? user.email : user.mobile;
          const sameDestination =
            check.ok &&
            (channel === 'email'
              ? check.destination === current
              : check.destination.replace(/^\+/, '') === current.replace(/^\+/, ''));
          if (!sameDestination) return undefined;
          return updateUser(
            transaction,
            user.id,
            channel === 'email' ? { emailVerified: true } : { phoneVerified: true },
          );
        });
        if (verified === undefined) throw failures.invalidCode();
        return ok({
          verified: channel,
          email_verified: verified.emailVerified,
          phone_verified: verified.phoneVerified,
        });
      }

      if (body.type === 'login') {
        const auth = sessionOrFail(request);
        const user = await userOrFail(app, auth.userId);
        const client = await clientContext(app, request);
        if (auth.otpState !== 'sent') {
          return ok({ verified: 'login' as const, message: accountsTexts.en.noLoginCodeNeeded });
        }
        let passed: boolean;
        if (user.otpChannel === 'totp') {
          const check = app.accounts.loginOtpCheck();
          passed = check !== undefined && (await check(user.id, body.code));
        } else {
          passed = await app.database.transaction(
            async (transaction) =>
              (await checkCode(transaction, { purpose: 'login_otp', subject: auth.sessionId, code: body.code })).ok,
          );
        }
        if (!passed) {
          await insertLoginEvent(app.database, {
            userId: user.id,
            sessionId: auth.sessionId,
            ...client,
            outcome: 'otp_failed',
          });
          throw failures.invalidCode();
        }
        await app.database.transaction(async (transaction) => {
          await setSessionOtpState(transaction, auth.sessionId, 'verified');
          await insertLoginEvent(transaction, {
            userId: user.id,
            sessionId: auth.sessionId,
            ...client,
            outcome: 'otp_verified',
          });
        });
        return ok({ verified: 'login' as const });
      }

      if (body.type === 'mobile_change') {
        const auth = sessionOrFail(request);
        if (auth.otpState === 'sent') throw authFailures.otpPending();
        const changed = await app.database.transaction(async (transaction) => {
          const user = await lockUser(transaction, auth.userId);
          if (user === undefined) return false;
          const check = await checkCode(transaction, { purpose: 'mobile_change', subject: user.id, code: body.code });
          if (!check.ok) return false;
          await updateUser(transaction, user.id, { mobile: check.destination, phoneVerified: true });
          // The mobile number is a second factor only for users who get their login codes by SMS.
          if (user.otpChannel === 'sms') {
            await app.accounts.recordSecurityChange(transaction, {
              userId: user.id,
              change: 'two_factor',
              keepSessionId: auth.sessionId,
            });
          }
          return true;
        });
        if (!changed) throw failures.invalidCode();
        return ok({ verified: 'mobile_change' as const, phone_verified: true });
      }

      // email_change: the code sent to the new address by PATCH /users/changeEmail.
      const auth = sessionOrFail(request);
      if (auth.otpState === 'sent') throw authFailures.otpPending();
      const outcome = await app.database.transaction(async (transaction) => {
        const user = await lockUser(transaction, auth.userId);
        if (user === undefined) return { kind: 'invalid' as const };
        const check = await checkCode(transaction, { purpose: 'email_change', subject: user.id, code: body.code });
        if (!check.ok) return { kind: 'invalid' as const };
        const taken = await findUserByEmail(transaction, user.brandId, check.destination);
        if (taken !== undefined) return { kind: 'taken' as const };
        const previous = user.email;
        await updateUser(transaction, user.id, { email: check.destination, emailVerified: true });
        // The alert goes to the old address too: recordSecurityChange writes to the user's (new) email.
        await app.accounts.recordSecurityChange(transaction, {
          userId: user.id,
          change: 'email',
          keepSessionId: auth.sessionId,
        });
        return { kind: 'changed' as const, previous };
      });
      if (outcome.kind === 'invalid') throw failures.invalidCode();
      if (outcome.kind === 'taken') throw failures.emailTaken();
      return ok({ verified: 'email_change' as const, email_verified: true });
    },
  );

  app.post(
    '/verify/resendOTP',
    {
      schema: {
        summary: 'Resends a registration code (new flow) or the login code of this session',
        description: `With reg_token_id: the new-flow registration code of channel email or sms ('Registration token Expired!' without a live token). Without it, for a session whose login OTP is pending: the login code again. At most one code per minute (429 rate_limited with retry_after).`,
        tags: ['verify'],
        body: strictObject({
          reg_token_id: regTokenSchema.optional(),
          channel: z.enum(['email', 'sms']).optional(),
          type: z.enum(['email', 'sms', 'login']).optional(),
        }),
        response: { 200: successSchema(z.object({ sent: z.literal(true), message: z.string() })), ...failureResponses },
      },
    },
    async (request) => {
      const body = request.body;
      await enforceRateLimit(app.database, throttleKeys.codeRequestIp(request.ip), throttlePolicy.codeRequestsPerIp);
      if (body.reg_token_id === undefined) {
        if (request.auth === null || request.auth.otpState !== 'sent' || body.type === 'email' || body.type === 'sms') {
          throw failures.registrationTokenExpired();
        }
        const auth = request.auth;
        const user = await userOrFail(app, auth.userId);
        if (user.otpChannel === 'totp') {
          throw new DomainError('request_failed', { code: accountsTexts.en.useAuthenticatorApp });
        }
        await withCodeCooldown(() =>
          app.database.transaction((transaction) =>
            sendCode(app, transaction, {
              user,
              purpose: 'login_otp',
              subject: auth.sessionId,
              channel: user.otpChannel === 'sms' ? 'sms' : 'email',
              destination: user.otpChannel === 'sms' ? user.mobile : user.email,
            }),
          ),
        );
        const sms = user.otpChannel === 'sms';
        return ok({
          sent: true as const,
          message: sms ? accountsMessages.newSmsCodeSent : accountsTexts.en.newLoginCode,
        });
      }
      const channel = body.channel ?? (body.type === 'sms' ? 'sms' : body.type === 'email' ? 'email' : undefined);
      if (channel === undefined)
        throw new DomainError('validation_failed', { channel: accountsTexts.en.channelRequired });
      const brand = await brandOf(app, request);
      const token = body.reg_token_id;
      const sent = await withCodeCooldown(() =>
        app.database.transaction(async (transaction) => {
          const attempt = await findLiveRegistrationAttempt(transaction, { token, brandId: brand.id, forUpdate: true });
          if (attempt === undefined) return false;
          await sendCode(app, transaction, {
            user: { brandId: attempt.brandId, locale: attempt.locale, antiPhishingCode: null },
            purpose: channel === 'email' ? 'registration_email' : 'registration_sms',
            subject: attempt.id,
            channel,
            destination: channel === 'email' ? attempt.email : attempt.mobile,
          });
          return true;
        }),
      );
      if (!sent) throw failures.registrationTokenExpired();
      return ok({
        sent: true as const,
        message: channel === 'sms' ? accountsMessages.newSmsCodeSent : accountsTexts.en.newEmailCode,
      });
    },
  );

  app.post(
    '/verify/resend',
    {
      schema: {
        summary: "Resends the signed-in user's email or mobile verification code",
        tags: ['verify'],
        body: strictObject({ type: z.enum(['email', 'sms']) }),
        response: { 200: successSchema(z.object({ sent: z.literal(true), message: z.string() })), ...failureResponses },
      },
      preHandler: app.accounts.requireUser(),
    },
    async (request) => {
      const auth = authOf(request);
      const user = await userOrFail(app, auth.userId);
      const channel = request.body.type;
      const alreadyVerified = channel === 'email' ? user.emailVerified : user.phoneVerified;
      if (alreadyVerified) {
        throw new DomainError('request_failed', {
          type: channel === 'email' ? accountsTexts.en.emailAlreadyVerified : accountsTexts.en.mobileAlreadyVerified,
        });
      }
      await enforceRateLimit(app.database, throttleKeys.codeRequestIp(request.ip), throttlePolicy.codeRequestsPerIp);
      await withCodeCooldown(() =>
        app.database.transaction((transaction) =>
          sendCode(app, transaction, {
            user,
            purpose: channel === 'email' ? 'email_verification' : 'sms_verification',
            subject: user.id,
            channel,
            destination: channel === 'email' ? user.email : user.mobile,
          }),
        ),
      );
      return ok({
        sent: true as const,
        message: channel === 'sms' ? accountsMessages.newSmsCodeSent : accountsTexts.en.newEmailCode,
      });
    },
  );

  app.patch(
    '/verify/resetMobileCode/:id',
    {
      schema: {
        summary: 'Changes an unverified mobile number and sends a new SMS code',
        description:
          "id is the signed-in user's user_id, or a new-flow registration token (reg_token_id). Only while the mobile number is not verified; afterwards change it from the profile.",
        tags: ['verify'],
        params: z.object({ id: z.string().min(1).max(200) }),
        body: strictObject({ mobile: mobileNumberSchema }),
        response: { 200: successSchema(z.object({ sent: z.literal(true), message: z.string() })), ...failureResponses },
      },
    },
    async (request) => {
      const { id } = request.params;
      const mobile = request.body.mobile;
      await enforceRateLimit(app.database, throttleKeys.codeRequestIp(request.ip), throttlePolicy.codeRequestsPerIp);
      if (id.startsWith('usr_')) {
        const auth = sessionOrFail(request);
        if (auth.otpState === 'sent') throw authFailures.otpPending();
        if (auth.userId !== id) throw authFailures.forbidden();
        const user = await userOrFail(app, auth.userId);
        if (user.phoneVerified) {
          throw new DomainError('request_failed', { mobile: accountsTexts.en.mobileAlreadyVerified });
        }
        await withCodeCooldown(() =>
          app.database.transaction(async (transaction) => {
            const updated = await updateUser(transaction, user.id, { mobile, phoneVerified: false });
            await sendCode(app, transaction, {
              user: updated,
              purpose: 'sms_verification',
              subject: user.id,
              channel: 'sms',
              destination: mobile,
            });
          }),
        );
        return ok({ sent: true as const, message: accountsMessages.newSmsCodeSent });
      }
      const brand = await brandOf(app, request);
      const sent = await withCodeCooldown(() =>
        app.database.transaction(async (transaction) => {
          const attempt = await findLiveRegistrationAttempt(transaction, {
            token: id,
            brandId: brand.id,
            forUpdate: true,
          });
          if (attempt === undefined) return false;
          await updateAttemptMobile(transaction, attempt.id, mobile);
          await sendCode(app, transaction, {
            user: { brandId: attempt.brandId, locale: attempt.locale, antiPhishingCode: null },
            purpose: 'registration_sms',
            subject: attempt.id,
            channel: 'sms',
            destination: mobile,
          });
          return true;
        }),
      );
      if (!sent) throw failures.registrationTokenExpired();
      return ok({ sent: true as const, message: accountsMessages.newSmsCodeSent });
    },
  );
};
