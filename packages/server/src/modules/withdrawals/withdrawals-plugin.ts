import type { ChainNetwork } from '@platform/core/addresses';
import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import { createJob } from '../../lib/jobs/job.js';
// The payouts module's index.ts lands with its own branch (see withdrawal-context.ts).
// eslint-disable-next-line platform/server-module-zones
import type { PayoutOutcomeHandler, RequestPayout } from '../payouts/payout-port.js';
import { addressBookRoutes } from './address-book-routes.js';
import type { ContractCheck } from './destination-checks.js';
import { operatorRoutes } from './operator-routes.js';
import { confirmWithdrawalOtp } from './withdrawal-actions.js';
import type { WithdrawalsContext } from './withdrawal-context.js';
import { loadPolicy } from './withdrawal-policy.js';
import { advanceWithdrawals, withdrawalPayoutHandler } from './withdrawal-progress.js';
import { withdrawalRoutes } from './withdrawal-routes.js';
import type { WithdrawalsEnv } from './withdrawals-env.js';

export interface WithdrawalsService {
  context: WithdrawalsContext;
  /** Follows the withdrawals whose send is under way one step (the worker runs it every poll interval). */
  advance(): Promise<number>;
  /** For the payouts module: `payoutsPlugin({ outcomeHandlers: { withdrawal: app.withdrawals.payoutOutcomeHandler } })`. */
  payoutOutcomeHandler: PayoutOutcomeHandler;
}

declare module 'fastify' {
  interface FastifyInstance {
    withdrawals: WithdrawalsService;
  }
}

export interface WithdrawalsPluginOptions {
  env: WithdrawalsEnv;
  network: ChainNetwork;
  testMode: boolean;
  runJobs: boolean;
  publicUrl?: string | undefined;
  rateMaxAgeMs: number;
  requestPayout?: RequestPayout | undefined;
  contractCheck?: ContractCheck | undefined;
  /** Tests only (see WithdrawalsContext.afterHold). */
  afterHold?: (() => void) | undefined;
}

/** Decorates app.withdrawals, plugs the withdrawal OTP into accounts, runs the progress job. Needs accounts, chains, wallets, rates, notify. */
export const withdrawalsPlugin = fp<WithdrawalsPluginOptions>(
  async (app: FastifyInstance, options) => {
    const context: WithdrawalsContext = {
      app,
      network: options.network,
      addressWaitingSecondsOverride: options.testMode ? options.env.addressWaitingSecondsOverride : undefined,
      contractCheck: options.contractCheck,
      requestPayout: options.requestPayout,
      publicUrl: options.publicUrl,
      rateMaxAgeMs: options.rateMaxAgeMs,
      now: () => new Date(),
      afterHold: options.afterHold,
    };
    app.decorate('withdrawals', {
      context,
      advance: () => advanceWithdrawals(context),
      payoutOutcomeHandler: withdrawalPayoutHandler(context),
    });
    app.accounts.confirmWithdrawalOtpWith((input) => confirmWithdrawalOtp(context, input));
    // GET /transactions/getFees shows the brand's withdrawal fees and minimums (the wallets module serves it).
    app.wallets.provideWithdrawalFeesWith(async (brandId) => (await loadPolicy(app.database, brandId)).fees);
    if (!options.runJobs) return;
    const job = createJob({
      intervalMs: options.env.pollIntervalMs,
      run: () =>
        advanceWithdrawals(context).catch((error: unknown) => {
          app.log.error({ err: error }, 'withdrawals progress failed');
          return 0;
        }),
    });
    app.addHook('onReady', async () => job.start());
    app.addHook('onClose', async () => job.stop());
  },
  { name: 'withdrawals', dependencies: ['accounts', 'wallets', 'chains', 'notify'] },
);

/** The withdrawals routes (under the API base), each from its contract row. */
export const withdrawalsRoutes: FastifyPluginAsync<{ testMode: boolean }> = async (app, options) => {
  const context = app.withdrawals.context;
  addressBookRoutes(app, context);
  withdrawalRoutes(app, context);
  operatorRoutes(app, context, { testMode: options.testMode });
};
