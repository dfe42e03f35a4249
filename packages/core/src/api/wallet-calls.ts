import { z } from 'zod';
import { beneficiaryListSchema } from '../schemas/beneficiary.js';
import { cardListSchema } from '../schemas/card.js';
import { keyedTransactionsSchema } from '../schemas/transaction.js';
import { walletListSchema } from '../schemas/wallet.js';
import type { JsonObject, QueryParams } from './call-definition.js';
import { defineCall } from './call-definition.js';
import type { CreateWalletBody } from './request-bodies.js';

/** Spec §7 "Wallets and transactions" (paths spelled as the spec spells them). */
export const walletCalls = {
  getUserBalances: defineCall()({
    method: 'GET',
    path: '/users/getUserBalances',
    details: z.looseObject({ wallets: walletListSchema }),
  }),
  getTransactions: defineCall<undefined, QueryParams>()({
    method: 'GET',
    path: '/transactions/getTransactions',
    details: keyedTransactionsSchema,
  }),
  getMerchantSettlments: defineCall<undefined, QueryParams>()({
    method: 'GET',
    path: '/transactions/getMerchantSettlments',
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
  getUserCards: defineCall()({ method: 'GET', path: '/users/getUserCards', details: cardListSchema }),
  getUserBeneficiaries: defineCall()({
    method: 'GET',
    path: '/users/getUserBeneficiaries',
    details: beneficiaryListSchema,
  }),
  addBeneficiary: defineCall<JsonObject>()({ method: 'POST', path: '/users/addBeneficiary' }),
  createWallet: defineCall<CreateWalletBody>()({ method: 'POST', path: '/users/createWallet' }),
  withdrawal: defineCall<JsonObject>()({ method: 'POST', path: '/transactions/withdrawal' }),
} as const;
