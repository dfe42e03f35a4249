/**
 * The wallets module's public surface: a wallet per user per currency with a deposit address
 * derived from the brand's extended public keys (050_wallets.sql), balances from the ledger, the
 * user-facing transactions list, account statements, test deposits and the ledger hold expiry job.
 * Other modules use only what is exported here.
 *
 * - Wallets: ensureWallet / ensureWalletInTransaction (idempotent, one address per user per chain,
 *   the next index reserved atomically); userAccountSummary (GET /users/getUserBalances and the
 *   account_values and wallets of GET /users/me).
 * - Transactions: recordTransaction (idempotent per ledger transfer) for withdrawals, conversions
 *   and orders to list what they moved; updateTransactionStatus moves a row on (a chain deposit:
 *   pending with n of N confirmations → completed or canceled); statuses are stored raw (core's
 *   rule displays them).
 * - Brand keys: configureBrandXpub (checked by core's parser; set once per brand, chain, network).
 */
export { walletsPlugin, type WalletsPluginOptions, type WalletsService } from './wallets-plugin.js';
export { walletsApiRoutes, type WalletsApiRoutesOptions } from './wallets-api-routes.js';
export { walletsEnvShape, toWalletsEnv, type WalletsEnv } from './wallets-env.js';
export {
  ensureWallet,
  ensureWalletInTransaction,
  type EnsureWalletInput,
  type EnsureWalletResult,
} from './create-wallet.js';
export { userAccountSummary, type UserAccountSummary, type UserAccountSummaryOptions } from './user-account-summary.js';
export { walletBalance, type WalletBalance } from './wallet-view.js';
export {
  recordTransaction,
  findTransactionByLedgerTransfer,
  updateTransactionStatus,
  CompletedTransactionError,
  type NewTransaction,
  type TransactionRecord,
  type TransactionStatusChange,
  type TransactionStatusValue,
} from './transactions/transaction-repository.js';
export { configureBrandXpub, type ConfigureXpubResult } from './deposits/brand-xpubs.js';
export {
  assignPaymentAddress,
  reserveAddress,
  type DepositAddress,
  type ReservedAddress,
} from './deposits/deposit-addresses.js';
export {
  findDepositAddressOwners,
  findDepositAddressesById,
  type DepositAddressOwner,
} from './deposits/deposit-address-owners.js';
export { chainOf, depositChains, type DepositChain } from './deposits/chains.js';
export { creditTestDeposit, type TestDepositInput, type TestDepositResult } from './deposits/test-deposit.js';
export {
  WalletsError,
  isWalletsError,
  walletsRefusal,
  refusingWalletsErrors,
  type RefusalFields,
  type WalletsErrorType,
} from './wallets-error.js';
export { depositAmount } from './deposits/deposit-amount.js';
export { demoAccountXpub } from './deposits/demo-xpubs.js';
export { insertDemoBankAccountIfAbsent } from './bank-deposits/bank-accounts.js';
export { findBrandBankAccount, toBankAccountWire, type BrandBankAccount } from './bank-deposits/bank-accounts.js';
