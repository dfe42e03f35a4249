import { describe, expect, it } from 'vitest';
import { endpoints, merchantPaymentSchema, merchantProfileSchema } from '@platform/core';
import { createWidgetApi, loadMerchantApiBase, merchantApiPaths } from './widget-api.js';
import { isMerchantPayment, isMerchantProfile } from './payment-checks.js';
import {
  FakeMerchantServer,
  awaitingPayment,
  bitcoinPayment,
  merchantProfile,
} from '../testing/fake-merchant-server.js';

describe('merchant API paths', () => {
  it("are core's merchant call rows", () => {
    expect(merchantApiPaths.merchant).toBe(endpoints.getMerchant.path);
    expect(merchantApiPaths.currencies).toBe(endpoints.getMerchantCurrencies.path);
    expect(merchantApiPaths.status).toBe(endpoints.getMerchantTransactionStatus.path);
    expect(merchantApiPaths.currency).toBe(endpoints.setMerchantTransactionCurrency.path);
  });

  it('encode the ids in the events URL', () => {
    const api = createWidgetApi(async () => ({ status: 200, text: async () => '{}' }), 'https://pay.example/m/', {
      merchantId: 'mer 1',
      transactionId: 'pay&1',
    });
    expect(api.eventsUrl).toBe(
      'https://pay.example/m/api/transaction/events?transaction_id=pay%261&merchant_id=mer%201',
    );
  });
});

describe('merchant API base from the brand configuration', () => {
  const configured = (mapi: unknown) =>
    loadMerchantApiBase(async () => ({
      status: 200,
      text: async () => JSON.stringify({ request_status: '1', request_details: { module: { mapi } } }),
    }));

  it('takes a same-origin path or an http(s) URL', async () => {
    expect(await configured('/m')).toBe('/m');
    expect(await configured('https://merchant.example')).toBe('https://merchant.example');
  });

  it('refuses anything else, and a failed or unreadable answer', async () => {
    expect(await configured('//evil.example')).toBeNull();
    expect(await configured('javascript:alert(1)')).toBeNull();
    expect(await configured(undefined)).toBeNull();
    expect(await loadMerchantApiBase(async () => ({ status: 500, text: async () => '<html>' }))).toBeNull();
    expect(await loadMerchantApiBase(async () => Promise.reject(new Error('offline')))).toBeNull();
  });
});

describe('answers', () => {
  it('tells not_found from other failures and checks the shape of what succeeded', async () => {
    const server = new FakeMerchantServer('not_found');
    const api = createWidgetApi(server.fetch, '/m', { merchantId: 'mer_demo1', transactionId: 'pay_demo1' });
    expect(await api.getStatus()).toEqual({ error: 'not_found' });
    server.payment = 'fail';
    expect(await api.getStatus()).toEqual({ error: 'failed' });
    server.payment = { ...awaitingPayment(), status: 'paid' as never };
    expect(await api.getStatus()).toEqual({ error: 'failed' });
    server.payment = awaitingPayment();
    expect(await api.getStatus()).toEqual({ data: awaitingPayment() });
  });
});

describe('payment checks agree with core schemas', () => {
  const valid = bitcoinPayment(Date.parse('2026-03-01T12:00:00.000Z'), {
    payments: [
      {
        txid: 'ab'.repeat(32),
        amount: '0.00200000',
        confirmations: 1,
        required_confirmations: 2,
        state: 'confirming',
        seen_at: '2026-03-01T12:01:00.000Z',
      },
    ],
  });
  const broken: [string, unknown][] = [
    ['an unknown status', { ...valid, status: 'paid' }],
    ['a float amount', { ...valid, amount: 120.5 }],
    ['an unknown coin', { ...valid, currency_1_iso: 'DOGE' }],
    ['a missing field', (({ amount_due: _, ...rest }) => rest)(valid)],
    ['a negative confirmation count', { ...valid, required_confirmations: -1 }],
    ['an on-chain payment in an unknown state', { ...valid, payments: [{ ...valid.payments[0], state: 'lost' }] }],
    ['an address that is too long', { ...valid, currency_1_address: 'x'.repeat(201) }],
  ];

  it('accepts a payment the schema accepts', () => {
    expect(merchantPaymentSchema.safeParse(valid).success).toBe(true);
    expect(isMerchantPayment(valid)).toBe(true);
  });

  it.each(broken)('refuses %s, as the schema does', (_name, value) => {
    expect(merchantPaymentSchema.safeParse(value).success).toBe(false);
    expect(isMerchantPayment(value)).toBe(false);
  });

  it('is stricter on amounts: only plain decimals, which the widget computes with exactly', () => {
    const exponent = { ...valid, currency_1_amount: '2e-3' };
    expect(merchantPaymentSchema.safeParse(exponent).success).toBe(true);
    expect(isMerchantPayment(exponent)).toBe(false);
  });

  it('checks the merchant profile with its theme colours', () => {
    const profile = merchantProfile({ name: 'Acme' });
    expect(merchantProfileSchema.safeParse(profile).success).toBe(true);
    expect(isMerchantProfile(profile)).toBe(true);
    const styled = { ...profile, theme: { primary_color: 'red;background:url(x)', secondary_color: '#1fa463' } };
    expect(merchantProfileSchema.safeParse(styled).success).toBe(false);
    expect(isMerchantProfile(styled)).toBe(false);
  });
});
