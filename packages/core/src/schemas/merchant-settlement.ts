import { z } from 'zod';
import { bicErrorMessages, validateBic } from '../banking/bic.js';
import { ibanErrorMessage, validateIban } from '../banking/iban.js';
import { localeCodes } from '../i18n/locales.js';
import { cryptoCurrencySchema, currencyCodeSchema, fiatCurrencySchema } from './currencies.js';
import { marketStateDetailsSchema } from './market.js';
import { merchantPaymentSchema } from './merchant-payment.js';

/**
 * The merchant's settlement side (spec §2 merchantSettlements, §3 Settlement info, §4 Widget
 * amounts, §7 PATCH /users/updateSettlementInfo, GET /transactions/getMerchantSettlments,
 * POST /api/markets, POST /api/sendlink) and the calls the merchant area adds around them (payouts,
 * summary, refunds). Amounts on the wire are decimal strings: records (settlements, payouts,
 * refunds) at the asset's full scale so they add up exactly; the dashboard summary and markets at
 * spec §9's display decimals (crypto 8, fiat 2).
 */

const decimal = z.string().max(80);
const timestamp = z.string().max(64);

// ---------------------------------------------------------------------------------------------
// Settlement info (spec §3): the merchant's bank account that payouts go to.

/** IBAN as typed (spaces, lower case): checked with its mod-97 check digits, stored electronic. */
export const settlementIbanSchema = z
  .string()
  .max(64)
  .transform((text, context) => {
    const result = validateIban(text);
    if (result.ok) return result.iban;
    context.addIssue({ code: 'custom', message: ibanErrorMessage(result) });
    return z.NEVER;
  });

/** BIC / SWIFT code as typed: 8 or 11 characters, stored upper case. */
export const settlementSwiftSchema = z
  .string()
  .max(32)
  .transform((text, context) => {
    const result = validateBic(text);
    if (result.ok) return result.bic;
    context.addIssue({ code: 'custom', message: bicErrorMessages[result.error] });
    return z.NEVER;
  });

const requiredText = (what: string, max: number) =>
  z.string().trim().min(1, `Please enter the ${what}.`).max(max, `The ${what} has at most ${max} characters.`);

/**
 * PATCH /users/updateSettlementInfo: every field of spec §3's Settlement info, all required (the
 * settlement form sends them together; a payout needs all of them).
 */
export const settlementInfoUpdateSchema = z.strictObject({
  bank_iban: settlementIbanSchema,
  bank_swift: settlementSwiftSchema,
  bank_name: requiredText('bank name', 200),
  bank_address: requiredText('bank address', 500),
  bank_company_name: requiredText('company name', 200),
  bank_company_registered_address: requiredText('company registered address', 500),
});
export type SettlementInfoUpdate = z.output<typeof settlementInfoUpdateSchema>;

/**
 * What GET /users/settlementInfo and PATCH /users/updateSettlementInfo answer: the six fields
 * ('' while never saved, as the settlement form shows them), the IBAN in print format for reading,
 * and when they were last saved (null: never).
 */
export const settlementInfoDetailsSchema = z.object({
  bank_iban: z.string().max(64),
  bank_swift: z.string().max(11),
  bank_name: z.string().max(200),
  bank_address: z.string().max(500),
  bank_company_name: z.string().max(200),
  bank_company_registered_address: z.string().max(500),
  bank_iban_print: z.string().max(80),
  updated_at: timestamp.nullable(),
});
export type SettlementInfoDetails = z.infer<typeof settlementInfoDetailsSchema>;

// ---------------------------------------------------------------------------------------------
// Settlements (GET /transactions/getMerchantSettlments, spec §2 tabs creditcards, widget, wire).

export const merchantSettlementTabs = ['widget', 'creditcards', 'wire'] as const;
export type MerchantSettlementTab = (typeof merchantSettlementTabs)[number];
export const merchantSettlementTabSchema = z.enum(merchantSettlementTabs);

/** widget and creditcards records are completed ledger postings; wire records are payouts. */
export const merchantSettlementStatuses = ['completed', 'requested', 'paid', 'failed'] as const;
export const merchantSettlementStatusSchema = z.enum(merchantSettlementStatuses);

/** Largest page of settlements, payouts and payments. */
export const merchantPageSizeLimit = 100;

