import { accountIdOf, createTransfers, platformOwner } from '../../ledger/index.js';
import { recordTransaction } from '../../wallets/index.js';
import { emitDepositEvent, raiseAlert } from './deposit-events.js';
import { reversalTransferId, type DepositRow } from './deposit-records.js';
import type { WatcherContext } from './watcher-context.js';

/**
 * A credited deposit whose transaction left the chain for good: the ledger transfer rev_<id> takes
 * the amount back to chain clearing (from the user's account, or from merchant_payable for a
 * payment's deposit; once settled to the merchant's wallet the limit refuses it), a
 * deposit_reversal row is listed for the user and the deposit is marked reversed with an alert.
 * When the ledger refuses (the balance no longer covers it), one `reversal_failed` alert asks the
 * operator to settle it by hand; the failure sticks to the transfer id.
 */
export async function reverseCredit(context: WatcherContext, deposit: DepositRow): Promise<void> {
  const transferId = reversalTransferId(deposit.id);
  const [outcome] = await createTransfers(context.database, [
    {
      type: 'immediate',
      id: transferId,
      debitAccountId: accountIdOf({
        owner: deposit.user_id,
        asset: deposit.asset,
        kind: deposit.payment_id === null ? 'user' : 'merchant_payable',
      }),
      creditAccountId: accountIdOf({ owner: platformOwner, asset: deposit.asset, kind: 'chain_clearing' }),
      asset: deposit.asset,
      amount: BigInt(deposit.amount),
      code: 'chain_deposit_reversal',
    },
  ]);
  if (outcome === undefined || (outcome.result !== 'ok' && outcome.result !== 'exists')) {
    await alertReversalFailed(
      context,
      deposit,
      `Reversing ${transferId} failed in the ledger: ${outcome?.result ?? 'no result'}`,
    );
    return;
  }
  if (deposit.payment_id === null) {
    await recordTransaction(context.database, {
      brandId: deposit.brand_id,
      userId: deposit.user_id,
      type: 'deposit_reversal',
      status: 'completed',
      currency: deposit.asset,
      direction: 'debit',
      amountBaseUnits: BigInt(deposit.amount),
      ledgerTransferId: transferId,
    });
  }
  await markReversed(context, deposit, transferId);
}

async function alertReversalFailed(context: WatcherContext, deposit: DepositRow, detail: string): Promise<void> {
  const known = await context.database.query(
    `select 1 from chain_alerts where deposit_id = $1 and type = 'reversal_failed'`,
    [deposit.id],
  );
  if (known.rows.length > 0) return;
  await raiseAlert(context, context.database, { type: 'reversal_failed', depositId: deposit.id, detail });
}

async function markReversed(context: WatcherContext, deposit: DepositRow, transferId: string): Promise<void> {
  await context.database.transaction(async (transaction) => {
    const updated = await transaction.query(
      `update chain_deposits set status = 'reversed', orphaned_at = null, updated_at = now() where id = $1 and status = 'credited' returning id`,
      [deposit.id],
    );
    if (updated.rows.length === 0) return;
    await raiseAlert(context, transaction, {
      type: 'credited_deposit_reversed',
      depositId: deposit.id,
      detail: `Credit reversed by ledger transfer ${transferId}`,
    });
    await emitDepositEvent(context, transaction, deposit, 'reversed');
  });
  context.events.flush();
}
