import { endpoints } from '@platform/core';
import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import { serve, type EndpointDetails, type EndpointRequest } from '../../http/serve.js';
import { canonicalRatePairs } from './rate-pair.js';
import { freshRatesOrFail, toRatesDetails } from './rates-wire.js';

async function merchantRates(
  app: FastifyInstance,
  request: EndpointRequest<typeof endpoints.getMerchantRates>,
): Promise<EndpointDetails<typeof endpoints.getMerchantRates>> {
  const pairs = [...new Set(request.body.currencies)];
  return toRatesDetails(await freshRatesOrFail(app, pairs, 'all'));
}

async function marketRates(
  app: FastifyInstance,
  request: EndpointRequest<typeof endpoints.getMarketRates>,
): Promise<EndpointDetails<typeof endpoints.getMarketRates>> {
  const rates = await freshRatesOrFail(app, canonicalRatePairs, 'any');
  const { for: audience, merchant_id: merchantId } = request.query;
  return {
    ...toRatesDetails(rates),
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
  serve(app, endpoints.getMarketRates, (request) => marketRates(app, request));
};
