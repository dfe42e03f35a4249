import { currencyCodeSchema, type CurrencyCode } from '@platform/core';
import { z } from 'zod';
import type { Queryable } from '../../db/database.js';
import { failureResults, transferTypes, type FailureResult, type TransferType } from './ledger-codes.js';
import { LedgerError } from './ledger-error.js';
import { transferIdSchema } from './transfer-request.js';

export interface LedgerTransfer {
  id: string;
  type: TransferType;
  debitAccountId: string;
  creditAccountId: string;
  asset: CurrencyCode;
  /** post_pending: the amount posted; void_pending: the amount released. */
  amountBaseUnits: bigint;
  pendingId: string | null;
  code: string;
  createdAt: Date;
}

export interface TransferPage {
  transfers: LedgerTransfer[];
  /** Pass back to get the next (older) page; null on the last page. */
  nextCursor: string | null;
}

export const maxPageSize = 200;

const transferRowSchema = z.object({
  id: z.string(),
  sequence: z.string(),
  type: z.enum(transferTypes),
  debit_account_id: z.string(),
  credit_account_id: z.string(),
  asset: currencyCodeSchema,
  amount: z.string().regex(/^[0-9]+$/),
  pending_id: z.string().nullable(),
  code: z.string(),
  created_at: z.union([z.date(), z.string()]).transform((value) => new Date(value)),
});

const transferColumns = `id, sequence::text, type, debit_account_id, credit_account_id, asset, amount::text, pending_id,
  code, created_at`;

function toTransfer(row: unknown): LedgerTransfer {
  const parsed = transferRowSchema.parse(row);
  return {
    id: parsed.id,
    type: parsed.type,
    debitAccountId: parsed.debit_account_id,
    creditAccountId: parsed.credit_account_id,
    asset: parsed.asset,
    amountBaseUnits: BigInt(parsed.amount),
    pendingId: parsed.pending_id,
    code: parsed.code,
    createdAt: parsed.created_at,
  };
}

const pageRequestSchema = z.object({
  accountId: z.string().min(1).max(200),
  cursor: z
    .string()
    .regex(/^[0-9]{1,18}$/, 'A cursor is the nextCursor of an earlier page')
    .nullish(),
  limit: z.int().min(1).max(maxPageSize),
});

/** An account's transfers, newest first, in pages of at most 200. */
export async function listTransfers(
  queryable: Queryable,
  request: { accountId: string; cursor?: string | null; limit: number },
): Promise<TransferPage> {
  const parsed = pageRequestSchema.safeParse(request);
  if (!parsed.success) throw new LedgerError('invalid_request', z.prettifyError(parsed.error));
  const { accountId, cursor, limit } = parsed.data;
  // One row more than asked tells whether another page exists.
  const result = await queryable.query<{ sequence: string }>(
    `select ${transferColumns} from ledger_transfers
     where (debit_account_id = $1 or credit_account_id = $1) and ($2::bigint is null or sequence < $2::bigint)
     order by ledger_transfers.sequence desc limit $3`,
    [accountId, cursor ?? null, limit + 1],
  );
  const rows = result.rows.slice(0, limit);
  const last = rows.at(-1);
  return {
    transfers: rows.map(toTransfer),
    nextCursor: result.rows.length > limit && last !== undefined ? last.sequence : null,
  };
}

export type TransferLookup =
  | { status: 'recorded'; transfer: LedgerTransfer }
  | { status: 'failed'; result: FailureResult }
  | { status: 'unknown' };

/** What the ledger holds for an id: the transfer, the failure stuck to it, or nothing. */
export async function lookupTransfer(queryable: Queryable, id: string): Promise<TransferLookup> {
  const transferId = transferIdSchema.parse(id);
  const recorded = await queryable.query(`select ${transferColumns} from ledger_transfers where id = $1`, [transferId]);
  if (recorded.rows[0] !== undefined) return { status: 'recorded', transfer: toTransfer(recorded.rows[0]) };
  const failed = await queryable.query<{ result: string }>('select result from ledger_failed_transfers where id = $1', [
    transferId,
  ]);
  if (failed.rows[0] === undefined) return { status: 'unknown' };
  return { status: 'failed', result: z.enum(failureResults).parse(failed.rows[0].result) };
}
