import type { endpoints, VerifyOtpBody, VerifyOtpDetails } from '@platform/core';
import type { FastifyReply } from 'fastify';
import type { Transaction } from '../../../db/database.js';
import { DomainError } from '../../../errors/domain-error.js';
import type { EndpointRequest } from '../../../http/serve.js';
import { withdrawalLockHours } from '../../notify/index.js';
import { accountsMessages } from '../accounts-messages.js';
import { accountsTexts } from '../accounts-texts.js';
import { sendCode } from '../code-sender.js';
import { insertLoginEvent } from '../login-events.js';
import { enforceRateLimit, throttleKeys, throttlePolicy } from '../login-throttle.js';
import { checkCode } from '../one-time-codes.js';
import { findLiveRegistrationAttempt, markAttemptChannelVerified } from '../registration-attempts.js';
import { setSessionOtpState } from '../session-repository.js';
import { clientContext, startSession, type ClientContext } from '../session-service.js';
import { findUserByEmail, lockUser, updateUser, type UserRecord } from '../user-repository.js';
import { completeRegistration } from './registration-routes.js';
import { brandOf, failures } from './route-support.js';
import { sessionOrFail, signedInUserOrFail, userOrFail, verifiedSessionOrFail } from './session-checks.js';

type VerifyOtpRequest = EndpointRequest<typeof endpoints.verifyOtp>;
type Channel = 'email' | 'sms';

/**
 * POST /verify/verifyOTP: one call for every code the user types, told apart by the body. The
 * route is public: each use case asks for the session it needs (registration codes need none).
 */
export async function verifyCode(request: VerifyOtpRequest, reply: FastifyReply): Promise<VerifyOtpDetails> {
  const body = request.body;
  await enforceRateLimit(request.server.database, throttleKeys.codeCheckIp(request.ip), throttlePolicy.codeChecksPerIp);
  switch (body.type) {
    case 'email':
    case 'sms':
      if (body.reg_token_id !== undefined) {
        return verifyRegistrationCode(request, reply, {
          channel: body.type,
          code: body.code,
          token: body.reg_token_id,
        });
      }
      return verifyContactCode(request, body.type, body.code);
    case 'login_by_email':
      return signInWithEmailedCode(request, reply, body);
    case 'login':
      return verifyLoginCode(request, body.code);
    case 'mobile_change':
      return confirmMobileChange(request, body.code);
    case 'email_change':
      return confirmEmailChange(request, body.code);
    case 'withdrawal':
      return confirmWithdrawalCode(request, body);
  }
}

/**
 * type withdrawal: the withdrawal OTP of one of the signed-in user's withdrawals. The withdrawals
 * module owns the withdrawal and plugs its check in (app.accounts.confirmWithdrawalOtpWith), so
 * accounts does not depend on a module built on top of it.
 */
async function confirmWithdrawalCode(request: VerifyOtpRequest, body: VerifyOtpBody): Promise<VerifyOtpDetails> {
  const auth = verifiedSessionOrFail(request);
  const handler = request.server.accounts.withdrawalOtpHandler();
  if (handler === undefined || body.withdrawal_id === undefined) {
    throw new DomainError('not_found', { withdrawal_id: 'No such withdrawal.' });
  }
  const outcome = await handler({ userId: auth.userId, withdrawalId: body.withdrawal_id, code: body.code });
  return { verified: 'withdrawal', withdrawal_id: outcome.withdrawalId, withdrawal_status: outcome.status };
}

type RegistrationCodeOutcome =
  | { kind: 'expired' }
  | { kind: 'invalid' }
  | { kind: 'partial'; emailVerified: boolean; phoneVerified: boolean }
  | { kind: 'complete'; sessionId: string; token: string };

