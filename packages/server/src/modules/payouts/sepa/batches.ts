import { randomBytes } from 'node:crypto';
import { maxPayoutsPerBatch, type PainFormat } from '@platform/core';
import type { Database, Queryable, Transaction } from '../../../db/database.js';
import { DomainError } from '../../../errors/domain-error.js';
import { iso, payoutColumns, toStoredPayout, type StoredPayout } from '../payout-records.js';
import { payoutTexts } from '../payouts-texts.js';
import { changePayoutStatus, type OutcomeHandlers } from '../status-changes.js';
import { findDebtorAccount } from './debtor-accounts.js';
import { buildPain001 } from './pain001.js';

export interface PayoutBatch {
  id: string;
  brandId: string;
  requestId: string;
  messageId: string;
  format: PainFormat;
  status: 'created' | 'sent';
  payoutCount: number;
  totalMinor: bigint;
  currency: string;
  executionDate: string;
  debtorName: string;
  debtorIban: string;
  debtorBic: string;
  createdBy: string;
  createdAt: string;
  sentBy: string | null;
  sentAt: string | null;
}

export interface BatchRow {
  id: string;
  brand_id: string;
  request_id: string;
  message_id: string;
  format: PainFormat;
  status: 'created' | 'sent';
  payout_count: number;
  total_minor: string;
  currency: string;
  execution_date: string;
  debtor_name: string;
  debtor_iban: string;
  debtor_bic: string;
  created_by: string;
  created_at: string;
  sent_by: string | null;
  sent_at: string | null;
}

export const batchColumns = `id, brand_id, request_id, message_id, format, status, payout_count, total_minor::text as total_minor,
  currency, to_char(execution_date, 'YYYY-MM-DD') as execution_date, debtor_name, debtor_iban, debtor_bic, created_by,
  ${iso('created_at')} as created_at, sent_by, case when sent_at is null then null else ${iso('sent_at')} end as sent_at`;

export function toBatch(row: BatchRow): PayoutBatch {
  return {
    id: row.id,
    brandId: row.brand_id,
    requestId: row.request_id,
    messageId: row.message_id,
    format: row.format,
    status: row.status,
    payoutCount: row.payout_count,
    totalMinor: BigInt(row.total_minor),
    currency: row.currency,
    executionDate: row.execution_date,
    debtorName: row.debtor_name,
    debtorIban: row.debtor_iban,
    debtorBic: row.debtor_bic,
    createdBy: row.created_by,
    createdAt: row.created_at,
    sentBy: row.sent_by,
    sentAt: row.sent_at,
  };
}

export interface BatchResult {
  batch: PayoutBatch;
  payoutIds: string[];
  replayed: boolean;
}

export async function findBatch(
  queryable: Queryable,
  where: { id: string; brandId: string } | { requestId: string; brandId: string },
  lock = false,
): Promise<PayoutBatch | undefined> {
  const [column, value] = 'id' in where ? ['id', where.id] : ['request_id', where.requestId];
  const result = await queryable.query<BatchRow>(
    `select ${batchColumns} from payout_batches where ${column} = $1 and brand_id = $2${lock ? ' for update' : ''}`,
    [value, where.brandId],
  );
  return result.rows[0] === undefined ? undefined : toBatch(result.rows[0]);
}

/** The batch an operator acts on, locked until the transaction ends; not_found when the brand has none such. */
export async function lockBatch(
  transaction: Transaction,
  input: { id: string; brandId: string },
): Promise<PayoutBatch> {
  const batch = await findBatch(transaction, input, true);
  if (batch === undefined) throw new DomainError('not_found', { id: payoutTexts.en.batchNotFound });
  return batch;
}

/** The batch's payouts (only those in `status` when given), in file order, locked until the transaction ends. */
export async function lockBatchPayouts(
  transaction: Transaction,
  batchId: string,
  status?: StoredPayout['status'],
): Promise<StoredPayout[]> {
  const result = await transaction.query<Parameters<typeof toStoredPayout>[0]>(
    `select ${payoutColumns} from payouts where batch_id = $1${status === undefined ? '' : ' and status = $2'}
     order by seq limit ${maxPayoutsPerBatch} for update`,
    status === undefined ? [batchId] : [batchId, status],
  );
  return result.rows.map(toStoredPayout);
}

export async function batchPayoutIds(queryable: Queryable, batchId: string): Promise<string[]> {
  const result = await queryable.query<{ id: string }>(
    `select id from payouts where batch_id = $1 order by seq limit ${maxPayoutsPerBatch}`,
    [batchId],
  );
  return result.rows.map((row) => row.id);
}

/** The batch's pain.001 file, as generated when the batch was made. */
export async function batchFile(
  queryable: Queryable,
  key: { id: string; brandId: string },
): Promise<{ batch: PayoutBatch; xml: string }> {
  const batch = await findBatch(queryable, key);
  if (batch === undefined) throw new DomainError('not_found', { id: payoutTexts.en.batchNotFound });
  const result = await queryable.query<{ file_xml: string }>('select file_xml from payout_batches where id = $1', [
    batch.id,
  ]);
  return { batch, xml: result.rows[0]!.file_xml };
}

