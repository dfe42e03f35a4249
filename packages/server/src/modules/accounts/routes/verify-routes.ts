import { endpoints, type CodeSentDetails } from '@platform/core';
import type { FastifyPluginAsync } from 'fastify';
import { DomainError } from '../../../errors/domain-error.js';
import { serve, type EndpointRequest } from '../../../http/serve.js';
import { accountsMessages } from '../accounts-messages.js';
import { accountsTexts } from '../accounts-texts.js';
import { authFailures } from '../auth-failures.js';
import { sendCode } from '../code-sender.js';
import { enforceRateLimit, throttleKeys, throttlePolicy } from '../login-throttle.js';
import { CodeCooldownError } from '../one-time-codes.js';
import { findLiveRegistrationAttempt, updateAttemptMobile } from '../registration-attempts.js';
import { findUserByEmail, updateUser } from '../user-repository.js';
import { brandOf, failures, withCodeCooldown } from './route-support.js';
import { signedInUserOrFail, userOrFail, verifiedSessionOrFail } from './session-checks.js';
import { verifyCode } from './verify-otp.js';

type ResendOtpRequest = EndpointRequest<typeof endpoints.resendOtp>;
type ResetMobileCodeRequest = EndpointRequest<typeof endpoints.resetMobileCode>;

/** Spec §7: POST /verify/requestOTP, /verify/verifyOTP, /verify/resendOTP, /verify/resend, PATCH /verify/resetMobileCode/{id}. */
export const verifyRoutes: FastifyPluginAsync = async (app) => {
  serve(app, endpoints.requestOtp, sendLoginCodeByEmail);
  serve(app, endpoints.verifyOtp, verifyCode);
  serve(app, endpoints.resendOtp, resendCode);
  serve(app, endpoints.resendVerification, resendVerificationCode);
  serve(app, endpoints.resetMobileCode, resetMobileAndSendCode);
};

/** The "new code sent" answer of a channel. */
function newCodeSent(channel: 'email' | 'sms', emailMessage: string): CodeSentDetails {
  return { sent: true, message: channel === 'sms' ? accountsMessages.newSmsCodeSent : emailMessage };
}

/** POST /verify/requestOTP: the same answer whether or not the address has an account (no enumeration). */
async function sendLoginCodeByEmail(request: EndpointRequest<typeof endpoints.requestOtp>): Promise<CodeSentDetails> {
  const app = request.server;
  const brand = await brandOf(request);
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
  return { sent: true, message: accountsTexts.en.loginCodeSentIfAccount };
}

/** POST /verify/resendOTP: a registration code with reg_token_id, else this session's pending login code. */
async function resendCode(request: ResendOtpRequest): Promise<CodeSentDetails> {
  await enforceRateLimit(
    request.server.database,
    throttleKeys.codeRequestIp(request.ip),
    throttlePolicy.codeRequestsPerIp,
  );
  const { reg_token_id: token, channel, type } = request.body;
  if (token === undefined) return resendLoginCode(request);
  const chosen = channel ?? (type === 'sms' ? 'sms' : type === 'email' ? 'email' : undefined);
  if (chosen === undefined) throw new DomainError('validation_failed', { channel: accountsTexts.en.channelRequired });
  return resendRegistrationCode(request, { token, channel: chosen });
}

/** The login code of a session whose login OTP is pending, again (not for an authenticator app). */
async function resendLoginCode(request: ResendOtpRequest): Promise<CodeSentDetails> {
  const app = request.server;
  const auth = request.auth;
  const type = request.body.type;
  if (auth === null || auth.otpState !== 'sent' || type === 'email' || type === 'sms') {
    throw failures.registrationTokenExpired();
  }
  const user = await userOrFail(request, auth.userId);
  if (user.otpChannel === 'totp') {
    throw new DomainError('request_failed', { code: accountsTexts.en.useAuthenticatorApp });
  }
  const channel = user.otpChannel === 'sms' ? 'sms' : 'email';
  await withCodeCooldown(() =>
    app.database.transaction((transaction) =>
      sendCode(app, transaction, {
        user,
        purpose: 'login_otp',
        subject: auth.sessionId,
        channel,
        destination: channel === 'sms' ? user.mobile : user.email,
      }),
    ),
  );
  return newCodeSent(channel, accountsTexts.en.newLoginCode);
}

/** A code of a live new-flow registration attempt, again. */
async function resendRegistrationCode(
  request: ResendOtpRequest,
  input: { token: string; channel: 'email' | 'sms' },
): Promise<CodeSentDetails> {
  const app = request.server;
  const { token, channel } = input;
  const brand = await brandOf(request);
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
  return newCodeSent(channel, accountsTexts.en.newEmailCode);
}

/** POST /verify/resend: the signed-in user's email or mobile verification code, unless verified already. */
async function resendVerificationCode(
  request: EndpointRequest<typeof endpoints.resendVerification>,
): Promise<CodeSentDetails> {
  const app = request.server;
  const channel = request.body.type;
  const flowCodes = app.accounts.flowCodes();
  if (request.body.checkout_id !== undefined && flowCodes !== undefined) {
    await enforceRateLimit(app.database, throttleKeys.codeRequestIp(request.ip), throttlePolicy.codeRequestsPerIp);
    await flowCodes.resend(request, request.body.checkout_id, channel);
    return newCodeSent(channel, accountsTexts.en.newEmailCode);
  }
  const user = await signedInUserOrFail(request);
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
  return newCodeSent(channel, accountsTexts.en.newEmailCode);
}

/** PATCH /verify/resetMobileCode/{id}: id is the signed-in user's user_id or a registration token. */
async function resetMobileAndSendCode(request: ResetMobileCodeRequest): Promise<CodeSentDetails> {
  await enforceRateLimit(
    request.server.database,
    throttleKeys.codeRequestIp(request.ip),
    throttlePolicy.codeRequestsPerIp,
  );
  const flowCodes = request.server.accounts.flowCodes();
  if (request.params.id.startsWith('usr_')) await resetUserMobile(request);
  else if (flowCodes?.owns(request.params.id) === true)
    await flowCodes.resetMobile(request, request.params.id, request.body.mobile);
  else await resetAttemptMobile(request);
  return { sent: true, message: accountsMessages.newSmsCodeSent };
}

/** The signed-in user's own unverified mobile number. */
async function resetUserMobile(request: ResetMobileCodeRequest): Promise<void> {
  const app = request.server;
  const mobile = request.body.mobile;
  const auth = verifiedSessionOrFail(request);
  if (auth.userId !== request.params.id) throw authFailures.forbidden();
  const user = await userOrFail(request, auth.userId);
  if (user.phoneVerified) throw new DomainError('request_failed', { mobile: accountsTexts.en.mobileAlreadyVerified });
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
}

/** The mobile number of a live new-flow registration attempt. */
async function resetAttemptMobile(request: ResetMobileCodeRequest): Promise<void> {
  const app = request.server;
  const mobile = request.body.mobile;
  const brand = await brandOf(request);
  const sent = await withCodeCooldown(() =>
    app.database.transaction(async (transaction) => {
      const attempt = await findLiveRegistrationAttempt(transaction, {
        token: request.params.id,
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
}