/** One code of a new-flow registration attempt; the second verified code creates the user and signs in. */
async function checkRegistrationCode(
  request: VerifyOtpRequest,
  transaction: Transaction,
  input: { channel: Channel; code: string; token: string; brandId: string; client: ClientContext },
): Promise<RegistrationCodeOutcome> {
  const attempt = await findLiveRegistrationAttempt(transaction, {
    token: input.token,
    brandId: input.brandId,
    forUpdate: true,
  });
  if (attempt === undefined) return { kind: 'expired' };
  const check = await checkCode(transaction, {
    purpose: input.channel === 'email' ? 'registration_email' : 'registration_sms',
    subject: attempt.id,
    code: input.code,
  });
  if (!check.ok) return { kind: 'invalid' };
  const updated = await markAttemptChannelVerified(transaction, attempt.id, input.channel);
  if (!updated.emailVerified || !updated.phoneVerified) {
    return { kind: 'partial', emailVerified: updated.emailVerified, phoneVerified: updated.phoneVerified };
  }
  const created = await completeRegistration(request.server, transaction, { attempt: updated, client: input.client });
  return { kind: 'complete', sessionId: created.session.id, token: created.token };
}

/** type email|sms with reg_token_id: a code of the new registration flow (no session needed). */
async function verifyRegistrationCode(
  request: VerifyOtpRequest,
  reply: FastifyReply,
  input: { channel: Channel; code: string; token: string },
): Promise<VerifyOtpDetails> {
  const app = request.server;
  const brand = await brandOf(request);
  const client = await clientContext(app, request);
  const outcome = await app.database.transaction((transaction) =>
    checkRegistrationCode(request, transaction, { ...input, brandId: brand.id, client }),
  );
  if (outcome.kind === 'expired') throw failures.registrationTokenExpired();
  if (outcome.kind === 'invalid') throw failures.invalidCode();
  if (outcome.kind === 'partial') {
    return {
      verified: input.channel,
      registration_complete: false,
      email_verified: outcome.emailVerified,
      phone_verified: outcome.phoneVerified,
    };
  }
  app.accounts.setSessionCookie(request, reply, outcome.token);
  return {
    verified: input.channel,
    registration_complete: true,
    email_verified: true,
    phone_verified: true,
    user_token: outcome.token,
    session_key: outcome.sessionId,
    message: accountsMessages.accountVerified,
  };
}

/** type login_by_email: the emailed login code signs in (a second factor on another channel is still asked for). */
async function signInWithEmailedCode(
  request: VerifyOtpRequest,
  reply: FastifyReply,
  body: VerifyOtpBody,
): Promise<VerifyOtpDetails> {
  const app = request.server;
  if (body.email === undefined) {
    throw new DomainError('validation_failed', { email: 'Please enter a valid email address' });
  }
  const brand = await brandOf(request);
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
  return { verified: 'login_by_email', user_token: outcome.token, session_key: outcome.session.id };
}

/** Whether a verification code went to the user's current address (a number compared without its +). */
function sentToCurrent(user: UserRecord, channel: Channel, destination: string): boolean {
  if (channel === 'email') return destination === user.email;
  return destination.replace(/^\+/, '') === user.mobile.replace(/^\+/, '');
}

/** type email|sms without reg_token_id: the signed-in user's email or mobile verification. */
async function verifyContactCode(request: VerifyOtpRequest, channel: Channel, code: string): Promise<VerifyOtpDetails> {
  const app = request.server;
  // Without any session the caller most likely lost the registration token of the new flow.
  if (request.auth === null && request.sessionProblem === 'none') throw failures.registrationTokenExpired();
  const user = await signedInUserOrFail(request);
  const verified = await app.database.transaction(async (transaction) => {
    const check = await checkCode(transaction, {
      purpose: channel === 'email' ? 'email_verification' : 'sms_verification',
      subject: user.id,
      code,
    });
    if (!check.ok || !sentToCurrent(user, channel, check.destination)) return undefined;
    return updateUser(transaction, user.id, channel === 'email' ? { emailVerified: true } : { phoneVerified: true });
  });
  if (verified === undefined) throw failures.invalidCode();
  return { verified: channel, email_verified: verified.emailVerified, phone_verified: verified.phoneVerified };
}

