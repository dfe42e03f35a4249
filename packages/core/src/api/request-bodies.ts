import type { LocaleCode } from '../i18n/locales.js';
import type { CryptoCurrency, CurrencyCode, FiatCurrency } from '../schemas/currencies.js';
import type { MerchantSettlementTab } from '../schemas/merchant-settlement.js';
import type { SettlementInfo } from '../schemas/settlement-info.js';

export type QueryValue = string | number | boolean | undefined;
export type QueryParams = Record<string, QueryValue>;
export type JsonObject = Record<string, unknown>;

/**
 * Request bodies and queries where the spec gives their fields (spec §7). Calls whose body the
 * spec does not show take a JSON object; the server's zod schemas are the authority on those.
 */
export interface LoginBody {
  email: string;
  password: string;
}

/** POST /verify/requestOTP: sign in with a code sent by email. */
export interface RequestOtpBody extends JsonObject {
  email: string;
}

/** POST /verify/resendOTP: the details plus the registration token id of the new registration flow. */
export interface ResendOtpBody extends JsonObject {
  reg_token_id?: string;
}

/** PATCH /verify/setVerifyId (spec §7). */
export interface SetVerifyIdBody {
  compliance: 'pending' | 'review';
}

/** PATCH /verify/resetMobileCode/{id}. */
export interface ResetMobileCodeBody {
  mobile: string;
}

/** POST /users/createWallet: a coin symbol, or chain details for a token on a chain. */
export type CreateWalletBody = { symbol: string } | { chain: string; symbol?: string; contract_address?: string };

export type UpdateSettlementInfoBody = SettlementInfo;

/** Merchant widget: POST /api/currencies. */
export interface MerchantIdBody {
  merchant_id: string;
}

/** Merchant widget: POST /api/transaction/status. */
export interface MerchantTransactionStatusBody {
  transaction_id: string;
  merchant_id: string;
}

/**
 * Merchant widget: POST /api/transaction/currency, the customer's coin choice on the widget's
 * home screen (the server derives the address and fixes the rate for the 900 s window).
 */
export interface MerchantTransactionCurrencyBody extends MerchantTransactionStatusBody {
  currency_1_iso: CryptoCurrency;
}

/** A rate pair: quote currency, underscore, base currency, e.g. EUR_BTC. */
export type RatePair = `${string}_${string}`;

/** Merchant widget: POST /api/rates. */
export interface MerchantRatesBody {
  currencies: RatePair[];
  merchant_id: string;
}

/** GET /users/me and GET /users/compliance: the flow variant sends the buyer's ip and is_flow=1. */
export interface FlowQuery {
  ip?: string;
  is_flow?: 1;
}

/** The flow's checkout lookup always sends is_flow=1. */
export interface FlowCheckoutQuery {
  ip?: string;
  is_flow: 1;
}

export interface CouponQuery {
  coupon_code?: string;
}

export interface IpQuery {
  ip?: string;
}

export interface MerchantQuery {
  merchant_id: string;
}

/** GET /api/rates: rates for the market, or for one seller (merchant). */
export interface MarketRatesQuery {
  for?: 'market' | 'seller';
  merchant_id?: string;
}

/** GET /transactions/getMerchantSettlments: one tab of spec §2's merchantSettlements, in cursor pages. */
export interface MerchantSettlementsQuery {
  tab: MerchantSettlementTab;
  /** 1 to 100, default 20. */
  limit?: number;
  /** next_cursor of the previous page. */
  cursor?: string;
}

/** Merchant widget: POST /api/markets (currency: the fiat to price in, default EUR). */
export interface MerchantMarketsBody {
  merchant_id: string;
  currency?: FiatCurrency;
}

/**
 * Merchant base: POST /api/sendlink, authorised by the merchant's secret key or session. lang is
 * the customer's language (one of the 7 locales; anything else sends English).
 */
export interface SendLinkBody {
  merchant_id: string;
  transaction_id: string;
  email: string;
  lang?: LocaleCode | (string & {});
  idempotency_key?: string;
}

/** POST /users/merchant/payouts: an amount of one wallet to the settlement bank account. */
export interface MerchantPayoutBody {
  currency: CurrencyCode;
  amount: string;
  /** The fiat the bank receives for a coin payout (default EUR); a fiat payout is sent as is. */
  payout_currency?: FiatCurrency;
  idempotency_key: string;
}

/** POST /users/merchant/payments/{id}/refund: the customer's address on the payment's coin and network. */
export interface PaymentRefundBody {
  address: string;
}

/** GET /users/merchant/payouts. */
export interface MerchantPageQuery {
  limit?: number;
  cursor?: string;
}
