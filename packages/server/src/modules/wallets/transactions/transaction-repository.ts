import {
  currencyCodeSchema,
  maxTransactionPageSize,
  transactionPaymentStatuses,
  transactionStatuses,
  type CurrencyCode,
} from '@platform/core';
import { z } from 'zod';
import type { Queryable } from '../../../db/database.js';
import { newTransactionId } from '../wallet-ids.js';
import { isoTimestamp } from '../wallet-repository.js';
import { shownTransactionCondition } from './hidden-transactions.js';

/** The statuses and payment statuses a row may have (core's lists; the table's constraints say the same). */
export const transactionStatusValues = transactionStatuses;
export type TransactionStatusValue = (typeof transactionStatusValues)[number];
export const paymentStatusValues = transactionPaymentStatuses;
export type PaymentStatusValue = (typeof paymentStatusValues)[number];
export type Direction = 'debit' | 'credit';

/** A row of the user-facing transactions list; amounts in base units (see 050_wallets.sql). */
export interface TransactionRecord {
  id: string;
  sequence: string;
  brandId: string;
  userId: string;
  type: string;
  status: TransactionStatusValue;
  paymentStatus: PaymentStatusValue | null;
  currency: CurrencyCode;
  currency2: CurrencyCode | null;
  direction: Direction;
  conversionT: Direction | null;
  amountBaseUnits: bigint;
  feeBaseUnits: bigint;
  fromAmountBaseUnits: bigint | null;
  toAmountBaseUnits: bigint | null;
  quantityBaseUnits: bigint | null;
  /** Exact decimal strings (NUMERIC(38,18)). */
  price: string | null;
  rate: string | null;
  paymentMethod: string | null;
  orderId: string | null;
  ledgerTransferId: string | null;
  /** A chain transaction's hash (crypto deposits and withdrawals); null off chain. */
  txid: string | null;
  /** Confirmations counted so far and needed, while a chain deposit confirms (n of N). */
  confirmations: number | null;
  requiredConfirmations: number | null;
  createdAt: string;
  updatedAt: string;
  completedAt: string | null;
}

const baseUnits = z
  .string()
  .regex(/^[0-9]+$/)
  .transform(BigInt);
const optionalBaseUnits = baseUnits.nullable();
const rowSchema = z.object({
  id: z.string(),
  sequence: z.string(),
  brand_id: z.string(),
  user_id: z.string(),
  type: z.string(),
  status: z.enum(transactionStatusValues),
  payment_status: z.enum(paymentStatusValues).nullable(),
  currency_iso: currencyCodeSchema,
  currency_2_iso: currencyCodeSchema.nullable(),
  direction: z.enum(['debit', 'credit']),
  conversion_t: z.enum(['debit', 'credit']).nullable(),
  amount: baseUnits,
  fee: baseUnits,
  from_amount: optionalBaseUnits,
  to_amount: optionalBaseUnits,
  quantity: optionalBaseUnits,
  price: z.string().nullable(),
  rate: z.string().nullable(),
  payment_method: z.string().nullable(),
  order_id: z.string().nullable(),
  ledger_transfer_id: z.string().nullable(),
  txid: z.string().nullable(),
  confirmations: z.number().int().nullable(),
  required_confirmations: z.number().int().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
  completed_at: z.string().nullable(),
});

const columns = `id, sequence::text, brand_id, user_id, type, status, payment_status, currency_iso, currency_2_iso,
  direction, conversion_t, amount::text, fee::text, from_amount::text, to_amount::text, quantity::text,
  price::text, rate::text, payment_method, order_id, ledger_transfer_id, txid, confirmations, required_confirmations,
  ${isoTimestamp('created_at')} as created_at,
  ${isoTimestamp('updated_at')} as updated_at, ${isoTimestamp('completed_at')} as completed_at`;

/** Trailing zeros of NUMERIC(38,18) cut ("61234.500000000000000000" → "61234.5"). */
function trimDecimal(value: string | null): string | null {
  if (value === null || !value.includes('.')) return value;
  return value.replace(/0+$/, '').replace(/\.$/, '');
}

