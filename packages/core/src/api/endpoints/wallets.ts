import { depositBankAccountInputSchema } from '../../banking/deposit-bank-account.js';
import { depositBankDetailsSchema } from '../../schemas/deposit-bank-details.js';
import { transactionPageSchema } from '../../schemas/transaction.js';
import { userBalancesDetailsSchema } from '../../schemas/wallet.js';
import {
  bankDepositBodySchema,
  depositBankAccountDetailsSchema,
  depositBankAccountsDetailsSchema,
  depositKeysDetailsSchema,
  ledgerReconciliationSchema,
  recordBankDepositDetailsSchema,
  setDepositKeyBodySchema,
  setDepositKeyDetailsSchema,
  testDepositBodySchema,
  testDepositDetailsSchema,
} from '../../schemas/wallet-operator.js';
import {
  createWalletBodySchema,
  defaultWalletBodySchema,
  depositBankDetailsQuerySchema,
  maxStatementDays,
  maxTransactionPageSize,
  statementQuerySchema,
  transactionIdBodySchema,
  transactionListQuerySchema,
  walletActivityQuerySchema,
  walletBalanceActivityQuerySchema,
} from '../../schemas/wallet-requests.js';
import {
  createdWalletDetailsSchema,
  favoriteCurrenciesSchema,
  feeScheduleSchema,
  transactionDetailsSchema,
  transactionStatusDetailsSchema,
  walletActivityPageSchema,
  walletBalanceActivitySchema,
  walletDetailsSchema,
} from '../../schemas/wallet-responses.js';
import { defineEndpoint } from '../endpoint.js';

