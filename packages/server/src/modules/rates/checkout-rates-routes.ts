import { endpoints, type ChartRangeName } from '@platform/core';
import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import { DomainError } from '../../errors/domain-error.js';
import { serve, type EndpointDetails, type EndpointRequest } from '../../http/serve.js';
import { chartBucketsMs, getChartRates, type ChartBucket } from './chart-rates.js';
import { canonicalRatePairs } from './rate-pair.js';
import { isRatesError } from './rates-error.js';
import { freshRatesOrFail, toRatesDetails } from './rates-wire.js';

/**
 * Coupons arrive with the checkout issue. Until then a coupon code is accepted, not applied, and
 * the answer says so: the rates shown are the plain ones, so nobody is shown a discount they will
 * not get.
 */
export const couponNotAppliedNote = 'Coupons are not applied to rates yet; these are the standard rates.';

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
): Promise<EndpointDetails<typeof endpoints.getRates>> {
  const rates = await freshRatesOrFail(app, canonicalRatePairs, 'any');
  const couponCode = request.query.coupon_code === '' ? undefined : request.query.coupon_code;
  return {
    ...toRatesDetails(rates),
    ...(couponCode === undefined ? {} : { coupon_code: couponCode, coupon_note: couponNotAppliedNote }),
    coupon_applied: false,
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
export const checkoutRatesRoutes: FastifyPluginAsync = async (app) => {
  serve(app, endpoints.getRates, (request) => checkoutRates(app, request));
  serve(app, endpoints.getChartRates, (request) => chartRates(app, request));
};
