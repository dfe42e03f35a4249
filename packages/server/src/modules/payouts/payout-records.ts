import type { Queryable } from '../../db/database.js';
import type { PayoutRail, PayoutRecord, PayoutSource, PayoutStatus } from './payout-port.js';

/** A payout as this module keeps it: the port's record and what the operator screens and the rails need. */
export interface StoredPayout extends PayoutRecord {
  brandId: string;
  userId: string | null;
  creditorName: string | null;
  creditorIban: string | null;
  creditorBic: string | null;
  cardId: string | null;
  remittance: string;
  requestFingerprint: string;
  endToEndId: string;
  pspReference: string | null;
  seq: bigint;
  createdAt: string;
  updatedAt: string;
}

interface PayoutRow {
  id: string;
  seq: string;
  source: PayoutSource;
  source_id: string;
  brand_id: string;
  user_id: string | null;
  rail: PayoutRail;
  status: PayoutStatus;
  amount_minor: string;
  currency: string;
  creditor_name: string | null;
  creditor_iban: string | null;
  creditor_bic: string | null;
  card_id: string | null;
  remittance: string;
  request_fingerprint: string;
  end_to_end_id: string;
  batch_id: string | null;
  psp_reference: string | null;
  reason: string | null;
  created_at: string;
  updated_at: string;
}

/** A timestamptz column as an ISO 8601 UTC string with milliseconds. */
export const iso = (column: string) => `to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

export const payoutColumns = `id, seq::text as seq, source, source_id, brand_id, user_id, rail, status,
  amount_minor::text as amount_minor, currency, creditor_name, creditor_iban, creditor_bic, card_id, remittance,
  request_fingerprint, end_to_end_id, batch_id, psp_reference, reason,
  ${iso('created_at')} as created_at, ${iso('updated_at')} as updated_at`;

export function toStoredPayout(row: PayoutRow): StoredPayout {
  return {
    id: row.id,
    seq: BigInt(row.seq),
    source: row.source,
    sourceId: row.source_id,
    brandId: row.brand_id,
    userId: row.user_id,
    rail: row.rail,
    status: row.status,
    amount: BigInt(row.amount_minor),
    currency: row.currency,
    creditorName: row.creditor_name,
    creditorIban: row.creditor_iban,
    creditorBic: row.creditor_bic,
    cardId: row.card_id,
    remittance: row.remittance,
    requestFingerprint: row.request_fingerprint,
    endToEndId: row.end_to_end_id,
    batchId: row.batch_id,
    pspReference: row.psp_reference,
    reason: row.reason,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

/** The port's view of a stored payout (what a source's handler and requestPayout's caller see). */
export function toPayoutRecord(payout: StoredPayout): PayoutRecord {
  return {
    id: payout.id,
    source: payout.source,
    sourceId: payout.sourceId,
    rail: payout.rail,
    status: payout.status,
    amount: payout.amount,
    currency: payout.currency,
    batchId: payout.batchId,
    reason: payout.reason,
  };
}

export async function findPayout(
  queryable: Queryable,
  id: string,
  options: { lock?: boolean; brandId?: string } = {},
): Promise<StoredPayout | undefined> {
  const result = await queryable.query<PayoutRow>(
    `select ${payoutColumns} from payouts where id = $1 and ($2::text is null or brand_id = $2)${options.lock === true ? ' for update' : ''}`,
    [id, options.brandId ?? null],
  );
  return result.rows[0] === undefined ? undefined : toStoredPayout(result.rows[0]);
}

export interface NewPayout {
  id: string;
  source: PayoutSource;
  sourceId: string;
  brandId: string;
  userId: string | null;
  rail: PayoutRail;
  amount: bigint;
  currency: string;
  creditorName: string | null;
  creditorIban: string | null;
  creditorBic: string | null;
  cardId: string | null;
  remittance: string;
  requestFingerprint: string;
  endToEndId: string;
}

/** Inserts the payout unless its id exists; answers whether this call inserted it. */
export async function insertPayout(queryable: Queryable, payout: NewPayout, actor: string): Promise<boolean> {
  const inserted = await queryable.query(
    `insert into payouts (id, source, source_id, brand_id, user_id, rail, status, amount_minor, currency, creditor_name,
       creditor_iban, creditor_bic, card_id, remittance, request_fingerprint, end_to_end_id)
     values ($1, $2, $3, $4, $5, $6, 'pending', $7, $8, $9, $10, $11, $12, $13, $14, $15)
     on conflict (id) do nothing returning id`,
    [
      payout.id,
      payout.source,
      payout.sourceId,
      payout.brandId,
      payout.userId,
      payout.rail,
      payout.amount.toString(),
      payout.currency,
      payout.creditorName,
      payout.creditorIban,
      payout.creditorBic,
      payout.cardId,
      payout.remittance,
      payout.requestFingerprint,
      payout.endToEndId,
    ],
  );
  if (inserted.rows.length === 0) return false;
  await recordStatusChange(queryable, { payoutId: payout.id, status: 'pending', reason: null, actor });
  return true;
}

export async function recordStatusChange(
  queryable: Queryable,
  change: { payoutId: string; status: PayoutStatus; reason: string | null; actor: string },
): Promise<void> {
  await queryable.query(
    'insert into payout_status_changes (payout_id, status, reason, actor) values ($1, $2, $3, $4)',
    [change.payoutId, change.status, change.reason, change.actor.slice(0, 64)],
  );
}

/** The statuses a payout went through, oldest first (at most 20: a payout has at most 4). */
export async function statusHistory(
  queryable: Queryable,
  payoutId: string,
): Promise<{ status: PayoutStatus; reason: string | null; actor: string }[]> {
  const result = await queryable.query<{ status: PayoutStatus; reason: string | null; actor: string }>(
    'select status, reason, actor from payout_status_changes where payout_id = $1 order by id limit 20',
    [payoutId],
  );
  return result.rows;
}

export interface PayoutFilter {
  brandId: string;
  status?: PayoutStatus | undefined;
  rail?: PayoutRail | undefined;
  source?: PayoutSource | undefined;
  batchId?: string | undefined;
  /** Only payouts older than this one (its seq). */
  beforeSeq?: bigint | undefined;
  limit: number;
}

/** The brand's payouts, newest first. */
export async function listPayouts(queryable: Queryable, filter: PayoutFilter): Promise<StoredPayout[]> {
  const result = await queryable.query<PayoutRow>(
    `select ${payoutColumns} from payouts
     where brand_id = $1 and ($2::text is null or status = $2) and ($3::text is null or rail = $3)
       and ($4::text is null or source = $4) and ($5::text is null or batch_id = $5)
       and ($6::bigint is null or seq < $6)
     order by seq desc limit $7`,
    [
      filter.brandId,
      filter.status ?? null,
      filter.rail ?? null,
      filter.source ?? null,
      filter.batchId ?? null,
      filter.beforeSeq?.toString() ?? null,
      filter.limit,
    ],
  );
  return result.rows.map(toStoredPayout);
}
