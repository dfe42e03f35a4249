import type { PainFormat } from '@platform/core';
import fp from 'fastify-plugin';
import { createJob } from '../../lib/jobs/job.js';
import { refreshCardPayout, sendDueCardPayouts } from './card/card-payouts.js';
import type { PayoutOutcomeHandler, PayoutSource, RequestPayout } from './payout-port.js';
import type { StoredPayout } from './payout-records.js';
import { requestPayout } from './request-payout.js';
import { recordBankOutcome, settleBatch, type BankOutcomeInput } from './sepa/bank-outcomes.js';
import { createBatch, markBatchSent, type BatchResult, type CreateBatchInput } from './sepa/batches.js';

export interface PayoutsService {
  /** The port's requestPayout (runs in the caller's transaction). */
  requestPayout: RequestPayout;
  createBatch(
    input: Omit<CreateBatchInput, 'format' | 'maxPayouts'> & { format?: PainFormat; maxPayouts?: number },
  ): Promise<BatchResult>;
  markBatchSent(input: { id: string; brandId: string; operatorId: string }): Promise<BatchResult>;
  /** The bank settled a sent batch: its payouts still sent become settled (rejected ones stay). */
  settleBatch(input: { id: string; brandId: string; operatorId: string }): Promise<BatchResult>;
  recordBankOutcome(input: BankOutcomeInput): Promise<{ payout: StoredPayout; replayed: boolean }>;
  /** One pass of the card payout worker (tests call it instead of waiting for the worker). */
  sendDueCardPayouts(): Promise<{ claimed: number }>;
  refreshCardPayout(key: { id: string; brandId: string }): Promise<{ payout: StoredPayout; replayed: boolean }>;
}

declare module 'fastify' {
  interface FastifyInstance {
    payouts: PayoutsService;
  }
}

export interface PayoutsPluginOptions {
  /** Who hears each status change of a payout of that source, inside the change's transaction. */
  outcomeHandlers: Partial<Record<PayoutSource, PayoutOutcomeHandler>>;
  /** Runs the card payout worker (worker roles). */
  runJobs?: boolean;
  cardPollIntervalMs?: number;
}

/**
 * The payouts module (README.md): `app.payouts`, and in worker roles the job that sends pending card
 * payouts to the card processor. Registers after `rails` (the card processor).
 */
export const payoutsPlugin = fp<PayoutsPluginOptions>(
  async (app, options) => {
    const handlers = { ...options.outcomeHandlers };
    const service: PayoutsService = {
      requestPayout,
      createBatch: (input) =>
        createBatch(app.database, handlers, {
          ...input,
          format: input.format ?? 'pain.001.001.09',
          maxPayouts: input.maxPayouts ?? 1000,
        }),
      markBatchSent: (input) => markBatchSent(app.database, handlers, input),
      settleBatch: (input) => settleBatch(app.database, handlers, input),
      recordBankOutcome: (input) => recordBankOutcome(app.database, handlers, input),
      sendDueCardPayouts: () => sendDueCardPayouts(app, handlers),
      refreshCardPayout: (key) => refreshCardPayout(app, handlers, key),
    };
    app.decorate('payouts', service);
    const worker = createJob({
      intervalMs: options.cardPollIntervalMs ?? 5000,
      run: async () => {
        try {
          return await sendDueCardPayouts(app, handlers);
        } catch (error) {
          app.log.error({ err: error }, 'card payout pass failed');
          return { claimed: 0 };
        }
      },
      batchWasFull: (report) => report.claimed >= 50,
    });
    if (options.runJobs === true) app.addHook('onReady', async () => worker.start());
    app.addHook('preClose', async () => worker.stop());
  },
  { name: 'payouts', dependencies: ['database', 'rails'] },
);
