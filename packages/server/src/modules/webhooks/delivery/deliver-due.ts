import type { Database, Transaction } from '../../../db/database.js';
import { disableEndpoint } from '../endpoints/endpoint-repository.js';
import { openSigningSecrets } from '../endpoints/endpoint-service.js';
import type { WebhookSecretSealer } from '../signing/secret-sealing.js';
import { signWebhook } from '../signing/sign-webhook.js';
import { newAttemptId } from '../webhook-ids.js';
import {
  cancelPendingDeliveries,
  claimDueDeliveries,
  insertAttempt,
  markDelivered,
  markFailed,
  scheduleRetry,
  type ClaimedDelivery,
  type NewAttempt,
} from './delivery-repository.js';
import type { WebhookResponse, WebhookSender } from './http-sender.js';
import { maxAttempts, nextAttemptDelayMs, parseRetryAfter, retryDelayMs } from './retry-schedule.js';

export const maxDeliveryBatch = 200;
/** Longer than an attempt can take (10 s HTTP limit, then one transaction), so a lease never runs out mid-send. */
export const defaultLeaseMs = 2 * 60_000;

/** Told inside the transaction that disabled an endpoint (the plugin emails the merchant). */
export interface EndpointDisabledNotice {
  endpointId: string;
  merchantId: string;
  url: string;
  reason: 'gone';
  disabledAt: Date;
}

interface DeliveryLogger {
  info(details: object, message: string): void;
  warn(details: object, message: string): void;
}

export interface DeliverDueOptions {
  database: Database;
  sealer: WebhookSecretSealer;
  sender: WebhookSender;
  /** Most deliveries claimed by this pass (1 … 200); they are sent concurrently. */
  limit: number;
  /** The pass's clock: what is due, the webhook-timestamp, and the next attempt times. */
  now?: Date;
  /** Jitter source in [0, 1). */
  random?: () => number;
  leaseMs?: number;
  onEndpointDisabled?: (transaction: Transaction, notice: EndpointDisabledNotice) => Promise<void>;
  logger?: DeliveryLogger;
}

export interface WebhookDeliveryReport {
  claimed: number;
  delivered: number;
  retried: number;
  failed: number;
  /** Endpoints disabled by a 410 Gone in this pass. */
  disabled: number;
}

export const goneReason = 'The endpoint answered 410 Gone.';

/** A short line for the log and the delivery's last_error. */
function describeFailure(response: WebhookResponse): string {
  if (response.kind === 'error') return response.error;
  if (response.status >= 300 && response.status < 400) {
    return `HTTP ${response.status}: redirects are not followed${response.location === undefined ? '' : ` (Location: ${response.location.slice(0, 300)})`}`;
  }
  return `HTTP ${response.status}`;
}

/**
 * One pass of the delivery worker: claims due deliveries (FOR UPDATE SKIP LOCKED with a lease, safe
 * with several workers and instances), signs each with the endpoint's current secrets at the pass's
 * time, POSTs it, and records the attempt in the delivery log together with the outcome: delivered
 * (2xx); endpoint disabled and its pending deliveries canceled (410 Gone); otherwise a retry on the
 * schedule (or later, if Retry-After says so), or failed after the last attempt. Delivery is at
 * least once: a worker that dies after sending but before recording sends again when its lease ends.
 */
export async function deliverDueWebhooks(options: DeliverDueOptions): Promise<WebhookDeliveryReport> {
  if (!Number.isInteger(options.limit) || options.limit < 1 || options.limit > maxDeliveryBatch) {
    throw new RangeError(`limit must be an integer from 1 to ${maxDeliveryBatch}, got ${options.limit}`);
  }
  const now = options.now ?? new Date();
  const claimed = await claimDueDeliveries(options.database, {
    now,
    leaseUntil: new Date(now.getTime() + (options.leaseMs ?? defaultLeaseMs)),
    limit: options.limit,
  });
  const report: WebhookDeliveryReport = { claimed: claimed.length, delivered: 0, retried: 0, failed: 0, disabled: 0 };
  const secretsByEndpoint = new Map<string, Promise<string[]>>();
  const secretsOf = (endpointId: string) => {
    let secrets = secretsByEndpoint.get(endpointId);
    if (secrets === undefined) {
      secrets = openSigningSecrets(options.database, options.sealer, { endpointId, now });
      secretsByEndpoint.set(endpointId, secrets);
    }
    return secrets;
  };
  const outcomes = await Promise.all(
    claimed.map(async (delivery) => attemptDelivery(options, delivery, await secretsOf(delivery.endpointId), now)),
  );
  for (const outcome of outcomes) {
    if (outcome === 'delivered') report.delivered += 1;
    else if (outcome === 'retry') report.retried += 1;
    else if (outcome === 'failed') report.failed += 1;
    else if (outcome === 'disabled') {
      report.failed += 1;
      report.disabled += 1;
    } else if (outcome === 'gone') report.failed += 1;
  }
  return report;
}

type AttemptOutcome = 'delivered' | 'retry' | 'failed' | 'gone' | 'disabled' | 'stale';

