import { describe, expect, it } from 'vitest';
import { endpoints, type FetchLike } from '@platform/core';
import { configurationPath, createWidgetApi, loadMerchantApiBase } from './widget-api.js';
import { FakeMerchantServer, awaitingPayment } from '../testing/fake-merchant-server.js';

describe('merchant API calls', () => {
  it("are core's merchant widget rows: method, base and path", async () => {
    const sent: string[] = [];
    const recording: FetchLike = async (url, init) => {
      sent.push(`${init.method} ${url.split('?')[0]}`);
      return { status: 200, text: async () => '{}' };
    };
    const api = createWidgetApi(recording, '/m', { merchantId: 'mer_1', transactionId: 'pay_1' });
    await api.getMerchant();
    await api.getCurrencies();
    await api.getStatus();
    await api.chooseCurrency('BTC');
    const rows = [
      endpoints.getMerchant,
      endpoints.getMerchantCurrencies,
      endpoints.getMerchantTransactionStatus,
      endpoints.setMerchantTransactionCurrency,
    ];
    expect(rows.every((row) => row.base === 'merchant')).toBe(true);
    expect(sent).toEqual(rows.map((row) => `${row.method} /m${row.path}`));
    expect(api.eventsUrl.split('?')[0]).toBe(`/m${endpoints.getMerchantTransactionEvents.path}`);
    expect(configurationPath).toBe(`/api${endpoints.getConfig.path}`);
  });

  it('send the ids as the rows take them: the query of a GET, the JSON body of a POST', async () => {
    const server = new FakeMerchantServer(awaitingPayment());
    const api = createWidgetApi(server.fetch, '/m', { merchantId: 'mer_demo1', transactionId: 'pay_demo1' });
    await api.getMerchant();
    await api.chooseCurrency('LTC');
    expect(server.requests.map((request) => [request.url, request.body])).toEqual([
      ['/m/api/merchant?merchant_id=mer_demo1', undefined],
      ['/m/api/transaction/currency', { transaction_id: 'pay_demo1', merchant_id: 'mer_demo1', currency_1_iso: 'LTC' }],
    ]);
    expect(endpoints.getMerchant.request.query.safeParse({ merchant_id: 'mer_demo1' }).success).toBe(true);
    const choice = { transaction_id: 'pay_demo1', merchant_id: 'mer_demo1', currency_1_iso: 'LTC' };
    expect(endpoints.setMerchantTransactionCurrency.request.body.safeParse(choice).success).toBe(true);
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
