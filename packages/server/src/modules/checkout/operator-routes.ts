import { endpoints } from '@platform/core';
import type { FastifyPluginAsync } from 'fastify';
import { authOf } from '../../http/request-auth.js';
import { serve } from '../../http/serve.js';
import { checkoutErrorHandler } from './checkout-texts.js';
import { listDeliveries, maxDeliveriesPerPage, retryDelivery } from './delivery-queue.js';
import { operatorOrder } from './operator-orders.js';

/**
 * The operators' checkout calls of their brand (auth operator): an order's lookup, the delivery queue
 * and its retry.
 * Refunds are the rails' call (they know the card processor and the bank payouts).
 */
export const checkoutOperatorRoutes: FastifyPluginAsync = async (app) => {
  app.setErrorHandler(checkoutErrorHandler);
  serve(app, endpoints.listCheckoutDeliveries, async (request) => {
    const auth = authOf(request);
    const filter = request.query.needs_operator;
    return {
      deliveries: await listDeliveries(app.checkout.context, {
        brandId: auth.brandId,
        needsOperator: filter === undefined ? undefined : filter === 'true',
        limit: request.query.limit ?? maxDeliveriesPerPage,
      }),
    };
  });
  serve(app, endpoints.getOperatorCheckoutOrder, async (request) => {
    const auth = authOf(request);
    return { order: await operatorOrder(app.checkout.context, { brandId: auth.brandId, orderId: request.params.id }) };
  });
  serve(app, endpoints.retryCheckoutDelivery, async (request) => {
    const auth = authOf(request);
    return {
      delivery: await retryDelivery(app.checkout.context, { brandId: auth.brandId, orderId: request.params.orderId }),
    };
  });
};
