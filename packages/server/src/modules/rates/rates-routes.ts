import type { FastifyPluginAsync } from 'fastify';
import { checkoutRatesRoutes } from './checkout-rates-routes.js';
import { merchantRatesRoutes } from './merchant-rates-routes.js';

export interface RatesRoutesOptions {
  apiBase: string;
  merchantApiBase: string;
}

/** The rates calls: checkout ones under the API base, merchant widget ones under the merchant base. Needs ratesPlugin. */
export const ratesRoutes: FastifyPluginAsync<RatesRoutesOptions> = async (app, options) => {
  await app.register(checkoutRatesRoutes, { prefix: options.apiBase });
  await app.register(merchantRatesRoutes, { prefix: options.merchantApiBase });
};
