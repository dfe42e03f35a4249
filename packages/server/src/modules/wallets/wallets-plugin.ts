import fp from 'fastify-plugin';
import { createHoldExpiryJob, type HoldExpiryJob } from './jobs/hold-expiry-job.js';
import { userAccountSummary } from './user-account-summary.js';
import type { WalletsEnv } from './wallets-env.js';

/** A brand's withdrawal fee and minimum per currency (base units), from the withdrawals module. */
export type WithdrawalFeeProvider = (brandId: string) => Promise<Record<string, { fee: bigint; minimum: bigint }>>;

export interface WalletsService {
  settings: WalletsEnv;
  holdExpiry: HoldExpiryJob;
  /** Lets the withdrawals module fill withdrawal_fee and withdrawal_minimum of GET /transactions/getFees. */
  provideWithdrawalFeesWith(provider: WithdrawalFeeProvider): void;
  withdrawalFees(): WithdrawalFeeProvider | undefined;
}

declare module 'fastify' {
  interface FastifyInstance {
    wallets: WalletsService;
  }
}

export interface WalletsPluginOptions {
  env: WalletsEnv;
  /** Run the hold expiry job in this process (role worker/all). */
  runJobs: boolean;
}

/**
 * The wallets service: fills GET /users/me's account_values and wallets through the accounts
 * module's hook, and in worker processes runs the ledger hold expiry (started when the app is
 * ready, stopped before the database closes).
 */
export const walletsPlugin = fp<WalletsPluginOptions>(
  async (app, options) => {
    const holdExpiry = createHoldExpiryJob({
      database: app.database,
      intervalMs: options.env.expiryIntervalMs,
      batchSize: options.env.expiryBatchSize,
      logger: app.log,
    });
    let withdrawalFees: WithdrawalFeeProvider | undefined;
    app.decorate('wallets', {
      settings: options.env,
      holdExpiry,
      provideWithdrawalFeesWith(provider: WithdrawalFeeProvider) {
        withdrawalFees = provider;
      },
      withdrawalFees: () => withdrawalFees,
    });
    app.accounts.provideAccountSummaryWith(async (userId) => {
      const summary = await userAccountSummary(app.database, userId, {
        now: app.rates.now(),
        maxRateAgeMs: app.rates.displayMaxAgeMs,
      });
      return { account_values: summary.account_values, wallets: summary.wallets };
    });
    if (options.runJobs) {
      app.addHook('onReady', async () => {
        holdExpiry.start();
      });
    }
    app.addHook('preClose', async () => {
      await holdExpiry.stop();
    });
  },
  { name: 'wallets', dependencies: ['database', 'rates', 'accounts'] },
);
