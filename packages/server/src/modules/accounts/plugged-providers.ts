/** The providers other modules plug into the accounts service, each answering safely while none is plugged. */
import type { FastifyInstance } from 'fastify';
import type {
  AccountsService,
  CountryLocator,
  FlowCodeHandler,
  FlowUserResolver,
  LoginOtpCheck,
  WithdrawalOtpHandler,
} from './accounts-service.js';
import { authFailures } from './auth-failures.js';
import type { AccountSummary } from './user-info.js';

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
export function pluggedProviders(app: FastifyInstance): PluggedProviders {
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
