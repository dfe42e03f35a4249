import { describe, expect, it } from 'vitest';
import { createApiClient } from './client.js';
import { ApiClientError, isApiClientError } from './client-error.js';
import type { FetchInitLike, FetchLike } from './fetch-like.js';

interface SentRequest {
  url: string;
  init: FetchInitLike;
}

/** An injected fetch that answers with the given body and records what was sent. */
function fakeFetch(answer: unknown, status = 200): { fetch: FetchLike; sent: SentRequest[] } {
  const sent: SentRequest[] = [];
  const fetch: FetchLike = async (url, init) => {
    sent.push({ url, init });
    return { status, text: async () => (typeof answer === 'string' ? answer : JSON.stringify(answer)) };
  };
  return { fetch, sent };
}

function clientWith(answer: unknown, options: { status?: number; getToken?: () => unknown; apiBase?: string } = {}) {
  const { fetch, sent } = fakeFetch(answer, options.status);
  const client = createApiClient({
    fetch,
    apiBase: options.apiBase ?? '/api',
    merchantApiBase: '/m',
    ...(options.getToken ? { getToken: options.getToken } : {}),
  });
  return { client, sent };
}

/** A valid answer of GET /transactions/getFees, the call these tests use where any call would do. */
const feesAnswer = { request_status: 1, request_details: { processing_fee_percent: '0.00', fees: {} } };

const user = {
  email: 'Ann@Example.COM',
  firstName: 'Ann',
  dateOfBirth: 'null',
  emailVerification: 1,
  phoneVerification: '0',
  OTPLogin: '1',
  permissions: { send: '1', widget: '0' },
};

