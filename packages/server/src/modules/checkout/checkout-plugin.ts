import type { ChainNetwork } from '@platform/core/addresses';
import { basisPointsToPercent } from '@platform/core';
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { isDomainError } from '../../errors/domain-error.js';
import { hostnameFromHost } from '../brands/index.js';
import { createCheckoutOrders, type CheckoutContext } from './checkout-service.js';
import { requireCoupon } from './coupons.js';
import { deliverDueOrders, deliveryEffect, expireDueOrders, maxDeliveriesPerRun } from './delivery.js';
import { merchantOrderEffect } from './merchant-effects.js';
import { orderMoneyEffect } from './order-money.js';
import { createJob } from '../../lib/jobs/job.js';
import type { FastifyInstance } from 'fastify';
import { requireFlowCheckout } from './flow-tokens.js';
import type { TransitionEffect } from './order-transitions.js';
import type { CheckoutCodeSender } from './orders-port.js';

export interface CheckoutPluginOptions {
  testMode: boolean;
  /** Run the delivery and expiry jobs here (role worker/all). */
  runJobs?: boolean;
  /** How often the jobs run; default 5 s. */
  jobIntervalMs?: number;
  network: ChainNetwork;
  moneyRateMaxAgeMs: number;
  now?: () => Date;
  /** Run inside every order transition's transaction (ledger postings, delivery, webhooks). */
  effects?: TransitionEffect[];
}

export interface CheckoutService {
  context: CheckoutContext;
  codeSender(): CheckoutCodeSender | undefined;
  /** One run of the delivery job (due deliveries one step each); returns how many it looked at. */
  deliverDue(): Promise<number>;
  /** One run of the expiry job: unpaid orders past their lifetime expire; returns how many. */
  expireDue(): Promise<number>;
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
      effects: [orderMoneyEffect, deliveryEffect, merchantOrderEffect, ...(options.effects ?? [])],
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
    const deliverDue = () => deliverDueOrders(context, app.chains);
    const expireDue = () => expireDueOrders(context);
    app.decorate('checkout', {
      context,
      codeSender: () => codeSender,
      deliverDue,
      expireDue,
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
    if (options.runJobs === true) startJobs(app, { deliverDue, expireDue }, options.jobIntervalMs ?? 5_000);
  },
  {
    name: 'checkout',
    dependencies: ['database', 'brands', 'rates', 'accounts', 'identity', 'merchants', 'chains', 'webhooks'],
  },
);

/** The delivery and expiry jobs on the repo's job runner, started when the app is ready, stopped before it closes. */
function startJobs(
  app: FastifyInstance,
  runs: { deliverDue: () => Promise<number>; expireDue: () => Promise<number> },
  intervalMs: number,
): void {
  const logged = (name: string, run: () => Promise<number>) => () =>
    run().catch((error: unknown) => {
      app.log.error({ err: error }, `checkout ${name} failed`);
      return 0;
    });
  const jobs = [
    createJob({
      intervalMs,
      run: logged('delivery', runs.deliverDue),
      batchWasFull: (count) => count >= maxDeliveriesPerRun,
    }),
    createJob({ intervalMs, run: logged('expiry', runs.expireDue), batchWasFull: (count) => count >= 100 }),
  ];
  app.addHook('onReady', async () => {
    for (const job of jobs) job.start();
  });
  app.addHook('preClose', async () => {
    await Promise.all(jobs.map((job) => job.stop()));
  });
}
