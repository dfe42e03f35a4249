import { describe, expect, it } from 'vitest';
import { nextPaymentState, paymentThreshold, type PaymentDeposit, type PaymentStateInput } from './payment-state.js';

const created = new Date('2026-11-23T10:00:00Z');
const at = (seconds: number) => new Date(created.getTime() + seconds * 1000);
const expiresAt = at(900);
const monitoringUntil = at(900 + 86_400);

function input(deposits: PaymentDeposit[], overrides: Partial<PaymentStateInput> = {}): PaymentStateInput {
  return {
    status: 'new',
    exceptionStatus: 'none',
    dueBaseUnits: 1_000_000n,
    toleranceBps: 0,
    expiresAt,
    monitoringUntil,
    lateDecision: null,
    deposits,
    ...overrides,
  };
}
const deposit = (amount: bigint, status: PaymentDeposit['status'], seenAtSeconds: number): PaymentDeposit => ({
  amountBaseUnits: amount,
  status,
  seenAt: at(seenAtSeconds),
});

describe('payment state machine', () => {
  it('stays new with nothing paid, and expires after the 900 s window', () => {
    expect(nextPaymentState(input([]), at(899))).toMatchObject({ status: 'new', exceptionStatus: 'none' });
    expect(nextPaymentState(input([]), at(901))).toMatchObject({ status: 'expired', exceptionStatus: 'none' });
  });

  it('goes processing on a 0-conf payment of the full amount, settled once credited', () => {
    expect(nextPaymentState(input([deposit(1_000_000n, 'detected', 10)]), at(20))).toMatchObject({
      status: 'processing',
      paidBaseUnits: 1_000_000n,
      confirmedBaseUnits: 0n,
    });
    expect(nextPaymentState(input([deposit(1_000_000n, 'credited', 10)]), at(2000))).toMatchObject({
      status: 'settled',
      exceptionStatus: 'none',
    });
  });

  it('marks a partial payment, keeps it new, and completes it with a second payment', () => {
    const first = deposit(400_000n, 'credited', 10);
    expect(nextPaymentState(input([first]), at(20))).toMatchObject({ status: 'new', exceptionStatus: 'paid_partial' });
    expect(nextPaymentState(input([first, deposit(600_000n, 'detected', 30)]), at(40))).toMatchObject({
      status: 'processing',
      exceptionStatus: 'none',
    });
    expect(nextPaymentState(input([first]), at(1000))).toMatchObject({
      status: 'expired',
      exceptionStatus: 'paid_partial',
    });
  });

  it('flags an overpayment', () => {
    expect(nextPaymentState(input([deposit(1_500_000n, 'credited', 10)]), at(20))).toMatchObject({
      status: 'settled',
      exceptionStatus: 'paid_over',
    });
  });

  it('applies the tolerance, rounding the threshold up', () => {
    expect(paymentThreshold(1_000_000n, 100)).toBe(990_000n);
    expect(paymentThreshold(999n, 100)).toBe(990n);
    expect(nextPaymentState(input([deposit(990_000n, 'credited', 10)], { toleranceBps: 100 }), at(20)).status).toBe(
      'settled',
    );
    expect(nextPaymentState(input([deposit(989_999n, 'credited', 10)], { toleranceBps: 100 }), at(20)).status).toBe(
      'new',
    );
  });

  it('returns to new when the paying transaction is replaced, and ignores dust', () => {
    expect(nextPaymentState(input([deposit(1_000_000n, 'replaced', 10)]), at(20))).toMatchObject({
      status: 'new',
      exceptionStatus: 'none',
      paidBaseUnits: 0n,
    });
    expect(nextPaymentState(input([deposit(1_000_000n, 'dust', 10)]), at(20)).status).toBe('new');
  });

  it('is paid late when paid in full after expiry, settled only when the merchant accepts', () => {
    const late = [deposit(1_000_000n, 'credited', 1000)];
    expect(nextPaymentState(input(late), at(1200))).toMatchObject({ status: 'expired', exceptionStatus: 'paid_late' });
    expect(nextPaymentState(input(late, { lateDecision: 'accepted' }), at(1200))).toMatchObject({
      status: 'settled',
      exceptionStatus: 'paid_late',
    });
    expect(
      nextPaymentState(input([deposit(1_000_000n, 'detected', 1000)], { lateDecision: 'accepted' }), at(1200)).status,
    ).toBe('expired');
  });

  it('becomes invalid when still unconfirmed at the end of the monitoring window', () => {
    expect(nextPaymentState(input([deposit(1_000_000n, 'confirming', 10)]), at(900 + 86_401)).status).toBe('invalid');
  });

  it('keeps final states final', () => {
    expect(nextPaymentState(input([], { status: 'settled' }), at(5)).status).toBe('settled');
    expect(nextPaymentState(input([], { status: 'invalid' }), at(5)).status).toBe('invalid');
  });

  it('expires a payment whose coin was never chosen, and keeps it waiting before', () => {
    const waiting = input([], { status: 'awaiting_currency', dueBaseUnits: null, expiresAt: at(3600) });
    expect(nextPaymentState(waiting, at(10)).status).toBe('awaiting_currency');
    expect(nextPaymentState(waiting, at(3601)).status).toBe('expired');
  });
});