/** One settlement record of a tab. */
export const merchantSettlementSchema = z.object({
  id: z.string().min(1).max(100),
  tab: merchantSettlementTabSchema,
  status: merchantSettlementStatusSchema,
  /** The asset credited (widget: the coin; creditcards: the card's fiat) or paid out (wire). */
  currency: currencyCodeSchema,
  /** What the customer paid (widget, creditcards) or what left the wallet (wire). */
  gross: decimal,
  /** The platform's fee ('0…' for payouts). */
  fee: decimal,
  /** What the merchant got (gross − fee) or, for a wire, the fiat amount sent to the bank. */
  net: decimal,
  /** Currency of `net`: the payout's fiat for a wire, else `currency`. */
  net_currency: currencyCodeSchema,
  /** The ledger transfer (widget, creditcards) or the payout's reference on the wire. */
  payout_reference: z.string().max(100).nullable(),
  /** The bank's reference of a paid wire. */
  bank_reference: z.string().max(200).nullable(),
  payment_id: z.string().max(200).nullable(),
  order_id: z.string().max(200).nullable(),
  date: timestamp,
});
export type MerchantSettlement = z.infer<typeof merchantSettlementSchema>;

export const merchantSettlementPageSchema = z.object({
  tab: merchantSettlementTabSchema,
  settlements: z.array(merchantSettlementSchema).max(merchantPageSizeLimit),
  /** Pass as `cursor` for the next (older) page; null on the last page. */
  next_cursor: z.string().max(100).nullable(),
});
export type MerchantSettlementPage = z.infer<typeof merchantSettlementPageSchema>;

// ---------------------------------------------------------------------------------------------
// Payouts to the settlement bank account (POST/GET /users/merchant/payouts).

/** A payout's id (`mpo_…`). */
export const merchantPayoutIdPattern = /^mpo_[a-z0-9]{1,60}$/;

export const merchantPayoutStatuses = ['requested', 'paid', 'failed'] as const;
export const merchantPayoutStatusSchema = z.enum(merchantPayoutStatuses);

export const merchantPayoutSchema = z.object({
  payout_id: z.string().min(1).max(100),
  status: merchantPayoutStatusSchema,
  /** The wallet paid from and the amount taken from it (held until the wire is sent). */
  currency: currencyCodeSchema,
  amount: decimal,
  /** The fiat sent to the bank: the same as `amount` for a fiat wallet; converted for a coin. */
  payout_currency: fiatCurrencySchema,
  payout_amount: decimal,
  /** Fiat per coin used for a coin payout (null for fiat). */
  rate: z.string().max(80).nullable(),
  /** Our reference, on the wire's remittance information. */
  reference: z.string().max(100),
  bank_reference: z.string().max(200).nullable(),
  bank_iban: z.string().max(64),
  bank_swift: z.string().max(11),
  bank_name: z.string().max(200),
  bank_company_name: z.string().max(200),
  failure_reason: z.string().max(500).nullable(),
  created_at: timestamp,
  completed_at: timestamp.nullable(),
});
export type MerchantPayout = z.infer<typeof merchantPayoutSchema>;

// ---------------------------------------------------------------------------------------------
// Dashboard (GET /users/merchant/summary, spec §4 Widget amounts).

const paymentCount = z.number().int().nonnegative();

/**
 * A currency's totals, each the sum of the payments whose row shows that status (core's
 * merchantTotals, spec §4 widget amounts; display decimals: crypto 8, fiat 2): pending (awaiting
 * the coin choice or the customer's coins), processing (paid, confirming) and completed (settled,
 * shown as Approved). Expired and failed payments count in none.
 */
export const merchantSummarySumSchema = z.object({
  currency: currencyCodeSchema,
  pending: decimal,
  processing: decimal,
  completed: decimal,
  /** How many payments each total adds up. */
  payments: z.object({ pending: paymentCount, processing: paymentCount, completed: paymentCount }),
});

export const merchantBalanceSchema = z.object({
  currency: currencyCodeSchema,
  /** The merchant's wallet: spendable, and held (payouts being sent). */
  available: decimal,
  held: decimal,
  /** Received for payments but not settled yet (awaiting confirmation, a late decision or a refund). */
  awaiting_settlement: decimal,
});

export const merchantSummarySchema = z.object({
  /** Fiat sums use the payment's price, coin sums the coin amount due. */
  sums: z.array(merchantSummarySumSchema).max(20),
  balances: z.array(merchantBalanceSchema).max(20),
});
export type MerchantSummary = z.infer<typeof merchantSummarySchema>;

// ---------------------------------------------------------------------------------------------
// Merchant base: POST /api/markets and POST /api/sendlink.

