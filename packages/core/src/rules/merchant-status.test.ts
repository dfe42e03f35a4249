import { describe, expect, it } from 'vitest';
import { paymentStatuses } from '../schemas/merchant-payment.js';
import {
  merchantPaymentStatusDisplay,
  merchantTotals,
  merchantTotalsColumnOf,
  refundStatusDisplay,
  settlementStatusDisplay,
} from './merchant-status.js';
import { transactionStatusDisplay } from './transaction-status.js';

describe('merchant statuses in the one vocabulary (issue 15)', () => {
  it.each([
    ['awaiting_currency', 'none', 'status:pending', ['merchant:paymentStatus.awaiting_currency']],
    ['new', 'none', 'status:pending', []],
    ['new', 'paid_partial', 'status:pending', ['merchant:paymentStatus.paid_partial']],
    ['processing', 'paid_over', 'status:processing', ['merchant:paymentStatus.paid_over']],
    ['settled', 'none', 'status:approved', []],
    ['expired', 'paid_late', 'status:expired', ['merchant:paymentStatus.paid_late']],
    ['invalid', 'none', 'status:failed', []],
  ] as const)('a payment %s (%s) reads %s', (status, exception_status, labelKey, detailKeys) => {
    expect(merchantPaymentStatusDisplay({ status, exception_status })).toMatchObject({ labelKey, detailKeys });
  });

  it('a settled payment, a completed settlement and a paid payout read like a completed deposit: Approved', () => {
    const deposit = transactionStatusDisplay({ type: 'deposit', status: 'completed' });
    expect(deposit).toMatchObject({ labelKey: 'status:approved' });
    expect(merchantPaymentStatusDisplay({ status: 'settled', exception_status: 'none' }).labelKey).toBe(
      'status:approved',
    );
    expect(settlementStatusDisplay('completed').labelKey).toBe('status:approved');
    expect(settlementStatusDisplay('paid').labelKey).toBe('status:approved');
  });

  it('a requested payout is Pending (not paid out yet), a failed one Failed, an unknown one Unknown', () => {
    expect(settlementStatusDisplay('requested')).toEqual({
      labelKey: 'status:pending',
      tone: 'warning',
      detailKeys: [],
    });
    expect(settlementStatusDisplay('failed').labelKey).toBe('status:failed');
    expect(settlementStatusDisplay('mystery').labelKey).toBe('status:unknown');
  });

  it('a refund reads Pending, Processing, Approved once sent, or Failed', () => {
    expect(['requested', 'broadcast', 'sent', 'failed'].map((status) => refundStatusDisplay(status).labelKey)).toEqual([
      'status:pending',
      'status:processing',
      'status:approved',
      'status:failed',
    ]);
  });

  it('a payment counts in the total its row shows, and Expired or Failed rows in none', () => {
    expect(paymentStatuses.map((status) => [status, merchantTotalsColumnOf({ status })])).toEqual([
      ['awaiting_currency', 'pending'],
      ['new', 'pending'],
      ['processing', 'processing'],
      ['settled', 'approved'],
      ['expired', null],
      ['invalid', null],
    ]);
  });
});

describe('merchant totals (spec §4 widget amounts, sums that agree with the rows)', () => {
  it('one unpaid €118 link is €118 pending and nothing else (it read €118 pending AND completed)', () => {
    expect(merchantTotals([{ column: 'pending', amountBaseUnits: 11_800n, payments: 1 }])).toEqual({
      pending: { amountBaseUnits: 11_800n, payments: 1 },
      processing: { amountBaseUnits: 0n, payments: 0 },
      approved: { amountBaseUnits: 0n, payments: 0 },
    });
  });

  it('a settled payment is approved (it read "Completed 0.00"), a confirming one processing', () => {
    const totals = merchantTotals([
      { column: 'pending', amountBaseUnits: 500n, payments: 2 },
      { column: 'processing', amountBaseUnits: 300n, payments: 1 },
      { column: 'approved', amountBaseUnits: 200n, payments: 1 },
      { column: 'approved', amountBaseUnits: 1_000n, payments: 3 },
    ]);
    expect(totals).toEqual({
      pending: { amountBaseUnits: 500n, payments: 2 },
      processing: { amountBaseUnits: 300n, payments: 1 },
      approved: { amountBaseUnits: 1_200n, payments: 4 },
    });
  });

  it('keeps exact amounts beyond float precision', () => {
    const big = 9_007_199_254_740_993n;
    expect(
      merchantTotals([{ column: 'processing', amountBaseUnits: big, payments: 1 }]).processing.amountBaseUnits,
    ).toBe(big);
  });
});