/** Whether a login code is right: the authenticator app's (otp_channel totp) or the one sent for this session. */
async function loginCodePasses(
  request: VerifyOtpRequest,
  input: { user: UserRecord; sessionId: string; code: string },
): Promise<boolean> {
  const app = request.server;
  if (input.user.otpChannel === 'totp') {
    const check = app.accounts.loginOtpCheck();
    return check !== undefined && (await check(input.user.id, input.code));
  }
  return app.database.transaction(
    async (transaction) =>
      (await checkCode(transaction, { purpose: 'login_otp', subject: input.sessionId, code: input.code })).ok,
  );
}

/** type login: the login OTP of this session (allowed while it is pending, which is the point). */
async function verifyLoginCode(request: VerifyOtpRequest, code: string): Promise<VerifyOtpDetails> {
  const app = request.server;
  const auth = sessionOrFail(request);
  const user = await userOrFail(request, auth.userId);
  const client = await clientContext(app, request);
  if (auth.otpState !== 'sent') return { verified: 'login', message: accountsTexts.en.noLoginCodeNeeded };
  const event = { userId: user.id, sessionId: auth.sessionId, ...client };
  if (!(await loginCodePasses(request, { user, sessionId: auth.sessionId, code }))) {
    await insertLoginEvent(app.database, { ...event, outcome: 'otp_failed' });
    throw failures.invalidCode();
  }
  await app.database.transaction(async (transaction) => {
    await setSessionOtpState(transaction, auth.sessionId, 'verified');
    await insertLoginEvent(transaction, { ...event, outcome: 'otp_verified' });
  });
  return { verified: 'login' };
}

/** type mobile_change: the SMS code PATCH /users/changeMobile sent to the new number. */
async function confirmMobileChange(request: VerifyOtpRequest, code: string): Promise<VerifyOtpDetails> {
  const app = request.server;
  const auth = verifiedSessionOrFail(request);
  const changed = await app.database.transaction(async (transaction) => {
    const user = await lockUser(transaction, auth.userId);
    if (user === undefined) return false;
    const check = await checkCode(transaction, { purpose: 'mobile_change', subject: user.id, code });
    if (!check.ok) return false;
    await updateUser(transaction, user.id, { mobile: check.destination, phoneVerified: true });
    // The mobile number is a second factor only for users who get their login codes by SMS.
    if (user.otpChannel === 'sms') {
      await app.accounts.recordSecurityChange(transaction, {
        userId: user.id,
        change: 'two_factor',
        keepSessionId: auth.sessionId,
      });
    } else {
      // A new mobile number still locks withdrawals for 24 h (issue 17), without ending sessions.
      await updateUser(transaction, user.id, {
        withdrawalsLockedUntil: new Date(Date.now() + withdrawalLockHours * 3_600_000),
      });
    }
    return true;
  });
  if (!changed) throw failures.invalidCode();
  return { verified: 'mobile_change', phone_verified: true };
}

/** type email_change: the code PATCH /users/changeEmail sent to the new address. */
async function confirmEmailChange(request: VerifyOtpRequest, code: string): Promise<VerifyOtpDetails> {
  const app = request.server;
  const auth = verifiedSessionOrFail(request);
  const outcome = await app.database.transaction(async (transaction) => {
    const user = await lockUser(transaction, auth.userId);
    if (user === undefined) return 'invalid';
    const check = await checkCode(transaction, { purpose: 'email_change', subject: user.id, code });
    if (!check.ok) return 'invalid';
    if ((await findUserByEmail(transaction, user.brandId, check.destination)) !== undefined) return 'taken';
    await updateUser(transaction, user.id, { email: check.destination, emailVerified: true });
    await app.accounts.recordSecurityChange(transaction, {
      userId: user.id,
      change: 'email',
      keepSessionId: auth.sessionId,
    });
    return 'changed';
  });
  if (outcome === 'invalid') throw failures.invalidCode();
  if (outcome === 'taken') throw failures.emailTaken();
  return { verified: 'email_change', email_verified: true };
}
