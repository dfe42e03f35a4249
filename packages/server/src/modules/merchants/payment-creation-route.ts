import { endpoints, type MerchantPaymentView } from '@platform/core';
import type { FastifyInstance } from 'fastify';
import { DomainError } from '../../errors/domain-error.js';
import { serve, type EndpointRequest } from '../../http/serve.js';
import { walletsRefusal } from '../wallets/index.js';
import { createPayment } from './create-payment.js';
import { merchantOr404 } from './merchant-lookups.js';
import type { MerchantRecord } from './merchant-repository.js';
import type { MerchantsService } from './merchants-plugin.js';
import { linkExpiresAt, paymentPrice } from './payment-request-checks.js';
import { merchantKeyOf } from './request-key.js';

type CreateRequest = EndpointRequest<typeof endpoints.createMerchantTransaction>;

/**
 * The merchant a create call may create payments for: a key of this platform's mode belonging to
 * the merchant it names, and for a publishable key (it lives in browsers) one of the merchant's
 * allowed origins.
 */
async function authorisedMerchant(
  app: FastifyInstance,
  request: CreateRequest,
  mode: 'test' | 'live',
): Promise<MerchantRecord> {
  const authenticated = await merchantKeyOf(app.database, request);
  if (authenticated === null) throw new DomainError('unauthorized', 'A valid merchant API key is required.');
  if (authenticated.merchantId !== request.body.merchant_id) {
    throw new DomainError('forbidden', 'This key belongs to another merchant.');
  }
  if (authenticated.mode !== mode) {
    throw new DomainError('forbidden', `This platform runs in ${mode} mode: use a ${mode} key.`);
  }
  const merchant = await merchantOr404(app.database, request.body.merchant_id);
  if (authenticated.kind === 'publishable') {
    const origin = request.headers.origin;
    if (typeof origin !== 'string' || !merchant.allowedOrigins.includes(origin)) {
      throw new DomainError('forbidden', 'This origin is not allowed to create payments with this key.');
    }
  }
  return merchant;
}

function idempotencyKeyOf(request: CreateRequest): string | undefined {
  const header = request.headers['idempotency-key'];
  return request.body.idempotency_key ?? (typeof header === 'string' && header.length <= 200 ? header : undefined);
}

/** What POST /api/transaction answers: the whole payment, with the spec's names of two fields. */
function createdDetails(payment: MerchantPaymentView) {
  return { ...payment, transaction_token: payment.transaction_id, transaction_product: payment.product };
}

/**
 * POST /api/transaction (spec §7 "Merchant widget"): a payment created with the merchant's key,
 * checked here (the row's auth is `merchant_key`). The hot path of the API (bench/payment-creation.ts).
 */
export function serveCreateMerchantTransaction(app: FastifyInstance, service: MerchantsService): void {
  const mode = service.context.testMode ? 'test' : 'live';
  serve(app, endpoints.createMerchantTransaction, async function createMerchantTransaction(request) {
    const { body } = request;
    const merchant = await authorisedMerchant(app, request, mode);
    const amountBaseUnits = paymentPrice(body.currency, body.amount);
    try {
      const payment = await createPayment(service.context, {
        merchant,
        mode,
        amountBaseUnits,
        currency: body.currency,
        coin: body.currency_1_iso,
        orderId: body.order_id ?? body.orderId,
        product: body.product,
        custom: { c1: body.c1, c2: body.c2, c3: body.c3, c4: body.c4 },
        returnUrl: body.return_url,
        customerEmail: body.customer_email,
        idempotencyKey: idempotencyKeyOf(request),
        linkExpiresAt: linkExpiresAt(body, service.context.now()),
      });
      return createdDetails(payment);
    } catch (error) {
      throw walletsRefusal(error, { currency: 'currency_1_iso' });
    }
  });
}
