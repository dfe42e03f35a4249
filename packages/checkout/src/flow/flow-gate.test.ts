import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { bankPaymentMethods, checkoutEndpoints } from '@platform/core';
import { createFakeFlowServer, success, type FakeFlowServer } from '../testing/fake-flow-server.js';
import { flowBuyer, flowCheckout, transactionData } from '../testing/checkout-fixtures.js';
import { runFlowGate } from './flow-gate.js';
import { enterFlowPage, $gate } from '../stores/flow-store.js';
import { readFlowToken, writeFlowToken } from './flow-token.js';

const token = '{"flow_token":"ft_1","checkout_id":"chk_abcdefghijklmnopqrstuv"}';
let server: FakeFlowServer;

beforeEach(() => {
  server = createFakeFlowServer();
  server.token = token;
});

/** The guest's state as the two flow lookups answer it. */
function guest(data: Record<string, unknown>, buyer: Parameters<typeof flowBuyer>[0] = {}) {
  server.answer(checkoutEndpoints.checkVerify, success(checkoutEndpoints.checkVerify, flowBuyer(buyer)));
  server.answer(
    checkoutEndpoints.getFlowCheckout,
    success(checkoutEndpoints.getFlowCheckout, flowCheckout(transactionData(data))),
  );
}
const gate = (path: string, ...withToken: [string | undefined] | []) =>
  runFlowGate(server.client, path, withToken.length === 0 ? token : withToken[0]);
const unverified = { mobile: false };

describe('flow gate (spec §4 "Gates")', () => {
  it.each(['/flow/', '/flow', '/flow/test', '/flow/buy/widget', '/flow/details'])(
    'lets the guest reach %s before any checkout exists, without a lookup',
    async (path) => {
      expect(await gate(path, undefined)).toEqual({ kind: 'allow', session: undefined });
      expect(server.requests).toEqual([]);
    },
  );

  it.each(['/flow/payment', '/flow/processing', '/flow/invoice', '/flow/wire', '/flow/kyc'])(
    'sends a guest without a flow token from %s to the start, keeping nothing to clear',
    async (path) => {
      expect(await gate(path, undefined)).toEqual({ kind: 'redirect', to: '/', clearToken: false });
    },
  );

  it('clears the token and goes to the start when the user (buyer) lookup fails', async () => {
    server.answer(checkoutEndpoints.checkVerify, {
      status: 401,
      body: { request_status: 0, error_code: 'unauthorized' },
    });
    server.answer(checkoutEndpoints.getFlowCheckout, success(checkoutEndpoints.getFlowCheckout, flowCheckout()));
    expect(await gate('/flow/payment')).toEqual({ kind: 'redirect', to: '/', clearToken: true });
  });

  it('clears the token and goes to the start when the checkout lookup fails', async () => {
    server.answer(checkoutEndpoints.checkVerify, success(checkoutEndpoints.checkVerify, flowBuyer()));
    server.answer(checkoutEndpoints.getFlowCheckout, {
      status: 404,
      body: { request_status: 0, error_code: 'not_found' },
    });
    expect(await gate('/flow/payment')).toEqual({ kind: 'redirect', to: '/', clearToken: true });
  });

  it('clears the token and goes to the start when transaction_data does not parse', async () => {
    server.answer(checkoutEndpoints.checkVerify, success(checkoutEndpoints.checkVerify, flowBuyer()));
    // Sent past the fake's contract check on purpose: a legacy service's broken JSON string.
    server.answer(checkoutEndpoints.getFlowCheckout, () => ({ status: 500, body: {} }));
    expect(await gate('/flow/invoice')).toMatchObject({ kind: 'redirect', to: '/', clearToken: true });
    const broken = createFakeFlowServer();
    broken.token = token;
    broken.answer(checkoutEndpoints.checkVerify, success(checkoutEndpoints.checkVerify, flowBuyer()));
    const fetchBroken = broken.fetch;
    const client = (await import('../api/flow-client.js')).createFlowClient({
      fetch: async (url, init) =>
        url.includes('/users/checkout')
          ? {
              status: 200,
              text: async () =>
                JSON.stringify({ _id: 'chk_1', request_status: 1, request_details: { transaction_data: '{not json' } }),
            }
          : fetchBroken(url, init),
      apiBase: '/api',
      getToken: () => token,
    });
    expect(await runFlowGate(client, '/flow/invoice', token)).toEqual({ kind: 'redirect', to: '/', clearToken: true });
  });

  it('sends the token JSON-encoded as it is in Authorization and asks the flow variants (is_flow=1)', async () => {
    guest({});
    await gate('/flow/payment');
    expect(
      server.requests.map((request) => [request.row.path, request.query['is_flow'], request.authorization]),
    ).toEqual([
      ['/users/checkout', '1', token],
      ['/verify/checkVerify/{id}', undefined, token],
    ]);
  });

  it('on a failed lookup the store clears the flow_tokens cookie and replaces the page with the start', async () => {
    writeFlowToken(token);
    server.answer(checkoutEndpoints.getFlowCheckout, { status: 401, body: { request_status: 0 } });
    const replaced: string[] = [];
    await enterFlowPage(server.client, '/flow/payment', { replace: (to) => void replaced.push(to) });
    expect(replaced).toEqual(['/flow/']);
    expect(readFlowToken()).toBeUndefined();
  });
});

