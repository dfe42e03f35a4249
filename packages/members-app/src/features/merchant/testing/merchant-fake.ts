import type { FetchLike, MerchantPayout, MerchantSummary } from '@platform/core';
import { failure, installFakeApi, meAnswer, success, type FakeApi } from '../../../testing/fake-api.js';
import type { MerchantPaymentRow } from '../api/get-merchant-payments.js';
import { useMerchantAreaTransport } from '../api/merchant-area-call.js';

/**
 * Component tests: the merchant area's calls answered in the server's shapes (merchants and webhooks
 * modules; the settlements and sendlink shapes as assumed in the api modules), over the session
 * feature's fake API client. The calls outside core's typed client go through the same handlers.
 * State is kept so a write is visible to the next read.
 */
export function fakePayment(id: string, fields: Partial<MerchantPaymentRow> = {}): MerchantPaymentRow {
  return {
    transaction_id: id,
    merchant_id: 'mer_test1',
    status: 'settled',
    exception_status: 'none',
    test_mode: false,
    amount: '49.90',
    currency: 'EUR',
    currency_1_iso: 'BTC',
    currency_1_amount: '0.00081234',
    currency_1_address: 'bcrt1qtestaddress',
    currency_1_tag: null,
    qr: null,
    amount_paid: '0.00081234',
    amount_due: '0.00000000',
    rate: '61428.00',
    required_confirmations: 1,
    payments: [],
    order_id: `order-${id}`,
    product: 'Merchandise',
    transaction_c1: null,
    transaction_c2: null,
    transaction_c3: null,
    transaction_c4: null,
    return_url: null,
    created_at: '2026-11-20T10:00:00.000Z',
    expires_at: null,
    monitoring_until: null,
    settled_at: null,
    ...fields,
  };
}

export interface FakeMerchantSettings {
  merchant_id: string;
  name: string;
  logo_url: string | null;
  widget_logo_size: 'Large' | 'Medium' | 'default';
  primary_color: string;
  secondary_color: string;
  currencies: string[];
  fee_bps: number;
  allowed_origins: string[];
  keys: { kind: string; mode: string; prefix: string; created_at: string; last_used_at: string | null }[];
}

export function fakeMerchantSettings(fields: Partial<FakeMerchantSettings> = {}): FakeMerchantSettings {
  return {
    merchant_id: 'mer_test1',
    name: 'Ada Shop',
    logo_url: null,
    widget_logo_size: 'default',
    primary_color: '#0b4f3c',
    secondary_color: '#1fa463',
    currencies: ['BTC', 'ETH'],
    fee_bps: 100,
    allowed_origins: ['https://shop.example'],
    keys: [],
    ...fields,
  };
}

export interface FakeWebhook {
  webhook_url: string;
  status: 'enabled' | 'disabled';
  disabled_reason: string | null;
  disabled_at: string | null;
  secret_prefix: string;
  secret_created_at: string;
  previous_secret_expires_at: string | null;
  created_at: string;
  updated_at: string;
}

export function fakeWebhook(fields: Partial<FakeWebhook> = {}): FakeWebhook {
  return {
    webhook_url: 'https://shop.example/hooks',
    status: 'enabled',
    disabled_reason: null,
    disabled_at: null,
    secret_prefix: 'whsec_abcd…',
    secret_created_at: '2026-11-01T08:00:00.000Z',
    previous_secret_expires_at: null,
    created_at: '2026-11-01T08:00:00.000Z',
    updated_at: '2026-11-01T08:00:00.000Z',
    ...fields,
  };
}

export function fakeDelivery(id: string, fields: Record<string, unknown> = {}) {
  return {
    delivery_id: `whdl_${id}`,
    event_id: `msg_${id}`,
    event_type: 'payment.settled',
    kind: 'event',
    status: 'delivered',
    attempt_count: 1,
    next_attempt_at: null,
    last_status_code: 200,
    last_error: null,
    created_at: '2026-11-20T10:00:00.000Z',
    finished_at: '2026-11-20T10:00:01.000Z',
    attempts: [
      {
        attempt: 1,
        url: 'https://shop.example/hooks',
        webhook_timestamp: 1_795_000_000,
        webhook_signature: 'v1,abc',
        outcome: 'delivered',
        response_status: 200,
        response_excerpt: 'ok',
        duration_ms: 120,
        error: null,
        next_attempt_at: null,
        attempted_at: '2026-11-20T10:00:01.000Z',
      },
    ],
    ...fields,
  };
}

