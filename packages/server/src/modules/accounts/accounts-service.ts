/**
 * The accounts service's shape (`app.accounts`), the request's `auth`, and what other modules plug
 * into it (TOTP check, withdrawal OTP, country of an IP, guest-checkout codes and users).
 */
import type { FastifyReply, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import type { Transaction } from '../../db/database.js';
import type { AccountsEnv } from './accounts-env.js';
import type { PasswordHasher } from './passwords.js';
import type { AccountSummary } from './user-info.js';
import type { PermissionFlags, UserRole } from './user-repository.js';

/** The signed-in user of a request (contract: packages/server/src/modules/accounts/index.ts). */
export interface AuthenticatedUser {
  userId: string;
  brandId: string;
  sessionId: string;
  role: UserRole;
  /** The login OTP of this session: 'sent' until the code is entered, then 'verified'; null without OTP. */
  otpState: 'sent' | 'verified' | null;
  stepUpAt: Date | null;
}

/** The signed-in user of an app page load, as far as the page's access rule needs it. */
export interface PageUser {
  userId: string;
  role: UserRole;
  permissions: PermissionFlags | null;
}

/** Why a request carrying a token has no `auth`: decides between unauthorized and invalid_session. */
export type SessionProblem = 'none' | 'unknown' | 'expired' | 'ended';

/** Checks a login code of an authenticator app (TOTP), plugged in by the identity module. */
export type LoginOtpCheck = (userId: string, code: string) => Promise<boolean>;
/**
 * Confirms the withdrawal OTP of one of the user's withdrawals (plugged in by the withdrawals
 * module): checks the code (a DomainError for a wrong one) and moves the withdrawal on.
 */
export type WithdrawalOtpHandler = (input: {
  userId: string;
  withdrawalId: string;
  code: string;
}) => Promise<{ withdrawalId: string; status: string }>;
/** Country (ISO 3166 alpha-2) of an IP address, plugged in by the identity module's geo-IP. */
export type CountryLocator = (ip: string) => Promise<string | null> | string | null;

/** The user id of the request's flow token (rails module); throws a DomainError 401 without a live one. */
export type FlowUserResolver = (request: FastifyRequest) => Promise<string>;

/** The guest checkout's code calls (rails module): the id is a checkout id it owns. */
export interface FlowCodeHandler {
  owns(id: string): boolean;
  resend(request: FastifyRequest, checkoutId: string, channel: 'email' | 'sms'): Promise<void>;
  resetMobile(request: FastifyRequest, checkoutId: string, mobile: string): Promise<void>;
}

export interface SecurityChangeInput {
  userId: string;
  change: 'password' | 'email' | 'two_factor';
  /** The session that made the change stays; null ends them all. */
  keepSessionId: string | null;
}

export interface AccountsService {
  /**
   * preHandler: 401 `unauthorized` without a live session; 401 `invalid_session` (message
   * {session_key:{error:['invalid_session']}}) when it was ended/replaced; by default also rejects
   * (403 `forbidden`, {otp:['otp_required']}) a session whose login OTP is 'sent' unless allowOtpPending;
   * 403 `forbidden` when `roles` is given and the user's role is not in it.
   */
  requireUser(options?: { allowOtpPending?: boolean; roles?: UserRole[] }): preHandlerAsyncHookHandler;
  /** requireUser({roles:['operator']}); 403 `forbidden` for other roles. */
  requireOperator: preHandlerAsyncHookHandler;
  /**
   * 403 `step_up_required` unless the session re-authenticated (POST /users/reauthenticate with the
   * password or a current 2FA code) within maxAgeSeconds (default 600). Use after requireUser.
   */
  requireStepUp(maxAgeSeconds?: number): preHandlerAsyncHookHandler;
  /**
   * After a password, email or two-factor change, inside the caller's transaction: ends every other
   * session of the user (end_reason 'security_change'), sets withdrawals_locked_until = now()+24h and
   * queues the `security_changed` email.
   */
  recordSecurityChange(transaction: Transaction, input: SecurityChangeInput): Promise<void>;
  /** argon2id hashing with the configured cost. */
  passwords: PasswordHasher;
  settings: AccountsEnv;
  /** Lets the identity module check TOTP codes for users whose otp_channel is 'totp'. */
  verifyLoginOtpWith(check: LoginOtpCheck): void;
  /** The registered TOTP check, if any. */
  loginOtpCheck(): LoginOtpCheck | undefined;
  /** Lets the withdrawals module serve POST /verify/verifyOTP {type: 'withdrawal'}. */
  confirmWithdrawalOtpWith(handler: WithdrawalOtpHandler): void;
  /** The registered withdrawal OTP handler, if any. */
  withdrawalOtpHandler(): WithdrawalOtpHandler | undefined;
  /** Lets the identity module name the country of an IP (sessions, login activity, login alerts). */
  locateCountryWith(locate: CountryLocator): void;
  /** The country of an IP through the registered locator; null without one or when unknown. */
  countryOf(ip: string): Promise<string | null>;
  /**
   * Lets the rails module serve the guest checkout's variants of POST /verify/resend
   * ({type, checkout_id}) and PATCH /verify/resetMobileCode/{checkout id}: the codes of a checkout's buyer.
   */
  serveFlowCodesWith(handler: FlowCodeHandler): void;
  /** The registered guest-checkout code handler, if any. */
  flowCodes(): FlowCodeHandler | undefined;
  /**
   * Lets the rails module name the flow user of a request's flow token (the guest checkout's buyer),
   * for the flow variants (is_flow=1) of GET /users/me and GET /users/compliance without a session.
   */
  resolveFlowUserWith(resolver: FlowUserResolver): void;
  /** The flow user of the request's flow token: throws 401 without one (or without a resolver). */
  flowUserOf(request: FastifyRequest): Promise<string>;
  /** Lets the wallets module fill user_info.account_values and wallets of GET /users/me. */
  provideAccountSummaryWith(provider: (userId: string) => Promise<AccountSummary>): void;
  /** The user's account values and wallets through the registered provider; empty without one. */
  accountSummary(userId: string): Promise<AccountSummary>;
  /**
   * The user of an app page load (the server serves the members app's index.html): from the token
   * cookie, when it names a live session of this host's brand that is past its login OTP; null
   * otherwise (the app then sends the visitor to sign in). Page loads are not API calls, so
   * `request.auth` is not set for them.
   */
  pageUser(request: FastifyRequest): Promise<PageUser | null>;
  /**
   * Sets the session cookie (HttpOnly, SameSite=Lax, Path=/, Max-Age 18000, Secure behind https) and
   * its page-readable companion `signed_in=1`; clearSessionCookie clears both.
   */
  setSessionCookie(request: FastifyRequest, reply: FastifyReply, token: string): void;
  clearSessionCookie(request: FastifyRequest, reply: FastifyReply): void;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by the accounts plugin's onRequest hook (API paths only); null without a live session. */
    auth: AuthenticatedUser | null;
    sessionProblem: SessionProblem;
  }
  interface FastifyInstance {
    accounts: AccountsService;
  }
}
