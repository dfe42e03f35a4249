import { describe, expect, it } from 'vitest';
import {
  browserMayRequest,
  checkoutOrderEvents,
  checkoutOrderStates,
  finalCheckoutOrderStates,
  isFinalCheckoutOrderState,
  nextOrderState,
  paymentStatusOfOrderState,
  refundRefusalOf,
  type CheckoutOrderEvent,
  type CheckoutOrderState,
} from './checkout-order.js';
import {
  checkOrderAmount,
  discountOfFee,
  feeOfAmount,
  isQuoteLive,
  kycRequiredForOrder,
  percentToBasisPoints,
  quoteExpiresAt,
  quoteSecondsLeft,
  testModeCheckoutLimits,
} from './checkout-defaults.js';

/** Every (state, event) pair: the state it leads to, 'same' (a replay or late event: unchanged), or a refusal. */
type Outcome = CheckoutOrderState | 'same' | 'final' | 'refused';
const table: Record<CheckoutOrderState, Record<CheckoutOrderEvent, Outcome>> = {
  created: {
    payment_pending: 'payment_pending',
    authorized: 'authorized',
    captured: 'paid',
    failed: 'failed',
    cancelled: 'cancelled',
    expired: 'expired',
    delivery_started: 'refused',
    delivered: 'refused',
    partially_refunded: 'refused',
    refunded: 'refused',
  },
  payment_pending: {
    payment_pending: 'same',
    authorized: 'authorized',
    captured: 'paid',
    failed: 'failed',
    cancelled: 'cancelled',
    expired: 'expired',
    delivery_started: 'refused',
    delivered: 'refused',
    partially_refunded: 'refused',
    refunded: 'refused',
  },
  authorized: {
    payment_pending: 'same',
    authorized: 'same',
    captured: 'paid',
    failed: 'failed',
    cancelled: 'cancelled',
    expired: 'expired',
    delivery_started: 'refused',
    delivered: 'refused',
    partially_refunded: 'refused',
    refunded: 'refused',
  },
  paid: {
    payment_pending: 'same',
    authorized: 'same',
    captured: 'same',
    failed: 'refused',
    cancelled: 'refused',
    expired: 'refused',
    delivery_started: 'delivering',
    delivered: 'refused',
    partially_refunded: 'paid',
    refunded: 'refunded',
  },
  delivering: {
    payment_pending: 'same',
    authorized: 'same',
    captured: 'same',
    failed: 'refused',
    cancelled: 'refused',
    expired: 'refused',
    delivery_started: 'same',
    delivered: 'completed',
    partially_refunded: 'delivering',
    refunded: 'refunded',
  },
  completed: {
    payment_pending: 'same',
    authorized: 'same',
    captured: 'same',
    failed: 'final',
    cancelled: 'final',
    expired: 'final',
    delivery_started: 'same',
    delivered: 'same',
    partially_refunded: 'final',
    refunded: 'final',
  },
  failed: {
    payment_pending: 'final',
    authorized: 'final',
    captured: 'final',
    failed: 'same',
    cancelled: 'final',
    expired: 'final',
    delivery_started: 'final',
    delivered: 'final',
    partially_refunded: 'final',
    refunded: 'final',
  },
  cancelled: {
    payment_pending: 'final',
    authorized: 'final',
    captured: 'final',
    failed: 'final',
    cancelled: 'same',
    expired: 'final',
    delivery_started: 'final',
    delivered: 'final',
    partially_refunded: 'final',
    refunded: 'final',
  },
  expired: {
    payment_pending: 'final',
    authorized: 'final',
    captured: 'final',
    failed: 'final',
    cancelled: 'final',
    expired: 'same',
    delivery_started: 'final',
    delivered: 'final',
    partially_refunded: 'final',
    refunded: 'final',
  },
  refunded: {
    payment_pending: 'final',
    authorized: 'final',
    captured: 'final',
    failed: 'final',
    cancelled: 'final',
    expired: 'final',
    delivery_started: 'final',
    delivered: 'final',
    partially_refunded: 'final',
    refunded: 'same',
  },
};