export function fakeSettlement(id: string, fields: Record<string, unknown> = {}) {
  return {
    id: `mset_${id}`,
    tab: 'widget',
    status: 'completed',
    currency: 'BTC',
    gross: '0.00100000',
    fee: '0.00001000',
    net: '0.00099000',
    net_currency: 'BTC',
    payout_reference: `pset_${id}`,
    bank_reference: null,
    payment_id: `pay_${id}`,
    order_id: `order-${id}`,
    date: '2026-11-20T10:00:00.000Z',
    ...fields,
  };
}

export function fakePayout(id: string, fields: Partial<MerchantPayout> = {}): MerchantPayout {
  return {
    payout_id: `mpo_${id}`,
    status: 'requested',
    currency: 'EUR',
    amount: '100.00',
    payout_currency: 'EUR',
    payout_amount: '100.00',
    rate: null,
    reference: `PO-${id.toUpperCase()}`,
    bank_reference: null,
    bank_iban: 'DE89370400440532013000',
    bank_swift: 'COBADEFFXXX',
    bank_name: 'Demo Bank',
    bank_company_name: 'Ada Shop Ltd',
    failure_reason: null,
    created_at: '2026-11-21T09:00:00.000Z',
    completed_at: null,
    ...fields,
  };
}

export interface MerchantState {
  settings: FakeMerchantSettings;
  payments: MerchantPaymentRow[];
  summary: MerchantSummary;
  payouts: MerchantPayout[];
  webhook: FakeWebhook | null;
  deliveries: ReturnType<typeof fakeDelivery>[];
  settlements: Record<string, ReturnType<typeof fakeSettlement>[]>;
  settlementInfo: Record<string, string | null> | null;
}

export interface MerchantFake extends FakeApi {
  state: MerchantState;
  callsTo: (route: string) => { route: string; body: unknown }[];
  queries: (route: string) => Record<string, string>[];
}

/** The user's permissions of spec §6; by default a merchant with both merchant permissions. */
export const merchantPermissions = { send: '1', withdrawal: '0', fiat_withdrawals: '1', widget: '1' };

/** Cursor paging as the server does it: the cursor is the index of the next row here. */
function page<T>(rows: T[], query: URLSearchParams, shape: (slice: T[], next: string | null) => unknown) {
  const limit = Number(query.get('limit') ?? '20');
  const start = Number(query.get('cursor') ?? '0');
  const slice = rows.slice(start, start + limit);
  return success(shape(slice, start + limit < rows.length ? String(start + limit) : null));
}

