import { createHash, randomBytes } from 'node:crypto';
import {
  bankTransactionIdPattern,
  depositReferencePattern,
  isFiatCurrency,
  valueDatePattern,
  type CurrencyCode,
  type FiatCurrency,
} from '@platform/core';
import type { Database, Queryable } from '../../../db/database.js';
import { creditDeposit } from '../deposits/credit-deposit.js';
import type { TransactionRecord } from '../transactions/transaction-repository.js';
import { isoTimestamp } from '../wallet-repository.js';

/** payment_method of credited bank transfers: a code the clients translate. */
export const bankTransferPaymentMethod = 'bank_transfer';

export interface BankDepositInput {
  /** The operator's brand: only its wallets' references are known. */
  brandId: string;
  /** The operator crediting it, kept for the audit. */
  operatorId: string;
  /** The wallet's deposit reference the transfer quoted (DEP + 10 characters, upper case). */
  reference: string;
  currency: FiatCurrency;
  amountBaseUnits: bigint;
  bankTransactionId: string;
  /** YYYY-MM-DD: when the money was available on the brand's account. */
  valueDate: string;
}

/** A credited bank transfer (table bank_deposits). */
export interface BankDepositRecord {
  id: string;
  brandId: string;
  bankTransactionId: string;
  reference: string;
  userId: string;
  walletId: string;
  currency: FiatCurrency;
  amountBaseUnits: bigint;
  valueDate: string;
  ledgerTransferId: string;
  creditedBy: string;
  createdAt: string;
}

export type BankDepositResult =
  | { ok: true; deposit: BankDepositRecord; transaction: TransactionRecord; replayed: boolean }
  /** No wallet of the brand carries this reference: nothing recorded. */
  | { ok: false; error: 'unknown_reference' }
  /** The reference belongs to a wallet of another currency: nothing recorded. */
  | { ok: false; error: 'currency_mismatch'; walletCurrency: CurrencyCode }
  /** This bank transaction was credited before with another reference, currency, amount or value date. */
  | { ok: false; error: 'conflict'; existing: BankDepositRecord };

/** Ledger transfer id of a bank deposit, scoped to the brand (two brands' banks may reuse ids). */
export function bankDepositTransferId(brandId: string, bankTransactionId: string): string {
  const digest = createHash('sha256').update(`${brandId}:${bankTransactionId}`).digest('base64url');
  return `bdep_${digest.slice(0, 43)}`;
}

interface BankDepositRow {
  id: string;
  brand_id: string;
  bank_transaction_id: string;
  deposit_reference: string;
  user_id: string;
  wallet_id: string;
  currency: FiatCurrency;
  amount: string;
  value_date: string;
  ledger_transfer_id: string;
  credited_by: string;
  created_at: string;
}

const columns = `id, brand_id, bank_transaction_id, deposit_reference, user_id, wallet_id, currency, amount::text,
  to_char(value_date, 'YYYY-MM-DD') as value_date, ledger_transfer_id, credited_by,
  ${isoTimestamp('created_at')} as created_at`;

function toRecord(row: BankDepositRow): BankDepositRecord {
  return {
    id: row.id,
    brandId: row.brand_id,
    bankTransactionId: row.bank_transaction_id,
    reference: row.deposit_reference,
    userId: row.user_id,
    walletId: row.wallet_id,
    currency: row.currency,
    amountBaseUnits: BigInt(row.amount),
    valueDate: row.value_date,
    ledgerTransferId: row.ledger_transfer_id,
    creditedBy: row.credited_by,
    createdAt: row.created_at,
  };
}

async function findWalletByReference(
  queryable: Queryable,
  key: { brandId: string; reference: string },
): Promise<{ id: string; userId: string; currency: CurrencyCode } | undefined> {
  const result = await queryable.query<{ id: string; user_id: string; currency: CurrencyCode }>(
    'select id, user_id, currency from wallets where brand_id = $1 and deposit_reference = $2',
    [key.brandId, key.reference],
  );
  const row = result.rows[0];
  return row === undefined ? undefined : { id: row.id, userId: row.user_id, currency: row.currency };
}

