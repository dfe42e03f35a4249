import fp from 'fastify-plugin';
import { createJob, type Job } from '../../lib/jobs/job.js';
import { createLiveStatus, type LiveStatus } from './live-status.js';
import {
  getVersionedPayment,
  refreshOpenPayments,
  refreshPayment,
  type PaymentsContext,
  type RefreshedPayment,
} from './payments-service.js';
import { progressOpenRefunds } from './refunds.js';

export interface MerchantsService {
  context: PaymentsContext;
  live: LiveStatus;
  /** Recomputes one payment now (after a deposit event) and wakes the live subscribers. */
  refresh(paymentId: string): Promise<void>;
  /** One pass over the open payments (expiry, monitoring, missed deposit events) and open refunds. */
  refreshOpen(): Promise<number>;
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
 * The merchants module: merchants and their keys (075), payments and their state machine (076),
 * settlement to the merchant through the ledger, and live status. Deposits to payment addresses
 * come from the chains module's watcher (it credits them to merchant_payable); this module reacts to
 * its deposit events at once and, in case an event was missed (another process, a crash), on a
 * periodic pass over open payments.
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
    let task: Job<number> | undefined;
    const refreshOpen = async () => {
      // Refunds first: a refund that failed gives its coins back before the payments are settled.
      const refunded = await progressOpenRefunds(context);
      if (refunded > 0) live.poke();
      return refunded + (await refreshOpenPayments(context, 500, published));
    };
    app.decorate('merchants', { context, live, refresh, refreshOpen });

    if (app.hasDecorator('chains')) {
      // A block can confirm hundreds of payment deposits at once: their refreshes run a few at a
      // time (a payment queued twice is refreshed once), so they never take the whole pool and the
      // live check still gets a connection (bench/README.md "Live status").
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
      // Closing drops what waits (the periodic pass of any instance picks it up) and lets what runs finish.
      app.addHook('onClose', async () => {
        closing = true;
        queued.clear();
        await Promise.all([...running]);
      });
    }
    if (options.runJobs) {
      task = createJob({
        intervalMs: options.refreshIntervalMs ?? 2000,
        run: async () => {
          try {
            return await refreshOpen();
          } catch (error) {
            app.log.error({ err: error }, 'refreshing open payments failed');
            return 0;
          }
        },
      });
      app.addHook('onReady', () => {
        task?.start();
      });
    }
    app.addHook('onClose', async () => {
      live.stop();
      await task?.stop();
    });
  },
  { name: 'merchants', dependencies: ['database'] },
);
