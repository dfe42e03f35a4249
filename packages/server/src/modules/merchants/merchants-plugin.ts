import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createJob } from '../../lib/jobs/job.js';
import { createLiveStatus, type LiveStatus } from './live-status.js';
import { getVersionedPayment, type RefreshedPayment } from './payment-reads.js';
import type { PaymentsContext } from './payments-context.js';
import { refreshOpenPayments, refreshPayment, type OpenPaymentsCursor } from './refresh-payment.js';
import type { OpenRefundsCursor } from './refund-repository.js';
import { progressOpenRefunds } from './refunds.js';

/** Where a periodic pass stopped in each of its batches (undefined: it reached the end, or start there). */
export interface OpenPassCursors {
  refunds: OpenRefundsCursor | undefined;
  payments: OpenPaymentsCursor | undefined;
}

/** What one periodic pass did: payments and refunds moved, and where a full batch stopped. */
export interface OpenPass {
  moved: number;
  next: OpenPassCursors;
}

const fromTheStart: OpenPassCursors = { refunds: undefined, payments: undefined };

export interface MerchantsService {
  context: PaymentsContext;
  live: LiveStatus;
  /** Recomputes one payment now (after a deposit event) and wakes the live subscribers. */
  refresh(paymentId: string): Promise<void>;
  /**
   * One pass over the open payments (expiry, monitoring, missed deposit events) and open refunds,
   * from the oldest (or from where a previous pass's full batches stopped).
   */
  refreshOpen(from?: OpenPassCursors): Promise<OpenPass>;
}

declare module 'fastify' {
  interface FastifyInstance {
    merchants: MerchantsService;
  }
}

export interface MerchantsPluginOptions {
  context: Omit<PaymentsContext, 'database'>;
  runJobs: boolean;
  /** How often open payments are recomputed (expiry is time-driven). Default 2000 ms. */
  refreshIntervalMs?: number;
  /** How often live subscribers' payments are checked for changes. Default 500 ms. */
  liveIntervalMs?: number;
}

/** Payment refreshes started by deposit events that run at once; the rest wait their turn. */
const maxConcurrentRefreshes = 2;

/**
 * A block can confirm hundreds of payment deposits at once: their refreshes run a few at a time (a
 * payment queued twice is refreshed once), so they never take the whole pool and the live check
 * still gets a connection (bench/README.md "Live status"). Closing drops what waits (the periodic
 * pass of any instance picks it up) and lets what runs finish.
 */
function refreshOnDepositEvents(app: FastifyInstance, refresh: (paymentId: string) => Promise<void>): void {
  const queued = new Set<string>();
  const running = new Set<Promise<void>>();
  let closing = false;
  const pump = () => {
    while (!closing && running.size < maxConcurrentRefreshes && queued.size > 0) {
      const paymentId = queued.values().next().value as string;
      queued.delete(paymentId);
      const done: Promise<void> = refresh(paymentId)
        .catch((error: unknown) => app.log.error({ err: error, paymentId }, 'refreshing a payment failed'))
        .finally(() => {
          running.delete(done);
          pump();
        });
      running.add(done);
    }
  };
  app.chains.onDepositEvent((event) => {
    if (event.paymentId === null) return;
    queued.add(event.paymentId);
    pump();
  });
  app.addHook('onClose', async () => {
    closing = true;
    queued.clear();
    await Promise.all([...running]);
  });
}

/**
 * The merchants module: merchants and their keys (075), payments and their state machine (076),
 * settlement to the merchant through the ledger, and live status. Deposits to payment addresses
 * come from the chains module's watcher (it credits them to merchant_payable); this module reacts to
 * its deposit events at once and, in case an event was missed (another process, a crash), on a
 * periodic pass over open payments (a job that runs again at once while its batches come back full).
 */
export const merchantsPlugin = fp<MerchantsPluginOptions>(
  async (app, options) => {
    const context: PaymentsContext = { ...options.context, database: app.database };
    const live = createLiveStatus({
      database: app.database,
      load: (paymentId) => getVersionedPayment(context, paymentId),
      intervalMs: options.liveIntervalMs ?? 500,
    });
    // A change this process committed goes to its subscribers as is: no read, no wait for a check.
    const published = (refreshed: RefreshedPayment) =>
      live.publish(refreshed.payment.transaction_id, refreshed.version, refreshed.payment);
    const refresh = async (paymentId: string) => {
      const refreshed = await refreshPayment(context, paymentId);
      if (refreshed !== null) published(refreshed);
    };
    const refreshOpen = async (from: OpenPassCursors = fromTheStart): Promise<OpenPass> => {
      // Refunds first: a refund that failed gives its coins back before the payments are settled.
      const refunds = await progressOpenRefunds(context, { after: from.refunds });
      if (refunds.moved > 0) live.poke();
      const payments = await refreshOpenPayments(context, { after: from.payments, onMoved: published });
      return { moved: refunds.moved + payments.moved, next: { refunds: refunds.next, payments: payments.next } };
    };
    app.decorate('merchants', { context, live, refresh, refreshOpen });
    if (app.hasDecorator('chains')) refreshOnDepositEvents(app, refresh);

    // A full batch left work behind: the job runs again at once, going on where the batch stopped.
    let resumeFrom = fromTheStart;
    const periodicPass = createJob<OpenPass>({
      intervalMs: options.refreshIntervalMs ?? 2000,
      run: async () => {
        try {
          const pass = await refreshOpen(resumeFrom);
          resumeFrom = pass.next;
          return pass;
        } catch (error) {
          app.log.error({ err: error }, 'refreshing open payments failed');
          resumeFrom = fromTheStart;
          return { moved: 0, next: fromTheStart };
        }
      },
      batchWasFull: (pass) => pass.next.refunds !== undefined || pass.next.payments !== undefined,
    });
    if (options.runJobs) {
      app.addHook('onReady', () => {
        periodicPass.start();
      });
    }
    app.addHook('onClose', async () => {
      await Promise.all([live.stop(), periodicPass.stop()]);
    });
  },
  { name: 'merchants', dependencies: ['database'] },
);
