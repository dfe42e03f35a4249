import type { FiatCurrency } from '@platform/core';
import type { FastifyInstance } from 'fastify';
import type { Queryable } from '../../../db/database.js';
import { DomainError } from '../../../errors/domain-error.js';
import { newRailsId } from '../ids.js';
import { isPayable, ordersOf, payableMinor, type RailsOrderView } from '../orders.js';
import { amountText, isBankTransferMethod, normalizeReference } from './bank-transfers.js';

export type LineOutcome = 'captured' | 'queued' | 'resolved_captured' | 'resolved_rejected';
export type QueueReason = 'unknown_reference' | 'amount_mismatch' | 'currency_mismatch' | 'order_not_payable';

export interface BankLine {
  id: string;
  brandId: string;
  bankTransactionId: string;
  reference: string;
  currency: string;
  amountMinor: bigint;
  valueDate: string;
  reportedBy: string;
  outcome: LineOutcome;
  queueReason: QueueReason | null;
  orderId: string | null;
  resolvedBy: string | null;
  resolutionNote: string | null;
  createdAt: string;
  resolvedAt: string | null;
}

interface LineRow {
  id: string;
  brand_id: string;
  bank_transaction_id: string;
  reference: string;
  currency: string;
  amount_minor: string;
  value_date: string;
  reported_by: string;
  outcome: LineOutcome;
  queue_reason: QueueReason | null;
  order_id: string | null;
  resolved_by: string | null;
  resolution_note: string | null;
  created_at: string;
  resolved_at: string | null;
}

