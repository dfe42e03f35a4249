import { isCryptoCurrency, type CurrencyCode } from '@platform/core';
import type { Database } from '../../../db/database.js';
import { createTransfers, ensureAccount, platformOwner } from '../../ledger/index.js';
import { recordTransaction, type TransactionRecord } from '../transactions/transaction-repository.js';

export interface DepositCredit {
  brandId: string;
  userId: string;
  currency: CurrencyCode;
  amountBaseUnits: bigint;
  /** The idempotency key: the same id again moves nothing and returns the same transaction. */
  transferId: string;
  /** The ledger code of the transfer (test_deposit, bank_deposit). */
  transferCode: string;
  /** payment_method of the user's transaction row: a code the clients translate. */
  paymentMethod: string;
}

export type DepositCreditOutcome =
  | { outcome: 'credited' | 'replayed'; transaction: TransactionRecord }
  /** The transfer id was used for another deposit (other user, currency or amount): nothing moved. */
  | { outcome: 'conflict' };

/**
 * Credits a deposit that arrived outside the ledger: an immediate transfer from the platform's
 * clearing account (chain clearing for coins, bank clearing for fiat) to the user's wallet, then a
 * completed deposit in the user's transactions list. Idempotent per transfer id: a replay moves
 * nothing and returns the same transaction (recorded now if a crash came between the transfer and
 * the row). The user's wallet must exist (callers ensure it).
 */
export async function creditDeposit(database: Database, credit: DepositCredit): Promise<DepositCreditOutcome> {
  if (credit.amountBaseUnits <= 0n) throw new RangeError('A deposit amount is positive');
  const clearing = await ensureAccount(database, {
    owner: platformOwner,
    asset: credit.currency,
    kind: isCryptoCurrency(credit.currency) ? 'chain_clearing' : 'bank_clearing',
  });
  const wallet = await ensureAccount(database, { owner: credit.userId, asset: credit.currency, kind: 'user' });
  const [result] = await createTransfers(database, [
    {
      type: 'immediate',
      id: credit.transferId,
      debitAccountId: clearing.id,
      creditAccountId: wallet.id,
      asset: credit.currency,
      amount: credit.amountBaseUnits,
      code: credit.transferCode,
    },
  ]);
  if (result === undefined) throw new Error('The ledger answered no result');
  if (result.result === 'exists_with_different_fields' || result.result === 'id_already_failed') {
    return { outcome: 'conflict' };
  }
  if (result.result !== 'ok' && result.result !== 'exists') {
    // A credit from a clearing account has no limit to hit; any other result is a bug.
    throw new Error(`A deposit credit failed in the ledger: ${result.result}`);
  }
  const transaction = await recordTransaction(database, {
    brandId: credit.brandId,
    userId: credit.userId,
    type: 'deposit',
    status: 'completed',
    currency: credit.currency,
    direction: 'credit',
    amountBaseUnits: credit.amountBaseUnits,
    paymentMethod: credit.paymentMethod,
    ledgerTransferId: credit.transferId,
  });
  return { outcome: result.result === 'exists' ? 'replayed' : 'credited', transaction };
}
