import { cryptoCurrencies, decimalAmountSchema, fiatCurrencies, merchantPaymentViewSchema } from '@platform/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { DomainError } from '../../errors/domain-error.js';
import { successSchema } from '../../http/legacy-envelope.js';
import { authOf } from '../../http/request-auth.js';
import { failureResponses } from '../../http/serve.js';
import { walletsRefusal } from '../wallets/index.js';
import { listMerchantKeys, rotateMerchantKeys } from './api-keys.js';
import { maxPageSize, merchantOfUser } from './merchant-area-support.js';
import type { MerchantRecord } from './merchant-repository.js';
import type { MerchantsService } from './merchants-plugin.js';
import { paymentColumns, loadPaymentDeposits, normalizePaymentRow, type PaymentRow } from './payment-repository.js';
import { toMerchantPayment } from './payment-view.js';
import { payoutOperatorRoutes } from './payout-operator-routes.js';
import { linkExpiryFields, linkExpiresAt } from './payment-link-expiry.js';
import { acceptLatePayment, createPayment, getPayment } from './payments-service.js';
import { requestRefund } from './refunds.js';
import { settlementRoutes } from './settlement-routes.js';

const failures = failureResponses;
const ok = successSchema;
const colour = z.string().regex(/^#[0-9a-fA-F]{6}$/, 'must be a colour like #0b4f3c');
const originSchema = z
  .string()
  .max(200)
  .refine((value) => {
    try {
      const url = new URL(value);
      return (url.protocol === 'https:' || url.protocol === 'http:') && url.origin === value;
    } catch {
      return false;
    }
  }, 'must be an exact origin such as https://shop.example');

const merchantDetailsSchema = z.object({
  merchant_id: z.string(),
  name: z.string(),
  logo_url: z.string().nullable(),
  widget_logo_size: z.enum(['Large', 'Medium', 'default']),
  primary_color: z.string(),
  secondary_color: z.string(),
  currencies: z.array(z.string()),
  fee_bps: z.number(),
  allowed_origins: z.array(z.string()),
  keys: z.array(
    z.object({
      kind: z.string(),
      mode: z.string(),
      prefix: z.string(),
      created_at: z.string(),
      last_used_at: z.string().nullable(),
    }),
  ),
});

/**
 * The merchant area's calls (members app, signed-in merchant users): the merchant profile and widget
 * settings (PATCH /users/merchant/edit of spec §7), API keys shown once, payments (list with cursor
 * pages, create = a payment link, accept a late payment).
 */
export const merchantAreaRoutes: FastifyPluginAsyncZod<{ service: MerchantsService }> = async (app, options) => {
  const { service } = options;
  const merchantOf = (userId: string): Promise<MerchantRecord> => merchantOfUser(app.database, userId);
  const details = async (merchant: MerchantRecord) => ({
    merchant_id: merchant.id,
    name: merchant.name,
    logo_url: merchant.logoUrl,
    widget_logo_size: merchant.widgetLogoSize,
    primary_color: merchant.primaryColor,
    secondary_color: merchant.secondaryColor,
    currencies: merchant.currencies,
    fee_bps: merchant.feeBps,
    allowed_origins: merchant.allowedOrigins,
    keys: await listMerchantKeys(app.database, merchant.id),
  });
  const preHandler = app.accounts.requireUser();
  await app.register(settlementRoutes, { service });
  await app.register(payoutOperatorRoutes, { service });

  app.get(
    '/users/merchant',
    {
      preHandler,
      schema: {
        summary: 'The merchant profile, widget settings and key prefixes',
        tags: ['merchant area'],
        response: { 200: ok(merchantDetailsSchema), ...failures },
      },
    },
    async (request) => ({
      request_status: 1 as const,
      request_details: await details(await merchantOf(authOf(request).userId)),
    }),
  );

  app.patch(
    '/users/merchant/edit',
    {
      preHandler,
      schema: {
        summary: 'Update the merchant profile and widget settings',
        tags: ['merchant area'],
        body: z
          .object({
            name: z.string().trim().min(1).max(200).optional(),
            logo_url: z
              .url({ protocol: /^https?$/ })
              .max(2048)
              .nullable()
              .optional(),
            widget_logo_size: z.enum(['Large', 'Medium', 'default']).optional(),
            primary_color: colour.optional(),
            secondary_color: colour.optional(),
            currencies: z.array(z.enum(cryptoCurrencies)).min(1).max(6).optional(),
            allowed_origins: z.array(originSchema).max(20).optional(),
          })
          .strict(),
        response: { 200: ok(merchantDetailsSchema), ...failures },
      },
    },
    async (request) => {
      const merchant = await merchantOf(authOf(request).userId);
      const body = request.body;
      await app.database.query(
        `update merchants set name = coalesce($2, name),
           logo_url = case when $3::boolean then $4 else logo_url end,
           widget_logo_size = coalesce($5, widget_logo_size), primary_color = coalesce($6, primary_color),
           secondary_color = coalesce($7, secondary_color), currencies = coalesce($8::text[], currencies),
           allowed_origins = coalesce($9::text[], allowed_origins), updated_at = now()
         where id = $1`,
        [
          merchant.id,
          body.name ?? null,
          body.logo_url !== undefined,
          body.logo_url ?? null,
          body.widget_logo_size ?? null,
          body.primary_color ?? null,
          body.secondary_color ?? null,
          body.currencies === undefined ? null : [...new Set(body.currencies)],
          body.allowed_origins === undefined ? null : [...new Set(body.allowed_origins)],
        ],
      );
      return { request_status: 1 as const, request_details: await details(await merchantOf(merchant.userId)) };
    },
  );

  app.post(
    '/users/merchant/keys',
    {
      preHandler,
      schema: {
        summary: 'Create (rotate) the publishable and secret key of a mode; shown once, the previous ones stop working',
        tags: ['merchant area'],
        body: z.object({ mode: z.enum(['test', 'live']) }).strict(),
        response: { 200: ok(z.object({ mode: z.string(), publishable: z.string(), secret: z.string() })), ...failures },
      },
    },
    async (request) => {
      const merchant = await merchantOf(authOf(request).userId);
      const pair = await app.database.transaction((transaction) =>
        rotateMerchantKeys(transaction, merchant.id, request.body.mode),
      );
      return { request_status: 1 as const, request_details: { mode: request.body.mode, ...pair } };
    },
  );

  app.get(
    '/users/merchant/payments',
    {
      preHandler,
      schema: {
        summary: "The merchant's payments, newest first, in cursor pages",
        tags: ['merchant area'],
        querystring: z.object({
          status: z.enum(['awaiting_currency', 'new', 'processing', 'settled', 'expired', 'invalid']).optional(),
          limit: z.coerce.number().int().min(1).max(maxPageSize).default(20),
          cursor: z
            .string()
            .regex(/^pay_[a-z0-9]{1,60}$/)
            .optional(),
        }),
        response: {
          200: ok(z.object({ payments: z.array(merchantPaymentViewSchema), next_cursor: z.string().nullable() })),
          ...failures,
        },
      },
    },
    async (request) => {
      const merchant = await merchantOf(authOf(request).userId);
      const { status, limit, cursor } = request.query;
      const rows = await app.database.query<PaymentRow>(
        `select ${paymentColumns} from merchant_payments p
         where merchant_id = $1 and ($2::text is null or status = $2)
           and ($3::text is null or (created_at, id) < (select created_at, id from merchant_payments where id = $3))
         order by created_at desc, id desc limit $4`,
        [merchant.id, status ?? null, cursor ?? null, limit + 1],
      );
      const page = rows.rows.slice(0, limit).map(normalizePaymentRow);
      const payments = [];
      for (const row of page) {
        const full = await getPayment(service.context, row.id);
        payments.push(full ?? toMerchantPayment(row, await loadPaymentDeposits(app.database, row.id), { qr: null }));
      }
      return {
        request_status: 1 as const,
        request_details: { payments, next_cursor: rows.rows.length > limit ? (page.at(-1)?.id ?? null) : null },
      };
    },
  );

  app.post(
    '/users/merchant/payments',
    {
      preHandler,
      schema: {
        summary: 'Create a payment from the merchant area (a payment link the customer opens)',
        description:
          'The link may be opened to choose a coin until link_expires_at: `expires_in` seconds (60 to 2592000) or `link_expires_at` (ISO time, as far), default 24 h. After it the status call answers `expired` and choosing a coin the widget guard message; once a coin is chosen the 900 s rate window applies.',
        tags: ['merchant area'],
        body: z
          .object({
            amount: z.string().max(40),
            currency: z.enum(fiatCurrencies),
            product: z.string().trim().min(1).max(500).optional(),
            order_id: z.string().trim().min(1).max(200).optional(),
            customer_email: z.email().max(254).optional(),
            idempotency_key: z.string().trim().min(1).max(200).optional(),
            ...linkExpiryFields,
          })
          .strict(),
        response: { 200: ok(merchantPaymentViewSchema.extend({ link: z.string() })), ...failures },
      },
    },
    async (request) => {
      const merchant = await merchantOf(authOf(request).userId);
      const amount = decimalAmountSchema(request.body.currency).safeParse(request.body.amount);
      if (!amount.success || amount.data <= 0n || amount.data > 100_000_000n) {
        throw new DomainError('validation_failed', {
          amount: 'The amount must be greater than 0 and at most 1000000, with at most 2 decimals.',
        });
      }
      try {
        const payment = await createPayment(service.context, {
          merchant,
          mode: service.context.testMode ? 'test' : 'live',
          amountBaseUnits: amount.data,
          currency: request.body.currency,
          product: request.body.product,
          orderId: request.body.order_id,
          customerEmail: request.body.customer_email,
          idempotencyKey: request.body.idempotency_key,
          linkExpiresAt: linkExpiresAt(request.body, service.context.now()),
          custom: {},
        });
        const link = `/widget/?merchant_id=${encodeURIComponent(merchant.id)}&transaction_id=${encodeURIComponent(payment.transaction_id)}`;
        return { request_status: 1 as const, request_details: { ...payment, link } };
      } catch (error) {
        throw walletsRefusal(error);
      }
    },
  );

  app.post(
    '/users/merchant/payments/:id/acceptLate',
    {
      preHandler,
      schema: {
        summary: 'Accept a payment that arrived after its window (paid late): it settles once confirmed',
        tags: ['merchant area'],
        params: z.object({ id: z.string().regex(/^pay_[a-z0-9]{1,60}$/) }),
        response: { 200: ok(merchantPaymentViewSchema), ...failures },
      },
    },
    async (request) => {
      const merchant = await merchantOf(authOf(request).userId);
      const payment = await acceptLatePayment(service.context, {
        merchantId: merchant.id,
        paymentId: request.params.id,
      });
      service.live.poke();
      return { request_status: 1 as const, request_details: payment };
    },
  );

  app.post(
    '/users/merchant/payments/:id/refund',
    {
      preHandler,
      schema: {
        summary:
          "Refund a payment paid late (all of it), an overpayment's excess or an expired payment's partial payment to the customer's address",
        description:
          "The address must be one of the payment's coin on this platform's network. Books merchant_payable → the chains module's send in one transaction and emits payment.refund_requested; the payment's `refund` shows requested → broadcast (txid) → sent, or failed (the coins are back and a new refund may be asked for). The same address again answers the same refund; another address while one is active is 409, and so is a payment with nothing refundable (an overpayment's excess is refundable until monitoring_until; after that it is settled to the merchant).",
        tags: ['merchant area'],
        params: z.object({ id: z.string().regex(/^pay_[a-z0-9]{1,60}$/) }),
        body: z.strictObject({ address: z.string().trim().min(1).max(200) }),
        response: { 200: ok(merchantPaymentViewSchema), ...failures },
      },
    },
    async (request) => {
      const merchant = await merchantOf(authOf(request).userId);
      const payment = await requestRefund(service.context, {
        merchant,
        paymentId: request.params.id,
        address: request.body.address,
      });
      service.live.poke();
      return { request_status: 1 as const, request_details: payment };
    },
  );
};
