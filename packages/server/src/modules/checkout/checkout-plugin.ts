import type { ChainNetwork } from '@platform/core/addresses';
import { basisPointsToPercent } from '@platform/core';
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { isDomainError } from '../../errors/domain-error.js';
import { hostnameFromHost } from '../brands/index.js';
import { createCheckoutOrders, type CheckoutContext } from './checkout-service.js';
import { requireCoupon } from './coupons.js';
import { requireFlowCheckout } from './flow-tokens.js';
import type { TransitionEffect } from './order-transitions.js';
import type { CheckoutCodeSender } from './orders-port.js';

export interface CheckoutPluginOptions {
  testMode: boolean;
  network: ChainNetwork;
  moneyRateMaxAgeMs: number;
  now?: () => Date;
  /** Run inside every order transition's transaction (ledger postings, delivery, webhooks). */
  effects?: TransitionEffect[];
}

export interface CheckoutService {
  context: CheckoutContext;
  codeSender(): CheckoutCodeSender | undefined;
  /** A coupon of the request's brand (GET /checkout/getRates's coupon_code), or null when it is not valid. */
  couponLookup(request: FastifyRequest, code: string): Promise<{ discountPercent: string } | null>;
}

declare module 'fastify' {
  interface FastifyInstance {
    checkout: CheckoutService;
  }
}

/**
 * The guest checkout's orders: decorates `app.checkoutOrders` (the port of orders-port.ts, for the
 * payment rails), `app.checkoutFlow` (flow tokens) and `app.checkout` (its routes' context).
 */
export const checkoutPlugin = fp<CheckoutPluginOptions>(
  async (app, options) => {
    const context: CheckoutContext = {
      database: app.database,
      testMode: options.testMode,
      network: options.network,
      moneyRateMaxAgeMs: options.moneyRateMaxAgeMs,
      now: options.now ?? (() => new Date()),
      effects: [...(options.effects ?? [])],
    };
    let codeSender: CheckoutCodeSender | undefined;
    app.decorate('checkoutOrders', createCheckoutOrders(context));
    app.decorate('checkoutFlow', {
      requireCheckout: (request, checkoutId) =>
        requireFlowCheckout({
          queryable: context.database,
          request,
          now: context.now(),
          ...(checkoutId === undefined ? {} : { checkoutId }),
        }),
      setCodeSender(sender) {
        codeSender = sender;
      },
    });
    app.decorate('checkout', {
      context,
      codeSender: () => codeSender,
      async couponLookup(request, code) {
        const brand = await app.brands.resolver.resolve(hostnameFromHost(request.host));
        try {
          const coupon = await requireCoupon({
            queryable: context.database,
            brandId: brand.id,
            code,
            testMode: context.testMode,
            now: context.now(),
          });
          return { discountPercent: basisPointsToPercent(coupon.discountBasisPoints) };
        } catch (error) {
          if (isDomainError(error) && error.code === 'validation_failed') return null;
          throw error;
        }
      },
    });
  },
  { name: 'checkout', dependencies: ['database', 'brands', 'rates', 'accounts', 'identity', 'merchants'] },
);
