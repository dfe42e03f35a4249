import { describe, expect, it } from 'vitest';
import { createApiClient } from './client.js';
import type { FetchLike } from './fetch-like.js';

const neverCalled: FetchLike = async () => {
  throw new Error('not called: these cases only check types');
};
const client = createApiClient({ fetch: neverCalled, apiBase: '/api', merchantApiBase: '/m' });

describe('client types', () => {
  it('refuses calls that miss what the call needs', () => {
    const misuse = () => {
      // @ts-expect-error the login body is required
      void client.login();
      // @ts-expect-error path param id is required
      void client.getCheckout({});
      // @ts-expect-error wrong param name
      void client.getCheckout({ params: { orderId: '1' } });
      // @ts-expect-error setVerifyId only takes pending or review
      void client.setVerifyId({ body: { compliance: 'done' } });
      // @ts-expect-error the merchant lookup needs merchant_id
      void client.getMerchant();
      // @ts-expect-error rate pairs look like EUR_BTC
      void client.getMerchantRates({ body: { merchant_id: 'm', currencies: ['EURBTC'] } });
    };
    expect(typeof misuse).toBe('function');
  });
});
