import type { CheckoutTransactionData } from '@platform/core';

/** Answers of the contract's rows for the checkout's tests (each is checked against its row's schema when sent). */
export const checkoutId = 'chk_abcdefghijklmnopqrstuv';
export const quoteId = 'qt_abcdefghijklmnopqrstuvw';

export function transactionData(overrides: Partial<Record<keyof CheckoutTransactionData, unknown>> = {}): string {
  return JSON.stringify({
    merchant_id: 'mer_demo1',
    payment_method: 'Credit Card',
    currency_1_amount: '250.00',
    currency_1_iso: 'EUR',
    currency_1_fee: '0.00',
    currency_2_amount: '0.00410000',
    currency_2_iso: 'BTC',
    currency_2_address: 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq',
    ...overrides,
  });
}

export function order(overrides: Record<string, unknown> = {}) {
  return {
    id: checkoutId,
    status: 'created',
    payment_status: '',
    payment_method: 'Credit Card',
    fiat_currency: 'EUR',
    fiat_amount: '250.00',
    fee_amount: '0.00',
    refunded_amount: '0.00',
    crypto_currency: 'BTC',
    crypto_amount: '0.00410000',
    rate: '60975.61',
    destination_address: 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq',
    merchant_id: null,
    bank_reference: 'WL-ABC123',
    kyc_required: false,
    quote_expires_at: '2026-11-27T12:03:00.000Z',
    txid: null,
    test_mode: true,
    created_at: '2026-11-27T12:00:00.000Z',
    ...overrides,
  };
}

export function flowCheckout(data: string = transactionData(), orderOverrides: Record<string, unknown> = {}) {
  return {
    _id: checkoutId,
    request_status: 1,
    request_details: { transaction_data: data, order: order(orderOverrides) },
  };
}

export function flowUser(overrides: Record<string, unknown> = {}) {
  return {
    user_info: {
      firstName: 'Ada',
      lastName: 'Lovelace',
      email: 'ada@example.test',
      mobile: '+447700900123',
      emailVerification: 1,
      phoneVerification: 1,
      complianceVerification: 'successful',
      ...overrides,
    },
  };
}

export function quote(overrides: Record<string, unknown> = {}) {
  const now = Date.now();
  return {
    quote_id: quoteId,
    pair: 'EUR_BTC',
    rate: '60975.61',
    fiat_currency: 'EUR',
    fiat_amount: '250.00',
    crypto_currency: 'BTC',
    crypto_amount: '0.00410000',
    fee_amount: '0.00',
    discount_amount: '0.00',
    coupon_code: null,
    merchant_id: null,
    lines: [
      { kind: 'amount', amount: '250.00', currency: 'EUR' },
      { kind: 'processing_fee', amount: '0.00', currency: 'EUR', percent: '0.00' },
    ],
    created_at: new Date(now).toISOString(),
    expires_at: new Date(now + 180_000).toISOString(),
    lock_seconds: 180,
    ...overrides,
  };
}

export function initAnswer(quoteOverrides: Record<string, unknown> = {}) {
  return {
    quote: quote(quoteOverrides),
    limits: { currency: 'EUR', minimum: '20.00', maximum: '10000.00', without_kyc: '700.00' },
    supportedCrypto: [{ currency: 'BTC', currency_displayName: 'Bitcoin', decimals: 8 }],
  };
}

export function checkoutWire(overrides: Record<string, unknown> = {}) {
  return {
    id: checkoutId,
    _id: checkoutId,
    ip: '203.0.113.7',
    ip_country: 'GB',
    verified: { mobile: false, email: false, id: false },
    cryptoCurrency: { currency: 'BTC', currency_displayName: 'Bitcoin', amount: '0.00410000' },
    fiatCurrency: {
      currency: 'EUR',
      currency_original: 'EUR',
      amount: '250.00',
      minimum: '20.00',
      maximum: '10000.00',
      fee: '0.00',
    },
    payment_method: 'Credit Card',
    merchant_addresses: {},
    merchant_fees: {},
    cryptoAddress: 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq',
    step: 1,
    flow: 'buy',
    status: 'created',
    customParams: {},
    ...overrides,
  };
}

/** GET /verify/checkVerify/{id}: the flow's buyer (email, mobile, the guest flow's id state 1 or 3). */
export function flowBuyer(overrides: { email?: boolean; mobile?: boolean; id_state?: 1 | 3 } = {}) {
  const idState = overrides.id_state ?? 1;
  return {
    checkout_id: checkoutId,
    verified: { email: overrides.email ?? true, mobile: overrides.mobile ?? true, id: idState === 1 },
    id_state: idState,
    message: null,
    order_status: 'created',
  };
}