const todayUtc = () => new Date().toISOString().slice(0, 10);
/** A real calendar date (2099-02-31 is not one). */
const isCalendarDate = (text: string) => {
  const time = Date.parse(`${text}T00:00:00Z`);
  return !Number.isNaN(time) && new Date(time).toISOString().slice(0, 10) === text;
};

/** The brand's pending SEPA payouts, oldest first, locked (a concurrent batch skips them). */
async function claimPending(transaction: Transaction, brandId: string, limit: number): Promise<StoredPayout[]> {
  const result = await transaction.query<Parameters<typeof toStoredPayout>[0]>(
    `select ${payoutColumns} from payouts where brand_id = $1 and rail = 'sepa' and status = 'pending'
     order by seq limit $2 for update skip locked`,
    [brandId, limit],
  );
  return result.rows.map(toStoredPayout);
}

export interface CreateBatchInput {
  brandId: string;
  operatorId: string;
  requestId: string;
  format: PainFormat;
  executionDate?: string | undefined;
  maxPayouts: number;
}

/**
 * Batches the brand's pending SEPA payouts into one pain.001 file (generated once and kept, so
 * every download is the same file). Idempotent by the operator's request id. Batching moves no
 * money, so no source hears it; the payouts wait `batched` until the file is marked sent.
 */
export async function createBatch(
  database: Database,
  handlers: OutcomeHandlers,
  input: CreateBatchInput,
): Promise<BatchResult> {
  const executionDate = input.executionDate ?? todayUtc();
  if (!isCalendarDate(executionDate) || executionDate < todayUtc())
    throw new DomainError('validation_failed', { execution_date: payoutTexts.en.executionDatePast });
  return database.transaction(async (transaction) => {
    const existing = await findBatch(transaction, { requestId: input.requestId, brandId: input.brandId });
    if (existing !== undefined)
      return { batch: existing, payoutIds: await batchPayoutIds(transaction, existing.id), replayed: true };
    const debtor = await findDebtorAccount(transaction, input.brandId);
    if (debtor === undefined) throw new DomainError('configuration_missing', payoutTexts.en.noDebtorAccount);
    const payouts = await claimPending(transaction, input.brandId, Math.min(input.maxPayouts, maxPayoutsPerBatch));
    if (payouts.length === 0) throw new DomainError('conflict', payoutTexts.en.noPendingPayouts);
    const suffix = randomBytes(8).toString('hex');
    const messageId = `PBT${suffix.toUpperCase()}`;
    const xml = buildPain001({
      format: input.format,
      messageId,
      createdAt: new Date(),
      executionDate,
      debtor,
      transfers: payouts.map((payout) => ({
        endToEndId: payout.endToEndId,
        amountMinor: payout.amount,
        creditorName: payout.creditorName!,
        creditorIban: payout.creditorIban!,
        creditorBic: payout.creditorBic,
        remittance: payout.remittance,
      })),
    });
    const total = payouts.reduce((sum, payout) => sum + payout.amount, 0n);
    await transaction.query(
      `insert into payout_batches (id, brand_id, request_id, message_id, format, status, payout_count, total_minor, currency,
         execution_date, debtor_name, debtor_iban, debtor_bic, file_xml, created_by)
       values ($1, $2, $3, $4, $5, 'created', $6, $7, 'EUR', $8, $9, $10, $11, $12, $13)`,
      [
        `pbt_${suffix}`,
        input.brandId,
        input.requestId,
        messageId,
        input.format,
        payouts.length,
        total.toString(),
        executionDate,
        debtor.name,
        debtor.iban,
        debtor.bic,
        xml,
        input.operatorId,
      ],
    );
    for (const payout of payouts)
      await changePayoutStatus(transaction, handlers, payout, {
        to: 'batched',
        actor: input.operatorId,
        batchId: `pbt_${suffix}`,
      });
    const batch = (await findBatch(transaction, { id: `pbt_${suffix}`, brandId: input.brandId }))!;
    return { batch, payoutIds: payouts.map((payout) => payout.id), replayed: false };
  });
}

/**
 * The operator handed the file to the bank: the batch and every payout in it become sent, each
 * change heard by its source in this one transaction (a failing handler rolls the whole batch back,
 * so a file is never half sent). Marking a sent batch again answers it, replayed.
 */
export async function markBatchSent(
  database: Database,
  handlers: OutcomeHandlers,
  input: { id: string; brandId: string; operatorId: string },
): Promise<BatchResult> {
  return database.transaction(async (transaction) => {
    const batch = await lockBatch(transaction, input);
    if (batch.status === 'sent')
      return { batch, payoutIds: await batchPayoutIds(transaction, batch.id), replayed: true };
    const payouts = await lockBatchPayouts(transaction, batch.id);
    if (payouts.length !== batch.payoutCount || payouts.some((payout) => payout.status !== 'batched'))
      throw new Error(`batch ${batch.id}: its payouts are not all batched`);
    for (const payout of payouts)
      await changePayoutStatus(transaction, handlers, payout, { to: 'sent', actor: input.operatorId });
    await transaction.query(`update payout_batches set status = 'sent', sent_by = $2, sent_at = now() where id = $1`, [
      batch.id,
      input.operatorId,
    ]);
    const sent = (await findBatch(transaction, input))!;
    return { batch: sent, payoutIds: payouts.map((payout) => payout.id), replayed: false };
  });
}