describe('checkout routing (spec §4 "Checkout payment_status and routing", core checkoutRoute)', () => {
  afterEach(() => $gate.set({ status: 'checking', path: '' }));

  it.each(bankPaymentMethods)('%s without a status: a verified guest goes to /review', async (method) => {
    guest({ payment_method: method });
    expect(await gate('/flow/payment')).toEqual({ kind: 'redirect', to: '/review', clearToken: false });
  });

  it.each(bankPaymentMethods)('%s without a status: an unverified guest goes to /compliance', async (method) => {
    guest({ payment_method: method }, unverified);
    expect(await gate('/flow/review')).toEqual({ kind: 'redirect', to: '/compliance', clearToken: false });
  });

  it.each(bankPaymentMethods)('%s authorized goes to /review', async (method) => {
    guest({ payment_method: method, payment_status: 'authorized' }, unverified);
    expect(await gate('/flow/processing')).toEqual({ kind: 'redirect', to: '/review', clearToken: false });
  });

  it('a bank transfer waiting on /review shows its bank pages (/wire, /online_banking) of the review step', async () => {
    guest({ payment_method: 'SEPA' });
    expect(await gate('/flow/wire')).toMatchObject({ kind: 'allow' });
    guest({ payment_method: 'Online Banking' });
    expect(await gate('/flow/online_banking')).toMatchObject({ kind: 'allow' });
    guest({ payment_method: 'Credit Card' });
    expect(await gate('/flow/wire')).toEqual({ kind: 'redirect', to: '/payment', clearToken: false });
  });

  it('Credit Card with no status goes to /payment (and may stay there)', async () => {
    guest({});
    expect(await gate('/flow/invoice')).toEqual({ kind: 'redirect', to: '/payment', clearToken: false });
    expect(await gate('/flow/payment')).toMatchObject({ kind: 'allow' });
  });

  it('authorized on another path goes to /compliance, but /processing may stay', async () => {
    guest({ payment_status: 'authorized' });
    expect(await gate('/flow/payment')).toEqual({ kind: 'redirect', to: '/compliance', clearToken: false });
    expect(await gate('/flow/processing')).toMatchObject({ kind: 'allow' });
  });

  it.each(['/flow/payment', '/flow/processing', '/flow/review', '/flow/compliance'])(
    'successful on %s goes to /invoice',
    async (path) => {
      guest({ payment_status: 'successful' });
      expect(await gate(path)).toEqual({ kind: 'redirect', to: '/invoice', clearToken: false });
    },
  );

  it.each([
    ['id state 3 (failed, review or pending)', { id_state: 3 as const }],
    ['email not verified', { email: false }],
  ])('a buyer not verified (%s): a bank checkout goes to /compliance', async (_name, buyer) => {
    guest({ payment_method: 'Wire' }, buyer);
    expect(await gate('/flow/review')).toEqual({ kind: 'redirect', to: '/compliance', clearToken: false });
  });

  it('the store renders an allowed page with the guest session', async () => {
    guest({ payment_status: 'successful' });
    writeFlowToken(token);
    await enterFlowPage(server.client, '/flow/invoice', { replace: () => {} });
    const state = $gate.get();
    expect(state.status === 'ready' && state.session?.checkoutId).toBe('chk_abcdefghijklmnopqrstuv');
  });
});