/**
 * Records the statement line once per (brand, bank transaction id) and returns the row that holds
 * it: this request's, or the one an earlier request wrote.
 */
async function recordBankDeposit(
  database: Database,
  input: BankDepositInput,
  wallet: { id: string; userId: string },
): Promise<BankDepositRecord> {
  const inserted = await database.query<BankDepositRow>(
    `insert into bank_deposits (id, brand_id, bank_transaction_id, deposit_reference, user_id, wallet_id, currency,
       amount, value_date, ledger_transfer_id, credited_by)
     values ($1, $2, $3, $4, $5, $6, $7, $8::numeric, $9::date, $10, $11)
     on conflict (brand_id, bank_transaction_id) do nothing
     returning ${columns}`,
    [
      `bdp_${randomBytes(12).toString('hex')}`,
      input.brandId,
      input.bankTransactionId,
      input.reference,
      wallet.userId,
      wallet.id,
      input.currency,
      input.amountBaseUnits.toString(),
      input.valueDate,
      bankDepositTransferId(input.brandId, input.bankTransactionId),
      input.operatorId,
    ],
  );
  if (inserted.rows[0] !== undefined) return toRecord(inserted.rows[0]);
  const existing = await database.query<BankDepositRow>(
    `select ${columns} from bank_deposits where brand_id = $1 and bank_transaction_id = $2`,
    [input.brandId, input.bankTransactionId],
  );
  if (existing.rows[0] === undefined) throw new Error('A bank deposit row vanished after a conflicting insert');
  return toRecord(existing.rows[0]);
}

/**
 * "Credit a bank deposit by reference": the operator reports a line of the brand's bank statement
 * (the bank's transaction id, the reference it quoted, amount, value date). The reference names one
 * fiat wallet of the brand; the line is recorded once per bank transaction id, then credited with
 * creditDeposit (bank clearing → the user's wallet, and a completed deposit in their list) under a
 * transfer id derived from the bank transaction id. The same line again credits nothing
 * (replayed); the same bank transaction id with other details is a conflict and changes nothing.
 * A crash between recording and crediting is healed by the replay.
 */
export async function creditBankDeposit(database: Database, input: BankDepositInput): Promise<BankDepositResult> {
  if (input.amountBaseUnits <= 0n) throw new RangeError('A bank deposit amount is positive');
  if (!isFiatCurrency(input.currency)) throw new RangeError('Bank deposits are in fiat currencies');
  if (!bankTransactionIdPattern.test(input.bankTransactionId)) throw new RangeError('Invalid bank transaction id');
  if (!depositReferencePattern.test(input.reference)) throw new RangeError('Invalid deposit reference');
  if (!valueDatePattern.test(input.valueDate)) throw new RangeError('Invalid value date');
  const wallet = await findWalletByReference(database, input);
  if (wallet === undefined) return { ok: false, error: 'unknown_reference' };
  if (wallet.currency !== input.currency) {
    return { ok: false, error: 'currency_mismatch', walletCurrency: wallet.currency };
  }
  const deposit = await recordBankDeposit(database, input, wallet);
  const sameLine =
    deposit.reference === input.reference &&
    deposit.currency === input.currency &&
    deposit.amountBaseUnits === input.amountBaseUnits &&
    deposit.valueDate === input.valueDate;
  if (!sameLine) return { ok: false, error: 'conflict', existing: deposit };
  const credited = await creditDeposit(database, {
    brandId: input.brandId,
    userId: deposit.userId,
    currency: deposit.currency,
    amountBaseUnits: deposit.amountBaseUnits,
    transferId: deposit.ledgerTransferId,
    transferCode: 'bank_deposit',
    paymentMethod: bankTransferPaymentMethod,
  });
  // The row fixes user, currency and amount for this transfer id, so the ledger cannot disagree.
  if (credited.outcome === 'conflict') throw new Error(`Bank deposit ${deposit.id} disagrees with its ledger transfer`);
  return { ok: true, deposit, transaction: credited.transaction, replayed: credited.outcome === 'replayed' };
}
