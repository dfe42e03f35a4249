import { z } from 'zod';
import {
  merchantCurrencySchema,
  merchantPaymentSchema,
  merchantProfileSchema,
} from '../../schemas/merchant-payment.js';
import { merchantMarketsDetailsSchema, sendLinkDetailsSchema } from '../../schemas/merchant-settlement.js';
import { merchantTransactionSchema } from '../../schemas/widget-transaction.js';
import { defineEndpoint } from '../endpoint.js';
import type {
  JsonObject,
  MerchantIdBody,
  MerchantMarketsBody,
  MerchantQuery,
  MerchantTransactionCurrencyBody,
  MerchantTransactionStatusBody,
  SendLinkBody,
} from '../request-bodies.js';
import { unchecked } from '../unchecked.js';

/** `request_details` of POST /api/currencies: the coins the merchant accepts. */
export const merchantCurrenciesDetailsSchema = z.object({ currencies: z.array(merchantCurrencySchema).max(20) });
export type MerchantCurrenciesDetails = z.infer<typeof merchantCurrenciesDetailsSchema>;

/** Spec §7 "Merchant widget": under the merchant API base, so POST /m/api/transaction (the merchants module serves these). */
export const merchantWidgetEndpoints = {
  getMerchantCurrencies: defineEndpoint({
    method: 'POST',
    path: '/api/currencies',
    base: 'merchant',
    auth: 'public',
    summary: "The coins a merchant's customers may pay in",
    tags: ['merchant widget'],
    request: { body: unchecked<MerchantIdBody>() },
    details: merchantCurrenciesDetailsSchema,
  }),
  getMerchant: defineEndpoint({
    method: 'GET',
    path: '/api/merchant',
    base: 'merchant',
    auth: 'public',
    summary: 'The merchant as the widget shows it (name, logo, theme, coins)',
    tags: ['merchant widget'],
    request: { query: unchecked<MerchantQuery>() },
    details: merchantProfileSchema,
  }),
  createMerchantTransaction: defineEndpoint({
    method: 'POST',
    path: '/api/transaction',
    base: 'merchant',
    auth: 'merchant_key',
    summary: 'Create a payment (the widget transaction)',
    tags: ['merchant widget'],
    request: { body: unchecked<JsonObject>() },
    details: merchantTransactionSchema,
  }),
  getMerchantTransactionStatus: defineEndpoint({
    method: 'POST',
    path: '/api/transaction/status',
    base: 'merchant',
    auth: 'public',
    summary: 'The whole payment (status, amounts, on-chain payments)',
    tags: ['merchant widget'],
    request: { body: unchecked<MerchantTransactionStatusBody>() },
    details: merchantPaymentSchema,
  }),
  /** The customer's coin choice: the payment moves from awaiting_currency to new. */
  setMerchantTransactionCurrency: defineEndpoint({
    method: 'POST',
    path: '/api/transaction/currency',
    base: 'merchant',
    auth: 'public',
    summary: 'The customer chooses the coin: address derived, rate fixed for 900 s',
    tags: ['merchant widget'],
    request: { body: unchecked<MerchantTransactionCurrencyBody>() },
    details: merchantPaymentSchema,
  }),
  /** One payment's live status as Server-Sent Events (`event: payment`, the first at once). */
  getMerchantTransactionEvents: defineEndpoint({
    method: 'GET',
    path: '/api/transaction/events',
    base: 'merchant',
    auth: 'public',
    produces: 'event-stream',
    summary: 'Live status: Server-Sent Events, one `payment` event per change (the first at once)',
    tags: ['merchant widget'],
    request: { query: unchecked<MerchantTransactionStatusBody>() },
  }),
  /** The merchant's coins priced in `currency` (price 2 decimals, rate 8), from fresh rates only. */
  getMarkets: defineEndpoint({
    method: 'POST',
    path: '/api/markets',
    base: 'merchant',
    auth: 'public',
    summary: "The merchant's coins priced in a fiat currency",
    tags: ['merchant widget'],
    request: { body: unchecked<MerchantMarketsBody>() },
    details: merchantMarketsDetailsSchema,
  }),
  /** Emails an open payment's hosted link (secret key or the merchant's session; at most 5 per payment). */
  sendLink: defineEndpoint({
    method: 'POST',
    path: '/api/sendlink',
    base: 'merchant',
    auth: 'merchant_key_or_session',
    summary: "Emails an open payment's link to the customer",
    tags: ['merchant widget'],
    request: { body: unchecked<SendLinkBody>() },
    details: sendLinkDetailsSchema,
  }),
} as const;