export const merchantMarketSchema = z.object({
  iso: cryptoCurrencySchema,
  name: z.string().max(100),
  /** QUOTE_BASE, e.g. EUR_BTC. */
  pair: z.string().max(20),
  /** Price of 1 coin in the fiat, 2 decimals. */
  price: decimal,
  /** Coins for 1 unit of the fiat, 8 decimals. */
  rate: decimal,
  observed_at: timestamp,
});
/**
 * `markets`: the merchant's coins (with merchant_id), or every wallet coin of the platform for a
 * visitor; a visitor's answer adds spec §3 Market state (rates, history, details, summary) of every
 * market coin.
 */
export const merchantMarketsDetailsSchema = z.object({
  currency: fiatCurrencySchema,
  markets: z.array(merchantMarketSchema).max(20),
  ...marketStateDetailsSchema.partial().shape,
});
export type MerchantMarketsDetails = z.infer<typeof merchantMarketsDetailsSchema>;

/** At most this many emails of one payment link (POST /api/sendlink). */
export const paymentLinkSendLimit = 5;

export const sendLinkDetailsSchema = z.object({
  transaction_id: z.string().max(200),
  email: z.string().max(254),
  lang: z.enum(localeCodes),
  link: z.string().max(2048),
  /** Emails of this payment link so far, and how many more are allowed. */
  sends: z.number().int().nonnegative(),
  sends_left: z.number().int().nonnegative(),
  /** True when the idempotency key was seen before: nothing was sent this time. */
  replayed: z.boolean(),
});
export type SendLinkDetails = z.infer<typeof sendLinkDetailsSchema>;

// ---------------------------------------------------------------------------------------------
// Refunds (POST /users/merchant/payments/{id}/refund), shown on the payment.

export const paymentRefundStatuses = ['requested', 'broadcast', 'sent', 'failed'] as const;
export const paymentRefundSchema = z.object({
  refund_id: z.string().max(100),
  /**
   * paid_late: everything the customer paid; paid_over: the part above the amount due; paid_partial:
   * everything the customer paid of a payment that expired underpaid.
   */
  reason: z.enum(['paid_late', 'paid_over', 'paid_partial']),
  status: z.enum(paymentRefundStatuses),
  amount: decimal,
  address: z.string().max(200),
  txid: z.string().max(200).nullable(),
  requested_at: timestamp,
});
export type PaymentRefund = z.infer<typeof paymentRefundSchema>;

/**
 * The payment as the server answers it (merchant area, status and create calls): core's merchant
 * payment plus until when its link may be opened and its refund. Kept beside, not inside,
 * merchantPaymentSchema, whose exact shape the widget's dependency-free checks and the webhook
 * events' `data` follow; a reader of the plain schema just ignores the two fields.
 */
export const merchantPaymentViewSchema = merchantPaymentSchema.extend({
  /** Until when the link may be opened to choose a coin (once a coin is chosen, expires_at rules). */
  link_expires_at: timestamp.nullable(),
  /** The refund of a paid-late payment or of an overpayment's excess, once the merchant asked for it. */
  refund: paymentRefundSchema.nullable(),
});
export type MerchantPaymentView = z.infer<typeof merchantPaymentViewSchema>;

/**
 * What POST /api/transaction answers: the whole payment, plus the spec's names of two of its fields
 * (transaction_token = transaction_id, transaction_product = product). currency_1_* are null until
 * the customer chooses the coin (a create without currency_1_iso).
 */
export const createdMerchantTransactionSchema = merchantPaymentViewSchema.extend({
  transaction_token: z.string().min(1).max(200),
  transaction_product: z.string().max(500).nullable(),
});
export type CreatedMerchantTransaction = z.infer<typeof createdMerchantTransactionSchema>;

/** What POST /users/merchant/payments answers: the payment and its widget link (a path of the origin). */
export const createdPaymentLinkSchema = merchantPaymentViewSchema.extend({ link: z.string().min(1).max(2048) });
export type CreatedPaymentLink = z.infer<typeof createdPaymentLinkSchema>;

/** A page of GET /users/merchant/payments, newest first. */
export const merchantPaymentsPageSchema = z.object({
  payments: z.array(merchantPaymentViewSchema).max(merchantPageSizeLimit),
  /** Pass as `cursor` for the next (older) page; null on the last page. */
  next_cursor: z.string().max(100).nullable(),
});
export type MerchantPaymentsPage = z.infer<typeof merchantPaymentsPageSchema>;

/** A page of GET /users/merchant/payouts (and of the operator's list), newest first. */
export const merchantPayoutsPageSchema = z.object({
  payouts: z.array(merchantPayoutSchema).max(merchantPageSizeLimit),
  next_cursor: z.string().max(100).nullable(),
});
export type MerchantPayoutsPage = z.infer<typeof merchantPayoutsPageSchema>;
