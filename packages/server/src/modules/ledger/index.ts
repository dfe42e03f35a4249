/**
 * The ledger module's public surface: double-entry, append-only books modelled on TigerBeetle, in
 * PostgreSQL (PGlite runs the same SQL). Other modules use only what is exported here, never the
 * ledger_* tables or SQL functions. README.md describes the tables, the SQL functions
 * (migrations/R__ledger_functions.sql), the invariants and how each kind of transfer works.
 *
 * - Accounts: accountIdOf names one without a lookup ("user:BTC:usr_1"); ensureAccount creates it
 *   idempotently (ensureAccounts: several in one statement); getAccount reads its totals; getBalances an owner's posted, held, available and
 *   incoming balances.
 * - Transfers: createTransfers applies a batch in one statement, retried on serialization and
 *   deadlock failures, one result per transfer (ledger-codes.ts); createTransfersInTransaction does
 *   the same inside the caller's transaction. lookupTransfer and listTransfers read them back.
 * - Holds: pending transfers, posted or voided by createTransfers; expirePendingTransfers is the
 *   expiry job's step.
 * - Conversions: convert (two linked transfers through the platform's liquidity accounts).
 * - reconcile proves the books; LedgerError is thrown only for integration mistakes and bugs.
 */
export { accountIdOf, ensureAccount, ensureAccounts, getAccount, getBalances } from './ledger-accounts.js';
export type { AccountBalance, AccountKey, LedgerAccount } from './ledger-accounts.js';
export { createTransfers, createTransfersInTransaction } from './create-transfers.js';
export type { TransferOutcome } from './create-transfers.js';
export { listTransfers, lookupTransfer, maxPageSize } from './list-transfers.js';
export type { LedgerTransfer, TransferLookup, TransferPage } from './list-transfers.js';
export { expirePendingTransfers, maxExpiryBatchSize } from './expire-pending-transfers.js';
export { isPendingOpen } from './pending-holds.js';
export { reconcile } from './reconcile.js';
export type { AssetTotals, ReconciliationReport, Violation, ViolationType } from './reconcile.js';
export { convert, convertedAmount, conversionTransfers } from './convert.js';
export type { ConversionOutcome, ConversionRequest, ExactRate } from './convert.js';
export { accountKinds, isCreditNormal, isRecorded, platformOwner, transferResults } from './ledger-codes.js';
export type { AccountKind, FailureResult, TransferResult, TransferType } from './ledger-codes.js';
export { LedgerError } from './ledger-error.js';
export type { LedgerErrorType } from './ledger-error.js';
export { maxAmountBaseUnits, maxBatchSize, maxTimeoutSeconds } from './transfer-request.js';
export type { TransferRequest } from './transfer-request.js';
