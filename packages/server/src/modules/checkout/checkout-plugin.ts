import type { ChainNetwork } from '@platform/core/addresses';
import fp from 'fastify-plugin';
import { createCheckoutOrders, type CheckoutContext } from './checkout-service.js';
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
    app.decorate('checkout', { context, codeSender: () => codeSender });
  },
  { name: 'checkout', dependencies: ['database', 'brands', 'rates', 'accounts', 'identity', 'merchants'] },
);
