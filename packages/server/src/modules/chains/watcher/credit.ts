import type { Transaction } from '../../../db/database.js';
import { createTransfersInTransaction, ensureAccount, isRecorded, platformOwner } from '../../ledger/index.js';
import { ensureWallet, recordTransaction, updateTransactionStatus } from '../../wallets/index.js';
import { emitDepositEvent, raiseAlertOnce } from './deposit-events.js';
import type { DepositRow, DepositStatus } from './deposit-records.js';
import type { WatcherContext } from './watcher-context.js';

/** The two ledger accounts of a credit: chain clearing, and the user's wallet or the merchant's payable. */
interface CreditAccounts {
  clearing: string;
  credited: string;
}

/**
 * Credits one deposit in one transaction: the ledger transfer whose id is the deposit id, the
 * user's row completed (created when the deposit predates its pending row), the deposit marked
 * credited, its event and onCredited (the email). The deposit row is locked and must still be
 * open, so concurrent or repeated attempts credit and notify once. A merchant payment's deposit
 * goes from chain clearing to the merchant's merchant_payable account (the merchants module settles
 * it to the merchant net of fees, or holds it for a late payment's decision): no wallet row and no
 * deposit email, the payment is the record. True when this call credited it.
 */
export async function creditDeposit(
  context: WatcherContext,
  deposit: DepositRow,
  confirmations: number,
): Promise<boolean> {
  const accounts = await creditAccounts(context, deposit);
  const outcome = await context.database.transaction((transaction) =>
    creditInTransaction(context, transaction, { deposit, confirmations, accounts }),
  );
  if (outcome === 'credited') return true;
  if (outcome !== 'not_open')
    await raiseAlertOnce(context, {
      type: 'credit_failed',
      depositId: deposit.id,
      detail: `Ledger answered ${outcome}`,
    });
  return false;
}

/** Ensured before the credit's transaction (e.g. a USDT wallet for a token arriving at the ETH address). */
async function creditAccounts(context: WatcherContext, deposit: DepositRow): Promise<CreditAccounts> {
  const { database } = context;
  if (deposit.payment_id === null) {
    await ensureWallet(database, {
      userId: deposit.user_id,
      brandId: deposit.brand_id,
      currency: deposit.asset,
      network: context.source.addressNetwork,
    });
  }
  const clearing = await ensureAccount(database, {
    owner: platformOwner,
    asset: deposit.asset,
    kind: 'chain_clearing',
  });
  const credited = await ensureAccount(database, {
    owner: deposit.user_id,
    asset: deposit.asset,
    kind: deposit.payment_id === null ? 'user' : 'merchant_payable',
  });
  return { clearing: clearing.id, credited: credited.id };
}

async function creditInTransaction(
  context: WatcherContext,
  transaction: Transaction,
  { deposit, confirmations, accounts }: { deposit: DepositRow; confirmations: number; accounts: CreditAccounts },
): Promise<string> {
  if (!(await lockOpenDeposit(transaction, deposit.id))) return 'not_open';
  const [transfer] = await createTransfersInTransaction(transaction, [
    {
      type: 'immediate',
      id: deposit.id,
      debitAccountId: accounts.clearing,
      creditAccountId: accounts.credited,
      asset: deposit.asset,
      amount: BigInt(deposit.amount),
      code: 'chain_deposit',
    },
  ]);
  // A credit from a clearing account has no limit to hit: anything else is a bug to look at.
  if (transfer === undefined || !isRecorded(transfer.result)) return transfer?.result ?? 'no result';
  const transactionId = deposit.payment_id === null ? await completeUserRow(transaction, deposit, confirmations) : null;
  await transaction.query(
    `update chain_deposits set status = 'credited', confirmations = $2, ledger_transfer_id = $1,
       transaction_id = coalesce($3, transaction_id), credited_at = now(), updated_at = now()
     where id = $1`,
    [deposit.id, confirmations, transactionId],
  );
  // An earlier failed attempt's alert is settled by this credit.
  await transaction.query(
    `update chain_alerts set resolved_at = now() where deposit_id = $1 and type = 'credit_failed' and resolved_at is null`,
    [deposit.id],
  );
  await emitDepositEvent(context, transaction, deposit, 'credited', confirmations);
  if (transactionId !== null) await notifyCredited(context, transaction, { deposit, confirmations, transactionId });
  return 'credited';
}

/** Locks the deposit's row; false when it is no longer open (credited by another attempt, replaced, …). */
async function lockOpenDeposit(transaction: Transaction, depositId: string): Promise<boolean> {
  const locked = await transaction.query<{ status: DepositStatus }>(
    'select status from chain_deposits where id = $1 for update',
    [depositId],
  );
  const status = locked.rows[0]?.status;
  return status === 'detected' || status === 'confirming';
}

/** The user's transactions-list row of the deposit, completed; returns its id. */
async function completeUserRow(transaction: Transaction, deposit: DepositRow, confirmations: number): Promise<string> {
  const listed = await recordTransaction(transaction, {
    brandId: deposit.brand_id,
    userId: deposit.user_id,
    type: 'deposit',
    status: 'completed',
    currency: deposit.asset,
    direction: 'credit',
    amountBaseUnits: BigInt(deposit.amount),
    ledgerTransferId: deposit.id,
    txid: deposit.txid,
    confirmations,
    requiredConfirmations: deposit.required_confirmations,
  });
  if (listed.status !== 'completed') {
    await updateTransactionStatus(transaction, { ledgerTransferId: deposit.id, status: 'completed', confirmations });
  }
  return listed.id;
}

async function notifyCredited(
  context: WatcherContext,
  transaction: Transaction,
  { deposit, confirmations, transactionId }: { deposit: DepositRow; confirmations: number; transactionId: string },
): Promise<void> {
  await context.onCredited?.(transaction, {
    depositId: deposit.id,
    userId: deposit.user_id,
    brandId: deposit.brand_id,
    asset: deposit.asset,
    amountBaseUnits: BigInt(deposit.amount),
    txid: deposit.txid,
    confirmations,
    transactionId,
  });
}
