import { basisPointsToPercent } from '@platform/core';
import type { Queryable } from '../../db/database.js';
import { DomainError } from '../../errors/domain-error.js';
import { checkoutText } from './checkout-texts.js';

export interface Coupon {
  code: string;
  discountBasisPoints: bigint;
  expiresAt: Date | null;
}

/**
 * Test mode's seeded coupons, valid for every brand without a row (documented in README.md):
 * TESTNOFEES waives the fees, TESTHALFFEES halves them.
 */
export const testModeCoupons: Readonly<Record<string, bigint>> = { TESTNOFEES: 10_000n, TESTHALFFEES: 5_000n };

export const invalidCouponMessage = checkoutText('couponInvalid');

interface CouponRow {
  code: string;
  discount_bps: number;
  max_uses: number | null;
  uses: number;
  expires_at: Date | null;
}

/** A live coupon of the brand, or a validation_failed naming coupon_code. */
export async function requireCoupon(options: {
  queryable: Queryable;
  brandId: string;
  code: string;
  testMode: boolean;
  now: Date;
}): Promise<Coupon> {
  const code = options.code.trim().toUpperCase();
  const builtIn = options.testMode ? testModeCoupons[code] : undefined;
  if (builtIn !== undefined) return { code, discountBasisPoints: builtIn, expiresAt: null };
  const result = await options.queryable.query<CouponRow>(
    `select code, discount_bps, max_uses, uses, expires_at from checkout_coupons where brand_id = $1 and code = $2`,
    [options.brandId, code],
  );
  const row = result.rows[0];
  const usedUp = row !== undefined && row.max_uses !== null && row.uses >= row.max_uses;
  const expired = row?.expires_at != null && new Date(row.expires_at).getTime() <= options.now.getTime();
  if (row === undefined || usedUp || expired)
    throw new DomainError('validation_failed', { coupon_code: invalidCouponMessage });
  return {
    code,
    discountBasisPoints: BigInt(row.discount_bps),
    expiresAt: row.expires_at === null ? null : new Date(row.expires_at),
  };
}

/** Counts one use when an order is created with the coupon; refuses a coupon used up meanwhile. */
export async function useCoupon(queryable: Queryable, brandId: string, code: string, testMode: boolean): Promise<void> {
  if (testMode && testModeCoupons[code] !== undefined) return;
  const result = await queryable.query(
    `update checkout_coupons set uses = uses + 1
      where brand_id = $1 and code = $2 and (max_uses is null or uses < max_uses) returning code`,
    [brandId, code],
  );
  if (result.rows.length === 0) throw new DomainError('validation_failed', { coupon_code: invalidCouponMessage });
}

export function couponDetails(coupon: Coupon) {
  return {
    coupon_code: coupon.code,
    valid: true as const,
    discount_percent: basisPointsToPercent(coupon.discountBasisPoints),
    expires_at: coupon.expiresAt === null ? null : coupon.expiresAt.toISOString(),
  };
}
