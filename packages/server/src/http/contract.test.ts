import { endpoints, type AnyEndpoint } from '@platform/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../app.js';
import { openEmptyDatabase } from '../testing/test-databases.js';
import { buildTestApp } from '../testing/test-app.js';
import { endpointOfRoute, routePath } from './serve.js';

/**
 * The server against core's contract (packages/core src/api/endpoints): every route the server
 * registers is a row, served through `serve()` with the row's schemas; every served row is
 * registered; planned rows are not. Test mode, so the test-mode rows are registered too.
 */
describe('the server serves exactly the contract', () => {
  let app: App;
  let cleanup: () => Promise<void>;
  const rows = Object.entries(endpoints) as [string, AnyEndpoint][];
  const baseOf = { api: '/api', merchant: '/m', root: '' };
  const key = (method: string, url: string) => `${method} ${url}`;
  const urlOf = (row: AnyEndpoint) => `${baseOf[row.base]}${routePath(row.path)}`;

  beforeAll(async () => {
    const opened = await openEmptyDatabase('pglite');
    cleanup = opened.cleanup;
    app = await buildTestApp({ database: opened.database, env: { TEST_MODE: '1' } });
  });
  afterAll(async () => {
    await app.close();
    await cleanup();
  });

  /** The API routes (not the docs, which Swagger UI registers, nor the built apps' static files). */
  function apiRoutes() {
    const list: { method: string; url: string; endpoint: AnyEndpoint | undefined }[] = [];
    for (const route of app.registeredRoutes) {
      if (route.url.startsWith('/docs')) continue;
      for (const method of [route.method].flat()) {
        // Fastify adds a HEAD twin of every GET route.
        if (method === 'HEAD') continue;
        list.push({ method, url: route.url, endpoint: endpointOfRoute(route) });
      }
    }
    return list;
  }

  it('registers every route from a row of the contract, at the row’s method, base and path', () => {
    const strays: string[] = [];
    const misplaced: string[] = [];
    for (const route of apiRoutes()) {
      if (route.endpoint === undefined) {
        if (!stillLegacy.includes(key(route.method, route.url))) strays.push(key(route.method, route.url));
        continue;
      }
      const expected = key(route.endpoint.method, urlOf(route.endpoint));
      if (expected !== key(route.method, route.url))
        misplaced.push(`${key(route.method, route.url)} ≠ row ${expected}`);
      if (!rows.some(([, row]) => row === route.endpoint)) misplaced.push(`${key(route.method, route.url)}: not a row`);
    }
    expect(strays, 'routes without a row of the contract').toEqual([]);
    expect(misplaced).toEqual([]);
  });

  it('registers every served row, and no planned row', () => {
    const registered = new Set(apiRoutes().map((route) => key(route.method, route.url)));
    const missing = rows
      .filter(([, row]) => row.status === 'served' && !registered.has(key(row.method, urlOf(row))))
      .map(([name]) => name);
    const plannedButServed = rows
      .filter(([, row]) => row.status === 'planned' && registered.has(key(row.method, urlOf(row))))
      .map(([name]) => name);
    expect(missing, 'served rows without a route').toEqual([]);
    expect(plannedButServed, 'planned rows a route serves: mark them served').toEqual([]);
  });

  it('lists only legacy routes that still exist (the list only shrinks)', () => {
    const legacy = apiRoutes()
      .filter((route) => route.endpoint === undefined)
      .map((route) => key(route.method, route.url));
    expect(stillLegacy.filter((entry) => !legacy.includes(entry))).toEqual([]);
  });
});

/**
 * Routes registered without `serve()` while the one-contract issue moves each module onto its rows;
 * the issue empties this list.
 */
