import type { MerchantPaymentView, PaymentEventType } from '@platform/core';
import type { Transaction } from '../../db/database.js';
import { notifyView } from './payment-events.js';
import { qrOf, type RefreshedPayment } from './payment-reads.js';
import { loadPaymentDeposits, loadPaymentRow, toDate, type PaymentRow } from './payment-repository.js';
import { settle, settleableBaseUnits } from './payment-settlement.js';
import { nextPaymentState, type PaymentDeposit } from './payment-state.js';
import { toMerchantPayment } from './payment-view.js';
import type { PaymentsContext } from './payments-context.js';
import { findPaymentRefund } from './refund-repository.js';

const statusEvents: Partial<Record<string, PaymentEventType>> = {
  processing: 'payment.processing',
  settled: 'payment.settled',
  expired: 'payment.expired',
  invalid: 'payment.invalid',
};
const exceptionEvents: Partial<Record<string, PaymentEventType>> = {
  paid_partial: 'payment.paid_partial',
  paid_over: 'payment.paid_over',
  paid_late: 'payment.paid_late',
};

type NextState = ReturnType<typeof nextPaymentState>;
type PaymentDepositRows = Awaited<ReturnType<typeof loadPaymentDeposits>>;

/** The state the payment's deposits and the clock put it in now. */
function nextStateOf(row: PaymentRow, deposits: PaymentDepositRows, now: Date): NextState {
  return nextPaymentState(
    {
      status: row.status,
      exceptionStatus: row.exception_status,
      dueBaseUnits: row.coin_amount === null ? null : BigInt(row.coin_amount),
      toleranceBps: row.tolerance_bps,
      expiresAt: row.expires_at,
      monitoringUntil: row.monitoring_until,
      lateDecision: row.late_decision,
      deposits: deposits.map((deposit): PaymentDeposit => ({
        amountBaseUnits: BigInt(deposit.amount),
        status: deposit.status,
        seenAt: deposit.created_at,
      })),
    },
    now,
  );
}

/**
 * Recomputes one payment from its deposits and the clock, under its row lock: moves the state,
 * settles to the merchant when settled (once: ledger transfers keyed by the payment), and hands
 * every change to onPaymentEvent in the same transaction. Safe to call any number of times.
 * Returns the changed payment as committed (built once, for the webhook events and for live status,
 * so the process that made the change tells its subscribers without reading it again), or null when
 * nothing changed.
 */
export async function refreshPayment(context: PaymentsContext, paymentId: string): Promise<RefreshedPayment | null> {
  return context.database.transaction(async (transaction) => {
    const row = await loadPaymentRow(transaction, paymentId, { lock: true });
    if (row === undefined) return null;
    const deposits = await loadPaymentDeposits(transaction, paymentId);
    const now = context.now();
    const next = nextStateOf(row, deposits, now);
    const settlementTarget = settleableBaseUnits(row, next, now);
    const needsSettlement =
      next.status === 'settled' && BigInt(row.settled_amount ?? '0') + BigInt(row.fee_amount ?? '0') < settlementTarget;
    const changed =
      next.paidBaseUnits.toString() !== row.amount_paid ||
      next.confirmedBaseUnits.toString() !== row.amount_confirmed ||
      next.status !== row.status ||
      next.exceptionStatus !== row.exception_status;
    if (!changed && !needsSettlement) return null;
    await transaction.query(
      `update merchant_payments set status = $2, exception_status = $3, amount_paid = $4::numeric,
         amount_confirmed = $5::numeric, settled_at = case when $2 = 'settled' then coalesce(settled_at, $6) else settled_at end,
         updated_at = $6, version = version + 1
       where id = $1`,
      [
        row.id,
        next.status,
        next.exceptionStatus,
        next.paidBaseUnits.toString(),
        next.confirmedBaseUnits.toString(),
        now,
      ],
    );
    if (needsSettlement) await settle(transaction, row, settlementTarget);
    const updated = await loadPaymentRow(transaction, row.id, { lock: false });
    if (updated === undefined) throw new Error('payment vanished');
    // The refresh changes no deposit: those loaded above are the committed ones.
    const payment = toMerchantPayment(updated, deposits, {
      qr: qrOf(context, updated),
      refund: await findPaymentRefund(transaction, row.id),
    });
    await notifyChanges(context, transaction, { row, next, payment, version: updated.version });
    return { payment, version: updated.version };
  });
}

/** The events of one refresh: received (more paid), then the exception, then the status it reached. */
async function notifyChanges(
  context: PaymentsContext,
  transaction: Transaction,
  change: { row: PaymentRow; next: NextState; payment: MerchantPaymentView; version: number },
): Promise<void> {
  const { row, next, payment, version } = change;
  if (next.paidBaseUnits > BigInt(row.amount_paid)) {
    await notifyView(context, transaction, payment, 'payment.received', `${row.id}:received:${next.paidBaseUnits}`);
  }
  if (next.exceptionStatus !== row.exception_status) {
    const type = exceptionEvents[next.exceptionStatus];
    if (type !== undefined)
      await notifyView(context, transaction, payment, type, `${row.id}:${next.exceptionStatus}:${version}`);
  }
  if (next.status !== row.status) {
    const type = statusEvents[next.status];
    if (type !== undefined)
      await notifyView(context, transaction, payment, type, `${row.id}:${next.status}:${version}`);
  }
}

/** Most open payments one periodic pass recomputes. */
export const openPaymentsBatch = 500;

/** Where a pass over open payments stopped: the last payment it looked at, by (updated_at, id). */
export interface OpenPaymentsCursor {
  updatedAt: Date;
  id: string;
}

/**
 * What a pass over open payments did: how many it moved, and where it stopped when its batch was
 * full (the next pass goes on from there; undefined: it reached the end).
 */
export interface OpenPaymentsPass {
  moved: number;
  next: OpenPaymentsCursor | undefined;
}

/**
 * Open payments whose state may move with time or deposits, oldest change first, at most `limit`,
 * after `after` (a pass that stopped at a full batch goes on where it stopped).
 */
export async function refreshOpenPayments(
  context: PaymentsContext,
  options: {
    limit?: number;
    after?: OpenPaymentsCursor | undefined;
    /** Called after each payment that changed (live status tells its subscribers at once). */
    onMoved?: (refreshed: RefreshedPayment) => void;
  } = {},
): Promise<OpenPaymentsPass> {
  const limit = options.limit ?? openPaymentsBatch;
  const open = await context.database.query<{ id: string; updated_at: Date }>(
    `select id, updated_at from merchant_payments
     where (status in ('awaiting_currency', 'new', 'processing')
        or (status = 'expired' and monitoring_until > now() - interval '1 hour')
        or (status = 'settled'
          and amount_confirmed > coalesce(settled_amount, 0) + coalesce(fee_amount, 0) + refunded_amount
          -- an overpayment's excess waits in merchant_payable until the monitoring window ends
          and (exception_status <> 'paid_over' or monitoring_until is null or monitoring_until < now())))
       and ($2::timestamptz is null or (updated_at, id) > ($2::timestamptz, $3::text))
     order by updated_at, id limit $1`,
    [limit, options.after?.updatedAt ?? null, options.after?.id ?? ''],
  );
  let moved = 0;
  for (const { id } of open.rows) {
    const refreshed = await refreshPayment(context, id);
    if (refreshed === null) continue;
    moved += 1;
    options.onMoved?.(refreshed);
  }
  const last = open.rows.at(-1);
  const next =
    open.rows.length >= limit && last !== undefined
      ? { updatedAt: toDate(last.updated_at) ?? new Date(0), id: last.id }
      : undefined;
  return { moved, next };
}