describe('the checkout order state machine', () => {
  for (const state of checkoutOrderStates) {
    for (const event of checkoutOrderEvents) {
      const expected = table[state][event];
      it(`${state} + ${event} → ${expected}`, () => {
        const result = nextOrderState(state, event);
        if (expected === 'same') expect(result).toEqual({ ok: true, changed: false, state });
        else if (expected === 'final') expect(result).toEqual({ ok: false, state, refusal: 'order_final' });
        else if (expected === 'refused') expect(result).toEqual({ ok: false, state, refusal: 'not_allowed' });
        else expect(result).toEqual({ ok: true, changed: true, from: state, state: expected });
      });
    }
  }

  it('never moves a final state', () => {
    for (const state of finalCheckoutOrderStates) {
      expect(isFinalCheckoutOrderState(state)).toBe(true);
      for (const event of checkoutOrderEvents) expect(nextOrderState(state, event).state).toBe(state);
    }
    expect(isFinalCheckoutOrderState('paid')).toBe(false);
  });

  it('only a capture reaches paid', () => {
    for (const state of checkoutOrderStates) {
      for (const event of checkoutOrderEvents) {
        const result = nextOrderState(state, event);
        if (result.ok && result.changed && result.state === 'paid' && result.from !== 'paid')
          expect(event).toBe('captured');
      }
    }
  });

  it('maps order states to the spec §4 payment_status in one place', () => {
    expect(checkoutOrderStates.map((state) => [state, paymentStatusOfOrderState(state)])).toEqual([
      ['created', ''],
      ['payment_pending', ''],
      ['authorized', 'authorized'],
      ['paid', 'successful'],
      ['delivering', 'successful'],
      ['completed', 'successful'],
      ['failed', ''],
      ['cancelled', ''],
      ['expired', ''],
      ['refunded', ''],
    ]);
  });

  it('lets a browser only cancel an unpaid order, never mark it paid', () => {
    expect(browserMayRequest('created', 'cancelled')).toBe(true);
    expect(browserMayRequest('payment_pending', 'cancelled')).toBe(true);
    expect(browserMayRequest('authorized', 'cancelled')).toBe(false);
    expect(browserMayRequest('paid', 'cancelled')).toBe(false);
    for (const state of checkoutOrderStates) {
      expect(browserMayRequest(state, 'paid')).toBe(false);
      expect(browserMayRequest(state, 'completed')).toBe(false);
    }
  });

  it('refunds a paid order while no coins are on their way, and a delivery only when its send failed and waits for an operator', () => {
    const idle = { sendUnderway: false, awaitingOperator: false };
    const failedWaiting = { sendUnderway: false, awaitingOperator: true };
    const underway = { sendUnderway: true, awaitingOperator: false };
    const stuckWithSend = { sendUnderway: true, awaitingOperator: true };
    expect(refundRefusalOf('paid', idle)).toBeNull();
    expect(refundRefusalOf('paid', failedWaiting)).toBeNull();
    expect(refundRefusalOf('paid', underway)).toBe('delivery_underway');
    expect(refundRefusalOf('delivering', failedWaiting)).toBeNull();
    expect(refundRefusalOf('delivering', idle)).toBe('delivery_underway');
    expect(refundRefusalOf('delivering', underway)).toBe('delivery_underway');
    expect(refundRefusalOf('delivering', stuckWithSend)).toBe('delivery_underway');
    expect(refundRefusalOf('completed', failedWaiting)).toBe('completed');
    expect(refundRefusalOf('refunded', idle)).toBeNull();
    for (const state of ['created', 'payment_pending', 'authorized', 'failed', 'cancelled', 'expired'] as const)
      expect(refundRefusalOf(state, failedWaiting)).toBe('not_paid');
    // The machine itself: refunded from paid and delivering only, once.
    for (const state of checkoutOrderStates) {
      const next = nextOrderState(state, 'refunded');
      if (state === 'paid' || state === 'delivering')
        expect(next).toMatchObject({ ok: true, changed: true, state: 'refunded' });
      else if (state === 'refunded') expect(next).toMatchObject({ ok: true, changed: false });
      else expect(next.ok).toBe(false);
    }
  });
});

describe('checkout defaults and helpers', () => {
  it('locks a quote for 180 s and counts down', () => {
    const created = new Date('2026-01-01T00:00:00Z');
    const expires = quoteExpiresAt(created);
    expect(expires.toISOString()).toBe('2026-01-01T00:03:00.000Z');
    expect(quoteSecondsLeft(expires, new Date('2026-01-01T00:02:59.500Z'))).toBe(1);
    expect(quoteSecondsLeft(expires, new Date('2026-01-01T00:05:00Z'))).toBe(0);
    expect(isQuoteLive(expires, new Date('2026-01-01T00:02:59.999Z'))).toBe(true);
    expect(isQuoteLive(expires, expires)).toBe(false);
  });

  it('checks per-order limits (test mode: 30 to 50)', () => {
    expect(checkOrderAmount(2_999n, testModeCheckoutLimits)).toEqual({
      ok: false,
      reason: 'below_minimum',
      limitBaseUnits: 3_000n,
    });
    expect(checkOrderAmount(3_000n, testModeCheckoutLimits)).toEqual({ ok: true });
    expect(checkOrderAmount(5_000n, testModeCheckoutLimits)).toEqual({ ok: true });
    expect(checkOrderAmount(5_001n, testModeCheckoutLimits).ok).toBe(false);
  });

  it('requires KYC once the cumulative amount without KYC passes the limit', () => {
    const limits = testModeCheckoutLimits;
    expect(
      kycRequiredForOrder({ amountBaseUnits: 5_000n, previousWithoutKycBaseUnits: 5_000n, limits, kycPassed: false }),
    ).toBe(false);
    expect(
      kycRequiredForOrder({ amountBaseUnits: 5_000n, previousWithoutKycBaseUnits: 5_001n, limits, kycPassed: false }),
    ).toBe(true);
    expect(
      kycRequiredForOrder({ amountBaseUnits: 5_000n, previousWithoutKycBaseUnits: 9_000n, limits, kycPassed: true }),
    ).toBe(false);
  });

  it('computes fees rounded up and discounts rounded down, exactly', () => {
    expect(percentToBasisPoints('1.5')).toBe(150n);
    expect(percentToBasisPoints('0.00')).toBe(0n);
    expect(() => percentToBasisPoints('101')).toThrow();
    expect(() => percentToBasisPoints('-1')).toThrow();
    expect(feeOfAmount(25_000n, 150n)).toBe(375n);
    expect(feeOfAmount(333n, 150n)).toBe(5n); // 4.995 → 5
    expect(discountOfFee(375n, 5_000n)).toBe(187n);
    expect(discountOfFee(375n, 10_000n)).toBe(375n);
  });
});
