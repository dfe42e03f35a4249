import { z } from 'zod';

/** Unset and empty both mean "use the default", as in config/env.ts. */
const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === '' ? undefined : value), schema.optional());

/** The webhooks variables, as a shape the app's env schema spreads in. */
export const webhooksEnvShape = {
  WEBHOOK_POLL_INTERVAL_MS: optional(z.coerce.number().int().min(100).max(60_000)),
  WEBHOOK_DELIVERY_BATCH_SIZE: optional(z.coerce.number().int().min(1).max(200)),
};

export interface RawWebhooksEnv {
  WEBHOOK_POLL_INTERVAL_MS?: number | undefined;
  WEBHOOK_DELIVERY_BATCH_SIZE?: number | undefined;
}

export interface WebhooksEnv {
  /** How often the worker looks for due deliveries (at once again after a full batch). */
  pollIntervalMs: number;
  /** Deliveries one pass claims and sends concurrently. */
  batchSize: number;
}

export function toWebhooksEnv(raw: RawWebhooksEnv): { env: WebhooksEnv; problems: string[] } {
  return {
    env: { pollIntervalMs: raw.WEBHOOK_POLL_INTERVAL_MS ?? 1000, batchSize: raw.WEBHOOK_DELIVERY_BATCH_SIZE ?? 20 },
    problems: [],
  };
}
