import { describe, expect, it } from 'vitest';
import { depositAddressRequestSchema, paymentUriRequestSchema } from './request-schemas.js';

describe('request schemas', () => {
  it('refuse an unknown coin, a hardened index and an amount sent as a number', () => {
    const request = { coin: 'BTC', network: 'mainnet', accountXpub: 'zpub…', index: 0 };
    expect(depositAddressRequestSchema.safeParse(request).success).toBe(true);
    expect(depositAddressRequestSchema.safeParse({ ...request, coin: 'DOGE' }).success).toBe(false);
    expect(depositAddressRequestSchema.safeParse({ ...request, index: 0x80000000 }).success).toBe(false);
    const uri = { coin: 'ETH', network: 'mainnet', address: '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed' };
    expect(paymentUriRequestSchema.safeParse({ ...uri, amount: '1.5' }).success).toBe(true);
    expect(paymentUriRequestSchema.safeParse({ ...uri, amount: 1.5 }).success).toBe(false);
  });
});
