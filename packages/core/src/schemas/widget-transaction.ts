import { z } from 'zod';
import { brandThemeSchema } from './configuration.js';
import { wireDecimalSchema, wireIdSchema } from './wire.js';

/** Logo sizes of the widget header (spec §2): max widths 60, 50 and 40 px. */
export const widgetLogoSizes = ['Large', 'Medium', 'default'] as const;
export type WidgetLogoSize = (typeof widgetLogoSizes)[number];

/**
 * Widget theme (spec §3): primary dark green, secondary green by default. Same defaults and the
 * same #rrggbb rule as the brand theme, because a colour ends up in CSS and must not carry CSS.
 */
export const widgetThemeSchema = brandThemeSchema;
export type WidgetTheme = z.infer<typeof widgetThemeSchema>;

/**
 * What `POST /api/transaction` answers (spec §7, merchant widget): the payment the widget shows.
 * currency_1 is the crypto to pay in (amount, address, tag for XRP-like coins); amount/currency the
 * merchant's price.
 */
export const merchantTransactionSchema = z.object({
  merchant_id: wireIdSchema,
  transaction_token: z.string().min(1).max(200),
  currency_1_iso: z.string().min(1).max(12),
  currency_1_amount: wireDecimalSchema,
  currency_1_address: z.string().max(200),
  currency_1_tag: z.string().max(64).nullable().optional(),
  qr: z.string().max(20_000).default(''),
  amount: wireDecimalSchema,
  currency: z.string().min(1).max(12),
  transaction_c1: z.string().max(500).nullable().optional(),
  transaction_c2: z.string().max(500).nullable().optional(),
  transaction_c3: z.string().max(500).nullable().optional(),
  transaction_c4: z.string().max(500).nullable().optional(),
  transaction_product: z.string().max(500).nullable().optional(),
});
export type MerchantTransaction = z.infer<typeof merchantTransactionSchema>;

const customValue = z.string().max(500).optional();

/**
 * The Widget transaction of spec §3 as the widget keeps it: the merchant's request (orderId,
 * product, returnUrl, logo, custom c1..c4) joined with the payment the server created
 * (transactionId = transaction_token, currency_1_*). The display defaults of spec §2 ("Brand Name",
 * "Merchandise") are applied by the header, not here, so absence stays visible.
 */
export const widgetTransactionSchema = z.object({
  merchantId: wireIdSchema,
  transactionId: z.string().min(1).max(200),
  currency_1_iso: z.string().max(12).optional(),
  currency_1_amount: wireDecimalSchema.optional(),
  currency_1_address: z.string().max(200).optional(),
  currency_1_tag: z.string().max(64).nullable().optional(),
  qr: z.string().max(20_000).optional(),
  amount: wireDecimalSchema,
  currency: z.string().min(1).max(12),
  orderId: z.string().max(200).optional(),
  merchantName: z.string().max(200).optional(),
  merchantImage: z.string().max(2048).optional(),
  product: z.string().max(500).optional(),
  returnUrl: z.string().max(2048).optional(),
  logo: z.string().max(2048).optional(),
  widget_logo_size: z.enum(widgetLogoSizes).default('default'),
  c1: customValue,
  c2: customValue,
  c3: customValue,
  c4: customValue,
  theme: widgetThemeSchema.prefault({}),
});
export type WidgetTransaction = z.infer<typeof widgetTransactionSchema>;
export type WidgetTransactionInput = z.input<typeof widgetTransactionSchema>;

/** What the merchant page asked for that the server's answer does not echo back. */
export type WidgetRequestExtras = Pick<
  WidgetTransactionInput,
  'orderId' | 'merchantName' | 'merchantImage' | 'returnUrl' | 'logo' | 'widget_logo_size' | 'theme'
>;

/**
 * Joins the answer of POST /api/transaction with the merchant's request into the Widget
 * transaction: transaction_token → transactionId, transaction_product → product,
 * transaction_c1..c4 → c1..c4. Parsed, so defaults (theme, logo size) apply.
 */
export function toWidgetTransaction(answer: MerchantTransaction, extras: WidgetRequestExtras = {}): WidgetTransaction {
  return widgetTransactionSchema.parse({
    ...extras,
    merchantId: answer.merchant_id,
    transactionId: answer.transaction_token,
    currency_1_iso: answer.currency_1_iso,
    currency_1_amount: answer.currency_1_amount,
    currency_1_address: answer.currency_1_address,
    currency_1_tag: answer.currency_1_tag,
    qr: answer.qr,
    amount: answer.amount,
    currency: answer.currency,
    product: answer.transaction_product ?? undefined,
    c1: answer.transaction_c1 ?? undefined,
    c2: answer.transaction_c2 ?? undefined,
    c3: answer.transaction_c3 ?? undefined,
    c4: answer.transaction_c4 ?? undefined,
  });
}
