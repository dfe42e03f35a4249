import { describe, expect, it } from 'vitest';
import { fakePayment } from '../testing/merchant-fake.js';
import {
  dateRangeProblem,
  matchesPaymentFilters,
  paymentFiltersFrom,
  paymentFiltersParams,
} from './payment-filters.js';

describe('merchant payment filters', () => {
  it('reads only known values from the URL and writes them back', () => {
    const filters = paymentFiltersFrom(
      new URLSearchParams('status=expired&coin=BTC&from=2026-11-01&to=2026-11-30&order=A-1&x=1'),
    );
    expect(filters).toEqual({ status: 'expired', coin: 'BTC', from: '2026-11-01', to: '2026-11-30', order: 'A-1' });
    expect(paymentFiltersParams(filters).toString()).toBe(
      'status=expired&coin=BTC&from=2026-11-01&to=2026-11-30&order=A-1',
    );
    expect(paymentFiltersFrom(new URLSearchParams('status=paid&coin=DOGE&from=2026-13-01'))).toEqual({});
  });

  it('checks the date range', () => {
    expect(dateRangeProblem('2026-11-01', '2026-11-30')).toBeNull();
    expect(dateRangeProblem('2026-12-01', '2026-11-30')).toBe('fromAfterTo');
    expect(dateRangeProblem('01/11/2026', undefined)).toBe('invalidDate');
  });

  it('matches coin, UTC day range (inclusive) and part of the order id in any case', () => {
    const payment = fakePayment('pay_1', {
      currency_1_iso: 'ETH',
      created_at: '2026-11-20T23:59:59.000Z',
      order_id: 'Shop-ORDER-42',
    });
    expect(
      matchesPaymentFilters(payment, { coin: 'ETH', from: '2026-11-20', to: '2026-11-20', order: 'order-4' }),
    ).toBe(true);
    expect(matchesPaymentFilters(payment, { coin: 'BTC' })).toBe(false);
    expect(matchesPaymentFilters(payment, { from: '2026-11-21' })).toBe(false);
    expect(matchesPaymentFilters(payment, { to: '2026-11-19' })).toBe(false);
    expect(matchesPaymentFilters(payment, { order: '43' })).toBe(false);
    expect(matchesPaymentFilters({ ...payment, order_id: null }, { order: 'x' })).toBe(false);
  });
});
