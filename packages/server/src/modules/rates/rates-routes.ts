import type { FastifyPluginAsync } from 'fastify';
import { checkoutRatesRoutes, type CouponLookup } from './checkout-rates-routes.js';
import { merchantRatesRoutes } from './merchant-rates-routes.js';

export interface RatesRoutesOptions {
  apiBase: string;
  merchantApiBase: string;
  /** How GET /checkout/getRates reads a coupon_code (the checkout module's coupons); without it, codes are not applied. */
  couponLookup?: CouponLookup;
}

/** The rates calls: checkout ones under the API base, merchant widget ones under the merchant base. Needs ratesPlugin. */
export const ratesRoutes: FastifyPluginAsync<RatesRoutesOptions> = async (app, options) => {
  await app.register(checkoutRatesRoutes, {
    prefix: options.apiBase,
    ...(options.couponLookup === undefined ? {} : { couponLookup: options.couponLookup }),
  });
  await app.register(merchantRatesRoutes, { prefix: options.merchantApiBase });
};
