import { describe, expect, it } from 'vitest';
import { apiCalls } from './api-calls.js';
import { createApiClient } from './client.js';

const client = createApiClient({
  fetch: async () => ({ status: 200, text: async () => '{"request_status":1}' }),
  apiBase: '/api',
  merchantApiBase: '/m',
});

describe('route table', () => {
  it('has a function for every row of the route table, and the route table covers spec §7', () => {
    for (const name of Object.keys(apiCalls)) expect(typeof client[name as keyof typeof client]).toBe('function');
    const routes = Object.values(apiCalls).map(
      (call) => `${call.method} ${call.base === 'merchant' ? '/m' : '/api'}${call.path}`,
    );
    expect(new Set(routes).size).toBe(routes.length);
    expect(routes).toEqual(expect.arrayContaining(specCalls));
  });

  it('calls /checkout/* and getTransactionStatus checkout calls and nothing else', () => {
    const checkoutCallPaths = Object.values(apiCalls)
      .filter((call) => call.success === 'success')
      .map((call) => call.path);
    expect(
      checkoutCallPaths.every((path) => path.startsWith('/checkout') || path === '/transactions/getTransactionStatus'),
    ).toBe(true);
    const allCheckoutPaths = Object.values(apiCalls).filter((call) => call.path.startsWith('/checkout'));
    expect(allCheckoutPaths.every((call) => call.success === 'success')).toBe(true);
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
