import { currencyCodeSchema } from '@platform/core';
import { z } from 'zod';
import { LedgerError } from './ledger-error.js';

/** Client-supplied idempotency key; the same rule is a CHECK on the tables. */
export const transferIdSchema = z
  .string()
  .regex(/^[A-Za-z0-9_:-]{1,64}$/, 'A transfer id is 1 to 64 characters of A-Z, a-z, 0-9, _, : and -');

/** Why the money moved (deposit, withdrawal, conversion, fee, …); stored with the transfer. */
export const transferCodeSchema = z
  .string()
  .regex(/^[a-z][a-z0-9_]{0,31}$/, 'A transfer code is a lower-case word of at most 32 characters');

/** NUMERIC(38,0): at most 38 digits. */
export const maxAmountBaseUnits = 10n ** 38n - 1n;
export const amountBaseUnitsSchema = z.bigint().positive().max(maxAmountBaseUnits);

const accountIdSchema = z.string().min(1).max(200);
/** A year: holds for orders, quotes and withdrawals are minutes to days. */
export const maxTimeoutSeconds = 31_536_000;
/** One statement per batch; a bound keeps a statement's locks and duration small. */
export const maxBatchSize = 1000;

const linkedSchema = z.boolean().optional();

export const transferRequestSchema = z.discriminatedUnion('type', [
  z.strictObject({
    type: z.literal('immediate'),
    id: transferIdSchema,
    debitAccountId: accountIdSchema,
    creditAccountId: accountIdSchema,
    asset: currencyCodeSchema,
    amount: amountBaseUnitsSchema,
    code: transferCodeSchema,
    linked: linkedSchema,
  }),
  z.strictObject({
    type: z.literal('pending'),
    id: transferIdSchema,
    debitAccountId: accountIdSchema,
    creditAccountId: accountIdSchema,
    asset: currencyCodeSchema,
    amount: amountBaseUnitsSchema,
    code: transferCodeSchema,
    /** Omitted: the hold lasts until posted or voided. */
    timeoutSeconds: z.int().min(1).max(maxTimeoutSeconds).optional(),
    linked: linkedSchema,
  }),
  z.strictObject({
    type: z.literal('post_pending'),
    id: transferIdSchema,
    pendingId: transferIdSchema,
    /** Omitted: the whole hold. Less than the hold posts that much and releases the rest. */
    amount: amountBaseUnitsSchema.optional(),
    linked: linkedSchema,
  }),
  z.strictObject({
    type: z.literal('void_pending'),
    id: transferIdSchema,
    pendingId: transferIdSchema,
    linked: linkedSchema,
  }),
]);

export type TransferRequest = z.infer<typeof transferRequestSchema>;

/**
 * What the database stores and compares on replay: every key present, absent values null, the
 * amount as a decimal string, so equal requests are equal jsonb.
 */
export interface CanonicalTransferRequest {
  id: string;
  type: TransferRequest['type'];
  debit_account_id: string | null;
  credit_account_id: string | null;
  asset: string | null;
  amount: string | null;
  pending_id: string | null;
  timeout_seconds: number | null;
  code: string | null;
  linked: boolean;
}

export function toCanonicalRequest(request: TransferRequest): CanonicalTransferRequest {
  const twoSided = request.type === 'immediate' || request.type === 'pending';
  const amount = request.type === 'void_pending' ? undefined : request.amount;
  return {
    id: request.id,
    type: request.type,
    debit_account_id: twoSided ? request.debitAccountId : null,
    credit_account_id: twoSided ? request.creditAccountId : null,
    asset: twoSided ? request.asset : null,
    amount: amount === undefined ? null : amount.toString(),
    pending_id: twoSided ? null : request.pendingId,
    timeout_seconds: request.type === 'pending' ? (request.timeoutSeconds ?? null) : null,
    code: twoSided ? request.code : null,
    linked: request.linked ?? false,
  };
}

/** Validates a batch and returns it canonical; a malformed batch is an integration mistake. */
export function parseTransferBatch(transfers: readonly unknown[]): CanonicalTransferRequest[] {
  if (transfers.length > maxBatchSize) {
    throw new LedgerError(
      'invalid_request',
      `A batch holds at most ${maxBatchSize} transfers, got ${transfers.length}`,
    );
  }
  const canonical = transfers.map((transfer, index) => {
    const parsed = transferRequestSchema.safeParse(transfer);
    if (!parsed.success) {
      throw new LedgerError('invalid_request', `Transfer ${index} is invalid: ${z.prettifyError(parsed.error)}`);
    }
    return toCanonicalRequest(parsed.data);
  });
  if (new Set(canonical.map((transfer) => transfer.id)).size !== canonical.length) {
    throw new LedgerError('invalid_request', 'Transfer ids in one batch must be distinct');
  }
  if (canonical.at(-1)?.linked === true) {
    throw new LedgerError('invalid_request', 'The last transfer of a batch must not be linked: close the chain');
  }
  return canonical;
}
