import type { Queryable, Transaction } from '../../../db/database.js';

export type EndpointStatus = 'enabled' | 'disabled';

/** A merchant's webhook endpoint (080_webhooks.sql). */
export interface EndpointRecord {
  id: string;
  merchantId: string;
  url: string;
  status: EndpointStatus;
  disabledReason: string | null;
  disabledAt: Date | null;
  createdAt: Date;
  updatedAt: Date;
}

interface EndpointRow {
  id: string;
  merchant_id: string;
  url: string;
  status: EndpointStatus;
  disabled_reason: string | null;
  disabled_at: Date | string | null;
  created_at: Date | string;
  updated_at: Date | string;
}

const endpointColumns = 'id, merchant_id, url, status, disabled_reason, disabled_at, created_at, updated_at';

function toEndpoint(row: EndpointRow): EndpointRecord {
  return {
    id: row.id,
    merchantId: row.merchant_id,
    url: row.url,
    status: row.status,
    disabledReason: row.disabled_reason,
    disabledAt: row.disabled_at === null ? null : new Date(row.disabled_at),
    createdAt: new Date(row.created_at),
    updatedAt: new Date(row.updated_at),
  };
}

export async function findEndpointOfMerchant(
  queryable: Queryable,
  merchantId: string,
  options: { lock?: boolean } = {},
): Promise<EndpointRecord | undefined> {
  const result = await queryable.query<EndpointRow>(
    `select ${endpointColumns} from webhook_endpoints where merchant_id = $1${options.lock === true ? ' for update' : ''}`,
    [merchantId],
  );
  const row = result.rows[0];
  return row === undefined ? undefined : toEndpoint(row);
}

export async function findEndpoint(queryable: Queryable, endpointId: string): Promise<EndpointRecord | undefined> {
  const result = await queryable.query<EndpointRow>(`select ${endpointColumns} from webhook_endpoints where id = $1`, [
    endpointId,
  ]);
  const row = result.rows[0];
  return row === undefined ? undefined : toEndpoint(row);
}

/** The enabled endpoints of a merchant (one today; the queue does not assume it). */
export async function listEnabledEndpoints(transaction: Transaction, merchantId: string): Promise<EndpointRecord[]> {
  const result = await transaction.query<EndpointRow>(
    `select ${endpointColumns} from webhook_endpoints where merchant_id = $1 and status = 'enabled' order by id`,
    [merchantId],
  );
  return result.rows.map(toEndpoint);
}

/** Inserts the merchant's endpoint unless one exists (a concurrent first PATCH); undefined then. */
export async function insertEndpoint(
  transaction: Transaction,
  endpoint: { id: string; merchantId: string; url: string; now: Date },
): Promise<EndpointRecord | undefined> {
  const result = await transaction.query<EndpointRow>(
    `insert into webhook_endpoints (id, merchant_id, url, created_at, updated_at) values ($1, $2, $3, $4, $4)
     on conflict (merchant_id) do nothing
     returning ${endpointColumns}`,
    [endpoint.id, endpoint.merchantId, endpoint.url, endpoint.now],
  );
  const row = result.rows[0];
  return row === undefined ? undefined : toEndpoint(row);
}

export async function updateEndpointUrl(
  transaction: Transaction,
  change: { endpointId: string; url: string; now: Date },
): Promise<EndpointRecord> {
  const result = await transaction.query<EndpointRow>(
    `update webhook_endpoints set url = $2, updated_at = $3 where id = $1 returning ${endpointColumns}`,
    [change.endpointId, change.url, change.now],
  );
  const row = result.rows[0];
  if (row === undefined) throw new Error(`webhook endpoint ${change.endpointId} vanished`);
  return toEndpoint(row);
}

export async function enableEndpoint(
  transaction: Transaction,
  change: { endpointId: string; now: Date },
): Promise<EndpointRecord> {
  const result = await transaction.query<EndpointRow>(
    `update webhook_endpoints set status = 'enabled', disabled_reason = null, disabled_at = null, updated_at = $2
     where id = $1 returning ${endpointColumns}`,
    [change.endpointId, change.now],
  );
  const row = result.rows[0];
  if (row === undefined) throw new Error(`webhook endpoint ${change.endpointId} vanished`);
  return toEndpoint(row);
}

/** Disables an enabled endpoint; false when it was disabled already (another worker got there first). */
export async function disableEndpoint(
  transaction: Transaction,
  change: { endpointId: string; reason: string; now: Date },
): Promise<boolean> {
  const result = await transaction.query<{ id: string }>(
    `update webhook_endpoints set status = 'disabled', disabled_reason = $2, disabled_at = $3, updated_at = $3
     where id = $1 and status = 'enabled' returning id`,
    [change.endpointId, change.reason.slice(0, 500), change.now],
  );
  return result.rows.length === 1;
}