export function installMerchantFake(
  initial: Partial<MerchantState> = {},
  user: Record<string, unknown> = { permissions: merchantPermissions },
): MerchantFake {
  const state: MerchantState = {
    settings: fakeMerchantSettings(),
    payments: [],
    webhook: null,
    deliveries: [],
    settlements: {},
    settlementInfo: null,
    summary: { sums: [], balances: [] },
    payouts: [],
    ...initial,
  };
  const queries: { route: string; query: Record<string, string> }[] = [];
  const record = (route: string, query: URLSearchParams) =>
    queries.push({ route, query: Object.fromEntries(query.entries()) });
  const api = installFakeApi({
    'GET /users/me': () => meAnswer(user),
    'GET /users/getUserBalances': () =>
      success({ wallets: [], currency: 'EUR', account_values: {}, account_values_available: false }),
    'GET /users/merchant': () => success(state.settings),
    'PATCH /users/merchant/edit': ({ body }) => {
      state.settings = { ...state.settings, ...(body as Partial<FakeMerchantSettings>) };
      return success(state.settings);
    },
    'POST /users/merchant/keys': ({ body }) => {
      const mode = (body as { mode: string }).mode;
      const created_at = '2026-11-21T09:00:00.000Z';
      state.settings.keys = [
        ...state.settings.keys.filter((key) => key.mode !== mode),
        { kind: 'publishable', mode, prefix: `pk_${mode}_abcdefg`, created_at, last_used_at: null },
        { kind: 'secret', mode, prefix: `sk_${mode}_hijklmn`, created_at, last_used_at: null },
      ];
      return success({
        mode,
        publishable: `pk_${mode}_abcdefgFULLPUBLISHABLE`,
        secret: `sk_${mode}_hijklmnFULLSECRET`,
      });
    },
    'GET /users/merchant/payments': ({ query }) => {
      record('GET /users/merchant/payments', query);
      const status = query.get('status');
      const rows = state.payments.filter((payment) => !status || payment.status === status);
      return page(rows, query, (slice, next) => ({ payments: slice, next_cursor: next }));
    },
    'POST /users/merchant/payments/{id}/acceptLate': ({ path }) => {
      const id = path.split('/')[4] ?? '';
      const payment = state.payments.find((row) => row.transaction_id === id);
      if (!payment) return failure(404, 'not_found', { general: 'No such payment.' });
      return success(payment);
    },
    'POST /users/merchant/payments/{id}/refund': ({ path, body }) => {
      const id = path.split('/')[4] ?? '';
      const payment = state.payments.find((row) => row.transaction_id === id);
      if (!payment) return failure(404, 'not_found', { general: 'No such payment.' });
      const address = (body as { address: string }).address;
      payment.refund = {
        refund_id: `mrf_${id}`,
        reason:
          payment.exception_status === 'paid_over' || payment.exception_status === 'paid_partial'
            ? payment.exception_status
            : 'paid_late',
        status: 'requested',
        amount: payment.amount_paid,
        address,
        txid: null,
        requested_at: '2026-11-21T09:00:00.000Z',
      };
      return success({ link_expires_at: null, ...payment });
    },
    'GET /users/merchant/summary': () => success(state.summary),
    'GET /users/merchant/payouts': ({ query }) => {
      record('GET /users/merchant/payouts', query);
      return page(state.payouts, query, (slice, next) => ({ payouts: slice, next_cursor: next }));
    },
    'GET /users/webhook': () => success({ webhook: state.webhook }),
    'GET /users/webhook/deliveries': ({ query }) => {
      record('GET /users/webhook/deliveries', query);
      return page(state.deliveries, query, (slice, next) => ({ deliveries: slice, next_cursor: next }));
    },
    'GET /transactions/getMerchantSettlments': ({ query }) => {
      record('GET /transactions/getMerchantSettlments', query);
      const tab = query.get('tab') ?? 'widget';
      return page(state.settlements[tab] ?? [], query, (slice, next) => ({
        tab,
        settlements: slice,
        next_cursor: next,
      }));
    },
    'GET /users/settlementInfo': () =>
      state.settlementInfo === null
        ? failure(404, 'not_found', { general: 'no fake handler' })
        : success(state.settlementInfo),
  });
  useMerchantAreaTransport.setState({ apiBase: '/api', fetch: dispatchTo(api) });
  return {
    ...api,
    state,
    callsTo: (route) => api.calls.filter((call) => call.route === route),
    queries: (route) => queries.filter((entry) => entry.route === route).map((entry) => entry.query),
  };
}

/** The merchant-area transport answering from the fake API's handlers (recorded in its calls). */
function dispatchTo(api: FakeApi): FetchLike {
  return async (url, init) => {
    const parsed = new URL(url, 'http://app.test');
    const path = parsed.pathname.replace(/^\/api/, '');
    const route = `${init.method} ${path}`;
    const body: unknown = init.body === undefined ? undefined : JSON.parse(init.body);
    api.calls.push({ route, body });
    const handler =
      api.handlers.get(route) ?? [...api.handlers.entries()].find(([pattern]) => matches(pattern, route))?.[1];
    const answer = handler
      ? await handler({ body, query: parsed.searchParams, path })
      : failure(404, 'not_found', { general: `no fake handler for ${route}` });
    return { status: answer.status ?? 200, text: async () => JSON.stringify(answer.body) };
  };
}

function matches(pattern: string, route: string): boolean {
  if (!pattern.includes('{')) return false;
  const expression = new RegExp(`^${pattern.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{[^}]+\}/g, '[^/]+')}$`);
  return expression.test(route);
}
