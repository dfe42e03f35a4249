import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createApiClient } from './client.js';
import { pathParamNames, type AnyEndpoint } from './endpoint.js';
import { endpoints } from './endpoints/index.js';
import { isUnchecked } from './unchecked.js';

const client = createApiClient({
  fetch: async () => ({ status: 200, text: async () => '{"request_status":1}' }),
  apiBase: '/api',
  merchantApiBase: '/m',
});
const rows = Object.entries(endpoints) as [string, AnyEndpoint][];
const fullPath = (row: AnyEndpoint) =>
  `${row.method} ${row.base === 'merchant' ? '/m' : row.base === 'api' ? '/api' : ''}${row.path}`;

describe('the API contract', () => {
  it('has a client function for every JSON row, and covers every call of spec §7', () => {
    for (const [name, row] of rows) {
      if (row.produces === 'json') expect(typeof client[name as keyof typeof client], name).toBe('function');
    }
    const routes = rows.map(([, row]) => fullPath(row));
    expect(new Set(routes).size).toBe(routes.length);
    expect(routes).toEqual(expect.arrayContaining(specCalls));
  });

  it('refuses unknown keys in every body and query of the merchant base (strict schemas)', () => {
    const lax: string[] = [];
    for (const [name, row] of rows) {
      if (row.base !== 'merchant' || row.status !== 'served') continue;
      for (const part of ['body', 'query'] as const) {
        const schema = row.request[part];
        if (schema === undefined) continue;
        const parsed = schema.safeParse({ a_mistyped_key: '1' });
        const refused = !parsed.success && parsed.error.issues.some((issue) => issue.code === 'unrecognized_keys');
        if (!refused) lax.push(`${name}.${part}`);
      }
    }
    expect(lax).toEqual([]);
  });

  it('calls /checkout/* and getTransactionStatus checkout calls and nothing else', () => {
    const checkoutCallPaths = rows.filter(([, row]) => row.success === 'success').map(([, row]) => row.path);
    expect(
      checkoutCallPaths.every((path) => path.startsWith('/checkout') || path === '/transactions/getTransactionStatus'),
    ).toBe(true);
    const allCheckoutPaths = rows.filter(([, row]) => row.path.startsWith('/checkout'));
    expect(allCheckoutPaths.every(([, row]) => row.success === 'success')).toBe(true);
  });

  it('names every path placeholder in the params schema, and nothing else', () => {
    for (const [name, row] of rows) {
      const placeholders = pathParamNames(row.path).sort();
      const params = row.request.params;
      const keys = params instanceof z.ZodObject ? Object.keys(params.shape).sort() : [];
      expect(keys, name).toEqual(placeholders);
    }
  });

  it('gives every JSON row a schema of what a success carries, and streams and files none', () => {
    for (const [name, row] of rows) {
      if (row.produces === 'json') expect(row.details, name).toBeInstanceOf(z.ZodType);
      else expect(row.details, name).toBeUndefined();
      expect(row.summary.length, name).toBeGreaterThan(5);
      expect(row.tags.length, name).toBeGreaterThan(0);
    }
  });

  it('gives every served row real schemas; only planned rows may hold placeholders', () => {
    const placeholders = rows
      .filter(([, row]) =>
        [row.request.params, row.request.query, row.request.body, row.details].some((part) => isUnchecked(part)),
      )
      .filter(([, row]) => row.status === 'served')
      .map(([name]) => name);
    expect(placeholders).toEqual([]);
  });
});

/** Every call spec §7 lists, as method and full path on the decided bases. */
const specCalls = [
  'POST /api/users/login',
  'POST /api/users/register',
  'POST /api/users/registrationAttempt',
  'POST /api/users/onboarding',
  'GET /api/users/me',
  'POST /api/verify/requestOTP',
  'POST /api/verify/verifyOTP',
  'POST /api/verify/resendOTP',
  'PATCH /api/users/changePassword',
  'PATCH /api/users/changeOTP',
  'PATCH /api/users/edit',
  'PATCH /api/users/merchant/edit',
  'PATCH /api/users/updateSettlementInfo',
  'PATCH /api/users/updateWebhook',
  'POST /api/users/forgetPassword',
  'PATCH /api/verify/setVerifyId',
  'PATCH /api/verify/setVerificationData',
  'GET /api/users/compliance',
  'POST /api/users/checkout/register',
  'GET /api/users/getUserBalances',
  'GET /api/transactions/getTransactions',
  'GET /api/transactions/getMerchantSettlments',
  'GET /api/transactions/getWalletActivity',
  'GET /api/transactions/getWalletBalanceActivity',
  'GET /api/transactions/getFees',
  'GET /api/transactions/getFavorites',
  'POST /api/transactions/getTransactionStatus',
  'POST /api/transactions/getTransacionaDetails',
  'GET /api/users/getUserCards',
  'GET /api/users/getUserBeneficiaries',
  'POST /api/users/addBeneficiary',
  'POST /api/users/createWallet',
  'POST /api/transactions/withdrawal',
  'GET /api/checkout/getRates',
  'GET /api/checkout/getChartRates',
  'POST /api/coupons/validate',
  'POST /api/checkout',
  'POST /api/checkout/create',
  'POST /api/paynet/deposit',
  'POST /api/checkout/init',
  'GET /api/checkout/getCheckout/{id}',
  'PATCH /api/checkout/status/{id}',
  'PATCH /api/checkout/updatekyc',
  'POST /api/checkout/billing',
  'GET /api/checkout/merchant/{id}',
  'GET /api/checkout/merchant/fees/{id}',
  'GET /api/verify/checkVerify/{id}',
  'GET /api/verify/id/{orderId}',
  'PATCH /api/verify/resetMobileCode/{id}',
  'POST /api/verify/resend',
  'POST /api/paynet/wirePreAuth',
  'POST /api/paynet/wirePreAuthStatus/{id}',
  'POST /m/api/currencies',
  'GET /m/api/merchant',
  'POST /m/api/transaction',
  'POST /m/api/transaction/status',
  'POST /m/api/rates',
  'GET /m/api/rates',
  'POST /m/api/markets',
  'POST /m/api/sendlink',
  'GET /api/config',
];
