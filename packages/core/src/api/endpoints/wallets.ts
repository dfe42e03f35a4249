import { beneficiaryListSchema } from '../../schemas/beneficiary.js';
import { cardListSchema } from '../../schemas/card.js';
import { depositBankDetailsSchema } from '../../schemas/deposit-bank-details.js';
import { transactionPageSchema } from '../../schemas/transaction.js';
import { userBalancesDetailsSchema } from '../../schemas/wallet.js';
import type { CreateWalletBody, JsonObject, QueryParams } from '../request-bodies.js';
import { defineEndpoint } from '../endpoint.js';
import { unchecked } from '../unchecked.js';

/** Spec §7 "Wallets and transactions" (paths spelled as the spec spells them). */
export const walletEndpoints = {
  getUserBalances: defineEndpoint({
    method: 'GET',
    path: '/users/getUserBalances',
    auth: 'session',
    summary: "The user's wallets with balances and the account value",
    tags: ['wallets'],
    details: userBalancesDetailsSchema,
  }),
  getTransactions: defineEndpoint({
    method: 'GET',
    path: '/transactions/getTransactions',
    auth: 'session',
    summary: "The user's transactions, newest first, in cursor pages",
    tags: ['transactions'],
    request: { query: unchecked<QueryParams | undefined>() },
    details: transactionPageSchema,
  }),
  getWalletActivity: defineEndpoint({
    method: 'GET',
    path: '/transactions/getWalletActivity',
    auth: 'session',
    summary: "One wallet's activity",
    tags: ['transactions'],
    request: { query: unchecked<QueryParams | undefined>() },
    details: unchecked<unknown>(),
  }),
  getWalletBalanceActivity: defineEndpoint({
    method: 'GET',
    path: '/transactions/getWalletBalanceActivity',
    auth: 'session',
    summary: "One wallet's balance over time",
    tags: ['transactions'],
    request: { query: unchecked<QueryParams | undefined>() },
    details: unchecked<unknown>(),
  }),
  getFees: defineEndpoint({
    method: 'GET',
    path: '/transactions/getFees',
    auth: 'session',
    summary: "The brand's fee schedule",
    tags: ['transactions'],
    request: { query: unchecked<QueryParams | undefined>() },
    details: unchecked<unknown>(),
  }),
  getFavorites: defineEndpoint({
    method: 'GET',
    path: '/transactions/getFavorites',
    auth: 'session',
    summary: "The user's favourite currencies",
    tags: ['transactions'],
    request: { query: unchecked<QueryParams | undefined>() },
    details: unchecked<unknown>(),
  }),
  /** Answers `success: true` (spec §7), so it is a checkout call. */
  getTransactionStatus: defineEndpoint({
    method: 'POST',
    path: '/transactions/getTransactionStatus',
    success: 'success',
    auth: 'session',
    summary: "A transaction's status",
    tags: ['transactions'],
    request: { body: unchecked<JsonObject>() },
    details: unchecked<unknown>(),
  }),
  getTransacionaDetails: defineEndpoint({
    method: 'POST',
    path: '/transactions/getTransacionaDetails',
    auth: 'session',
    summary: "A transaction's details (the spec's spelling)",
    tags: ['transactions'],
    request: { body: unchecked<JsonObject>() },
    details: unchecked<unknown>(),
  }),
  /** The correctly spelled alias of getTransacionaDetails (same body and answer). */
  getTransactionDetails: defineEndpoint({
    method: 'POST',
    path: '/transactions/getTransactionDetails',
    auth: 'session',
    summary: "A transaction's details",
    tags: ['transactions'],
    request: { body: unchecked<JsonObject>() },
    details: unchecked<unknown>(),
  }),
  /** "Make default wallet" (spec §2): PATCH /users/defaultWallet { symbol }. */
  setDefaultWallet: defineEndpoint({
    method: 'PATCH',
    path: '/users/defaultWallet',
    auth: 'session',
    summary: 'Makes a wallet the default one',
    tags: ['wallets'],
    request: { body: unchecked<{ symbol: string }>() },
    details: unchecked<unknown>(),
  }),
  getUserCards: defineEndpoint({
    method: 'GET',
    path: '/users/getUserCards',
    status: 'planned',
    auth: 'session',
    summary: 'Cards the user paid with',
    tags: ['wallets'],
    details: cardListSchema,
  }),
  getUserBeneficiaries: defineEndpoint({
    method: 'GET',
    path: '/users/getUserBeneficiaries',
    status: 'planned',
    auth: 'session',
    summary: "The user's withdrawal address book",
    tags: ['withdrawals'],
    details: beneficiaryListSchema,
  }),
  addBeneficiary: defineEndpoint({
    method: 'POST',
    path: '/users/addBeneficiary',
    status: 'planned',
    auth: 'session',
    summary: 'Adds a withdrawal address',
    tags: ['withdrawals'],
    request: { body: unchecked<JsonObject>() },
    details: unchecked<unknown>(),
  }),
  createWallet: defineEndpoint({
    method: 'POST',
    path: '/users/createWallet',
    auth: 'session',
    summary: 'Adds a crypto wallet',
    tags: ['wallets'],
    request: { body: unchecked<CreateWalletBody>() },
    details: unchecked<unknown>(),
  }),
  /** "Deposit EUR" (spec §2): the brand's bank account for `?currency=` and the wallet's reference. */
  depositBankDetails: defineEndpoint({
    method: 'GET',
    path: '/users/depositBankDetails',
    auth: 'session',
    summary: "The brand's bank account and the wallet's reference for a fiat deposit",
    tags: ['wallets'],
    request: { query: unchecked<{ currency: string }>() },
    details: depositBankDetailsSchema,
  }),
  /** Account statements as CSV or PDF (a file, not the envelope). */
  downloadStatement: defineEndpoint({
    method: 'GET',
    path: '/users/statements',
    auth: 'session',
    produces: 'file',
    summary: 'An account statement (CSV or PDF)',
    tags: ['wallets'],
    request: { query: unchecked<QueryParams>() },
  }),
  withdrawal: defineEndpoint({
    method: 'POST',
    path: '/transactions/withdrawal',
    status: 'planned',
    auth: 'session',
    summary: 'Withdraws crypto or fiat',
    tags: ['withdrawals'],
    request: { body: unchecked<JsonObject>() },
    details: unchecked<unknown>(),
  }),
} as const;
