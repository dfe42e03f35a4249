import { endpoints } from '@platform/core';
import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import { serve, type EndpointDetails, type EndpointRequest } from '../../http/serve.js';
import { canonicalRatePairs } from './rate-pair.js';
import { freshRatesOrFail, toRatesDetails, type RatesDetails } from './rates-wire.js';
import { createSharedAnswer } from './shared-answer.js';

/**
 * How long one read of the market rates answers every GET /api/rates. The rates change at the
 * refresher's interval (seconds to minutes), so a visitor sees a new rate at most this much later.
 */
export const marketRatesShareMs = 1000;

async function merchantRates(
  app: FastifyInstance,
  request: EndpointRequest<typeof endpoints.getMerchantRates>,
): Promise<EndpointDetails<typeof endpoints.getMerchantRates>> {
  const pairs = [...new Set(request.body.currencies)];
  return toRatesDetails(await freshRatesOrFail(app, pairs, 'all'));
}

async function marketRates(
  request: EndpointRequest<typeof endpoints.getMarketRates>,
  currentRates: () => Promise<RatesDetails>,
): Promise<EndpointDetails<typeof endpoints.getMarketRates>> {
  const rates = await currentRates();
  const { for: audience, merchant_id: merchantId } = request.query;
  return {
    ...rates,
    for: audience,
    ...(audience === 'seller' && merchantId !== undefined ? { merchant_id: merchantId } : {}),
  };
}

/**
 * Spec §7 "Merchant widget": POST /api/rates and GET /api/rates, under the merchant base.
 * merchant_id is checked for shape only: merchants arrive with the merchant issue, and every
 * merchant sees the same market rates until per-merchant pricing exists.
 */
export const merchantRatesRoutes: FastifyPluginAsync = async (app) => {
  serve(app, endpoints.getMerchantRates, (request) => merchantRates(app, request));
  // The same for every visitor and merchant: one database read answers them all for marketRatesShareMs.
  // Both clocks: the rates module's (tests hold it still or move it past the display age) and a monotonic one.
  const currentRates = createSharedAnswer(
    { ttlMs: marketRatesShareMs, clocks: [() => app.rates.now().getTime(), () => performance.now()] },
    async () => toRatesDetails(await freshRatesOrFail(app, canonicalRatePairs, 'any')),
  );
  serve(app, endpoints.getMarketRates, (request) => marketRates(request, currentRates));
};