/** Spec §7 "Wallets and transactions" and the wallets operator calls (paths spelled as the spec spells them; the wallets module serves these). The withdrawals module's rows are in withdrawals.ts. */
export const walletEndpoints = {
  getUserBalances: defineEndpoint({
    method: 'GET',
    path: '/users/getUserBalances',
    auth: 'session',
    summary: 'The user’s wallets with balances, and the account value in their fiat currency and in BTC',
    description:
      'Amounts are decimal strings at display scale (crypto 8 decimals, fiat 2) from the ledger. account_values uses rates up to the display max age; with a missing or older rate it is {} and account_values_available false with account_values_error stale_rate or rate_unavailable.',
    tags: ['wallets'],
    details: userBalancesDetailsSchema,
  }),
  createWallet: defineEndpoint({
    method: 'POST',
    path: '/users/createWallet',
    auth: 'session',
    summary: 'Adds a wallet of a currency (idempotent: an existing wallet is returned)',
    description:
      'Body { symbol } or { chain, symbol } (USDT and USDC are on the ETH chain; ERC20 is accepted). Crypto wallets get a deposit address derived from the brand key (tokens share the ETH address); fiat wallets a unique deposit reference. The first wallet becomes the default. 503 configuration_missing when the brand has no key for the coin.',
    tags: ['wallets'],
    request: { body: createWalletBodySchema },
    details: createdWalletDetailsSchema,
  }),
  /** "Make default wallet" (spec §2): PATCH /users/defaultWallet { symbol }. */
  setDefaultWallet: defineEndpoint({
    method: 'PATCH',
    path: '/users/defaultWallet',
    auth: 'session',
    summary: 'Makes one of the user’s wallets the default',
    description: 'Body { symbol }. The previous default is cleared. 404 when the user has no wallet of that currency.',
    tags: ['wallets'],
    request: { body: defaultWalletBodySchema },
    details: walletDetailsSchema,
  }),
  getTransactions: defineEndpoint({
    method: 'GET',
    path: '/transactions/getTransactions',
    auth: 'session',
    summary: 'The user’s transactions, keyed by id, newest first, with a cursor to the next page',
    description: `Filters: asset, type, status, from (inclusive), to (a date includes that whole UTC day). limit 1–${maxTransactionPageSize} (default 25). Rows spec §4 hides (an initial order with no payment_status) are never listed, so a page holds limit rows while that many visible ones exist. next_cursor is null on the last page.`,
    tags: ['transactions'],
    request: { query: transactionListQuerySchema },
    details: transactionPageSchema,
  }),
  getWalletActivity: defineEndpoint({
    method: 'GET',
    path: '/transactions/getWalletActivity',
    auth: 'session',
    summary: 'One wallet’s transactions, newest first',
    description: 'Rows spec §4 hides (an initial order with no payment_status) are never listed.',
    tags: ['transactions'],
    request: { query: walletActivityQuerySchema },
    details: walletActivityPageSchema,
  }),
  getWalletBalanceActivity: defineEndpoint({
    method: 'GET',
    path: '/transactions/getWalletBalanceActivity',
    auth: 'session',
    summary: 'A wallet’s posted balance at the end of each UTC day, oldest first (today: now)',
    tags: ['transactions'],
    request: { query: walletBalanceActivityQuerySchema },
    details: walletBalanceActivitySchema,
  }),
  getFees: defineEndpoint({
    method: 'GET',
    path: '/transactions/getFees',
    auth: 'session',
    summary: 'The fee schedule per currency',
    description:
      'Deposits are free; withdrawal_fee and withdrawal_minimum are the brand’s withdrawal schedule (set by its operators, GET /operator/withdrawalPolicy), the fee added on top of the amount withdrawn; processing_fee_percent is the buy processing fee (spec §9 sample: 0.00%).',
    tags: ['transactions'],
    details: feeScheduleSchema,
  }),
  getFavorites: defineEndpoint({
    method: 'GET',
    path: '/transactions/getFavorites',
    auth: 'session',
    summary: 'The user’s most used currencies over the last 90 days (at most 6)',
    tags: ['transactions'],
    details: favoriteCurrenciesSchema,
  }),
  /** Answers `success: true` (spec §7), so it is a checkout call. */
  getTransactionStatus: defineEndpoint({
    method: 'POST',
    path: '/transactions/getTransactionStatus',
    success: 'success',
    auth: 'session',
    summary: 'The raw status of one of the user’s transactions (checkout-style: success true)',
    tags: ['transactions'],
    request: { body: transactionIdBodySchema },
    details: transactionStatusDetailsSchema,
  }),
  getTransacionaDetails: defineEndpoint({
    method: 'POST',
    path: '/transactions/getTransacionaDetails',
    auth: 'session',
    summary: 'One of the user’s transactions (the spec’s spelling)',
    tags: ['transactions'],
    request: { body: transactionIdBodySchema },
    details: transactionDetailsSchema,
  }),
  /** The correctly spelled alias of getTransacionaDetails (same body and answer). */
  getTransactionDetails: defineEndpoint({
    method: 'POST',
    path: '/transactions/getTransactionDetails',
    auth: 'session',
    summary: 'One of the user’s transactions (correctly spelled alias of getTransacionaDetails)',
    tags: ['transactions'],
    request: { body: transactionIdBodySchema },
    details: transactionDetailsSchema,
  }),
  /** "Deposit EUR" (spec §2): the brand's bank account for `?currency=` and the wallet's reference. */
  depositBankDetails: defineEndpoint({
    method: 'GET',
    path: '/users/depositBankDetails',
    auth: 'session',
    summary: 'Where to send a fiat deposit: the brand’s bank account for the currency and the wallet’s reference',
    description:
      'Query currency (a fiat code). bank_account is null when the brand has no account for that currency. The transfer must quote reference, the wallet’s unique deposit reference, to be credited. test_mode true: the details are test data and no real money is received. 404 when the user has no wallet of the currency; 400 for a coin.',
    tags: ['wallets'],
    request: { query: depositBankDetailsQuerySchema },
    details: depositBankDetailsSchema,
  }),
  /** Account statements as CSV or PDF (a file, not the envelope; failures are the envelope). */
  downloadStatement: defineEndpoint({
    method: 'GET',
    path: '/users/statements',
    auth: 'session',
    produces: 'file',
    summary: 'Downloads an account statement (CSV or PDF) of a date range',
    description: `from and to are dates YYYY-MM-DD (UTC, both included, at most ${maxStatementDays} days, not after today). The answer is the file (text/csv RFC 4180, or application/pdf with an embedded Unicode font) as an attachment; failures are the JSON envelope. lang (default the user's locale) picks the headings' language. 403 when the brand has statements switched off.`,
    tags: ['wallets'],
    request: { query: statementQuerySchema },
  }),
  getDepositBankAccounts: defineEndpoint({
    method: 'GET',
    path: '/operator/depositBankAccounts',
    auth: 'operator',
    summary: 'The brand’s bank accounts for fiat deposits, one per currency',
    tags: ['operator'],
    details: depositBankAccountsDetailsSchema,
  }),
  setDepositBankAccounts: defineEndpoint({
    method: 'PUT',
    path: '/operator/depositBankAccounts',
    auth: 'operator',
    summary: 'Sets or replaces the brand’s bank account for deposits in one fiat currency',
    description:
      'Body { currency, account_type: iban | sort_code | routing_number, beneficiary_name, beneficiary_address, bank_name, bank_address, payment_scheme, and per type: iban + bic; sort_code + account_number (+ bic); routing_number + account_number (+ bic) }. IBANs are checked (ISO 13616 mod 97 and the country’s length), BICs by format, ABA routing numbers by their check digit; identifiers are stored without spaces, upper case. EUR accounts are IBAN accounts. Unknown fields are refused.',
    tags: ['operator'],
    request: { body: depositBankAccountInputSchema },
    details: depositBankAccountDetailsSchema,
  }),
  recordBankDeposit: defineEndpoint({
    method: 'POST',
    path: '/operator/bankDeposits',
    auth: 'operator',
    summary: 'Credits a bank transfer to the fiat wallet whose deposit reference it quotes',
    description:
      'Body { reference, currency, amount (decimal string, the currency’s 2 decimals), bank_transaction_id, value_date (YYYY-MM-DD) }: one line of the brand’s bank statement. A real ledger transfer from the bank clearing account to the user’s balance, and a completed deposit in their transactions. bank_transaction_id is the idempotency key: the same line again returns the same result with replayed true and credits once; the same id with another reference, currency, amount or value date is 409. An unknown reference is 404, a reference of another currency’s wallet or a coin is 400; none of them changes anything.',
    tags: ['operator'],
    request: { body: bankDepositBodySchema },
    details: recordBankDepositDetailsSchema,
  }),
  getDepositKeys: defineEndpoint({
    method: 'GET',
    path: '/operator/depositKeys',
    auth: 'operator',
    summary: 'The brand’s extended public keys for deposit addresses, per chain and network',
    tags: ['operator'],
    details: depositKeysDetailsSchema,
  }),
  setDepositKeys: defineEndpoint({
    method: 'PUT',
    path: '/operator/depositKeys',
    auth: 'operator',
    summary: 'Sets the brand’s account-level extended public key of a chain (once)',
    description:
      'Body { chain: BTC|LTC|BCH|ETH, network (default the server’s deposit network), xpub }. Checked by core’s parser: right network and script type, account level, never a private key. ETH’s key also serves USDT and USDC. A key is set once per chain and network (409 otherwise); the same key again is a no-op.',
    tags: ['operator'],
    request: { body: setDepositKeyBodySchema },
    details: setDepositKeyDetailsSchema,
  }),
  reconcileLedger: defineEndpoint({
    method: 'GET',
    path: '/operator/ledger/reconcile',
    auth: 'operator',
    summary: 'Proves the ledger: per asset debits equal credits, balances equal their journals, none negative',
    description: 'Amounts are base-unit integers as strings. clean is true when there is no violation.',
    tags: ['operator'],
    details: ledgerReconciliationSchema,
  }),
  /** Test mode only (the route does not exist in live mode), and only for operators of the user's brand. */
  createTestDeposit: defineEndpoint({
    method: 'POST',
    path: '/operator/testDeposit',
    auth: 'operator',
    summary: 'TEST MODE: credits a test deposit to a user of the operator’s brand (a real ledger transfer)',
    description:
      'Body { user_id, currency, amount (decimal string), client_id }. client_id is the idempotency key: the same request again returns the same transaction with replayed true and credits once; the same client_id with another request is 409 conflict. Creates the wallet when missing. Absent (404) in live mode.',
    tags: ['operator', 'test mode'],
    request: { body: testDepositBodySchema },
    details: testDepositDetailsSchema,
  }),
} as const;
