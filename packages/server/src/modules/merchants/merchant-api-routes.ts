import {
  cryptoCurrencies,
  decimalAmountSchema,
  fiatCurrencies,
  merchantCurrencySchema,
  merchantPaymentViewSchema,
  merchantProfileSchema,
  type CryptoCurrency,
  type MerchantCurrency,
  type MerchantPayment,
  type MerchantPaymentView,
  type MerchantProfile,
} from '@platform/core';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/database.js';
import { DomainError } from '../../errors/domain-error.js';
import { successSchema } from '../../http/legacy-envelope.js';
import { failureResponses } from '../../http/serve.js';
import { walletsRefusal } from '../wallets/index.js';
import { authenticateMerchantKey } from './api-keys.js';
import { findMerchant, type MerchantRecord } from './merchant-repository.js';
import { coinNames } from './coin-names.js';
import { marketsRoutes } from './markets-routes.js';
import type { MerchantsService } from './merchants-plugin.js';
import { linkExpiryFields, linkExpiresAt } from './payment-link-expiry.js';
import { createPayment, getPayment, selectPaymentCurrency } from './payments-service.js';
import { sendLinkRoutes } from './send-link-routes.js';

const failures = failureResponses;
const ok = successSchema;

const merchantIdSchema = z.string().trim().min(1).max(200);
const paymentIdSchema = z.string().trim().min(1).max(200);
const text = (max: number) => z.string().trim().min(1).max(max).optional();
const coinSchema = z
  .string()
  .max(12)
  .transform((value) => value.trim().toUpperCase())
  .refine((value) => (cryptoCurrencies as readonly string[]).includes(value), {
    message: `must be one of ${cryptoCurrencies.join(', ')}`,
  })
  .transform((value) => value as CryptoCurrency);

const coinDecimals: Record<CryptoCurrency, number> = { BTC: 8, LTC: 8, ETH: 18, BCH: 8, USDT: 6, USDC: 6 };

/** The merchant a request names, or the spec's thrown message (§8) as a 404. */
async function merchantOr404(app: { database: Database }, merchantId: string) {
  const merchant = await findMerchant(app.database, merchantId);
  if (merchant === null) throw new DomainError('not_found', 'Merchant not recognized!');
  return merchant;
}

function profileOf(merchant: MerchantRecord, testMode: boolean): MerchantProfile {
  return {
    merchant_id: merchant.id,
    name: merchant.name,
    logo: merchant.logoUrl,
    widget_logo_size: merchant.widgetLogoSize,
    theme: { primary_color: merchant.primaryColor, secondary_color: merchant.secondaryColor },
    currencies: merchant.currencies as CryptoCurrency[],
    test_mode: testMode,
  };
}

/** The key of a create call: `Authorization: Bearer <key>` (or the bare key). */
function bearerKey(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (typeof header !== 'string' || header.length > 200) return undefined;
  return header.startsWith('Bearer ') ? header.slice('Bearer '.length).trim() : header.trim();
}

const createBodySchema = z
  .object({
    merchant_id: merchantIdSchema,
    amount: z.union([z.string().max(40), z.number()]).transform(String),
    currency: z
      .string()
      .max(12)
      .transform((value) => value.trim().toUpperCase())
      .refine((value) => (fiatCurrencies as readonly string[]).includes(value), {
        message: `must be one of ${fiatCurrencies.join(', ')}`,
      }),
    currency_1_iso: coinSchema.optional(),
    order_id: text(200),
    orderId: text(200),
    product: text(500),
    return_url: z
      .url({ protocol: /^https?$/ })
      .max(2048)
      .optional(),
    customer_email: z.email().max(254).optional(),
    idempotency_key: text(200),
    c1: text(500),
    c2: text(500),
    c3: text(500),
    c4: text(500),
    ...linkExpiryFields,
  })
  .strict();

/** What POST /api/transaction answers: the spec's fields, plus the whole payment. */
const createdSchema = merchantPaymentViewSchema.extend({
  transaction_token: z.string(),
  currency_1_amount: z.string().nullable(),
  transaction_product: z.string().nullable(),
});

function createdDetails(payment: MerchantPaymentView) {
  return { ...payment, transaction_token: payment.transaction_id, transaction_product: payment.product };
}

export interface MerchantApiRoutesOptions {
  service: MerchantsService;
}

