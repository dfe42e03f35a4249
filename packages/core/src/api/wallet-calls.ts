import { beneficiaryListSchema } from '../schemas/beneficiary.js';
import { merchantSettlementPageSchema } from '../schemas/merchant-settlement.js';
import { cardListSchema } from '../schemas/card.js';
import { transactionPageSchema } from '../schemas/transaction.js';
import { depositBankDetailsSchema } from '../schemas/deposit-bank-details.js';
import { userBalancesDetailsSchema } from '../schemas/wallet.js';
import type { JsonObject, QueryParams } from './call-definition.js';
import { defineCall } from './call-definition.js';
import type { CreateWalletBody, MerchantSettlementsQuery } from './request-bodies.js';

/** Spec §7 "Wallets and transactions" (paths spelled as the spec spells them). */
export const walletCalls = {
  getUserBalances: defineCall()({
    method: 'GET',
    path: '/users/getUserBalances',
    details: userBalancesDetailsSchema,
  }),
  getTransactions: defineCall<undefined, QueryParams>()({
    method: 'GET',
    path: '/transactions/getTransactions',
    details: transactionPageSchema,
  }),
  /** Spec §2 merchantSettlements: `?tab=widget|creditcards|wire`, cursor pages of at most 100. */
  getMerchantSettlments: defineCall<undefined, MerchantSettlementsQuery>()({
    method: 'GET',
    path: '/transactions/getMerchantSettlments',
    details: merchantSettlementPageSchema,
  }),
  getWalletActivity: defineCall<undefined, QueryParams>()({ method: 'GET', path: '/transactions/getWalletActivity' }),
  getWalletBalanceActivity: defineCall<undefined, QueryParams>()({
    method: 'GET',
    path: '/transactions/getWalletBalanceActivity',
  }),
  getFees: defineCall<undefined, QueryParams>()({ method: 'GET', path: '/transactions/getFees' }),
  getFavorites: defineCall<undefined, QueryParams>()({ method: 'GET', path: '/transactions/getFavorites' }),
  /** Answers `success: true` (spec §7), so it is a checkout call. */
  getTransactionStatus: defineCall<JsonObject>()({
    method: 'POST',
    path: '/transactions/getTransactionStatus',
    success: 'success',
  }),
  getTransacionaDetails: defineCall<JsonObject>()({ method: 'POST', path: '/transactions/getTransacionaDetails' }),
  /** The correctly spelled alias of getTransacionaDetails (same body and answer). */
  getTransactionDetails: defineCall<JsonObject>()({ method: 'POST', path: '/transactions/getTransactionDetails' }),
  /** "Make default wallet" (spec §2): PATCH /users/defaultWallet { symbol }. */
  setDefaultWallet: defineCall<{ symbol: string }>()({ method: 'PATCH', path: '/users/defaultWallet' }),
  getUserCards: defineCall()({ method: 'GET', path: '/users/getUserCards', details: cardListSchema }),
  getUserBeneficiaries: defineCall()({
    method: 'GET',
    path: '/users/getUserBeneficiaries',
    details: beneficiaryListSchema,
  }),
  addBeneficiary: defineCall<JsonObject>()({ method: 'POST', path: '/users/addBeneficiary' }),
  createWallet: defineCall<CreateWalletBody>()({ method: 'POST', path: '/users/createWallet' }),
  /** "Deposit EUR" (spec §2): the brand's bank account for `?currency=` and the wallet's reference. */
  depositBankDetails: defineCall<undefined, { currency: string }>()({
    method: 'GET',
    path: '/users/depositBankDetails',
    details: depositBankDetailsSchema,
  }),
  withdrawal: defineCall<JsonObject>()({ method: 'POST', path: '/transactions/withdrawal' }),
} as const;
