import fp from 'fastify-plugin';
import { createJob, type Job } from '../../lib/jobs/job.js';
import { deliverDueWebhooks, maxDeliveryBatch, type WebhookDeliveryReport } from './delivery/deliver-due.js';
import { webhookDisabledNotifier } from './delivery/disabled-notice.js';
import { createHttpWebhookSender, type ResolveHostname, type WebhookSender } from './delivery/http-sender.js';
import { cleanupDeliveryLog, type LogCleanupReport } from './delivery/log-cleanup.js';
import { createWebhookSecretSealer, resolveSealingKey, type WebhookSecretSealer } from './signing/secret-sealing.js';
import type { WebhooksEnv } from './webhooks-env.js';

export interface WebhooksService {
  settings: WebhooksEnv & { testMode: boolean; allowLoopback: boolean; platformPort: number };
  sealer: WebhookSecretSealer;
  /** One delivery pass now (the worker does the same on its own); `now` and `random` for tests. */
  deliverDue(options?: { now?: Date; limit?: number; random?: () => number }): Promise<WebhookDeliveryReport>;
  /** One bounded cleanup of log rows older than 60 days (the worker runs it every 10 minutes). */
  cleanupLog(options?: { now?: Date; batchSize?: number }): Promise<LogCleanupReport>;
}

declare module 'fastify' {
  interface FastifyInstance {
    webhooks: WebhooksService;
  }
}

export interface WebhooksPluginOptions {
  env: WebhooksEnv;
  testMode: boolean;
  /** Run the delivery worker (and the log cleanup) in this process (role worker or all). */
  runJobs: boolean;
  /** TOTP_ENCRYPTION_KEY as the identity env parsed it; null: the key file in dataDir. */
  sealingKey: Buffer | null;
  dataDir: string;
  /**
   * Loopback receivers are allowed only in test mode on a platform that itself listens on loopback
   * only (HOST), and never on the platform's own port: a platform exposed to a network must not
   * post into its own machine for whoever sets a webhook URL.
   */
  listensOnLoopback: boolean;
  platformPort: number;
  /** How webhook host names are resolved at delivery (tests inject one; node:dns otherwise). */
  resolveHostname?: ResolveHostname;
  /** Tests may pass their own; the HTTP sender otherwise. */
  sender?: WebhookSender;
}

const cleanupIntervalMs = 10 * 60_000;
const cleanupBatchSize = 1000;
/** Delivery passes in a row at most while batches come back full; then the worker waits for the next poll. */
const maxPassesInARow = 10;

/**
 * The webhooks service: signed delivery of merchant events from the durable queue, with the 410
 * disable emailed through notify, and (with runJobs) the worker that polls for due deliveries and
 * prunes the 60-day delivery log. Needs identity (its sealing key) and notify.
 */
export const webhooksPlugin = fp<WebhooksPluginOptions>(
  async (app, options) => {
    const log = app.log.child({ module: 'webhooks' });
    const sealer = createWebhookSecretSealer(
      resolveSealingKey({ totpEncryptionKey: options.sealingKey, dataDir: options.dataDir }),
    );
    const allowLoopback = options.testMode && options.listensOnLoopback;
    const sender =
      options.sender ??
      createHttpWebhookSender({
        allowLoopback,
        platformPort: options.platformPort,
        ...(options.resolveHostname === undefined ? {} : { resolveHostname: options.resolveHostname }),
      });
    const onEndpointDisabled = webhookDisabledNotifier(app.notify.queue);

    const deliverDue: WebhooksService['deliverDue'] = (pass = {}) =>
      deliverDueWebhooks({
        database: app.database,
        sealer,
        sender,
        limit: Math.min(pass.limit ?? options.env.batchSize, maxDeliveryBatch),
        ...(pass.now === undefined ? {} : { now: pass.now }),
        ...(pass.random === undefined ? {} : { random: pass.random }),
        onEndpointDisabled,
        logger: log,
      });
    const cleanupLog: WebhooksService['cleanupLog'] = (cleanup = {}) =>
      cleanupDeliveryLog(app.database, {
        now: cleanup.now ?? new Date(),
        batchSize: cleanup.batchSize ?? cleanupBatchSize,
      });
    app.decorate('webhooks', {
      settings: { ...options.env, testMode: options.testMode, allowLoopback, platformPort: options.platformPort },
      sealer,
      deliverDue,
      cleanupLog,
    } satisfies WebhooksService);

    // One delivery pass per run; a full batch left due deliveries behind, so the runner runs again
    // at once (at most maxPassesInARow passes in a row). The log cleanup rides along every 10 minutes.
    const passLimit = Math.min(options.env.batchSize, maxDeliveryBatch);
    let lastCleanupAt = 0;
    const worker: Job<WebhookDeliveryReport | undefined> = createJob({
      intervalMs: options.env.pollIntervalMs,
      run: async (signal) => {
        try {
          const report = await deliverDue();
          if (Date.now() - lastCleanupAt >= cleanupIntervalMs && !signal.aborted) {
            lastCleanupAt = Date.now();
            const removed = await cleanupLog();
            if (removed.attempts + removed.deliveries + removed.events > 0) log.info(removed, 'pruned the webhook log');
          }
          return report;
        } catch (error) {
          log.error({ err: error }, 'webhook delivery pass failed');
          return undefined;
        }
      },
      batchWasFull: (report) => report !== undefined && report.claimed >= passLimit,
      maxImmediateRuns: maxPassesInARow - 1,
    });
    if (options.runJobs) {
      app.addHook('onReady', async () => {
        worker.start();
      });
    }
    app.addHook('preClose', async () => {
      await worker.stop();
    });
  },
  { name: 'webhooks', dependencies: ['database', 'accounts', 'identity', 'notify'] },
);