describe('createApiClient', () => {
  it('posts the login body as JSON and resolves with the parsed request_details', async () => {
    const { client, sent } = clientWith({
      request_status: 1,
      request_details: { user_token: 't1', session_key: 's1' },
    });
    const result = await client.login({ body: { email: 'ann@example.com', password: 'secret-123' } });
    expect(result.request_details).toEqual({ user_token: 't1', session_key: 's1' });
    expect(sent[0]?.url).toBe('/api/users/login');
    expect(sent[0]?.init.method).toBe('POST');
    expect(sent[0]?.init.headers['Content-Type']).toBe('application/json');
    expect(JSON.parse(sent[0]?.init.body ?? '')).toEqual({ email: 'ann@example.com', password: 'secret-123' });
  });

  it('treats request_status "1" as success and parses the user with the entity schema', async () => {
    const { client, sent } = clientWith({ request_status: '1', request_details: { user_info: user } });
    const result = await client.getMe({ query: { ip: '10.0.0.1', is_flow: 1 } });
    expect(sent[0]?.url).toBe('/api/users/me?ip=10.0.0.1&is_flow=1');
    expect(sent[0]?.init.body).toBeUndefined();
    const info = result.request_details.user_info;
    expect(info.email).toBe('ann@example.com');
    expect(info.dateOfBirth).toBe('');
    expect(info.emailVerification).toBe(true);
    expect(info.phoneVerification).toBe(false);
    expect(info.OTPLogin).toBe(1);
    expect(info.permissions).toEqual({ send: true, withdrawal: false, fiat_withdrawals: false, widget: false });
  });

  it('rejects with the failure body unchanged', async () => {
    const failure = {
      request_status: '0',
      error_message: { me: { error: ['expired_password'] } },
      error_code: 'request_failed',
    };
    const { client } = clientWith(failure, { status: 401 });
    await expect(client.getMe()).rejects.toEqual(failure);
  });

  it('rejects a failure answered with HTTP 200 too', async () => {
    const failure = { request_status: 0, error_message: { session_key: { error: ['invalid_session'] } } };
    const { client } = clientWith(failure);
    await expect(client.getUserBalances()).rejects.toEqual(failure);
  });

  it('judges checkout calls by success, not request_status', async () => {
    const declined = { success: false, request_status: 1, message: 'declined' };
    const body = { transaction_id: 'txn_x' };
    await expect(clientWith(declined).client.getTransactionStatus({ body })).rejects.toEqual(declined);
    await expect(clientWith({ request_status: 1 }).client.getCheckout({ params: { id: 'c1' } })).rejects.toEqual({
      request_status: 1,
    });
    const accepted = {
      success: true,
      request_details: {
        transaction_id: 'txn_x',
        type: 'deposit',
        status: 'completed',
        payment_status: null,
        updated_at: '2026-01-01T00:00:00.000Z',
      },
    };
    await expect(clientWith(accepted).client.getTransactionStatus({ body })).resolves.toEqual(accepted);
  });

  it('sends the token JSON-encoded in the Authorization header', async () => {
    const token = { user_token: 't1', session_key: 's1' };
    const { client, sent } = clientWith(
      { request_status: 1, request_details: { wallets: [] } },
      { getToken: () => token },
    );
    await client.getUserBalances();
    expect(sent[0]?.init.headers['Authorization']).toBe(JSON.stringify(token));
    const plain = clientWith(feesAnswer, { getToken: () => 'abc' });
    await plain.client.getFees();
    expect(plain.sent[0]?.init.headers['Authorization']).toBe('"abc"');
  });

  it('waits for a token that getToken gives asynchronously', async () => {
    const { client, sent } = clientWith(feesAnswer, { getToken: async () => ({ flow: 'f1' }) });
    await client.getFees();
    expect(sent[0]?.init.headers['Authorization']).toBe('{"flow":"f1"}');
  });

  it('sends no Authorization header without a token', async () => {
    for (const getToken of [undefined, () => undefined, () => null, () => '']) {
      const { client, sent } = clientWith(feesAnswer, getToken ? { getToken } : {});
      await client.getFees();
      expect(sent[0]?.init.headers).not.toHaveProperty('Authorization');
    }
  });

  it('joins bases with exactly one slash and sends merchant calls to the merchant base', async () => {
    const { client, sent } = clientWith(feesAnswer, { apiBase: 'https://pay.example/api/' });
    await client.getFees();
    // The answer carries no payment or merchant details, so these calls also show that merchant
    // answers are validated: they reject instead of handing back an unchecked shape.
    const invalid = { type: 'invalid_response' };
    await expect(
      client.getMerchantTransactionStatus({ body: { transaction_id: 't', merchant_id: 'm' } }),
    ).rejects.toMatchObject(invalid);
    await expect(client.getMerchant({ query: { merchant_id: 'm 1' } })).rejects.toMatchObject(invalid);
    expect(sent.map((request) => request.url)).toEqual([
      'https://pay.example/api/transactions/getFees',
      '/m/api/transaction/status',
      '/m/api/merchant?merchant_id=m%201',
    ]);
  });

  it('encodes path params', async () => {
    const { client, sent } = clientWith({ success: true });
    // The answers are not checkouts (rejected as invalid_response); only the URLs matter here.
    await client.getCheckout({ params: { id: 'a/b?c d' } }).catch(() => undefined);
    await client.setCheckoutStatus({ params: { id: '42' }, body: { status: 'cancelled' } }).catch(() => undefined);
    expect(sent.map((request) => `${request.init.method} ${request.url}`)).toEqual([
      'GET /api/checkout/getCheckout/a%2Fb%3Fc%20d',
      'PATCH /api/checkout/status/42',
    ]);
  });

  it('loads the brand configuration from GET /api/config', async () => {
    const module = { label_name: 'Demo', api: '/api', mapi: '/m', wl_id: 1 };
    const { client, sent } = clientWith({ request_status: 1, request_details: { module, meta: {}, more: {} } });
    const result = await client.getConfig();
    expect(sent[0]?.url).toBe('/api/config');
    expect(result.request_details.module.label_name).toBe('Demo');
    expect(result.request_details.module.enable_flow).toBe(false);
  });

  it('parses the flow checkout transaction_data string and keeps _id', async () => {
    const data = {
      merchant_id: 7,
      payment_method: 'Credit Card',
      currency_1_amount: '250.00',
      currency_1_iso: 'EUR',
      currency_1_fee: '0.00',
      currency_2_amount: '0.00412345',
      currency_2_iso: 'BTC',
      currency_2_address: 'bc1qexample',
      payment_status: 'authorized',
    };
    const answer = { _id: 'chk_1', request_status: 1, request_details: { transaction_data: JSON.stringify(data) } };
    const { client, sent } = clientWith(answer);
    const result = await client.getFlowCheckout({ query: { ip: '1.2.3.4', is_flow: 1 } });
    expect(sent[0]?.url).toBe('/api/users/checkout?ip=1.2.3.4&is_flow=1');
    expect(result['_id']).toBe('chk_1');
    expect(result.request_details.transaction_data).toMatchObject({ merchant_id: '7', payment_status: 'authorized' });
  });

  it('rejects with an invalid_response client error when request_details has the wrong shape', async () => {
    const answer = { request_status: 1, request_details: { transaction_data: '{not json' } };
    const error: unknown = await clientWith(answer)
      .client.getFlowCheckout({ query: { is_flow: 1 } })
      .catch((e) => e);
    expect(isApiClientError(error) && error.type).toBe('invalid_response');
    expect(String((error as Error).message)).toContain('transaction_data is not valid JSON');
  });

  it('rejects with typed client errors on non-JSON and network failure', async () => {
    const html = await clientWith('<html>502 Bad Gateway</html>', { status: 502 })
      .client.getFees()
      .catch((e) => e);
    expect(html).toBeInstanceOf(ApiClientError);
    expect(html).toMatchObject({ type: 'invalid_json', status: 502, call: 'GET /api/transactions/getFees' });
    const array = await clientWith([1, 2])
      .client.getFees()
      .catch((e) => e);
    expect(array).toMatchObject({ type: 'invalid_json' });

    const offline = createApiClient({
      fetch: async () => {
        throw new TypeError('fetch failed');
      },
      apiBase: '/api',
      merchantApiBase: '/m',
    });
    const network = await offline.getFees().catch((e) => e);
    expect(network).toMatchObject({ type: 'network', status: undefined });
    expect((network as Error).cause).toBeInstanceOf(TypeError);
  });

  it('asks the country locator without the Authorization header', async () => {
    const { client, sent } = clientWith(
      { request_status: 1, request_details: { country: 'GB' } },
      { getToken: () => 'secret' },
    );
    const result = await client.locateCountry('https://geo.example/locate');
    expect(result.request_details.country).toBe('GB');
    expect(sent[0]?.url).toBe('https://geo.example/locate');
    expect(sent[0]?.init.headers).not.toHaveProperty('Authorization');
  });
});
