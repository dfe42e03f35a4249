import {
  type MerchantKeyMode,
  type MerchantPayout,
  type MerchantPaymentView,
  type MerchantSettings,
  type MerchantSettlement,
  type MerchantSummary,
  type SettlementInfoDetails,
  type Webhook,
  type WebhookAttempt,
  type WebhookDelivery,
} from '@platform/core';
import { printIban } from '@platform/core/banking';
import { failure, installFakeApi, meAnswer, success, type FakeApi } from '../../../testing/fake-api.js';

/**
 * Component tests: the merchant area's calls answered in the server's shapes (merchants and webhooks
 * modules), over the session feature's fake API client, which parses every answer with its row's
 * schema (core's contract): a fake of another shape fails the call as `invalid_response`. State is
 * kept so a write is visible to the next read.
 */
export function fakePayment(id: string, fields: Partial<MerchantPaymentView> = {}): MerchantPaymentView {
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
    link_expires_at: null,
    refund: null,
    ...fields,
  };
}

export type FakeMerchantSettings = MerchantSettings;

export function fakeMerchantSettings(fields: Partial<MerchantSettings> = {}): MerchantSettings {
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

export type FakeWebhook = Webhook;

export function fakeWebhook(fields: Partial<Webhook> = {}): Webhook {
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

/** One attempt of a delivery as the delivery log answers it; a test gives what it looks at. */
export function fakeAttempt(fields: Partial<WebhookAttempt> = {}): WebhookAttempt {
  return {
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
    ...fields,
  };
}

export function fakeDelivery(
  id: string,
  fields: Partial<Omit<WebhookDelivery, 'attempts'>> & { attempts?: Partial<WebhookAttempt>[] } = {},
): WebhookDelivery {
  const { attempts = [{}], ...rest } = fields;
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
    ...rest,
    attempts: attempts.map(fakeAttempt),
  };
}

export function fakeSettlement(id: string, fields: Partial<MerchantSettlement> = {}): MerchantSettlement {
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

/** Saved settlement info as a test gives it; the IBAN's print form is added as the server adds it. */
export type FakeSettlementInfo = Omit<SettlementInfoDetails, 'bank_iban_print'> & { bank_iban_print?: string };

export interface MerchantState {
  settings: MerchantSettings;
  payments: MerchantPaymentView[];
  summary: MerchantSummary;
  payouts: MerchantPayout[];
  webhook: Webhook | null;
  deliveries: WebhookDelivery[];
  settlements: Record<string, MerchantSettlement[]>;
  /** null: never saved. */
  settlementInfo: FakeSettlementInfo | null;
}

/** GET /users/settlementInfo as the server answers it: '' fields and updated_at null before the first save. */
function settlementInfoAnswer(saved: FakeSettlementInfo | null): SettlementInfoDetails {
  if (saved === null) {
    return {
      bank_iban: '',
      bank_swift: '',
      bank_name: '',
      bank_address: '',
      bank_company_name: '',
      bank_company_registered_address: '',
      bank_iban_print: '',
      updated_at: null,
    };
  }
  return { ...saved, bank_iban_print: saved.bank_iban_print ?? printIban(saved.bank_iban) };
}

export interface MerchantFake extends FakeApi {
  state: MerchantState;
  callsTo: (route: string) => { route: string; body: unknown }[];
  queries: (route: string) => Record<string, string>[];
}

/** The user's permissions of spec §6; by default a merchant with both merchant permissions. */
export const merchantPermissions = { send: '1', withdrawal: '0', fiat_withdrawals: '1', widget: '1' };

/** Cursor paging as the server does it: the cursor is the id of the last row of the previous page. */
function page<T>(
  rows: T[],
  query: URLSearchParams,
  idOf: (row: T) => string,
  shape: (slice: T[], next: string | null) => unknown,
) {
  const limit = Number(query.get('limit') ?? '20');
  const cursor = query.get('cursor');
  const start = cursor === null ? 0 : rows.findIndex((row) => idOf(row) === cursor) + 1;
  const slice = rows.slice(start, start + limit);
  const last = slice.at(-1);
  return success(shape(slice, start + limit < rows.length && last !== undefined ? idOf(last) : null));
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
      state.settings = { ...state.settings, ...(body as Partial<MerchantSettings>) };
      return success(state.settings);
    },
    'POST /users/merchant/keys': ({ body }) => {
      const mode = (body as { mode: MerchantKeyMode }).mode;
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
      return page(
        rows,
        query,
        (row) => row.transaction_id,
        (slice, next) => ({ payments: slice, next_cursor: next }),
      );
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
      return success(payment);
    },
    'GET /users/merchant/summary': () => success(state.summary),
    'GET /users/merchant/payouts': ({ query }) => {
      record('GET /users/merchant/payouts', query);
      return page(
        state.payouts,
        query,
        (row) => row.payout_id,
        (slice, next) => ({ payouts: slice, next_cursor: next }),
      );
    },
    'GET /users/webhook': () => success({ webhook: state.webhook }),
    'GET /users/webhook/deliveries': ({ query }) => {
      record('GET /users/webhook/deliveries', query);
      return page(
        state.deliveries,
        query,
        (row) => row.delivery_id,
        (slice, next) => ({ deliveries: slice, next_cursor: next }),
      );
    },
    'GET /transactions/getMerchantSettlments': ({ query }) => {
      record('GET /transactions/getMerchantSettlments', query);
      const tab = query.get('tab') ?? 'widget';
      return page(
        state.settlements[tab] ?? [],
        query,
        (row) => row.id,
        (slice, next) => ({
          tab,
          settlements: slice,
          next_cursor: next,
        }),
      );
    },
    'GET /users/settlementInfo': () => success(settlementInfoAnswer(state.settlementInfo)),
  });
  return {
    ...api,
    state,
    callsTo: (route) => api.calls.filter((call) => call.route === route),
    queries: (route) => queries.filter((entry) => entry.route === route).map((entry) => entry.query),
  };
}
