import { describe, expect, it } from 'vitest';
import {
  absoluteLink,
  amountProblem,
  defaultLinkCurrency,
  newIdempotencyKey,
  paymentLinkRequest,
} from './payment-link-draft.js';

describe('payment link draft', () => {
  it('takes a fiat amount above 0, at most 1,000,000, with at most 2 decimals', () => {
    expect(amountProblem({ amount: '49.90', currency: 'EUR' })).toBeNull();
    expect(amountProblem({ amount: ' 1000000 ', currency: 'EUR' })).toBeNull();
    expect(amountProblem({ amount: '49.901', currency: 'EUR' })).toBe('amountDecimals');
    expect(amountProblem({ amount: '0.00', currency: 'EUR' })).toBe('amountRange');
    expect(amountProblem({ amount: '1000000.01', currency: 'EUR' })).toBe('amountRange');
    expect(amountProblem({ amount: '12,50', currency: 'EUR' })).toBe('amountInvalid');
    expect(amountProblem({ amount: '-5', currency: 'EUR' })).toBe('amountInvalid');
  });

  it('leaves out empty optional fields and the default expiry', () => {
    const base = { amount: '10', currency: 'GBP' as const, product: ' ', orderId: '', expiry: '24h' as const };
    expect(paymentLinkRequest(base, 'key')).toEqual({ amount: '10', currency: 'GBP', idempotency_key: 'key' });
    expect(paymentLinkRequest({ ...base, product: ' Hat ', orderId: 'A-1', expiry: '7d' }, 'key')).toEqual({
      amount: '10',
      currency: 'GBP',
      product: 'Hat',
      order_id: 'A-1',
      expires_in: 604_800,
      idempotency_key: 'key',
    });
  });

  it('defaults to the user’s fiat currency, else EUR; keys are unique', () => {
    expect(defaultLinkCurrency('GBP')).toBe('GBP');
    expect(defaultLinkCurrency('BTC')).toBe('EUR');
    expect(defaultLinkCurrency(undefined)).toBe('EUR');
    expect(newIdempotencyKey()).not.toBe(newIdempotencyKey());
  });

  it('makes the widget link absolute and never anything but http(s)', () => {
    expect(absoluteLink('/widget/?merchant_id=mer_1&transaction_id=pay_1', 'https://pay.example')).toBe(
      'https://pay.example/widget/?merchant_id=mer_1&transaction_id=pay_1',
    );
    expect(absoluteLink('javascript:alert(1)', 'https://pay.example')).toBeNull();
  });
});
