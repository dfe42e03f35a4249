import { describe, expect, it } from 'vitest';
import { refundAmountRefusalOf, refundDeltaOf, refundedSharesOf, type OrderPaymentParts } from './checkout-refunds.js';

/** 250.00 EUR paid, 3.75 of fees (2.50 the platform's, 1.25 a merchant's), 0.00412345 BTC bought. */
const order: OrderPaymentParts = {
  paidMinor: 25_000n,
  feeMinor: 375n,
  platformFeeMinor: 250n,
  cryptoBaseUnits: 412_345n,
};

describe('partial refunds of a checkout order', () => {
  it('reverses the payment in proportion and reduces the coins to deliver at the locked rate', () => {
    expect(refundedSharesOf(order, 0n)).toEqual({
      netMinor: 0n,
      platformFeeMinor: 0n,
      merchantFeeMinor: 0n,
      cryptoToDeliverBaseUnits: 412_345n,
    });
    // 100.00 of 250.00: fees ⌊375 × 0.4⌋ = 150 (100 the platform's, 50 the merchant's), the net the rest.
    expect(refundedSharesOf(order, 10_000n)).toEqual({
      netMinor: 9_850n,
      platformFeeMinor: 100n,
      merchantFeeMinor: 50n,
      cryptoToDeliverBaseUnits: 247_407n, // ⌊412345 × 0.6⌋
    });
    expect(refundedSharesOf(order, 25_000n)).toEqual({
      netMinor: 24_625n,
      platformFeeMinor: 250n,
      merchantFeeMinor: 125n,
      cryptoToDeliverBaseUnits: 0n,
    });
  });

  it('adds up exactly, part by part, for every split into refunds (each part grows, none passes its whole)', () => {
    const parts: OrderPaymentParts = {
      paidMinor: 3_001n,
      feeMinor: 97n,
      platformFeeMinor: 61n,
      cryptoBaseUnits: 5_003n,
    };
    let seed = 7;
    const next = (limit: bigint) => {
      seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
      return (BigInt(seed) % limit) + 1n;
    };
    for (let run = 0; run < 60; run += 1) {
      let refunded = 0n;
      const sums = { net: 0n, platform: 0n, merchant: 0n };
      let coins = parts.cryptoBaseUnits;
      while (refunded < parts.paidMinor) {
        const amount = next(parts.paidMinor - refunded > 400n ? 400n : parts.paidMinor - refunded);
        const delta = refundDeltaOf(parts, refunded, amount);
        expect(delta.netMinor + delta.platformFeeMinor + delta.merchantFeeMinor).toBe(amount);
        for (const share of [delta.netMinor, delta.platformFeeMinor, delta.merchantFeeMinor])
          expect(share >= 0n).toBe(true);
        expect(delta.cryptoToDeliverBaseUnits <= coins).toBe(true);
        coins = delta.cryptoToDeliverBaseUnits;
        sums.net += delta.netMinor;
        sums.platform += delta.platformFeeMinor;
        sums.merchant += delta.merchantFeeMinor;
        refunded += amount;
        expect(delta.full).toBe(refunded === parts.paidMinor);
      }
      expect(sums).toEqual({ net: 3_001n - 97n, platform: 61n, merchant: 36n });
      expect(coins).toBe(0n);
    }
  });

  it('never lets the refunds of an order pass what was paid, and keeps coins to deliver until the last one', () => {
    expect(refundAmountRefusalOf(order, { reservedMinor: 0n, amountMinor: 0n })).toBe('amount_not_positive');
    expect(refundAmountRefusalOf(order, { reservedMinor: 0n, amountMinor: 25_000n })).toBeNull();
    expect(refundAmountRefusalOf(order, { reservedMinor: 10_000n, amountMinor: 15_000n })).toBeNull();
    expect(refundAmountRefusalOf(order, { reservedMinor: 10_000n, amountMinor: 15_001n })).toBe('exceeds_refundable');
    expect(refundAmountRefusalOf(order, { reservedMinor: 25_000n, amountMinor: 1n })).toBe('exceeds_refundable');
    // One coin base unit bought: any partial refund would leave nothing to deliver.
    const tiny = { ...order, cryptoBaseUnits: 1n };
    expect(refundAmountRefusalOf(tiny, { reservedMinor: 0n, amountMinor: 1n })).toBe('no_coins_left');
    expect(refundAmountRefusalOf(tiny, { reservedMinor: 0n, amountMinor: 25_000n })).toBeNull();
  });

  it('refuses impossible orders loudly (a broken invariant)', () => {
    expect(() => refundedSharesOf(order, 25_001n)).toThrow(RangeError);
    expect(() => refundedSharesOf({ ...order, feeMinor: 25_000n }, 1n)).toThrow(RangeError);
  });
});
