import { z } from 'zod';
import { cryptoCurrencies, fiatCurrencies, type CryptoCurrency, type FiatCurrency } from '../../schemas/currencies.js';
import {
  merchantCurrencySchema,
  merchantProfileSchema,
  paymentLinkExpiryFields,
} from '../../schemas/merchant-payment.js';
import {
  createdMerchantTransactionSchema,
  merchantMarketsDetailsSchema,
  merchantPaymentViewSchema,
  paymentLinkSendLimit,
  sendLinkDetailsSchema,
} from '../../schemas/merchant-settlement.js';
import { defineEndpoint } from '../endpoint.js';
import { merchantWidgetRoutes as routes } from './merchant-widget-routes.js';

/** `request_details` of POST /api/currencies: the coins the merchant accepts. */
export const merchantCurrenciesDetailsSchema = z.object({ currencies: z.array(merchantCurrencySchema).max(20) });
export type MerchantCurrenciesDetails = z.infer<typeof merchantCurrenciesDetailsSchema>;

const merchantIdSchema = z.string().trim().min(1).max(200);
const paymentIdSchema = z.string().trim().min(1).max(200);
const idempotencyKeySchema = z.string().trim().min(1).max(200);
const optionalText = (max: number) => z.string().trim().min(1).max(max).optional();

/** A coin as clients send it: any case, surrounding spaces ignored. */
const coinSchema = z
  .string()
  .max(12)
  .transform((value) => value.trim().toUpperCase())
  .refine((value) => (cryptoCurrencies as readonly string[]).includes(value), {
    message: `must be one of ${cryptoCurrencies.join(', ')}`,
  })
  .transform((value) => value as CryptoCurrency);

/** A fiat currency as clients send it: any case, surrounding spaces ignored. */
const fiatSchema = z
  .string()
  .max(12)
  .transform((value) => value.trim().toUpperCase())
  .refine((value) => (fiatCurrencies as readonly string[]).includes(value), {
    message: `must be one of ${fiatCurrencies.join(', ')}`,
  })
  .transform((value) => value as FiatCurrency);

/**
 * The payment a widget call names: its id (an unguessable capability, like a hosted invoice link) and
 * its merchant. Every body and query of the merchant base is strict: a key the row does not name is
 * a 400 naming it (a mistyped field is an error, never a silent default).
 */
const paymentOfMerchantSchema = z.strictObject({ transaction_id: paymentIdSchema, merchant_id: merchantIdSchema });

const createTransactionBodySchema = z
  .object({
    merchant_id: merchantIdSchema,
    amount: z.union([z.string().max(40), z.number()]).transform(String),
    currency: fiatSchema,
    currency_1_iso: coinSchema.optional(),
    order_id: optionalText(200),
    orderId: optionalText(200),
    product: optionalText(500),
    return_url: z
      .url({ protocol: /^https?$/ })
      .max(2048)
      .optional(),
    customer_email: z.email().max(254).optional(),
    idempotency_key: optionalText(200),
    c1: optionalText(500),
    c2: optionalText(500),
    c3: optionalText(500),
    c4: optionalText(500),
    ...paymentLinkExpiryFields,
  })
  .strict();

const sendLinkBodySchema = z.strictObject({
  merchant_id: merchantIdSchema,
  transaction_id: paymentIdSchema,
  email: z.email('Please enter a valid email address').max(254).toLowerCase(),
  lang: z.string().max(20).optional(),
  idempotency_key: idempotencyKeySchema.optional(),
});

/** Spec §8's thrown message of a rates failure. */
const ratesFailureMessage = 'Some problem occurred. please try again later';

/**
 * Spec §7 "Merchant widget": under the merchant API base, so POST /m/api/transaction (the merchants
 * module serves these). The widget's public reads name the payment by its id and merchant; payment
 * creation needs a merchant key, checked by the handler.
 */
