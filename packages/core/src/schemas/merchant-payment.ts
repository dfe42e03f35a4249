import { z } from 'zod';
import { brandThemeSchema } from './configuration.js';
import { cryptoCurrencySchema, fiatCurrencySchema } from './currencies.js';
import { widgetLogoSizes } from './widget-transaction.js';

/**
 * The merchant payment (the widget transaction of spec §3 as the server keeps it) and the shapes
 * the widget, the SDK, webhooks and the merchant area share. The state machine follows BTCPay
 * Server's invoices (REFERENCES.md):
 *
 *   awaiting_currency ─(coin chosen: address derived, rate fixed for 900 s)─▶ new
 *   new ─(paid ≥ amount due, 0-conf counts)─▶ processing ─(confirmations met)─▶ settled
 *   new ─(900 s passed)─▶ expired
 *   processing ─(monitoring window over, still unconfirmed)─▶ invalid
 *   processing ─(the paying transaction replaced / double-spent)─▶ new
 *
 * Exception states beside the status: paid_partial (less than due; same address kept, the widget
 * shows the rest), paid_over (more than due), paid_late (paid in full after expiry, within the
 * monitoring window: the merchant accepts or refunds).
 */
export const paymentStatuses = ['awaiting_currency', 'new', 'processing', 'settled', 'expired', 'invalid'] as const;
export type PaymentStatus = (typeof paymentStatuses)[number];
export const paymentStatusSchema = z.enum(paymentStatuses);

export const paymentExceptionStatuses = ['none', 'paid_partial', 'paid_over', 'paid_late'] as const;
export type PaymentExceptionStatus = (typeof paymentExceptionStatuses)[number];
export const paymentExceptionStatusSchema = z.enum(paymentExceptionStatuses);

/** One on-chain payment towards a merchant payment. */
export const onChainPaymentStates = ['detected', 'confirming', 'confirmed', 'replaced'] as const;
export const onChainPaymentSchema = z.object({
  txid: z.string().min(1).max(200),
  /** Decimal string in the coin's unit (8 decimals for UTXO coins, 18 ETH, 6 tokens). */
  amount: z.string().max(80),
  confirmations: z.number().int().nonnegative(),
  required_confirmations: z.number().int().nonnegative(),
  state: z.enum(onChainPaymentStates),
  seen_at: z.string().max(64),
});
export type OnChainPayment = z.infer<typeof onChainPaymentSchema>;

/**
 * The whole payment as `POST /api/transaction/status` answers it (in `request_details`), as each
 * live-status event carries it and as every webhook event's `data` carries it.
 */
export const merchantPaymentSchema = z.object({
  /** The payment id, `pay_…`, also called transaction_token and transaction_id. */
  transaction_id: z.string().min(1).max(200),
  merchant_id: z.string().min(1).max(200),
  status: paymentStatusSchema,
  exception_status: paymentExceptionStatusSchema,
  test_mode: z.boolean(),
  /** The merchant's price, 2 decimals. */
  amount: z.string().max(80),
  currency: fiatCurrencySchema,
  /** The coin the customer pays in; null until chosen on the widget's home screen. */
  currency_1_iso: cryptoCurrencySchema.nullable(),
  /** Total due in the coin (8 decimals for display; exact base units in the coin's scale). */
  currency_1_amount: z.string().max(80).nullable(),
  currency_1_address: z.string().max(200).nullable(),
  currency_1_tag: z.string().max(64).nullable(),
  /** Payment URI with the exact amount: BIP21 for UTXO coins, EIP-681 for ETH and tokens. */
  qr: z.string().max(2000).nullable(),
  /** Coin received so far (counting 0-conf) and what is still due, in the coin. */
  amount_paid: z.string().max(80),
  amount_due: z.string().max(80),
  /** Fiat per coin, fixed for the payment window. */
  rate: z.string().max(80).nullable(),
  required_confirmations: z.number().int().nonnegative(),
  payments: z.array(onChainPaymentSchema).max(100),
  order_id: z.string().max(200).nullable(),
  product: z.string().max(500).nullable(),
  transaction_c1: z.string().max(500).nullable(),
  transaction_c2: z.string().max(500).nullable(),
  transaction_c3: z.string().max(500).nullable(),
  transaction_c4: z.string().max(500).nullable(),
  return_url: z.string().max(2048).nullable(),
  created_at: z.string().max(64),
  /** End of the 900 s window (null until a coin is chosen). */
  expires_at: z.string().max(64).nullable(),
  /** End of the late-payment monitoring window. */
  monitoring_until: z.string().max(64).nullable(),
  settled_at: z.string().max(64).nullable(),
});
export type MerchantPayment = z.infer<typeof merchantPaymentSchema>;

/**
 * How long a payment link may be opened to choose a coin when the merchant says (`expires_in` or
 * `link_expires_at` of the create calls): 60 s to 30 days; without either, 24 h.
 */
export const minLinkExpirySeconds = 60;
export const maxLinkExpirySeconds = 30 * 86_400;

/**
 * The link expiry fields of the create calls (POST /api/transaction, POST /users/merchant/payments):
 * either `expires_in` seconds or `link_expires_at` (an ISO time), not both (the server checks that,
 * and that the time is 60 s to 30 days away).
 */
export const paymentLinkExpiryFields = {
  expires_in: z.coerce.number().int().min(minLinkExpirySeconds).max(maxLinkExpirySeconds).optional(),
  link_expires_at: z.iso.datetime({ offset: true }).optional(),
};

/** `GET /api/merchant?merchant_id` and the widget's header/theme (spec §2 widget header). */
export const merchantProfileSchema = z.object({
  merchant_id: z.string().min(1).max(200),
  name: z.string().max(200),
  logo: z.string().max(2048).nullable(),
  widget_logo_size: z.enum(widgetLogoSizes),
  theme: brandThemeSchema,
  currencies: z.array(cryptoCurrencySchema).max(20),
  test_mode: z.boolean(),
});
export type MerchantProfile = z.infer<typeof merchantProfileSchema>;

/** One entry of `POST /api/currencies`. */
export const merchantCurrencySchema = z.object({
  iso: cryptoCurrencySchema,
  name: z.string().max(100),
  /** Chain the coin travels on (USDT/USDC: ETH). */
  network: z.string().max(20),
  decimals: z.number().int().min(0).max(18),
  required_confirmations: z.number().int().nonnegative(),
});
export type MerchantCurrency = z.infer<typeof merchantCurrencySchema>;

/** Webhook event types: one per payment state change, plus the merchant's test event. */
export const paymentEventTypes = [
  'payment.created',
  'payment.currency_selected',
  'payment.received',
  'payment.processing',
  'payment.settled',
  'payment.expired',
  'payment.invalid',
  'payment.paid_late',
  'payment.paid_partial',
  'payment.paid_over',
  'payment.late_accepted',
  'payment.refund_requested',
  'webhook.test',
] as const;
export type PaymentEventType = (typeof paymentEventTypes)[number];
