import { endpoints } from '@platform/core';
import type { FastifyPluginAsync } from 'fastify';
import { DomainError } from '../../../errors/domain-error.js';
import { authOf } from '../../../http/request-auth.js';
import { serve, type EndpointDetails, type EndpointRequest } from '../../../http/serve.js';
import { findBrandByHostname } from '../../brands/index.js';
import { hostnameFromHost, unknownHostError } from '../../brands/index.js';
import { accountsMessages } from '../accounts-messages.js';
import { accountsTexts } from '../accounts-texts.js';
import { enforceRateLimit, throttleKeys, throttlePolicy } from '../login-throttle.js';
import { consumePasswordReset, insertPasswordReset, passwordResetLifetimeMinutes } from '../password-resets.js';
import { endSessionsOfUser } from '../session-repository.js';
import { notifyUser } from '../user-notifications.js';
import { findUserByEmail, findUserById, updateUser } from '../user-repository.js';
import type { AccountsRoutesOptions } from './accounts-routes.js';
import { brandOf, failures } from './route-support.js';

type ChangePasswordRow = typeof endpoints.changePassword;
type ForgetPasswordRow = typeof endpoints.forgetPassword;
type ResetPasswordRow = typeof endpoints.resetPassword;

/** Spec §7: PATCH /users/changePassword, POST /users/forgetPassword, and the reset link's POST /users/resetPassword. */
export const passwordRoutes: FastifyPluginAsync<AccountsRoutesOptions> = async (app, options) => {
  serve(app, endpoints.changePassword, changePassword);
  serve(app, endpoints.forgetPassword, (request) => sendPasswordResetLink(request, options.publicUrl));
  serve(app, endpoints.resetPassword, resetPassword);
};

/** PATCH /users/changePassword: needs the current password; other sessions end, withdrawals lock for 24 h. */
async function changePassword(
  request: EndpointRequest<ChangePasswordRow>,
): Promise<EndpointDetails<ChangePasswordRow>> {
  const app = request.server;
  const auth = authOf(request);
  await enforceRateLimit(
    app.database,
    throttleKeys.reauthenticate(auth.sessionId),
    throttlePolicy.reauthenticatePerSession,
  );
  const user = await findUserById(app.database, auth.userId);
  if (user === undefined) throw failures.notFound('user', 'No such user.');
  if (!(await app.accounts.passwords.verify(user.passwordHash, request.body.current_password))) {
    throw failures.invalidPassword('current_password');
  }
  const passwordHash = await app.accounts.passwords.hash(request.body.password);
  await app.database.transaction(async (transaction) => {
    await updateUser(transaction, user.id, { passwordHash, passwordChangedAt: new Date() });
    await app.accounts.recordSecurityChange(transaction, {
      userId: user.id,
      change: 'password',
      keepSessionId: auth.sessionId,
    });
  });
  return { message: accountsTexts.en.passwordChanged };
}

/** The origin of links in emails: PUBLIC_URL, else the request's host if it is a registered brand host (never an arbitrary Host header). */
async function resetLinkOrigin(
  request: EndpointRequest<ForgetPasswordRow>,
  publicUrl: string | undefined,
): Promise<string> {
  if (publicUrl !== undefined) return publicUrl.replace(/\/$/, '');
  const brand = await findBrandByHostname(request.server.database, hostnameFromHost(request.host));
  // Reset links point at a registered brand host only (no Host-header poisoning); any other is 421.
  if (brand === undefined) throw unknownHostError();
  return `${request.protocol}://${request.host}`;
}

/** POST /users/forgetPassword: the spec's messages tell whether the address has an account, so it is throttled hard. */
async function sendPasswordResetLink(
  request: EndpointRequest<ForgetPasswordRow>,
  publicUrl: string | undefined,
): Promise<EndpointDetails<ForgetPasswordRow>> {
  const app = request.server;
  const brand = await brandOf(request);
  const email = request.body.email;
  await enforceRateLimit(app.database, throttleKeys.forgotIp(request.ip), throttlePolicy.forgotPasswordPerIp);
  await enforceRateLimit(
    app.database,
    throttleKeys.forgotEmail(brand.id, email),
    throttlePolicy.forgotPasswordPerEmail,
  );
  const user = await findUserByEmail(app.database, brand.id, email);
  if (user === undefined) throw new DomainError('request_failed', { email: accountsMessages.emailNotFound });
  const origin = await resetLinkOrigin(request, publicUrl);
  await app.database.transaction(async (transaction) => {
    const token = await insertPasswordReset(transaction, user.id);
    await notifyUser(app, transaction, {
      user,
      recipient: user.email,
      message: {
        template: 'password_reset',
        params: {
          resetUrl: `${origin}/forget-password?token=${encodeURIComponent(token)}`,
          expiresInMinutes: passwordResetLifetimeMinutes,
        },
      },
    });
  });
  // Not the spec's 'A new password sent to you': no password is sent, a link is (README).
  return { message: accountsTexts.en.resetLinkSent };
}

/** POST /users/resetPassword: the link's token works once; every session of the user ends. */
async function resetPassword(request: EndpointRequest<ResetPasswordRow>): Promise<EndpointDetails<ResetPasswordRow>> {
  const app = request.server;
  await enforceRateLimit(app.database, throttleKeys.codeCheckIp(request.ip), throttlePolicy.codeChecksPerIp);
  const passwordHash = await app.accounts.passwords.hash(request.body.password);
  const token = request.body.token;
  const changed = await app.database.transaction(async (transaction) => {
    const userId = await consumePasswordReset(transaction, token);
    if (userId === undefined) return false;
    await updateUser(transaction, userId, { passwordHash, passwordChangedAt: new Date() });
    await endSessionsOfUser(transaction, { userId, keepSessionId: null, reason: 'security_change' });
    await app.accounts.recordSecurityChange(transaction, { userId, change: 'password', keepSessionId: null });
    return true;
  });
  if (!changed) throw new DomainError('request_failed', { token: accountsTexts.en.resetLinkInvalid });
  return { message: accountsTexts.en.passwordResetDone };
}