/** One attempt as the delivery log records it, before its outcome is known. */
type AttemptRecord = Omit<NewAttempt, 'outcome' | 'nextAttemptAt' | 'error'>;
/** The claim an attempt's outcome is applied under (stale when the lease was lost meanwhile). */
type Claim = { deliveryId: string; attempts: number; now: Date; statusCode: number | null };
type LogFields = { deliveryId: string; eventId: string; attempt: number };

async function attemptDelivery(
  options: DeliverDueOptions,
  delivery: ClaimedDelivery,
  secrets: string[],
  now: Date,
): Promise<AttemptOutcome> {
  const headers = signWebhook({
    eventId: delivery.eventId,
    timestampSeconds: Math.floor(now.getTime() / 1000),
    body: delivery.body,
    secrets,
  });
  const response = await options.sender.send({ url: delivery.url, headers: { ...headers }, body: delivery.body });
  const statusCode =
    response.kind === 'response' && response.status >= 100 && response.status <= 999 ? response.status : null;
  const claim: Claim = { deliveryId: delivery.deliveryId, attempts: delivery.attempts, now, statusCode };
  const attempt: AttemptRecord = {
    id: newAttemptId(),
    deliveryId: delivery.deliveryId,
    attemptNumber: delivery.attempts,
    url: delivery.url,
    webhookTimestamp: Number(headers['webhook-timestamp']),
    webhookSignature: headers['webhook-signature'],
    responseStatus: statusCode,
    responseExcerpt: response.kind === 'response' ? response.excerpt : null,
    durationMs: response.durationMs,
    attemptedAt: now,
  };

  if (statusCode !== null && statusCode >= 200 && statusCode < 300) {
    return options.database.transaction(async (transaction) => {
      await insertAttempt(transaction, { ...attempt, outcome: 'delivered', nextAttemptAt: null, error: null });
      return (await markDelivered(transaction, claim)) ? 'delivered' : 'stale';
    });
  }
  if (statusCode === 410) return recordGone(options, delivery, { attempt, claim });
  return recordFailure(options, delivery, { attempt, claim, response });
}

/** 410 Gone: the delivery fails, the endpoint is disabled, its pending deliveries canceled and the merchant told. */
async function recordGone(
  options: DeliverDueOptions,
  delivery: ClaimedDelivery,
  answered: { attempt: AttemptRecord; claim: Claim },
): Promise<AttemptOutcome> {
  const { attempt, claim } = answered;
  const { now } = claim;
  const outcome = await options.database.transaction(async (transaction) => {
    await insertAttempt(transaction, { ...attempt, outcome: 'gone', nextAttemptAt: null, error: goneReason });
    const applied = await markFailed(transaction, { ...claim, error: goneReason });
    const disabled = await disableEndpoint(transaction, { endpointId: delivery.endpointId, reason: goneReason, now });
    if (!disabled) return applied ? 'gone' : 'stale';
    await cancelPendingDeliveries(transaction, {
      endpointId: delivery.endpointId,
      reason: `Canceled: the endpoint was disabled (${goneReason})`,
      now,
    });
    await options.onEndpointDisabled?.(transaction, {
      endpointId: delivery.endpointId,
      merchantId: delivery.merchantId,
      url: delivery.url,
      reason: 'gone',
      disabledAt: now,
    });
    return 'disabled';
  });
  if (outcome === 'disabled')
    options.logger?.warn(
      { ...logFieldsOf(delivery), endpointId: delivery.endpointId },
      'webhook endpoint disabled: 410 Gone',
    );
  return outcome;
}

/** Any other failure: a retry on the schedule (or later, if Retry-After says so), or failed after the last attempt. */
async function recordFailure(
  options: DeliverDueOptions,
  delivery: ClaimedDelivery,
  answered: { attempt: AttemptRecord; claim: Claim; response: WebhookResponse },
): Promise<AttemptOutcome> {
  const { attempt, claim, response } = answered;
  const { now } = claim;
  const log = logFieldsOf(delivery);
  const error = describeFailure(response);
  const scheduleDelay = nextAttemptDelayMs(delivery.attempts, options.random);
  if (scheduleDelay === undefined || delivery.attempts >= maxAttempts) {
    const applied = await options.database.transaction(async (transaction) => {
      await insertAttempt(transaction, { ...attempt, outcome: 'failed', nextAttemptAt: null, error });
      return markFailed(transaction, { ...claim, error });
    });
    options.logger?.warn({ ...log, error }, 'webhook delivery failed after its last attempt');
    return applied ? 'failed' : 'stale';
  }
  const retryAfterMs = response.kind === 'response' ? parseRetryAfter(response.retryAfter, now) : undefined;
  const nextAttemptAt = new Date(now.getTime() + retryDelayMs(scheduleDelay, retryAfterMs));
  const applied = await options.database.transaction(async (transaction) => {
    await insertAttempt(transaction, { ...attempt, outcome: 'retry', nextAttemptAt, error });
    return scheduleRetry(transaction, { ...claim, error, nextAttemptAt });
  });
  options.logger?.info({ ...log, error, nextAttemptAt }, 'webhook delivery will be retried');
  return applied ? 'retry' : 'stale';
}

function logFieldsOf(delivery: ClaimedDelivery): LogFields {
  return { deliveryId: delivery.deliveryId, eventId: delivery.eventId, attempt: delivery.attempts };
}
