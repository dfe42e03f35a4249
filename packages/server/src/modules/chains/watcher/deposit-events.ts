import type { Queryable } from '../../../db/database.js';
import { depositEventChannel, type DepositRef } from './deposit-records.js';
import type { WatcherContext } from './watcher-context.js';

/**
 * Records one state change of a deposit (chain_deposit_events), notifies other processes when the
 * transaction commits (pg_notify) and queues the in-process event until the caller flushes.
 */
export async function emitDepositEvent(
  context: WatcherContext,
  queryable: Queryable,
  deposit: DepositRef,
  type: string,
  confirmations = 0,
): Promise<void> {
  const { chain, network } = context;
  await queryable.query('insert into chain_deposit_events (deposit_id, type, confirmations) values ($1, $2, $3)', [
    deposit.id,
    type,
    confirmations,
  ]);
  // Fans out to other processes (API nodes' live views) when the transaction commits.
  await queryable.query('select pg_notify($1, $2)', [
    depositEventChannel,
    JSON.stringify({ deposit_id: deposit.id, type, chain, network, asset: deposit.asset, confirmations }),
  ]);
  context.events.add({
    depositId: deposit.id,
    type,
    chain,
    network,
    asset: deposit.asset,
    txid: deposit.txid,
    paymentId: deposit.payment_id,
    confirmations,
    at: context.clock.now(),
  });
}

/** An operator alert (chain_alerts), logged as an error. */
export async function raiseAlert(
  context: WatcherContext,
  queryable: Queryable,
  alert: { type: string; depositId: string | null; detail: string },
): Promise<void> {
  const { chain, network } = context;
  await queryable.query(
    'insert into chain_alerts (chain, network, type, deposit_id, detail) values ($1, $2, $3, $4, $5)',
    [chain, network, alert.type, alert.depositId, alert.detail.slice(0, 2000)],
  );
  context.logger?.error({ chain, network, alert: alert.type, depositId: alert.depositId }, 'chain alert');
}

/** The same, unless this deposit already has an open alert of this type (a retry every cycle raises one). */
export async function raiseAlertOnce(
  context: WatcherContext,
  alert: { type: string; depositId: string; detail: string },
): Promise<void> {
  const open = await context.database.query(
    'select 1 from chain_alerts where deposit_id = $1 and type = $2 and resolved_at is null limit 1',
    [alert.depositId, alert.type],
  );
  if (open.rows.length === 0) await raiseAlert(context, context.database, alert);
}
