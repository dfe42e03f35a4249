import { randomBytes } from 'node:crypto';
import type { CurrencyCode, TravelRule, WithdrawalMethod, WithdrawalStatus } from '@platform/core';
import type { Queryable } from '../../db/database.js';

/** A withdrawal as stored (amounts in base units, eur_value in EUR cents). */
export interface WithdrawalRecord {
  id: string;
  sequence: string;
  brandId: string;
  userId: string;
  clientId: string;
  requestHash: string;
  method: WithdrawalMethod;
  status: WithdrawalStatus;
  currency: CurrencyCode;
  amount: bigint;
  fee: bigint;
  eurValueCents: bigint;
  beneficiaryId: string | null;
  address: string | null;
  destinationTag: string | null;
  iban: string | null;
  bic: string | null;
  accountHolder: string | null;
  cardId: string | null;
  travelRule: TravelRule | null;
  holdTransferId: string;
  feeHoldTransferId: string | null;
  transactionId: string | null;
  sendId: string | null;
  payoutId: string | null;
  txid: string | null;
  confirmations: number | null;
  requiredConfirmations: number | null;
  approvalsRequired: number;
  reason: string | null;
  notified: string[];
  createdAt: string;
  updatedAt: string;
  completedAt: string | null;
}

export const newWithdrawalId = () => `wdr_${randomBytes(10).toString('hex')}`;
/** Ledger transfer ids of a withdrawal: the amount's hold, the fee's hold, and their post/void/return. */
export const holdIdOf = (withdrawalId: string) => `${withdrawalId}_hold`;
export const feeHoldIdOf = (withdrawalId: string) => `${withdrawalId}_fee`;