/**
 * Spec §7 "Merchant widget", under the merchant base (/m): the widget's public reads (a payment id
 * is an unguessable capability, like a hosted invoice link), and payment creation behind a key.
 */
export const merchantApiRoutes: FastifyPluginAsyncZod<MerchantApiRoutesOptions> = async (app, options) => {
  const { service } = options;
  const mode = service.context.testMode ? 'test' : 'live';
  await app.register(marketsRoutes);
  await app.register(sendLinkRoutes, { service });

  /** The payment, recomputed first when a time limit passed (the periodic pass may not have run yet). */
  const currentPayment = async (paymentId: string) => {
    const payment = await getPayment(service.context, paymentId);
    if (payment === undefined) return undefined;
    const now = service.context.now().getTime();
    const limit =
      payment.status === 'awaiting_currency'
        ? payment.link_expires_at
        : payment.status === 'new'
          ? payment.expires_at
          : null;
    if (limit === null || limit === undefined || new Date(limit).getTime() >= now) return payment;
    await service.refresh(paymentId);
    return getPayment(service.context, paymentId);
  };

  app.post(
    '/api/currencies',
    {
      schema: {
        summary: "The coins a merchant's customers may pay in",
        tags: ['merchant widget'],
        body: z.object({ merchant_id: merchantIdSchema }),
        response: { 200: ok(z.object({ currencies: z.array(merchantCurrencySchema) })), ...failures },
      },
    },
    async (request) => {
      const merchant = await merchantOr404(app, request.body.merchant_id);
      const currencies: MerchantCurrency[] = (merchant.currencies as CryptoCurrency[]).map((iso) => ({
        iso,
        name: coinNames[iso],
        network: iso === 'USDT' || iso === 'USDC' ? 'ETH' : iso,
        decimals: coinDecimals[iso],
        required_confirmations: service.context.requiredConfirmations(iso),
      }));
      return { request_status: 1 as const, request_details: { currencies } };
    },
  );

  app.get(
    '/api/merchant',
    {
      schema: {
        summary: 'The merchant as the widget shows it (name, logo, theme, coins)',
        tags: ['merchant widget'],
        querystring: z.object({ merchant_id: merchantIdSchema }),
        response: { 200: ok(merchantProfileSchema), ...failures },
      },
    },
    async (request) => {
      const merchant = await merchantOr404(app, request.query.merchant_id);
      return { request_status: 1 as const, request_details: profileOf(merchant, service.context.testMode) };
    },
  );

  app.post(
    '/api/transaction',
    {
      schema: {
        summary: 'Create a payment (the widget transaction)',
        description:
          "Authorization: Bearer sk_… (servers) or pk_… (browsers, only from the merchant's allowed origins). Amount in the fiat currency (2 decimals). With currency_1_iso the address is derived and the rate fixed for 900 s at once; without it the customer chooses the coin in the widget. `idempotency_key` (or the Idempotency-Key header): the same key returns the same payment; a different request with it is 409.",
        tags: ['merchant widget'],
        body: createBodySchema,
        response: { 200: ok(createdSchema), ...failures },
      },
    },
    async (request) => {
      const body = request.body;
      const key = bearerKey(request);
      const authenticated = key === undefined ? null : await authenticateMerchantKey(app.database, key);
      if (authenticated === null) throw new DomainError('unauthorized', 'A valid merchant API key is required.');
      if (authenticated.merchantId !== body.merchant_id) {
        throw new DomainError('forbidden', 'This key belongs to another merchant.');
      }
      if (authenticated.mode !== mode) {
        throw new DomainError('forbidden', `This platform runs in ${mode} mode: use a ${mode} key.`);
      }
      const merchant = await merchantOr404(app, body.merchant_id);
      if (authenticated.kind === 'publishable') {
        const origin = request.headers.origin;
        if (typeof origin !== 'string' || !merchant.allowedOrigins.includes(origin)) {
          throw new DomainError('forbidden', 'This origin is not allowed to create payments with this key.');
        }
      }
      const amount = decimalAmountSchema(body.currency as 'EUR').safeParse(body.amount);
      if (!amount.success || amount.data <= 0n || amount.data > 100_000_000n) {
        throw new DomainError('validation_failed', {
          amount: 'The amount must be greater than 0 and at most 1000000, with at most 2 decimals.',
        });
      }
      const headerKey = request.headers['idempotency-key'];
      const idempotencyKey =
        body.idempotency_key ?? (typeof headerKey === 'string' && headerKey.length <= 200 ? headerKey : undefined);
      try {
        const payment = await createPayment(service.context, {
          merchant,
          mode,
          amountBaseUnits: amount.data,
          currency: body.currency as 'EUR',
          coin: body.currency_1_iso,
          orderId: body.order_id ?? body.orderId,
          product: body.product,
          custom: { c1: body.c1, c2: body.c2, c3: body.c3, c4: body.c4 },
          returnUrl: body.return_url,
          customerEmail: body.customer_email,
          idempotencyKey,
          linkExpiresAt: linkExpiresAt(body, service.context.now()),
        });
        return { request_status: 1 as const, request_details: createdDetails(payment) };
      } catch (error) {
        throw walletsRefusal(error, { currency: 'currency_1_iso' });
      }
    },
  );

  app.post(
    '/api/transaction/status',
    {
      schema: {
        summary: 'The whole payment (status, amounts, on-chain payments)',
        tags: ['merchant widget'],
        body: z.object({ transaction_id: paymentIdSchema, merchant_id: merchantIdSchema }),
        response: { 200: ok(merchantPaymentViewSchema), ...failures },
      },
    },
    async (request) => {
      const payment = await currentPayment(request.body.transaction_id);
      if (payment === undefined || payment.merchant_id !== request.body.merchant_id) {
        throw new DomainError('not_found', 'Session Expired Please Make another transaction.');
      }
      return { request_status: 1 as const, request_details: payment };
    },
  );

  app.post(
    '/api/transaction/currency',
    {
      schema: {
        summary: 'The customer chooses the coin: address derived, rate fixed for 900 s',
        tags: ['merchant widget'],
        body: z.object({ transaction_id: paymentIdSchema, merchant_id: merchantIdSchema, currency_1_iso: coinSchema }),
        response: { 200: ok(merchantPaymentViewSchema), ...failures },
      },
    },
    async (request) => {
      const merchant = await merchantOr404(app, request.body.merchant_id);
      try {
        const payment = await selectPaymentCurrency(service.context, {
          merchant,
          paymentId: request.body.transaction_id,
          coin: request.body.currency_1_iso,
        });
        return { request_status: 1 as const, request_details: payment };
      } catch (error) {
        throw walletsRefusal(error, { currency: 'currency_1_iso' });
      }
    },
  );

  app.get(
    '/api/transaction/events',
    {
      schema: {
        summary: 'Live status: Server-Sent Events, one `payment` event per change (the first at once)',
        description:
          'Each event carries the whole payment. Changes are read from the database, so every server instance sees every change; poll /api/transaction/status where EventSource is unavailable.',
        tags: ['merchant widget'],
        querystring: z.object({ transaction_id: paymentIdSchema, merchant_id: merchantIdSchema }),
      },
    },
    async (request, reply) => {
      const payment = await getPayment(service.context, request.query.transaction_id);
      if (payment === undefined || payment.merchant_id !== request.query.merchant_id) {
        throw new DomainError('not_found', 'Session Expired Please Make another transaction.');
      }
      streamPayment(service, request, reply, payment);
    },
  );
};

/** One payment's event text, serialized once for all its subscribers (a change reaches many at once). */
const serializedEvents = new WeakMap<MerchantPayment, string>();
function serverSentEvent(payment: MerchantPayment): string {
  let text = serializedEvents.get(payment);
  if (text === undefined) {
    text = `event: payment\ndata: ${JSON.stringify(payment)}\n\n`;
    serializedEvents.set(payment, text);
  }
  return text;
}

function streamPayment(
  service: MerchantsService,
  request: FastifyRequest,
  reply: FastifyReply,
  first: MerchantPayment,
) {
  reply.hijack();
  const response = reply.raw;
  response.writeHead(200, {
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-store',
    connection: 'keep-alive',
    'x-accel-buffering': 'no',
  });
  const send = (payment: MerchantPayment) => {
    response.write(serverSentEvent(payment));
  };
  send(first);
  const unsubscribe = service.live.subscribe(first.transaction_id, send);
  const heartbeat = setInterval(() => response.write(': keep-alive\n\n'), 25_000);
  const close = () => {
    clearInterval(heartbeat);
    unsubscribe();
  };
  request.raw.on('close', close);
  response.on('error', close);
}
