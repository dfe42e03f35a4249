import { endpoints, type ChartRangeName } from '@platform/core';
import type { FastifyInstance, FastifyPluginAsync, FastifyRequest } from 'fastify';
import { DomainError } from '../../errors/domain-error.js';
import { serve, type EndpointDetails, type EndpointRequest } from '../../http/serve.js';
import { chartBucketsMs, getChartRates, type ChartBucket } from './chart-rates.js';
import { canonicalRatePairs } from './rate-pair.js';
import { isRatesError } from './rates-error.js';
import { freshRatesOrFail, toRatesDetails } from './rates-wire.js';

/**
 * Without a coupon lookup (the checkout module's coupons) a coupon code is accepted, not applied, and
 * the answer says so: the rates shown are the plain ones, so nobody is shown a discount they will
 * not get.
 */
export const couponNotAppliedNote = 'Coupons are not applied to rates yet; these are the standard rates.';
export const couponInvalidNote = 'This promo code is not valid or has expired.';
export const couponAppliedNote = (percent: string) =>
  `This promo code takes ${percent} % off the fees of your order; the rates are unchanged.`;

/** A coupon of the request's brand: its discount of the fees (percent text), or null when it is not valid. */
export type CouponLookup = (request: FastifyRequest, code: string) => Promise<{ discountPercent: string } | null>;

const chartRanges = {
  '1h': { spanMs: 60 * 60_000, bucket: '1m' },
  '24h': { spanMs: 24 * 60 * 60_000, bucket: '5m' },
  '7d': { spanMs: 7 * 24 * 60 * 60_000, bucket: '1h' },
  '30d': { spanMs: 30 * 24 * 60 * 60_000, bucket: '4h' },
  '1y': { spanMs: 365 * 24 * 60 * 60_000, bucket: '1d' },
} as const satisfies Record<ChartRangeName, { spanMs: number; bucket: ChartBucket }>;

async function checkoutRates(
  app: FastifyInstance,
  request: EndpointRequest<typeof endpoints.getRates>,
  couponLookup: CouponLookup | undefined,
): Promise<EndpointDetails<typeof endpoints.getRates>> {
  const rates = await freshRatesOrFail(app, canonicalRatePairs, 'any');
  const couponCode = request.query.coupon_code === '' ? undefined : request.query.coupon_code;
  if (couponCode === undefined) return { ...toRatesDetails(rates), coupon_applied: false };
  if (couponLookup === undefined)
    return {
      ...toRatesDetails(rates),
      coupon_code: couponCode,
      coupon_note: couponNotAppliedNote,
      coupon_applied: false,
    };
  const coupon = await couponLookup(request, couponCode);
  if (coupon === null)
    return { ...toRatesDetails(rates), coupon_code: couponCode, coupon_note: couponInvalidNote, coupon_applied: false };
  return {
    ...toRatesDetails(rates),
    coupon_code: couponCode.toUpperCase(),
    coupon_applied: true,
    coupon_discount_percent: coupon.discountPercent,
    coupon_note: couponAppliedNote(coupon.discountPercent),
  };
}

async function chartRates(
  app: FastifyInstance,
  request: EndpointRequest<typeof endpoints.getChartRates>,
): Promise<EndpointDetails<typeof endpoints.getChartRates>> {
  const { pair, range } = request.query;
  const { spanMs, bucket } = chartRanges[range];
  const to = app.rates.now();
  try {
    const points = await getChartRates({
      database: app.database,
      pair,
      from: new Date(to.getTime() - spanMs),
      to: new Date(to.getTime() + 1),
      bucket,
    });
    return { pair, range, bucket_ms: chartBucketsMs[bucket], points };
  } catch (error) {
    if (isRatesError(error)) throw new DomainError('validation_failed', { pair: error.message });
    throw error;
  }
}

/** Spec §7 "Checkout and rates": GET /checkout/getRates and GET /checkout/getChartRates (checkout calls answer success). */
export const checkoutRatesRoutes: FastifyPluginAsync<{ couponLookup?: CouponLookup }> = async (app, options) => {
  serve(app, endpoints.getRates, (request) => checkoutRates(app, request, options.couponLookup));
  serve(app, endpoints.getChartRates, (request) => chartRates(app, request));
};