function toRecord(row: unknown): TransactionRecord {
  const parsed = rowSchema.parse(row);
  return {
    id: parsed.id,
    sequence: parsed.sequence,
    brandId: parsed.brand_id,
    userId: parsed.user_id,
    type: parsed.type,
    status: parsed.status,
    paymentStatus: parsed.payment_status,
    currency: parsed.currency_iso,
    currency2: parsed.currency_2_iso,
    direction: parsed.direction,
    conversionT: parsed.conversion_t,
    amountBaseUnits: parsed.amount,
    feeBaseUnits: parsed.fee,
    fromAmountBaseUnits: parsed.from_amount,
    toAmountBaseUnits: parsed.to_amount,
    quantityBaseUnits: parsed.quantity,
    price: trimDecimal(parsed.price),
    rate: trimDecimal(parsed.rate),
    paymentMethod: parsed.payment_method,
    orderId: parsed.order_id,
    ledgerTransferId: parsed.ledger_transfer_id,
    txid: parsed.txid,
    confirmations: parsed.confirmations,
    requiredConfirmations: parsed.required_confirmations,
    createdAt: parsed.created_at,
    updatedAt: parsed.updated_at,
    completedAt: parsed.completed_at,
  };
}

export interface NewTransaction {
  brandId: string;
  userId: string;
  type: string;
  status: TransactionStatusValue;
  paymentStatus?: PaymentStatusValue | null;
  currency: CurrencyCode;
  currency2?: CurrencyCode | null;
  direction: Direction;
  conversionT?: Direction | null;
  amountBaseUnits: bigint;
  feeBaseUnits?: bigint;
  fromAmountBaseUnits?: bigint | null;
  toAmountBaseUnits?: bigint | null;
  quantityBaseUnits?: bigint | null;
  price?: string | null;
  rate?: string | null;
  paymentMethod?: string | null;
  orderId?: string | null;
  /** The transfer that moved the money; recording the same transfer twice returns the first row. */
  ledgerTransferId?: string | null;
  /** On-chain rows: the transaction hash and its confirmations (n of required). */
  txid?: string | null;
  confirmations?: number | null;
  requiredConfirmations?: number | null;
}

const optionalText = (value: bigint | null | undefined) =>
  value === undefined || value === null ? null : value.toString();

/**
 * Records a transaction of the user's list, idempotently per ledger transfer: a second call for
 * the same transfer (a replayed request, a retry after a crash) returns the row recorded first and
 * changes nothing. Other modules (withdrawals, conversions, orders) record theirs through this.
 */
export async function recordTransaction(queryable: Queryable, input: NewTransaction): Promise<TransactionRecord> {
  const inserted = await queryable.query(
    `insert into transactions (id, brand_id, user_id, type, status, payment_status, currency_iso, currency_2_iso,
       direction, conversion_t, amount, fee, from_amount, to_amount, quantity, price, rate, payment_method, order_id,
       ledger_transfer_id, txid, confirmations, required_confirmations, completed_at)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11::numeric, $12::numeric, $13::numeric, $14::numeric,
       $15::numeric, $16::numeric, $17::numeric, $18, $19, $20, $21, $22::integer, $23::integer,
       case when $5 = 'completed' then now() end)
     on conflict (ledger_transfer_id) do nothing
     returning ${columns}`,
    [
      newTransactionId(),
      input.brandId,
      input.userId,
      input.type,
      input.status,
      input.paymentStatus ?? null,
      input.currency,
      input.currency2 ?? null,
      input.direction,
      input.conversionT ?? null,
      input.amountBaseUnits.toString(),
      (input.feeBaseUnits ?? 0n).toString(),
      optionalText(input.fromAmountBaseUnits),
      optionalText(input.toAmountBaseUnits),
      optionalText(input.quantityBaseUnits),
      input.price ?? null,
      input.rate ?? null,
      input.paymentMethod ?? null,
      input.orderId ?? null,
      input.ledgerTransferId ?? null,
      input.txid ?? null,
      input.confirmations ?? null,
      input.requiredConfirmations ?? null,
    ],
  );
  if (inserted.rows[0] !== undefined) return toRecord(inserted.rows[0]);
  const existing = await findTransactionByLedgerTransfer(queryable, input.ledgerTransferId ?? '');
  if (existing === undefined) throw new Error('A transaction conflicted on its ledger transfer but none is stored');
  return existing;
}

