import { endpoints, type ChartRangeName } from '@platform/core';
import type { FastifyInstance, FastifyPluginAsync, FastifyRequest } from 'fastify';
import { DomainError } from '../../errors/domain-error.js';
import { serve, type EndpointDetails, type EndpointRequest } from '../../http/serve.js';
import { chartBucketsMs, getChartRates } from './chart-rates.js';
import { getHistoryChart } from './market-chart.js';
import { historyResolutionMs, type HistoryResolution } from './rates-provider.js';
import { canonicalRatePairs, parseRatePair } from './rate-pair.js';
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

/**
 * Chart ranges at the history's granularities: 24h of 5-minute points, 7d and 30d of hourly ones,
 * 1y of daily ones. 1h reads the rate snapshots (1 minute) of a wallet coin's pair, and 5-minute
 * history points of any other coin.
 */
const chartRanges = {
  '1h': { spanMs: 60 * 60_000, resolution: '5m' },
  '24h': { spanMs: 24 * 60 * 60_000, resolution: '5m' },
  '7d': { spanMs: 7 * 24 * 60 * 60_000, resolution: '1h' },
  '30d': { spanMs: 30 * 24 * 60 * 60_000, resolution: '1h' },
  '1y': { spanMs: 365 * 24 * 60 * 60_000, resolution: '1d' },
} as const satisfies Record<ChartRangeName, { spanMs: number; resolution: HistoryResolution }>;

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
  const { spanMs, resolution } = chartRanges[range];
  const to = app.rates.now();
  const from = new Date(to.getTime() - spanMs);
  try {
    if (range === '1h' && parseRatePair(pair) !== undefined) {
      const points = await getChartRates({
        database: app.database,
        pair,
        from,
        to: new Date(to.getTime() + 1),
        bucket: '1m',
      });
      return { pair, range, bucket_ms: chartBucketsMs['1m'], points };
    }
    const stepMs = historyResolutionMs[resolution];
    // From the bucket holding `from`, so the first point is the price at the start of the range.
    const firstBucket = new Date(Math.floor(from.getTime() / stepMs) * stepMs);
    const points = await getHistoryChart({
      database: app.database,
      pair,
      resolution,
      from: firstBucket,
      to: new Date(to.getTime() + 1),
    });
    return { pair, range, bucket_ms: stepMs, points };
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
