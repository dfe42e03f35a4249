import { failureEnvelopeSchema } from '@platform/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { DomainError } from '../../errors/domain-error.js';
import { chartBucketsMs, getChartRates, type ChartBucket } from './chart-rates.js';
import { canonicalRatePairs, ratePairTextSchema } from './rate-pair.js';
import { isRatesError } from './rates-error.js';
import { freshRatesOrFail, ratesDetailsSchema, toRatesDetails } from './rates-wire.js';

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
} as const satisfies Record<string, { spanMs: number; bucket: ChartBucket }>;
const chartRangeNames = Object.keys(chartRanges) as (keyof typeof chartRanges)[];

const getRatesResponseSchema = z.object({
  success: z.literal(true),
  request_details: ratesDetailsSchema.extend({
    coupon_code: z.string().optional(),
    coupon_applied: z.boolean(),
    coupon_note: z.string().optional(),
  }),
});

const chartResponseSchema = z.object({
  success: z.literal(true),
  request_details: z.object({
    pair: z.string(),
    range: z.enum(chartRangeNames),
    bucket_ms: z.number().int(),
    points: z.array(z.object({ time: z.number().int(), price: z.string() })).max(501),
  }),
});

/** Spec §7 "Checkout and rates": GET /checkout/getRates and GET /checkout/getChartRates (checkout calls answer success). */
export const checkoutRatesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/checkout/getRates',
    {
      schema: {
        summary: 'Current rates of every supported fiat/crypto pair (EUR_BTC = EUR per 1 BTC)',
        description: `Rates up to the display age, each with source and time; pairs without a current rate are left out, and none at all is 503 service_unavailable. coupon_code is accepted but not applied yet (coupon_applied false, with a note).`,
        tags: ['rates'],
        querystring: z.object({
          coupon_code: z
            .string()
            .max(64)
            .regex(/^[A-Za-z0-9_-]*$/, { message: 'must be letters, digits, _ or -' })
            .optional(),
        }),
        response: { 200: getRatesResponseSchema, 400: failureEnvelopeSchema, 503: failureEnvelopeSchema },
      },
    },
    async (request) => {
      const rates = await freshRatesOrFail(app, canonicalRatePairs, 'any');
      const couponCode = request.query.coupon_code === '' ? undefined : request.query.coupon_code;
      return {
        success: true as const,
        request_details: {
          ...toRatesDetails(rates),
          ...(couponCode === undefined ? {} : { coupon_code: couponCode, coupon_note: couponNotAppliedNote }),
          coupon_applied: false,
        },
      };
    },
  );

  app.get(
    '/checkout/getChartRates',
    {
      schema: {
        summary: 'Rate history of one pair for charts: the last rate of each bucket, oldest first',
        description: `range 1h (1 min buckets), 24h (5 min), 7d (1 h), 30d (4 h), 1y (1 day); buckets without an observation are gaps.`,
        tags: ['rates'],
        querystring: z.object({
          pair: ratePairTextSchema,
          range: z.enum(chartRangeNames).default('24h'),
        }),
        response: { 200: chartResponseSchema, 400: failureEnvelopeSchema },
      },
    },
    async (request) => {
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
        return { success: true as const, request_details: { pair, range, bucket_ms: chartBucketsMs[bucket], points } };
      } catch (error) {
        if (isRatesError(error)) throw new DomainError('validation_failed', { pair: error.message });
        throw error;
      }
    },
  );
};