export async function findTransactionByLedgerTransfer(
  queryable: Queryable,
  ledgerTransferId: string,
): Promise<TransactionRecord | undefined> {
  const result = await queryable.query(`select ${columns} from transactions where ledger_transfer_id = $1`, [
    ledgerTransferId,
  ]);
  return result.rows[0] === undefined ? undefined : toRecord(result.rows[0]);
}

export interface TransactionStatusChange {
  /** The row's ledger transfer (for a chain deposit, the deposit id its credit will carry). */
  ledgerTransferId: string;
  /** Omitted: the status stays as it is. */
  status?: TransactionStatusValue;
  confirmations?: number;
  /** A withdrawal's chain transaction once broadcast (set once; omitted: unchanged). */
  txid?: string;
}

/** A completed row is final: the money moved, and undoing it is a new row (a reversal), never an edit. */
export class CompletedTransactionError extends Error {
  constructor(readonly ledgerTransferId: string) {
    super(`The transaction of ledger transfer ${ledgerTransferId} is completed and cannot change status`);
    this.name = 'CompletedTransactionError';
  }
}

/**
 * Moves a row of the user's list (found by its ledger transfer) to another status and/or
 * confirmation count, e.g. a chain deposit pending → completed on credit, or → canceled when its
 * transaction was replaced. Completing stamps completed_at. Idempotent: asking for the state the row
 * is in changes nothing (updated_at included). Returns undefined when no row has this transfer.
 * Throws CompletedTransactionError when a completed row would get another status.
 */
export async function updateTransactionStatus(
  queryable: Queryable,
  change: TransactionStatusChange,
): Promise<TransactionRecord | undefined> {
  if (change.confirmations !== undefined && (!Number.isInteger(change.confirmations) || change.confirmations < 0)) {
    throw new RangeError('Confirmations are a whole number, 0 or more');
  }
  const current = await queryable.query(
    `select ${columns} from transactions where ledger_transfer_id = $1 for update`,
    [change.ledgerTransferId],
  );
  if (current.rows[0] === undefined) return undefined;
  const row = toRecord(current.rows[0]);
  const status = change.status ?? row.status;
  const confirmations = change.confirmations ?? row.confirmations;
  const txid = change.txid ?? row.txid;
  if (row.status === 'completed' && status !== 'completed') throw new CompletedTransactionError(row.ledgerTransferId!);
  if (status === row.status && confirmations === row.confirmations && txid === row.txid) return row;
  const updated = await queryable.query(
    `update transactions set status = $2, confirmations = $3::integer, txid = $4, updated_at = now(),
       completed_at = case when $2 = 'completed' then coalesce(completed_at, now()) else completed_at end
     where id = $1 returning ${columns}`,
    [row.id, status, confirmations, txid],
  );
  return toRecord(updated.rows[0]);
}

/** One of the user's transactions; another user's id is as unknown as a made-up one. */
export async function findUserTransaction(
  queryable: Queryable,
  key: { userId: string; transactionId: string },
): Promise<TransactionRecord | undefined> {
  const result = await queryable.query(`select ${columns} from transactions where id = $1 and user_id = $2`, [
    key.transactionId,
    key.userId,
  ]);
  return result.rows[0] === undefined ? undefined : toRecord(result.rows[0]);
}

export interface TransactionFilter {
  userId: string;
  currency?: CurrencyCode | undefined;
  type?: string | undefined;
  status?: TransactionStatusValue | undefined;
  /** Inclusive. */
  from?: Date | undefined;
  /** Exclusive. */
  to?: Date | undefined;
  /** The nextCursor of the previous page. */
  cursor?: string | undefined;
  limit: number;
}

export interface TransactionListPage {
  transactions: TransactionRecord[];
  nextCursor: string | null;
}

/**
 * The user's transactions the clients show, newest first, filtered, in pages of at most 100
 * (cursor = insertion sequence). Rows core's status rule hides (spec §4: an initial order with no
 * payment_status) are skipped by the query itself, so a page holds `limit` rows whenever that many
 * shown rows remain, and a hidden row is never listed.
 */