const iso = (column: string) => `to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
const columns = `id, brand_id, bank_transaction_id, reference, currency, amount_minor::text as amount_minor,
  to_char(value_date, 'YYYY-MM-DD') as value_date, reported_by, outcome, queue_reason, order_id, resolved_by, resolution_note,
  ${iso('created_at')} as created_at, ${iso('resolved_at')} as resolved_at`;

function toLine(row: LineRow): BankLine {
  return {
    id: row.id,
    brandId: row.brand_id,
    bankTransactionId: row.bank_transaction_id,
    reference: row.reference,
    currency: row.currency,
    amountMinor: BigInt(row.amount_minor),
    valueDate: row.value_date,
    reportedBy: row.reported_by,
    outcome: row.outcome,
    queueReason: row.queue_reason,
    orderId: row.order_id,
    resolvedBy: row.resolved_by,
    resolutionNote: row.resolution_note,
    createdAt: row.created_at,
    resolvedAt: row.resolved_at,
  };
}

export function bankLineWire(line: BankLine) {
  return {
    id: line.id,
    bank_transaction_id: line.bankTransactionId,
    reference: line.reference,
    currency: line.currency,
    amount: amountText(line.currency, line.amountMinor),
    value_date: line.valueDate,
    outcome: line.outcome,
    queue_reason: line.queueReason,
    checkout_id: line.orderId,
    reported_by: line.reportedBy,
    resolved_by: line.resolvedBy,
    resolution_note: line.resolutionNote,
    created_at: line.createdAt,
    resolved_at: line.resolvedAt,
  };
}

async function findLine(queryable: Queryable, where: string, params: unknown[]): Promise<BankLine | undefined> {
  const result = await queryable.query<LineRow>(`select ${columns} from rails_bank_lines where ${where}`, params);
  return result.rows[0] === undefined ? undefined : toLine(result.rows[0]);
}

interface Transfer {
  id: string;
  order_id: string;
  currency: string;
  amount_minor: string;
  status: string;
}

/** Why a line cannot capture its transfer's order at once (null: it can). */
function mismatch(
  line: { currency: string; amountMinor: bigint },
  transfer: Transfer | undefined,
  order: RailsOrderView | null,
): QueueReason | null {
  if (transfer === undefined || order === null) return 'unknown_reference';
  if (transfer.status !== 'awaiting_funds' || !isPayable(order)) return 'order_not_payable';
  if (line.currency !== transfer.currency) return 'currency_mismatch';
  if (line.amountMinor !== BigInt(transfer.amount_minor)) return 'amount_mismatch';
  return null;
}

export interface ReportedLine {
  brandId: string;
  operatorId: string;
  bankTransactionId: string;
  reference: string;
  currency: FiatCurrency;
  amountMinor: bigint;
  valueDate: string;
}

export interface LineResult {
  line: BankLine;
  replayed: boolean;
  orderStatus: string | null;
}

/** Tells the order about a captured line (idempotent: the key is the line's). */
async function captureOrder(app: FastifyInstance, line: BankLine, orderId: string): Promise<string> {
  const answer = await ordersOf(app).applyPaymentEvent({
    orderId,
    event: 'captured',
    rail: 'bank_transfer',
    railReference: line.id,
    amountMinor: line.amountMinor,
    currency: line.currency,
    idempotencyKey: `${line.id}:captured`,
  });
  return answer.status;
}

/**
 * An operator-reported bank line (POST /operator/checkoutBankLines). The exact reference, currency
 * and amount of a waiting transfer capture its order; anything else is queued for an operator,
 * never credited. The same bank transaction again answers the first result (the order is told
 * again, idempotently, which heals a crash between recording and capturing).
 */
export async function reportBankLine(app: FastifyInstance, input: ReportedLine): Promise<LineResult> {
  const reference = normalizeReference(input.reference);
  const earlier = await findLine(app.database, 'brand_id = $1 and bank_transaction_id = $2', [
    input.brandId,
    input.bankTransactionId,
  ]);
  if (earlier !== undefined) return replay(app, earlier, { ...input, reference });
  const transfer = (
    await app.database.query<Transfer>(
      `select id, order_id, currency, amount_minor::text as amount_minor, status from rails_bank_transfers
       where brand_id = $1 and reference = $2`,
      [input.brandId, reference],
    )
  ).rows[0];
  const order = transfer === undefined ? null : await ordersOf(app).read(transfer.order_id);
  const reason = mismatch(input, transfer, order);
  const id = newRailsId('bln');
  const recorded = await app.database.transaction(async (transaction) => {
    const inserted = await transaction.query<{ id: string }>(
      `insert into rails_bank_lines (id, brand_id, bank_transaction_id, reference, currency, amount_minor, value_date, reported_by,
         outcome, queue_reason, order_id)
       values ($1, $2, $3, $4, $5, $6, $7::date, $8, $9, $10, $11) on conflict (brand_id, bank_transaction_id) do nothing returning id`,
      [
        id,
        input.brandId,
        input.bankTransactionId,
        reference,
        input.currency,
        input.amountMinor.toString(),
        input.valueDate,
        input.operatorId,
        reason === null ? 'captured' : 'queued',
        reason,
        transfer?.order_id ?? null,
      ],
    );
    if (inserted.rows[0] === undefined) return false;
    if (reason === null)
      await transaction.query(
        `update rails_bank_transfers set status = 'captured', updated_at = now() where id = $1 and status = 'awaiting_funds'`,
        [transfer!.id],
      );
    return true;
  });
  if (!recorded) {
    const raced = await findLine(app.database, 'brand_id = $1 and bank_transaction_id = $2', [
      input.brandId,
      input.bankTransactionId,
    ]);
    return replay(app, raced!, { ...input, reference });
  }
  const line = (await findLine(app.database, 'id = $1', [id]))!;
  const orderStatus = reason === null ? await captureOrder(app, line, transfer!.order_id) : (order?.status ?? null);
  return { line, replayed: false, orderStatus };
}

async function replay(app: FastifyInstance, line: BankLine, input: ReportedLine): Promise<LineResult> {
  const same =
    line.reference === input.reference &&
    line.currency === input.currency &&
    line.amountMinor === input.amountMinor &&
    line.valueDate === input.valueDate;
  if (!same)
    throw new DomainError('conflict', {
      bank_transaction_id:
        'This bank transaction was already reported with another reference, currency, amount or value date.',
    });
  let orderStatus: string | null = null;
  if ((line.outcome === 'captured' || line.outcome === 'resolved_captured') && line.orderId !== null)
    orderStatus = await captureOrder(app, line, line.orderId);
  else if (line.orderId !== null) orderStatus = (await ordersOf(app).read(line.orderId))?.status ?? null;
  return { line, replayed: true, orderStatus };
}

/** GET /operator/checkoutBankQueue: the brand's queued lines, oldest first. */
export async function listQueue(app: FastifyInstance, brandId: string, limit: number): Promise<BankLine[]> {
  const result = await app.database.query<LineRow>(
    `select ${columns} from rails_bank_lines where brand_id = $1 and outcome = 'queued' order by created_at, id limit $2`,
    [brandId, limit],
  );
  return result.rows.map(toLine);
}

/**
 * POST /operator/checkoutBankQueue/{id}: an operator captures a queued line for a checkout (a
 * payable bank-transfer checkout in the line's currency, paid at least in full: a partial payment
 * can only be rejected and returned) or rejects it. Resolved once.
 */
export async function resolveQueuedLine(
  app: FastifyInstance,
  input: {
    brandId: string;
    operatorId: string;
    lineId: string;
    action: 'capture' | 'reject';
    orderId: string | undefined;
    note: string;
  },
): Promise<LineResult> {
  const line = await findLine(app.database, 'id = $1 and brand_id = $2', [input.lineId, input.brandId]);
  if (line === undefined) throw new DomainError('not_found', { id: 'No bank line of this brand with this id.' });
  if (line.outcome !== 'queued') throw new DomainError('conflict', { id: 'This bank line was resolved already.' });
  if (input.action === 'reject') {
    const changed = await app.database.query(
      `update rails_bank_lines set outcome = 'resolved_rejected', resolved_by = $2, resolution_note = $3, resolved_at = now()
       where id = $1 and outcome = 'queued'`,
      [line.id, input.operatorId, input.note],
    );
    void changed;
    const after = (await findLine(app.database, 'id = $1', [line.id]))!;
    return { line: after, replayed: false, orderStatus: null };
  }
  const order = await ordersOf(app).read(input.orderId!);
  if (order === null || order.brandId !== input.brandId)
    throw new DomainError('not_found', { checkout_id: 'No checkout of this brand with this id.' });
  if (!isBankTransferMethod(order.paymentMethod))
    throw new DomainError('request_failed', { checkout_id: 'This checkout is not paid by bank transfer.' });
  if (!isPayable(order)) throw new DomainError('conflict', { checkout_id: 'This checkout cannot be paid any more.' });
  if (order.fiatCurrency !== line.currency)
    throw new DomainError('request_failed', {
      checkout_id: `This checkout is in ${order.fiatCurrency}, the line in ${line.currency}.`,
    });
  if (line.amountMinor < payableMinor(order))
    throw new DomainError('request_failed', {
      action: 'The line pays less than the checkout: it can only be rejected (returned to the sender).',
    });
  const resolved = await app.database.transaction(async (transaction) => {
    const changed = await transaction.query<{ id: string }>(
      `update rails_bank_lines set outcome = 'resolved_captured', order_id = $2, resolved_by = $3, resolution_note = $4, resolved_at = now()
       where id = $1 and outcome = 'queued' returning id`,
      [line.id, order.id, input.operatorId, input.note],
    );
    if (changed.rows[0] === undefined) return false;
    await transaction.query(
      `update rails_bank_transfers set status = 'captured', updated_at = now() where order_id = $1 and status = 'awaiting_funds'`,
      [order.id],
    );
    return true;
  });
  if (!resolved) throw new DomainError('conflict', { id: 'This bank line was resolved already.' });
  const after = (await findLine(app.database, 'id = $1', [line.id]))!;
  const orderStatus = await captureOrder(app, after, order.id);
  return { line: after, replayed: false, orderStatus };
}
