import fastifyCookie from '@fastify/cookie';
import { cookieNames } from '@platform/core';
import type { FastifyInstance, FastifyReply, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import type { Transaction } from '../../db/database.js';
import type { JobTimers } from '../../lib/jobs/job.js';
import { hostnameFromHost } from '../brands/index.js';
import { withdrawalLockHours } from '../notify/index.js';
import type { AccountsEnv } from './accounts-env.js';
import { createAccountsHousekeeping } from './accounts-housekeeping.js';
import { authFailures } from './auth-failures.js';
import { createPasswordHasher, type PasswordHasher } from './passwords.js';
import { isSameOriginRequest, readRequestToken, tokenCookieName } from './request-token.js';
import {
  endSessionsOfUser,
  setSessionOtpState,
  findSessionByToken,
  sessionLifetimeSeconds,
  touchSession,
} from './session-repository.js';
import type { AccountSummary } from './user-info.js';
import { notifyUser } from './user-notifications.js';
import { findUserById, lockUser, updateUser, type PermissionFlags, type UserRole } from './user-repository.js';

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

export interface AccountsPluginOptions {
  env: AccountsEnv;
  /** Sessions are read only on these path prefixes (the API bases), never for static files. */
  apiBases: string[];
  publicUrl: string | undefined;
  /** Timers of the housekeeping job (tests count them); the global timers by default. */
  housekeepingTimers?: JobTimers;
}

const defaultStepUpMaxAgeSeconds = 600;

function isUnder(url: string, base: string): boolean {
  return url === base || url.startsWith(`${base}/`) || url.startsWith(`${base}?`);
}

async function resolveAuth(app: FastifyInstance, request: FastifyRequest): Promise<void> {
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

async function pageUser(app: FastifyInstance, request: FastifyRequest): Promise<PageUser | null> {
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
function authHooks(): Pick<AccountsService, 'requireUser' | 'requireOperator' | 'requireStepUp'> {
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

async function recordSecurityChange(
  app: FastifyInstance,
  transaction: Transaction,
  input: SecurityChangeInput,
): Promise<void> {
  const user = await lockUser(transaction, input.userId);
  if (user === undefined) throw new Error(`recordSecurityChange: no user ${input.userId}`);
  await endSessionsOfUser(transaction, {
    userId: input.userId,
    keepSessionId: input.keepSessionId,
    reason: 'security_change',
  });
  // The session that changed the two-factor settings has just proven itself (a re-authentication
  // or an authenticator code): it counts as past the login OTP, so turning OTPLogin on does not
  // send the user who did it to /double-auth for a code that was never sent.
  if (input.change === 'two_factor' && input.keepSessionId !== null) {
    await setSessionOtpState(transaction, input.keepSessionId, 'verified');
  }
  await updateUser(transaction, input.userId, {
    withdrawalsLockedUntil: new Date(Date.now() + withdrawalLockHours * 3_600_000),
  });
  await notifyUser(app, transaction, {
    user,
    recipient: user.email,
    message: { template: 'security_changed', params: { change: input.change, withdrawalLockHours } },
  });
}

/** The user id of the request's flow token (rails module); throws a DomainError 401 without a live one. */
export type FlowUserResolver = (request: FastifyRequest) => Promise<string>;

/** The guest checkout's code calls (rails module): the id is a checkout id it owns. */
export interface FlowCodeHandler {
  owns(id: string): boolean;
  resend(request: FastifyRequest, checkoutId: string, channel: 'email' | 'sms'): Promise<void>;
  resetMobile(request: FastifyRequest, checkoutId: string, mobile: string): Promise<void>;
}

type PluggedProviders = Pick<
  AccountsService,
  | 'serveFlowCodesWith'
  | 'flowCodes'
  | 'resolveFlowUserWith'
  | 'flowUserOf'
  | 'verifyLoginOtpWith'
  | 'loginOtpCheck'
  | 'confirmWithdrawalOtpWith'
  | 'withdrawalOtpHandler'
  | 'locateCountryWith'
  | 'countryOf'
  | 'provideAccountSummaryWith'
  | 'accountSummary'
>;

/** What other modules plug in: the TOTP check (identity), the withdrawal OTP (withdrawals), the country of an IP (identity), the account summary (wallets). */
function pluggedProviders(app: FastifyInstance): PluggedProviders {
  let loginOtpCheck: LoginOtpCheck | undefined;
  let withdrawalOtpHandler: WithdrawalOtpHandler | undefined;
  let countryLocator: CountryLocator | undefined;
  let accountSummaryProvider: ((userId: string) => Promise<AccountSummary>) | undefined;
  let flowCodeHandler: FlowCodeHandler | undefined;
  let flowUserResolver: FlowUserResolver | undefined;
  return {
    resolveFlowUserWith(resolver) {
      flowUserResolver = resolver;
    },
    async flowUserOf(request) {
      if (flowUserResolver === undefined) throw authFailures.unauthorized();
      return flowUserResolver(request);
    },
    serveFlowCodesWith(handler) {
      flowCodeHandler = handler;
    },
    flowCodes: () => flowCodeHandler,
    verifyLoginOtpWith(check) {
      loginOtpCheck = check;
    },
    loginOtpCheck: () => loginOtpCheck,
    confirmWithdrawalOtpWith(handler) {
      withdrawalOtpHandler = handler;
    },
    withdrawalOtpHandler: () => withdrawalOtpHandler,
    locateCountryWith(locate) {
      countryLocator = locate;
    },
    async countryOf(ip) {
      if (countryLocator === undefined) return null;
      try {
        const country = await countryLocator(ip);
        return typeof country === 'string' && /^[A-Z]{2}$/.test(country) ? country : null;
      } catch (error) {
        app.log.warn({ err: error }, 'country locator failed');
        return null;
      }
    },
    provideAccountSummaryWith(provider) {
      accountSummaryProvider = provider;
    },
    async accountSummary(userId) {
      if (accountSummaryProvider === undefined) return { account_values: {}, wallets: [] };
      return accountSummaryProvider(userId);
    },
  };
}

/**
 * The `token` cookie: HttpOnly, SameSite=Lax, Path=/, Secure behind https (or a PUBLIC_URL on
 * https); and beside it core's `signed_in` cookie, the same but readable by the page: set and
 * cleared together, it tells the members app a session may exist (no credential).
 */
function sessionCookies(
  publicUrl: string | undefined,
): Pick<AccountsService, 'setSessionCookie' | 'clearSessionCookie'> {
  const secureCookies = publicUrl?.startsWith('https:') === true;
  const attributes = (request: FastifyRequest) => ({
    sameSite: 'lax' as const,
    path: '/',
    secure: secureCookies || request.protocol === 'https',
  });
  return {
    setSessionCookie(request, reply, token) {
      const maxAge = sessionLifetimeSeconds;
      reply.setCookie(tokenCookieName, token, { ...attributes(request), httpOnly: true, maxAge });
      reply.setCookie(cookieNames.signedIn, '1', { ...attributes(request), httpOnly: false, maxAge });
    },
    clearSessionCookie(request, reply) {
      reply.clearCookie(tokenCookieName, { ...attributes(request), httpOnly: true });
      reply.clearCookie(cookieNames.signedIn, { ...attributes(request), httpOnly: false });
    },
  };
}

/** Sessions, the auth hooks of the contract and the security-change bookkeeping. Needs database, brands, notify. */
export const accountsPlugin = fp<AccountsPluginOptions>(
  async (app, options) => {
    if (!app.hasRequestDecorator('cookies')) await app.register(fastifyCookie);
    app.decorateRequest('auth', null);
    app.decorateRequest('sessionProblem', 'none');

    app.addHook('onRequest', async (request) => {
      request.auth = null;
      request.sessionProblem = 'none';
      const path = request.url;
      if (!options.apiBases.some((base) => isUnder(path, base))) return;
      await resolveAuth(app, request);
    });

    const service: AccountsService = {
      ...authHooks(),
      recordSecurityChange: (transaction, input) => recordSecurityChange(app, transaction, input),
      passwords: createPasswordHasher(options.env.passwordHashCost),
      settings: options.env,
      ...pluggedProviders(app),
      ...sessionCookies(options.publicUrl),
      pageUser: (request) => pageUser(app, request),
    };
    app.decorate('accounts', service);

    const housekeeping = createAccountsHousekeeping({
      database: app.database,
      logger: app.log,
      ...(options.housekeepingTimers === undefined ? {} : { timers: options.housekeepingTimers }),
    });
    app.addHook('onReady', async () => {
      housekeeping.start();
    });
    app.addHook('onClose', async () => {
      await housekeeping.stop();
    });
  },
  { name: 'accounts', dependencies: ['database', 'brands', 'notify'] },
);