const iso = (column: string) => `to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
const columns = `id, sequence::text, brand_id, user_id, client_id, request_hash, method, status, currency, amount::text,
  fee::text, eur_value::text, beneficiary_id, address, destination_tag, iban, bic, account_holder, card_id,
  travel_rule::text, hold_transfer_id, fee_hold_transfer_id, transaction_id, send_id, payout_id, txid, confirmations,
  required_confirmations, approvals_required, reason, notified, ${iso('created_at')} as created_at,
  ${iso('updated_at')} as updated_at, ${iso('completed_at')} as completed_at`;

type Row = Record<string, unknown>;
const text = (value: unknown) => (value === null || value === undefined ? null : String(value));

function toRecord(row: Row): WithdrawalRecord {
  return {
    id: String(row.id),
    sequence: String(row.sequence),
    brandId: String(row.brand_id),
    userId: String(row.user_id),
    clientId: String(row.client_id),
    requestHash: String(row.request_hash),
    method: row.method as WithdrawalMethod,
    status: row.status as WithdrawalStatus,
    currency: row.currency as CurrencyCode,
    amount: BigInt(String(row.amount)),
    fee: BigInt(String(row.fee)),
    eurValueCents: BigInt(String(row.eur_value)),
    beneficiaryId: text(row.beneficiary_id),
    address: text(row.address),
    destinationTag: text(row.destination_tag),
    iban: text(row.iban),
    bic: text(row.bic),
    accountHolder: text(row.account_holder),
    cardId: text(row.card_id),
    travelRule: row.travel_rule === null ? null : (JSON.parse(String(row.travel_rule)) as TravelRule),
    holdTransferId: String(row.hold_transfer_id),
    feeHoldTransferId: text(row.fee_hold_transfer_id),
    transactionId: text(row.transaction_id),
    sendId: text(row.send_id),
    payoutId: text(row.payout_id),
    txid: text(row.txid),
    confirmations: row.confirmations === null ? null : Number(row.confirmations),
    requiredConfirmations: row.required_confirmations === null ? null : Number(row.required_confirmations),
    approvalsRequired: Number(row.approvals_required),
    reason: text(row.reason),
    notified: Array.isArray(row.notified) ? row.notified.map(String) : [],
    createdAt: String(row.created_at),
    updatedAt: String(row.updated_at),
    completedAt: text(row.completed_at),
  };
}

export type NewWithdrawal = Omit<
  WithdrawalRecord,
  | 'sequence'
  | 'transactionId'
  | 'sendId'
  | 'payoutId'
  | 'txid'
  | 'confirmations'
  | 'requiredConfirmations'
  | 'reason'
  | 'notified'
  | 'createdAt'
  | 'updatedAt'
  | 'completedAt'
>;

export async function insertWithdrawal(queryable: Queryable, input: NewWithdrawal): Promise<WithdrawalRecord> {
  const result = await queryable.query<Row>(
    `insert into withdrawals (id, brand_id, user_id, client_id, request_hash, method, status, currency, amount, fee,
       eur_value, beneficiary_id, address, destination_tag, iban, bic, account_holder, card_id, travel_rule,
       hold_transfer_id, fee_hold_transfer_id, approvals_required)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9::numeric, $10::numeric, $11::numeric, $12, $13, $14, $15, $16, $17,
       $18, $19::jsonb, $20, $21, $22)
     returning ${columns}`,
    [
      input.id,
      input.brandId,
      input.userId,
      input.clientId,
      input.requestHash,
      input.method,
      input.status,
      input.currency,
      input.amount.toString(),
      input.fee.toString(),
      input.eurValueCents.toString(),
      input.beneficiaryId,
      input.address,
      input.destinationTag,
      input.iban,
      input.bic,
      input.accountHolder,
      input.cardId,
      input.travelRule === null ? null : JSON.stringify(input.travelRule),
      input.holdTransferId,
      input.feeHoldTransferId,
      input.approvalsRequired,
    ],
  );
  return toRecord(result.rows[0]!);
}

export async function findWithdrawal(
  queryable: Queryable,
  id: string,
  options: { forUpdate?: boolean } = {},
): Promise<WithdrawalRecord | undefined> {
  const result = await queryable.query<Row>(
    `select ${columns} from withdrawals where id = $1${options.forUpdate === true ? ' for update' : ''}`,
    [id],
  );
  return result.rows[0] === undefined ? undefined : toRecord(result.rows[0]);
}

export async function findByClientId(
  queryable: Queryable,
  userId: string,
  clientId: string,
): Promise<WithdrawalRecord | undefined> {
  const result = await queryable.query<Row>(
    `select ${columns} from withdrawals where user_id = $1 and client_id = $2`,
    [userId, clientId],
  );
  return result.rows[0] === undefined ? undefined : toRecord(result.rows[0]);
}

/** The columns a step may change. */
export interface WithdrawalChanges {
  status?: WithdrawalStatus;
  transactionId?: string;
  sendId?: string;
  payoutId?: string;
  txid?: string;
  confirmations?: number;
  requiredConfirmations?: number;
  reason?: string;
  /** Adds an email already queued (each event is sent once). */
  notified?: string;
}

export async function updateWithdrawal(
  queryable: Queryable,
  id: string,
  changes: WithdrawalChanges,
): Promise<WithdrawalRecord> {
  const result = await queryable.query<Row>(
    `update withdrawals set
       status = coalesce($2, status), transaction_id = coalesce($3, transaction_id), send_id = coalesce($4, send_id),
       payout_id = coalesce($5, payout_id), txid = coalesce($6, txid), confirmations = coalesce($7::integer, confirmations),
       required_confirmations = coalesce($8::integer, required_confirmations), reason = coalesce($9, reason),
       notified = case when $10::text is null or $10 = any(notified) then notified else notified || $10::text end,
       completed_at = case when $2 = 'completed' then coalesce(completed_at, now()) else completed_at end,
       updated_at = now()
     where id = $1 returning ${columns}`,
    [
      id,
      changes.status ?? null,
      changes.transactionId ?? null,
      changes.sendId ?? null,
      changes.payoutId ?? null,
      changes.txid ?? null,
      changes.confirmations ?? null,
      changes.requiredConfirmations ?? null,
      changes.reason ?? null,
      changes.notified ?? null,
    ],
  );
  if (result.rows[0] === undefined) throw new Error(`withdrawal ${id} is missing`);
  return toRecord(result.rows[0]);
}

/** A page of withdrawals, by sequence: the user's newest first, or a brand's of one status oldest first. */
export async function listWithdrawals(
  queryable: Queryable,
  filter: { userId?: string; brandId?: string; status?: WithdrawalStatus; cursor?: string; limit: number },
): Promise<{ withdrawals: WithdrawalRecord[]; nextCursor: string | null }> {
  const newestFirst = filter.userId !== undefined;
  const result = await queryable.query<Row>(
    `select ${columns} from withdrawals
      where ($1::text is null or user_id = $1) and ($2::text is null or brand_id = $2)
        and ($3::text is null or status = $3)
        and ($4::bigint is null or (case when $5 then sequence < $4::bigint else sequence > $4::bigint end))
      order by case when $5 then -sequence else sequence end limit $6`,
    [
      filter.userId ?? null,
      filter.brandId ?? null,
      filter.status ?? null,
      filter.cursor ?? null,
      newestFirst,
      filter.limit + 1,
    ],
  );
  const records = result.rows.map(toRecord);
  const page = records.slice(0, filter.limit);
  return { withdrawals: page, nextCursor: records.length > filter.limit ? page[page.length - 1]!.sequence : null };
}

export async function approvalsOf(
  queryable: Queryable,
  withdrawalId: string,
): Promise<{ operatorId: string; approvedAt: string }[]> {
  const result = await queryable.query<{ operator_id: string; approved_at: string }>(
    `select operator_id, ${iso('approved_at')} as approved_at from withdrawal_approvals
      where withdrawal_id = $1 order by approved_at`,
    [withdrawalId],
  );
  return result.rows.map((row) => ({ operatorId: row.operator_id, approvedAt: row.approved_at }));
}

export async function insertApproval(queryable: Queryable, withdrawalId: string, operatorId: string): Promise<boolean> {
  const result = await queryable.query(
    `insert into withdrawal_approvals (withdrawal_id, operator_id) values ($1, $2) on conflict do nothing returning 1`,
    [withdrawalId, operatorId],
  );
  return result.rows.length === 1;
}

/**
 * EUR cents of the user's withdrawals of a currency since `since` that still count against the
 * limits (everything not failed, rejected or canceled).
 */
export async function eurWithdrawnSince(
  queryable: Queryable,
  input: { userId: string; currency: CurrencyCode; since: Date },
): Promise<bigint> {
  const result = await queryable.query<{ total: string }>(
    `select coalesce(sum(eur_value), 0)::text as total from withdrawals
      where user_id = $1 and currency = $2 and created_at >= $3
        and status not in ('failed', 'rejected', 'canceled')`,
    [input.userId, input.currency, input.since],
  );
  return BigInt(result.rows[0]?.total ?? '0');
}
