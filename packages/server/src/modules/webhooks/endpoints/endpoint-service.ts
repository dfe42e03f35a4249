import type { Database, Queryable, Transaction } from '../../../db/database.js';
import type { WebhookSecretSealer } from '../signing/secret-sealing.js';
import { generateWebhookSecret, shownSecretPrefix } from '../signing/webhook-secret.js';
import { newEndpointId, newSecretId } from '../webhook-ids.js';
import { WebhooksError } from '../webhooks-error.js';
import {
  enableEndpoint,
  findEndpointOfMerchant,
  insertEndpoint,
  updateEndpointUrl,
  type EndpointRecord,
} from './endpoint-repository.js';
import { insertCurrentSecret, listSigningSecrets, retireCurrentSecret } from './secret-repository.js';

/** How long the previous secret keeps signing after a rotation. */
export const secretOverlapMs = 24 * 60 * 60_000;
/** Previous secrets signing at once at most (a burst of rotations ends the oldest overlaps early). */
export const maxPreviousSecrets = 2;

/** What the merchant sees of their endpoint: never a secret, only its first characters. */
export interface WebhookEndpointView {
  endpoint: EndpointRecord;
  secretPrefix: string;
  /** When the current secret was created (the endpoint's creation or its last rotation). */
  secretCreatedAt: Date;
  /** The latest expiry of a previous secret still signing; null when only the current one signs. */
  previousSecretExpiresAt: Date | null;
}

async function viewOf(queryable: Queryable, endpoint: EndpointRecord, now: Date): Promise<WebhookEndpointView> {
  const secrets = await listSigningSecrets(queryable, { endpointId: endpoint.id, now });
  const [current, ...previous] = secrets;
  if (current === undefined || current.expiresAt !== null) {
    throw new Error(`webhook endpoint ${endpoint.id} has no current secret`);
  }
  const expiries = previous.map((secret) => secret.expiresAt?.getTime() ?? 0);
  return {
    endpoint,
    secretPrefix: current.secretPrefix,
    secretCreatedAt: current.createdAt,
    previousSecretExpiresAt: expiries.length === 0 ? null : new Date(Math.max(...expiries)),
  };
}

async function addCurrentSecret(
  transaction: Transaction,
  sealer: WebhookSecretSealer,
  endpointId: string,
  now: Date,
): Promise<string> {
  const secret = generateWebhookSecret();
  const id = newSecretId();
  await insertCurrentSecret(transaction, {
    id,
    endpointId,
    sealedSecret: sealer.seal(id, secret),
    secretPrefix: shownSecretPrefix(secret),
    now,
  });
  return secret;
}

export async function webhookEndpointView(
  queryable: Queryable,
  options: { merchantId: string; now: Date },
): Promise<WebhookEndpointView | undefined> {
  const endpoint = await findEndpointOfMerchant(queryable, options.merchantId);
  return endpoint === undefined ? undefined : viewOf(queryable, endpoint, options.now);
}

export interface SetWebhookUrlResult {
  view: WebhookEndpointView;
  /** The new signing secret when this call created the endpoint (shown once); undefined on a URL change. */
  secret: string | undefined;
}

/**
 * Creates the merchant's endpoint with a fresh secret, or changes its URL keeping the secrets and
 * the status (a disabled endpoint stays disabled until enabled). The URL was checked by the caller.
 */
export async function setWebhookUrl(
  database: Database,
  sealer: WebhookSecretSealer,
  options: { merchantId: string; url: string; now: Date },
): Promise<SetWebhookUrlResult> {
  return database.transaction(async (transaction) => {
    const existing = await findEndpointOfMerchant(transaction, options.merchantId, { lock: true });
    if (existing !== undefined) {
      const updated = await updateEndpointUrl(transaction, {
        endpointId: existing.id,
        url: options.url,
        now: options.now,
      });
      return { view: await viewOf(transaction, updated, options.now), secret: undefined };
    }
    const created = await insertEndpoint(transaction, {
      id: newEndpointId(),
      merchantId: options.merchantId,
      url: options.url,
      now: options.now,
    });
    // A concurrent first call created it: its response showed the secret; this one changes the URL.
    if (created === undefined) {
      const raced = await findEndpointOfMerchant(transaction, options.merchantId, { lock: true });
      if (raced === undefined) throw new Error('webhook endpoint insert conflicted but none exists');
      const updated = await updateEndpointUrl(transaction, {
        endpointId: raced.id,
        url: options.url,
        now: options.now,
      });
      return { view: await viewOf(transaction, updated, options.now), secret: undefined };
    }
    const secret = await addCurrentSecret(transaction, sealer, created.id, options.now);
    return { view: await viewOf(transaction, created, options.now), secret };
  });
}

/** A new current secret (shown once); the previous one keeps signing for 24 h. */
export async function rotateWebhookSecret(
  database: Database,
  sealer: WebhookSecretSealer,
  options: { merchantId: string; now: Date },
): Promise<{ view: WebhookEndpointView; secret: string }> {
  return database.transaction(async (transaction) => {
    const endpoint = await findEndpointOfMerchant(transaction, options.merchantId, { lock: true });
    if (endpoint === undefined) throw new WebhooksError('no_endpoint', 'Set a webhook URL first.');
    await retireCurrentSecret(transaction, {
      endpointId: endpoint.id,
      expiresAt: new Date(options.now.getTime() + secretOverlapMs),
      now: options.now,
      keepPrevious: maxPreviousSecrets,
    });
    const secret = await addCurrentSecret(transaction, sealer, endpoint.id, options.now);
    return { view: await viewOf(transaction, endpoint, options.now), secret };
  });
}

/** Enables a disabled endpoint again (after a 410 Gone); enabling an enabled one changes nothing. */
export async function enableWebhookEndpoint(
  database: Database,
  options: { merchantId: string; now: Date },
): Promise<WebhookEndpointView> {
  return database.transaction(async (transaction) => {
    const endpoint = await findEndpointOfMerchant(transaction, options.merchantId, { lock: true });
    if (endpoint === undefined) throw new WebhooksError('no_endpoint', 'Set a webhook URL first.');
    const enabled =
      endpoint.status === 'enabled'
        ? endpoint
        : await enableEndpoint(transaction, { endpointId: endpoint.id, now: options.now });
    return viewOf(transaction, enabled, options.now);
  });
}

/** The plain secrets that sign at `now`, current first. */
export async function openSigningSecrets(
  queryable: Queryable,
  sealer: WebhookSecretSealer,
  options: { endpointId: string; now: Date },
): Promise<string[]> {
  const sealed = await listSigningSecrets(queryable, options);
  return sealed.map((secret) => sealer.open(secret.id, secret.sealedSecret));
}
