import type {
  FetchLike,
  MerchantCurrency,
  MerchantPayment,
  MerchantPaymentView,
  MerchantProfile,
} from '@platform/core';

/**
 * A fake of the merchant API the widget calls (brand configuration, merchant, currencies,
 * status, coin choice) answering with the spec §7 envelope, and a fake EventSource the test drives.
 * Tests change `payment` and push events to see what a customer would see.
 */
export const merchantId = 'mer_demo1';
export const transactionId = 'pay_demo1';
export const paymentQuery = `?merchant_id=${merchantId}&transaction_id=${transactionId}`;

export const bitcoin: MerchantCurrency = {
  iso: 'BTC',
  name: 'Bitcoin',
  network: 'BTC',
  decimals: 8,
  required_confirmations: 2,
};
export const litecoin: MerchantCurrency = {
  iso: 'LTC',
  name: 'Litecoin',
  network: 'LTC',
  decimals: 8,
  required_confirmations: 6,
};

export function merchantProfile(overrides: Partial<MerchantProfile> = {}): MerchantProfile {
  return {
    merchant_id: merchantId,
    name: '',
    logo: null,
    widget_logo_size: 'default',
    theme: { primary_color: '#0b4f3c', secondary_color: '#1fa463' },
    currencies: ['BTC', 'LTC'],
    test_mode: false,
    ...overrides,
  };
}

export const address = 'bcrt1qw508d6qejxtdg4y5r3zarvary0c5xw7kygt080';

/** A payment waiting for the customer's coin, as the status call answers it. */
export function awaitingPayment(overrides: Partial<MerchantPaymentView> = {}): MerchantPaymentView {
  return {
    transaction_id: transactionId,
    merchant_id: merchantId,
    status: 'awaiting_currency',
    exception_status: 'none',
    test_mode: false,
    amount: '120.00',
    currency: 'EUR',
    currency_1_iso: null,
    currency_1_amount: null,
    currency_1_address: null,
    currency_1_tag: null,
    qr: null,
    amount_paid: '0',
    amount_due: '0',
    rate: null,
    required_confirmations: 0,
    payments: [],
    order_id: 'ORD-7',
    product: null,
    transaction_c1: null,
    transaction_c2: null,
    transaction_c3: null,
    transaction_c4: null,
    return_url: 'https://shop.example/thanks?order=ORD-7',
    created_at: '2026-01-01T10:00:00.000Z',
    expires_at: null,
    monitoring_until: null,
    settled_at: null,
    link_expires_at: '2026-01-02T10:00:00.000Z',
    refund: null,
    ...overrides,
  };
}

/** The payment once Bitcoin is chosen: address, amount, rate fixed for 900 s from `nowMs`. */
export function bitcoinPayment(nowMs: number, overrides: Partial<MerchantPaymentView> = {}): MerchantPaymentView {
  return awaitingPayment({
    status: 'new',
    currency_1_iso: 'BTC',
    currency_1_amount: '0.00200000',
    currency_1_address: address,
    qr: `bitcoin:${address}?amount=0.002`,
    amount_due: '0.00200000',
    rate: '60000.00',
    required_confirmations: 2,
    expires_at: new Date(nowMs + 900_000).toISOString(),
    monitoring_until: new Date(nowMs + 3_600_000).toISOString(),
    ...overrides,
  });
}

type Answer = 'fail' | 'not_found';

export interface SentRequest {
  method: string;
  url: string;
  body: unknown;
}

export class FakeMerchantServer {
  payment: MerchantPayment | Answer;
  merchant: MerchantProfile | Answer = merchantProfile();
  currencies: MerchantCurrency[] | Answer = [bitcoin, litecoin];
  configuration: 'ok' | 'fail' = 'ok';
  /** How the coin choice answers; by default the payment becomes `bitcoinPayment(Date.now())`. */
  chooseAnswer: ((iso: string) => MerchantPayment) | Answer = (iso) =>
    bitcoinPayment(Date.now(), { currency_1_iso: iso as MerchantPayment['currency_1_iso'] });
  readonly requests: SentRequest[] = [];

  constructor(payment: MerchantPayment | Answer) {
    this.payment = payment;
  }

  readonly fetch: FetchLike = async (url, init) => {
    const body: unknown = init.body === undefined ? undefined : JSON.parse(init.body);
    this.requests.push({ method: init.method, url, body });
    return { status: 200, text: async () => JSON.stringify(this.answer(init.method, url, body)) };
  };

  requestsTo(path: string): SentRequest[] {
    return this.requests.filter((request) => request.url.split('?')[0] === path);
  }

  private answer(method: string, url: string, body: unknown): unknown {
    const path = url.split('?')[0];
    if (method === 'GET' && path === '/api/config') {
      return this.configuration === 'ok'
        ? { request_status: 1, request_details: { module: { api: '/api', mapi: '/m' } } }
        : failure('server_error');
    }
    if (method === 'GET' && path === '/m/api/merchant') return envelope(this.merchant);
    if (method === 'POST' && path === '/m/api/currencies') {
      return typeof this.currencies === 'string'
        ? envelope(this.currencies)
        : envelope({ currencies: this.currencies });
    }
    if (method === 'POST' && path === '/m/api/transaction/status') return envelope(this.payment);
    if (method === 'POST' && path === '/m/api/transaction/currency') {
      if (typeof this.chooseAnswer === 'string') return envelope(this.chooseAnswer);
      this.payment = this.chooseAnswer((body as { currency_1_iso: string }).currency_1_iso);
      return envelope(this.payment);
    }
    return failure('not_found');
  }
}

function failure(code: string) {
  return { request_status: 0, error_code: code, error_message: { request: { error: [code] } } };
}

function envelope(value: unknown) {
  if (value === 'fail') return failure('server_error');
  if (value === 'not_found') return failure('not_found');
  return { request_status: 1, request_details: value };
}

type Listener = (event: { data?: unknown }) => void;

/** An EventSource the test drives: `push` sends an `event: payment`, `fail` an error. */
export class FakeEventSource {
  static instances: FakeEventSource[] = [];
  readonly url: string;
  closed = false;
  private readonly listeners = new Map<string, Listener[]>();

  constructor(url: string) {
    this.url = url;
    FakeEventSource.instances.push(this);
  }

  static latest(): FakeEventSource {
    const source = FakeEventSource.instances.at(-1);
    if (source === undefined) throw new Error('No EventSource was opened');
    return source;
  }

  addEventListener(type: string, listener: Listener): void {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }

  close(): void {
    this.closed = true;
  }

  push(payment: MerchantPayment | string): void {
    this.dispatch('payment', { data: typeof payment === 'string' ? payment : JSON.stringify(payment) });
  }

  fail(): void {
    this.dispatch('error', {});
  }

  private dispatch(type: string, event: { data?: unknown }): void {
    if (this.closed) return;
    for (const listener of this.listeners.get(type) ?? []) listener(event);
  }
}