const stillLegacy: string[] = [
  'GET /api/checkout/getChartRates',
  'GET /api/checkout/getRates',
  'GET /api/locate',
  'POST /api/operator/bankDeposits',
  'GET /api/operator/depositBankAccounts',
  'PUT /api/operator/depositBankAccounts',
  'GET /api/operator/depositKeys',
  'PUT /api/operator/depositKeys',
  'GET /api/operator/kyc',
  'GET /api/operator/kyc/:id',
  'POST /api/operator/kyc/:id/approve',
  'GET /api/operator/kyc/:id/files/:fileId',
  'POST /api/operator/kyc/:id/reject',
  'GET /api/operator/ledger/reconcile',
  'GET /api/operator/merchant/payouts',
  'POST /api/operator/merchant/payouts/:id/failed',
  'POST /api/operator/merchant/payouts/:id/paid',
  'POST /api/operator/testDeposit',
  'GET /api/test-mode/outbox',
  'GET /api/test-mode/outbox/:id',
  'GET /api/transactions/getFavorites',
  'GET /api/transactions/getFees',
  'GET /api/transactions/getMerchantSettlments',
  'POST /api/transactions/getTransacionaDetails',
  'POST /api/transactions/getTransactionDetails',
  'POST /api/transactions/getTransactionStatus',
  'GET /api/transactions/getTransactions',
  'GET /api/transactions/getWalletActivity',
  'GET /api/transactions/getWalletBalanceActivity',
  'PATCH /api/users/antiPhishingCode',
  'PATCH /api/users/changeEmail',
  'PATCH /api/users/changeMobile',
  'PATCH /api/users/changeOTP',
  'PATCH /api/users/changePassword',
  'GET /api/users/compliance',
  'POST /api/users/createWallet',
  'PATCH /api/users/defaultWallet',
  'GET /api/users/depositBankDetails',
  'PATCH /api/users/edit',
  'POST /api/users/forgetPassword',
  'GET /api/users/getUserBalances',
  'POST /api/users/login',
  'GET /api/users/loginActivity',
  'POST /api/users/logout',
  'GET /api/users/me',
  'GET /api/users/merchant',
  'PATCH /api/users/merchant/edit',
  'POST /api/users/merchant/keys',
  'GET /api/users/merchant/payments',
  'POST /api/users/merchant/payments',
  'POST /api/users/merchant/payments/:id/acceptLate',
  'POST /api/users/merchant/payments/:id/refund',
  'GET /api/users/merchant/payouts',
  'POST /api/users/merchant/payouts',
  'GET /api/users/merchant/summary',
  'POST /api/users/onboarding',
  'POST /api/users/reauthenticate',
  'POST /api/users/register',
  'POST /api/users/registrationAttempt',
  'POST /api/users/resetPassword',
  'GET /api/users/sessions',
  'DELETE /api/users/sessions/:id',
  'GET /api/users/settlementInfo',
  'GET /api/users/statements',
  'DELETE /api/users/totp',
  'GET /api/users/totp',
  'POST /api/users/totp/confirm',
  'POST /api/users/totp/recoveryCodes',
  'POST /api/users/totp/setup',
  'PATCH /api/users/updateSettlementInfo',
  'PATCH /api/users/updateWebhook',
  'GET /api/users/webhook',
  'GET /api/users/webhook/deliveries',
  'POST /api/users/webhook/enable',
  'POST /api/users/webhook/events/:id/redeliver',
  'POST /api/users/webhook/rotateSecret',
  'POST /api/users/webhook/test',
  'POST /api/verify/requestOTP',
  'POST /api/verify/resend',
  'POST /api/verify/resendOTP',
  'PATCH /api/verify/resetMobileCode/:id',
  'PATCH /api/verify/setVerificationData',
  'PATCH /api/verify/setVerifyId',
  'POST /api/verify/verifyOTP',
  'POST /m/api/currencies',
  'POST /m/api/markets',
  'GET /m/api/merchant',
  'GET /m/api/rates',
  'POST /m/api/rates',
  'POST /m/api/sendlink',
  'POST /m/api/transaction',
  'POST /m/api/transaction/currency',
  'GET /m/api/transaction/events',
  'POST /m/api/transaction/status',
];
