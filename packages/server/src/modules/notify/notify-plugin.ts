import fp from 'fastify-plugin';
import type { Transaction } from '../../db/database.js';
import { deliverPending, type DeliveryReport } from './delivery/deliver-pending.js';
import { createDeliveryJob } from './delivery/delivery-loop.js';
import type { NotificationTransports } from './delivery/transports.js';
import { createTransports } from './create-transports.js';
import type { NotifyEnv } from './notify-env.js';
import type { OutboxMessage } from './notification-types.js';
import { queueNotification, type QueueNotificationInput } from './outbox/queue-notification.js';

export interface NotifyService {
  transports: NotificationTransports;
  /** Writes a message to the outbox inside `transaction` (see queueNotification). */
  queue(
    transaction: Transaction,
    input: Omit<QueueNotificationInput, 'publicUrl' | 'testMode'>,
  ): Promise<{ message: OutboxMessage; created: boolean }>;
  /** One delivery pass now (the background loop does the same on its own). */
  deliverPending(limit?: number): Promise<DeliveryReport>;
}

declare module 'fastify' {
  interface FastifyInstance {
    notify: NotifyService;
  }
}

export interface NotifyPluginOptions {
  env: NotifyEnv;
  testMode: boolean;
  /** Makes relative brand logos absolute in emails. */
  publicUrl?: string | undefined;
  /** Run the background delivery loop in this process (role worker or all). */
  runWorker: boolean;
  /** Tests pass their own; otherwise built from env (SMTP or dev outbox). */
  transports?: NotificationTransports;
}

const deliveryBatchSize = 50;

/** The notification service (outbox writes for other modules) and, when asked, the delivery worker. */
export const notifyPlugin = fp<NotifyPluginOptions>(
  async (app, options) => {
    const transports = options.transports ?? createTransports(options.env);
    const log = app.log.child({ module: 'notify' });
    if (options.env.smtp === undefined && !options.testMode) {
      log.warn('SMTP_URL is not set outside test mode: emails stay in the dev outbox and reach nobody');
    }
    log.info({ email: transports.email.name, sms: transports.sms.name }, 'notification transports');

    const runPass = (limit: number) => deliverPending({ database: app.database, transports, limit, logger: log });
    app.decorate('notify', {
      transports,
      queue: (transaction, input) =>
        queueNotification(transaction, { ...input, publicUrl: options.publicUrl, testMode: options.testMode }),
      deliverPending: (limit = deliveryBatchSize) => runPass(limit),
    } satisfies NotifyService);

    const worker = createDeliveryJob({
      runOnce: () => runPass(deliveryBatchSize),
      batchSize: deliveryBatchSize,
      pollIntervalMs: options.env.pollIntervalMs,
      onError: (error) => log.error({ err: error }, 'notification delivery pass failed'),
    });
    if (options.runWorker) {
      app.addHook('onReady', async () => {
        worker.start();
      });
    }
    // Registered after the database plugin's hook, so it runs first (onClose runs in reverse): the
    // worker stops and transports close while the database is still open.
    app.addHook('onClose', async () => {
      await worker.stop();
      await transports.email.close();
      await transports.sms.close();
    });
  },
  { name: 'notify', dependencies: ['database'] },
);
