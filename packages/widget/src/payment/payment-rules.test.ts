import { describe, expect, it } from 'vitest';
import type { MerchantPayment, OnChainPayment } from '@platform/core';
import { announcementFor, confirmationProgress, isFinalPayment, screenForPayment } from './payment-rules.js';
import { bitcoinPayment } from '../testing/fake-merchant-server.js';

const nowMs = Date.parse('2026-03-01T12:00:00.000Z');
const payment = (overrides: Partial<MerchantPayment>) => bitcoinPayment(nowMs, overrides);
const onChain = (confirmations: number, state: OnChainPayment['state'] = 'confirming'): OnChainPayment => ({
  txid: `${confirmations}`.padStart(64, 'a'),
  amount: '0.001',
  confirmations,
  required_confirmations: 2,
  state,
  seen_at: '2026-03-01T12:01:00.000Z',
});

describe('the screen of a payment', () => {
  it.each([
    ['awaiting_currency', 'payment', 'home'],
    ['new', 'home', 'payment'],
    ['processing', 'payment', 'payment-detected'],
    ['settled', 'payment', 'payment-success'],
    ['settled', 'redirect', 'redirect'],
    ['new', 'redirect', 'payment'],
    ['expired', 'payment', 'payment-failed'],
    ['invalid', 'payment-detected', 'payment-failed'],
  ] as const)('%s on %s → %s', (status, current, expected) => {
    expect(screenForPayment(payment({ status }), current)).toBe(expected);
  });
});

describe('final payments', () => {
  it('settled and invalid are final; expired once its monitoring window is over', () => {
    expect(isFinalPayment(payment({ status: 'settled' }), nowMs)).toBe(true);
    expect(isFinalPayment(payment({ status: 'invalid' }), nowMs)).toBe(true);
    expect(isFinalPayment(payment({ status: 'processing' }), nowMs)).toBe(false);
    const expired = payment({ status: 'expired', monitoring_until: new Date(nowMs + 1000).toISOString() });
    expect(isFinalPayment(expired, nowMs)).toBe(false);
    expect(isFinalPayment(expired, nowMs + 1000)).toBe(true);
    expect(isFinalPayment({ ...expired, monitoring_until: null }, nowMs)).toBe(true);
  });
});

describe('confirmations n of N', () => {
  it('counts the least-confirmed payment, leaves replaced ones out, and caps at N', () => {
    expect(confirmationProgress(payment({ payments: [] }))).toEqual({ count: 0, required: 2 });
    expect(confirmationProgress(payment({ payments: [onChain(3), onChain(1)] }))).toEqual({ count: 1, required: 2 });
    expect(confirmationProgress(payment({ payments: [onChain(0, 'replaced'), onChain(5)] }))).toEqual({
      count: 2,
      required: 2,
    });
  });
});

describe('announcements', () => {
  it('announces a new status, sub-state or confirmation count, and nothing else', () => {
    const waiting = payment({ status: 'new' });
    expect(announcementFor(waiting, { ...waiting, amount_paid: '0' })).toBeNull();
    expect(announcementFor(waiting, { ...waiting, exception_status: 'paid_partial' })).toEqual({
      key: 'widget:announce.partial',
    });
    const detected = payment({ status: 'processing', payments: [onChain(0)] });
    expect(announcementFor(waiting, detected)).toEqual({
      key: 'widget:announce.processing',
      values: { count: 0, required: 2 },
    });
    expect(announcementFor(detected, { ...detected, payments: [onChain(1)] })).toEqual({
      key: 'widget:announce.processing',
      values: { count: 1, required: 2 },
    });
    expect(announcementFor(detected, payment({ status: 'settled' }))).toEqual({ key: 'widget:announce.settled' });
    expect(announcementFor(waiting, payment({ status: 'awaiting_currency' }))).toBeNull();
  });
});
