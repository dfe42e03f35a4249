/**
 * The accounts module's public surface (the shared accounts contract): users, sessions, the auth
 * hooks and the spec §7 "Users and verification" routes. Other modules use only what is exported here.
 *
 * - `accountsPlugin` decorates `request.auth` (set in onRequest for API paths from the `token`
 *   cookie or the `Authorization` header: the JSON-encoded token cookie `{"user_token","session_key"}`,
 *   the JSON-encoded token, the bare token or `Bearer <token>`) and
 *   `app.accounts` (requireUser, requireOperator, requireStepUp, recordSecurityChange, …).
 *   Cookie sessions must send a same-host Origin (or Referer) on POST/PUT/PATCH/DELETE, else 403.
 * - TOTP for login OTP: `app.accounts.verifyLoginOtpWith(check)` (or `verifyLoginOtpWith(app, check)`):
 *   users with otp_channel 'totp' get no code by email/SMS at login; POST /verify/verifyOTP
 *   {type:'login', code} then asks `check(userId, code)`.
 * - Country of an IP (sessions, login activity, login alerts): `app.accounts.locateCountryWith(locate)`.
 * - GET /users/me account_values and wallets: `app.accounts.provideAccountSummaryWith(provider)` (wallets).
 * - Withdrawal codes (OTPWithdrawal): `sendWithdrawalCode` / `checkWithdrawalCode`.
 * - Withdrawal lock after a security change: `findUserById(...).withdrawalsLockedUntil`.
 * - Tests: `createTestUser(app, options)` from ./testing.ts.
 * Design notes (regAttempt cookie, login/token, forgot-password trade-off, throttling): README.md.
 */
import type { FastifyInstance } from 'fastify';
import type { LoginOtpCheck } from './accounts-service.js';

export { accountsPlugin, type AccountsPluginOptions } from './accounts-plugin.js';
export {
  type AccountsService,
  type AuthenticatedUser,
  type CountryLocator,
  type FlowCodeHandler,
  type FlowUserResolver,
  type PageUser,
  type LoginOtpCheck,
  type SecurityChangeInput,
  type WithdrawalOtpHandler,
} from './accounts-service.js';
export { accountsRoutes, type AccountsRoutesOptions } from './routes/accounts-routes.js';
export { accountsEnvShape, toAccountsEnv, type AccountsEnv, type PasswordHashCost } from './accounts-env.js';
export { sessionLifetimeSeconds, type SessionEndReason } from './session-repository.js';
export { tokenCookieName } from './request-token.js';
export { regAttemptCookieName } from './routes/registration-routes.js';
export { sendWithdrawalCode, checkWithdrawalCode } from './withdrawal-otp.js';
/** One-time codes for other modules' subjects (the rails' guest buyers): issue-and-queue, and check. */
export { sendCode } from './code-sender.js';
export { checkCode, type CodeCheck } from './one-time-codes.js';
export {
  CodeCooldownError,
  codeLifetimeMinutes,
  maxCodeAttempts,
  codeResendCooldownSeconds,
} from './one-time-codes.js';
export { rateLimitedError } from '../../lib/rate-limits.js';
export type { AccountSummary } from './user-info.js';
export {
  findUserContacts,
  lockIdentitySettings,
  setComplianceVerification,
  updateTwoFactorSettings,
  type IdentitySettings,
  type TwoFactorSettings,
  type UserContact,
} from './identity-settings.js';
export {
  findUserByEmail,
  findUserById,
  insertUser,
  updateUser,
  type NewUser,
  type UserChanges,
  type UserRecord,
  type UserRole,
  type ComplianceState,
  type PermissionFlags,
} from './user-repository.js';
export { createPasswordHasher, type PasswordHasher } from './passwords.js';
/** Queues an email to a user in the caller's transaction (their language, brand and anti-phishing code). */
export { notifyUser } from './user-notifications.js';

/** Plugs the identity module's TOTP check into login OTP verification (same as app.accounts.verifyLoginOtpWith). */
export function verifyLoginOtpWith(app: FastifyInstance, check: LoginOtpCheck): void {
  app.accounts.verifyLoginOtpWith(check);
}