export async function listTransactions(queryable: Queryable, filter: TransactionFilter): Promise<TransactionListPage> {
  if (!Number.isInteger(filter.limit) || filter.limit < 1 || filter.limit > maxTransactionPageSize) {
    throw new RangeError(`A page holds 1 to ${maxTransactionPageSize} transactions`);
  }
  if (filter.cursor !== undefined && !/^[0-9]{1,18}$/.test(filter.cursor)) throw new RangeError('Invalid cursor');
  const conditions = ['user_id = $1', shownTransactionCondition];
  const params: unknown[] = [filter.userId];
  const add = (condition: (placeholder: string) => string, value: unknown) => {
    params.push(value);
    conditions.push(condition(`$${params.length}`));
  };
  if (filter.currency !== undefined) add((p) => `currency_iso = ${p}`, filter.currency);
  if (filter.type !== undefined) add((p) => `type = ${p}`, filter.type);
  if (filter.status !== undefined) add((p) => `status = ${p}`, filter.status);
  if (filter.from !== undefined) add((p) => `created_at >= ${p}::timestamptz`, filter.from.toISOString());
  if (filter.to !== undefined) add((p) => `created_at < ${p}::timestamptz`, filter.to.toISOString());
  if (filter.cursor !== undefined) add((p) => `sequence < ${p}::bigint`, filter.cursor);
  params.push(filter.limit + 1);
  // Qualified: a bare "sequence" would name the selected sequence::text and sort as text ("10" < "9").
  const result = await queryable.query(
    `select ${columns} from transactions where ${conditions.join(' and ')} order by transactions.sequence desc limit $${params.length}`,
    params,
  );
  const records = result.rows.slice(0, filter.limit).map(toRecord);
  const last = records.at(-1);
  return {
    transactions: records,
    nextCursor: result.rows.length > filter.limit && last !== undefined ? last.sequence : null,
  };
}

export interface WalletTransactionSummary {
  currency: CurrencyCode;
  lastReceive: string | null;
  lastWithdraw: string | null;
  totalWithdrawalBaseUnits: bigint;
}

/** Per currency: the newest completed incoming transaction and withdrawal, and the completed withdrawals' sum. */
export async function summarizeWalletTransactions(
  queryable: Queryable,
  userId: string,
): Promise<Map<CurrencyCode, WalletTransactionSummary>> {
  const result = await queryable.query<{
    currency_iso: CurrencyCode;
    last_receive: string | null;
    last_withdraw: string | null;
    total_withdrawal: string;
  }>(
    `select currency_iso,
       ${isoTimestamp("max(completed_at) filter (where direction = 'credit' and status = 'completed')")} as last_receive,
       ${isoTimestamp("max(completed_at) filter (where type = 'withdrawal' and status = 'completed')")} as last_withdraw,
       coalesce(sum(amount) filter (where type = 'withdrawal' and status = 'completed'), 0)::text as total_withdrawal
     from transactions where user_id = $1 group by currency_iso`,
    [userId],
  );
  return new Map(
    result.rows.map((row) => [
      row.currency_iso,
      {
        currency: row.currency_iso,
        lastReceive: row.last_receive,
        lastWithdraw: row.last_withdraw,
        totalWithdrawalBaseUnits: BigInt(row.total_withdrawal),
      },
    ]),
  );
}

export interface FavoriteCurrency {
  currency: CurrencyCode;
  transactions: number;
  lastTransactionAt: string;
}

/** The user's most used currencies over the last 90 days, most used first (ties: most recent), at most 6. */
export async function favoriteCurrencies(queryable: Queryable, userId: string): Promise<FavoriteCurrency[]> {
  const result = await queryable.query<{ currency_iso: CurrencyCode; count: string; last_at: string }>(
    `select currency_iso, count(*)::text as count, ${isoTimestamp('max(created_at)')} as last_at
     from transactions where user_id = $1 and created_at > now() - interval '90 days'
     group by currency_iso order by count(*) desc, max(created_at) desc, currency_iso limit 6`,
    [userId],
  );
  return result.rows.map((row) => ({
    currency: row.currency_iso,
    transactions: Number(row.count),
    lastTransactionAt: row.last_at,
  }));
}
