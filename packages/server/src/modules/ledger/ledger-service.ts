/**
 * The ledger module: double-entry, append-only books modelled on TigerBeetle, kept in PostgreSQL
 * (migrations 010_ledger.sql and 011_ledger_functions.sql; same SQL on PGlite). Other modules use
 * only these functions, never the ledger_* tables.
 *
 * Accounts: one per (owner, asset, kind), id "kind:asset:owner", created idempotently by
 * ensureAccount. Kinds and their normal side are in ledger-codes.ts: user, merchant_payable,
 * liquidity and fee_revenue are credit-normal and carry debits_must_not_exceed_credits (never
 * below zero); chain_clearing, bank_clearing and psp_clearing are debit-normal mirrors of money held
 * outside and have no limit, as is network_fee (expense: gas paid by the platform's own chain
 * transactions, migration 065). Each account stores debits/credits pending/posted as NUMERIC(38,0).
 *
 * Holds: modelled as TigerBeetle pending amounts on the one user account, not as a second "held"
 * account. A pending transfer raises debits_pending of the payer (and credits_pending of the
 * payee); post_pending moves up to that amount to posted and releases the rest; void_pending and
 * expiry release it. Available = credits_posted − debits_posted − debits_pending; the view
 * ledger_account_balances computes posted, held, available and incoming in SQL (getBalances).
 *
 * Transfers: immutable rows with a client-supplied id (1–64 of [A-Za-z0-9_:-]), an amount in base
 * units (bigint), one asset, two different accounts. createTransfers sends a batch in one
 * statement (ledger_create_transfers) and gets one result per transfer from the closed set in
 * ledger-codes.ts. A replay with the same request returns `exists`; with a different request
 * `exists_with_different_fields`; a failure is stored and sticks to its id (the same request gets
 * the same failure, a different one `id_already_failed`). Transfers marked `linked` form a chain
 * with the next ones up to the first unmarked one; the chain succeeds or fails whole, other members
 * of a failed chain get `linked_event_failed`, and a chain holding an id seen before applies nothing.
 * A batch of unlinked immediate transfers that are all new and all accepted in order is applied
 * set-based in a few statements (migration 087; the same results, checked by a property test against
 * the in-order path); any other batch is applied transfer by transfer. A single transfer has its own
 * short path (089). bench/README.md has the figures against pgbench.
 *
 * Safety: the database refuses amount ≤ 0, equal accounts, differing assets (composite foreign
 * keys on (id, asset)) and a limited account beyond its limit (CHECK constraints). The funds check
 * is the UPDATE's condition; accounts are locked in id order; batches naming the same id are
 * serialized by a transaction advisory lock so the replay check cannot race; serialization and
 * deadlock failures are retried a bounded number of times with jitter. reconcile proves the books.
 */
export { accountIdOf, ensureAccount, getAccount, getBalances } from './ledger-accounts.js';
export type { AccountBalance, AccountKey, LedgerAccount } from './ledger-accounts.js';
export { createTransfers, createTransfersInTransaction } from './create-transfers.js';
export type { TransferOutcome } from './create-transfers.js';
export { listTransfers, lookupTransfer, maxPageSize } from './list-transfers.js';
export { isPendingOpen } from './pending-holds.js';
export type { LedgerTransfer, TransferLookup, TransferPage } from './list-transfers.js';
export { expirePendingTransfers } from './expire-pending-transfers.js';
export { reconcile } from './reconcile.js';
export type { ReconciliationReport, Violation } from './reconcile.js';
export { convert, convertedAmount, conversionTransfers } from './convert.js';
export type { ConversionOutcome, ConversionRequest, ExactRate } from './convert.js';
export { accountKinds, isRecorded, platformOwner, transferResults } from './ledger-codes.js';
export type { AccountKind, FailureResult, TransferResult } from './ledger-codes.js';
export { LedgerError } from './ledger-error.js';
export type { TransferRequest } from './transfer-request.js';