export const merchantWidgetEndpoints = {
  getMerchantCurrencies: defineEndpoint({
    ...routes.getMerchantCurrencies,
    auth: 'public',
    summary: "The coins a merchant's customers may pay in",
    tags: ['merchant widget'],
    request: { body: z.strictObject({ merchant_id: merchantIdSchema }) },
    details: merchantCurrenciesDetailsSchema,
  }),
  getMerchant: defineEndpoint({
    ...routes.getMerchant,
    auth: 'public',
    summary: 'The merchant as the widget shows it (name, logo, theme, coins)',
    tags: ['merchant widget'],
    request: { query: z.strictObject({ merchant_id: merchantIdSchema }) },
    details: merchantProfileSchema,
  }),
  createMerchantTransaction: defineEndpoint({
    ...routes.createMerchantTransaction,
    auth: 'merchant_key',
    summary: 'Create a payment (the widget transaction)',
    description:
      "Authorization: Bearer sk_… (servers) or pk_… (browsers, only from the merchant's allowed origins). Amount in the fiat currency (2 decimals). With currency_1_iso the address is derived and the rate fixed for 900 s at once; without it the customer chooses the coin in the widget. `idempotency_key` (or the Idempotency-Key header): the same key returns the same payment; a different request with it is 409.",
    tags: ['merchant widget'],
    request: { body: createTransactionBodySchema },
    details: createdMerchantTransactionSchema,
  }),
  getMerchantTransactionStatus: defineEndpoint({
    ...routes.getMerchantTransactionStatus,
    auth: 'public',
    summary: 'The whole payment (status, amounts, on-chain payments)',
    tags: ['merchant widget'],
    request: { body: paymentOfMerchantSchema },
    details: merchantPaymentViewSchema,
  }),
  /** The customer's coin choice: the payment moves from awaiting_currency to new. */
  setMerchantTransactionCurrency: defineEndpoint({
    ...routes.setMerchantTransactionCurrency,
    auth: 'public',
    summary: 'The customer chooses the coin: address derived, rate fixed for 900 s',
    tags: ['merchant widget'],
    request: { body: paymentOfMerchantSchema.extend({ currency_1_iso: coinSchema }).strict() },
    details: merchantPaymentViewSchema,
  }),
  /** One payment's live status as Server-Sent Events (`event: payment`, the first at once). */
  getMerchantTransactionEvents: defineEndpoint({
    ...routes.getMerchantTransactionEvents,
    auth: 'public',
    produces: 'event-stream',
    summary: 'Live status: Server-Sent Events, one `payment` event per change (the first at once)',
    description:
      'Each event carries the whole payment. Changes are read from the database, so every server instance sees every change; poll /api/transaction/status where EventSource is unavailable.',
    tags: ['merchant widget'],
    request: { query: paymentOfMerchantSchema },
  }),
  /** The merchant's coins priced in `currency` (price 2 decimals, rate 8), from fresh rates only. */
  getMarkets: defineEndpoint({
    ...routes.getMarkets,
    auth: 'public',
    summary: "The merchant's coins with their current price in a fiat currency; without merchant_id, the market state",
    description: `currency: the fiat to price in (default EUR). With merchant_id: the merchant's coins from the current rates; unknown merchants: 404 'Merchant not recognized!'; a missing or stale rate: 503 '${ratesFailureMessage}'. Without merchant_id (the prices pages): every wallet coin in markets, and spec §3 Market state of every market coin from the stored price history: rates by pair, history (7-day sparkline, 4-hour points), details (price, 24 h and 7 d change, volume and market capitalisation where the source gives them, else null) and summary; no history at all: 503.`,
    tags: ['merchant widget'],
    request: {
      body: z.strictObject({ merchant_id: merchantIdSchema.optional(), currency: fiatSchema.default('EUR') }),
    },
    details: merchantMarketsDetailsSchema,
  }),
  /** Emails an open payment's hosted link (secret key or the merchant's session; at most 5 per payment). */
  sendLink: defineEndpoint({
    ...routes.sendLink,
    auth: 'merchant_key_or_session',
    summary: "Email a payment's hosted link to the customer, in the customer's language",
    description: `Authorization: Bearer sk_… of the merchant, or the merchant's session. The payment must be the merchant's and still open (no coin chosen before the link expires, or inside the 900 s window), else 409 with the widget guard message. lang: en, es, cz, de, fi, it or no (anything else: en). At most ${paymentLinkSendLimit} emails per payment (then 429). idempotency_key (or the Idempotency-Key header): the same key answers the first send and sends nothing.`,
    tags: ['merchant widget'],
    request: { body: sendLinkBodySchema },
    details: sendLinkDetailsSchema,
  }),
} as const;
