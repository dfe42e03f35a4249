import { describe, expect, it } from 'vitest';
import { payoutBody } from './payout-draft.js';

describe('payoutBody', () => {
  it('sends a coin payout with its payout currency and the key', () => {
    expect(payoutBody({ currency: 'BTC', amount: ' 0.01000000 ', payoutCurrency: 'GBP' }, 'k1')).toEqual({
      ok: true,
      body: { currency: 'BTC', amount: '0.01000000', payout_currency: 'GBP', idempotency_key: 'k1' },
    });
  });

  it('leaves the payout currency to the server by default and for a fiat balance', () => {
    expect(payoutBody({ currency: 'BTC', amount: '1', payoutCurrency: '' }, 'k').ok && 'body').toBe('body');
    expect(payoutBody({ currency: 'EUR', amount: '12,50', payoutCurrency: 'GBP' }, 'k')).toEqual({
      ok: true,
      body: { currency: 'EUR', amount: '12.50', idempotency_key: 'k' },
    });
  });

  it('refuses zero, text and too many decimals', () => {
    expect(payoutBody({ currency: 'EUR', amount: '0.00', payoutCurrency: '' }, 'k')).toMatchObject({ ok: false });
    expect(payoutBody({ currency: 'EUR', amount: 'ten', payoutCurrency: '' }, 'k')).toMatchObject({ ok: false });
    expect(payoutBody({ currency: 'EUR', amount: '1.234', payoutCurrency: '' }, 'k')).toEqual({
      ok: false,
      problem: { field: 'amount', key: 'payouts.errors.amountDecimals', decimals: 2 },
    });
    expect(payoutBody({ currency: 'ETH', amount: '0.123456789', payoutCurrency: '' }, 'k')).toMatchObject({
      ok: false,
    });
  });
});
