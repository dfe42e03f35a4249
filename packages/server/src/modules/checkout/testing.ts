import { encodeSegwitAddress } from '@platform/core/addresses';
import type { App } from '../../app.js';
import type { Database } from '../../db/database.js';
import { buildTestApp } from '../../testing/test-app.js';

/** Tests only: a regtest BTC address (P2WPKH of a fixed 20-byte program, distinct per seed byte). */
export function regtestBtcAddress(seed = 1): string {
  return encodeSegwitAddress({ hrp: 'bcrt', witnessVersion: 0, program: new Uint8Array(20).fill(seed) });
}

/** Tests only: a test-mode app with rates loaded. */
export async function openCheckoutTestApp(
  openTestDatabase: () => Promise<Database>,
  options: { brandCacheTtlMs?: number } = {},
): Promise<App> {
  const database = await openTestDatabase();
  const app = await buildTestApp({
    database,
    env: { CHAIN_SIM_CONFIRMATIONS: '2' },
    ...(options.brandCacheTtlMs === undefined ? {} : { brandCacheTtlMs: options.brandCacheTtlMs }),
  });
  await app.rates.refresher.refreshNow();
  return app;
}

export const buyer = {
  first_name: 'Ada',
  last_name: 'Lovelace',
  email: 'ada@example.com',
  mobile: '+447700900123',
  accept_terms: true,
  accept_refund_policy: true,
} as const;

/** Tests only: a quote then an order for it; answers the createCheckout details and the flow token. */
export async function createTestCheckout(
  app: App,
  options: {
    amount?: string;
    email?: string;
    mode?: 'test' | 'live';
    coupon?: string;
    merchantId?: string;
    paymentMethod?: string;
    crypto?: string;
    address?: string;
  } = {},
) {
  const init = await app.inject({
    method: 'POST',
    url: '/api/checkout/init',
    payload: {
      fiat_currency: 'EUR',
      crypto_currency: options.crypto ?? 'BTC',
      ...(options.amount === undefined ? {} : { fiat_amount: options.amount }),
      ...(options.mode === undefined ? {} : { mode: options.mode }),
      ...(options.coupon === undefined ? {} : { coupon_code: options.coupon }),
      ...(options.merchantId === undefined ? {} : { merchant_id: options.merchantId }),
    },
  });
  if (init.statusCode !== 200) throw new Error(`init ${init.statusCode}: ${init.body}`);
  const quoteId = init.json().request_details.quote.quote_id as string;
  const created = await app.inject({
    method: 'POST',
    url: '/api/checkout/create',
    payload: {
      ...buyer,
      email: options.email ?? buyer.email,
      quote_id: quoteId,
      crypto_address: options.address ?? regtestBtcAddress(),
      ...(options.paymentMethod === undefined ? {} : { payment_method: options.paymentMethod }),
    },
  });
  if (created.statusCode !== 200) throw new Error(`create ${created.statusCode}: ${created.body}`);
  const details = created.json().request_details as {
    transaction_token: string;
    flow_token: string;
    order: { status: string; kyc_required: boolean; fiat_amount: string; fee_amount: string; crypto_amount: string };
  };
  return { quoteId, details, authorization: details.flow_token, orderId: details.transaction_token };
}
