import { endpoints } from '@platform/core';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { authOf } from '../../../http/request-auth.js';
import { replyWithFailure } from '../../../plugins/error-handler.js';
import { serve } from '../../../http/serve.js';
import { translateCheckoutMessage } from '../../checkout/index.js';
import { amountText } from '../bank/bank-transfers.js';
import { refundOrder } from '../refunds/order-refunds.js';
import { localizeRailsMessage, railsLocale } from '../rails-texts.js';
import { railsBodyLimitBytes } from './route-support.js';

/** The refusals come from both modules (the checkout's state rules, the rails' processors): each in the request's language. */
function refundErrorHandler(error: unknown, request: FastifyRequest, reply: FastifyReply): unknown {
  const locale = railsLocale(request);
  return replyWithFailure(error, request, reply, (message) =>
    translateCheckoutMessage(localizeRailsMessage(message, locale), locale),
  );
}

/** "12.34" (the row's pattern: at most 2 decimals) → 1234 minor units. */
function minorUnitsOf(amount: string): bigint {
  const [whole = '0', fraction = ''] = amount.split('.');
  return BigInt(whole + fraction.padEnd(2, '0'));
}

/** POST /operator/checkout/orders/{id}/refund (operators of the order's brand). */
export const railsRefundRoutes: FastifyPluginAsync = async (app) => {
  app.setErrorHandler(refundErrorHandler);
  serve(
    app,
    endpoints.refundCheckoutOrder,
    async (request) => {
      const auth = authOf(request);
      const { amount, refund_id: refundId, reason } = request.body;
      const outcome = await refundOrder(app, {
        brandId: auth.brandId,
        operatorId: auth.userId,
        orderId: request.params.id,
        refundId: refundId ?? 'full',
        amountMinor: amount === undefined ? undefined : minorUnitsOf(amount),
        reason,
        locale: railsLocale(request),
      });
      return {
        order_id: request.params.id,
        order_status: outcome.orderStatus,
        refund: outcome.refund,
        refunded_amount: amountText(outcome.currency, outcome.refundedMinor),
        refundable_amount: amountText(outcome.currency, outcome.refundableMinor),
        replayed: outcome.replayed,
      };
    },
    { bodyLimit: railsBodyLimitBytes },
  );
};
