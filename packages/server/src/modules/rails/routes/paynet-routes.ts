import type { paynetDepositDetailsSchema } from '@platform/core';
import { endpoints, type CheckoutOrderState } from '@platform/core';
import type { z } from 'zod';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { DomainError } from '../../../errors/domain-error.js';
import { authOf } from '../../../http/request-auth.js';
import { serve, type EndpointRequest } from '../../../http/serve.js';
import { findUserById } from '../../accounts/index.js';
import { preAuthorize, preAuthStatus, amountText } from '../bank/bank-transfers.js';
import { declineTexts, startCardPayment } from '../card/card-authorization.js';
import type { CardPaymentRecord } from '../card/card-payment-records.js';
import { listUserCards } from '../card/saved-cards.js';
import { flowOrderOrFail } from '../orders.js';
import { railsLocale, railsTexts } from '../rails-texts.js';
import { brandOfRequest, railsBodyLimitBytes, railsErrorHandler } from './route-support.js';

/** The Idempotency-Key header, when it is a usable key (else the body's idempotency_key or none). */
function headerKey(request: FastifyRequest): string | undefined {
  const header = request.headers['idempotency-key'];
  return typeof header === 'string' && /^[A-Za-z0-9_.:-]{1,100}$/.test(header) ? header : undefined;
}

type PaynetDepositDetails = z.input<typeof paynetDepositDetailsSchema>;

function statusOf(payment: CardPaymentRecord): PaynetDepositDetails['status'] {
  switch (payment.status) {
    case 'authorizing':
      return 'processing';
    case 'capturing':
      return 'authorized';
    case 'declined':
      return 'failed';
    case 'refunded':
      return 'captured';
    default:
      return payment.status;
  }
}

function depositWire(
  request: FastifyRequest,
  payment: CardPaymentRecord,
  orderStatus: CheckoutOrderState,
  replayed: boolean,
): PaynetDepositDetails {
  const locale = railsLocale(request);
  return {
    payment_id: payment.id,
    checkout_id: payment.orderId,
    status: statusOf(payment),
    three_ds: payment.threeDs,
    redirect_url: payment.status === 'requires_action' ? payment.challengeUrl : null,
    decline_code: payment.declineCode,
    message: payment.declineCode === null ? null : railsTexts[locale][declineTexts[payment.declineCode]],
    card: payment.last4 === null ? null : { brand: payment.cardBrand ?? 'unknown', last4: payment.last4 },
    amount: amountText(payment.currency, payment.amountMinor),
    currency: payment.currency,
    order_status: orderStatus,
    replayed,
  };
}

async function deposit(request: EndpointRequest<typeof endpoints.paynetDeposit>): Promise<PaynetDepositDetails> {
  const app = request.server;
  const context = app.rails.cardContext();
  if (context === null) throw new DomainError('service_unavailable', { general: railsTexts.en.cardsUnavailable });
  const brand = await brandOfRequest(request);
  const body = request.body;
  const order = await flowOrderOrFail(request, body.checkout_id, brand.id);
  const card =
    body.card_id !== undefined
      ? undefined
      : {
          number: body.card_number ?? '',
          expiryMonth: body.exp_month ?? 0,
          expiryYear: body.exp_year ?? 0,
          cvc: body.cvc ?? '',
          holderName: body.holder_name ?? '',
        };
  const outcome = await startCardPayment(context, {
    order,
    card,
    returnPath: body.return_path,
    savedCardId: body.card_id,
    saveCard: body.save_card ?? false,
    userId: request.auth?.brandId === brand.id ? request.auth.userId : null,
    idempotencyKey: body.idempotency_key ?? headerKey(request),
  });
  const after = (await app.checkoutOrders.read(order.id)) ?? { status: order.status as CheckoutOrderState };
  return depositWire(request, outcome.payment, after.status, outcome.replayed);
}

async function wirePreAuth(request: EndpointRequest<typeof endpoints.wirePreAuth>) {
  const brand = await brandOfRequest(request);
  const order = await flowOrderOrFail(request, request.body.checkout_id, brand.id);
  if (order.paymentMethod !== request.body.payment_method)
    throw new DomainError('request_failed', { payment_method: `This checkout is paid by ${order.paymentMethod}.` });
  return preAuthorize(request.server.rails.bankContext(), order);
}

async function wirePreAuthStatus(request: EndpointRequest<typeof endpoints.wirePreAuthStatus>) {
  const brand = await brandOfRequest(request);
  const order = await flowOrderOrFail(request, request.params.id, brand.id);
  return preAuthStatus(request.server.rails.bankContext(), order);
}

async function userCards(request: EndpointRequest<typeof endpoints.getUserCards>) {
  const auth = authOf(request);
  const user = await findUserById(request.server.database, auth.userId);
  return listUserCards(request.server.database, {
    brandId: auth.brandId,
    userId: auth.userId,
    verifiedEmail: user?.emailVerified === true ? user.email : null,
  });
}

/** POST /paynet/deposit, /paynet/wirePreAuth, /paynet/wirePreAuthStatus/{id} and GET /users/getUserCards. */
export const paynetRoutes: FastifyPluginAsync = async (app) => {
  app.setErrorHandler(railsErrorHandler);
  serve(app, endpoints.paynetDeposit, deposit, { bodyLimit: railsBodyLimitBytes });
  serve(app, endpoints.wirePreAuth, wirePreAuth, { bodyLimit: railsBodyLimitBytes });
  serve(app, endpoints.wirePreAuthStatus, wirePreAuthStatus, { bodyLimit: railsBodyLimitBytes });
  serve(app, endpoints.getUserCards, userCards);
};
