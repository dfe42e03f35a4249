import { failureEnvelopeSchema } from '@platform/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { canonicalRatePairs, maxPairsPerCall, ratePairTextSchema } from './rate-pair.js';
import { freshRatesOrFail, ratesDetailsSchema, toRatesDetails } from './rates-wire.js';

const merchantIdSchema = z.string().trim().min(1).max(200);

const ratesEnvelopeSchema = z.object({ request_status: z.literal(1), request_details: ratesDetailsSchema });
const marketEnvelopeSchema = z.object({
  request_status: z.literal(1),
  request_details: ratesDetailsSchema.extend({ for: z.enum(['market', 'seller']), merchant_id: z.string().optional() }),
});

/**
 * Spec §7 "Merchant widget": POST /api/rates and GET /api/rates, under the merchant base.
 * merchant_id is checked for shape only: merchants arrive with the merchant issue, and every
 * merchant sees the same market rates until per-merchant pricing exists.
 */
export const merchantRatesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/rates',
    {
      schema: {
        summary: 'Current rates of the pairs a merchant widget asks for (EUR_BTC = EUR per 1 BTC; BTC_EUR its inverse)',
        description: `Every pair must have a rate up to the display age, else 503 service_unavailable naming the pairs. Inverse pairs are derived from the quoted pair, rounded down at 18 decimals.`,
        tags: ['rates'],
        body: z.object({
          currencies: z.array(ratePairTextSchema).min(1).max(maxPairsPerCall),
          merchant_id: merchantIdSchema,
        }),
        response: { 200: ratesEnvelopeSchema, 400: failureEnvelopeSchema, 503: failureEnvelopeSchema },
      },
    },
    async (request) => {
      const pairs = [...new Set(request.body.currencies)];
      const rates = await freshRatesOrFail(app, pairs, 'all');
      return { request_status: 1 as const, request_details: toRatesDetails(rates) };
    },
  );

  app.get(
    '/api/rates',
    {
      schema: {
        summary: 'Current market rates (for=market) or a seller’s rates (for=seller&merchant_id=…)',
        tags: ['rates'],
        querystring: z
          .object({ for: z.enum(['market', 'seller']).default('market'), merchant_id: merchantIdSchema.optional() })
          .refine((query) => query.for === 'market' || query.merchant_id !== undefined, {
            message: 'merchant_id is required for seller rates',
            path: ['merchant_id'],
          }),
        response: { 200: marketEnvelopeSchema, 400: failureEnvelopeSchema, 503: failureEnvelopeSchema },
      },
    },
    async (request) => {
      const rates = await freshRatesOrFail(app, canonicalRatePairs, 'any');
      const { for: audience, merchant_id: merchantId } = request.query;
      return {
        request_status: 1 as const,
        request_details: {
          ...toRatesDetails(rates),
          for: audience,
          ...(audience === 'seller' && merchantId !== undefined ? { merchant_id: merchantId } : {}),
        },
      };
    },
  );
};
