import type { Transaction } from '../../db/database.js';
import { isDomainError } from '../../errors/domain-error.js';
import { createSendRequest, findSend, type ChainsService, type WatchedChain } from '../chains/index.js';
import { findOrder, updateOrder } from './order-repository.js';
import type { CheckoutContext } from './checkout-service.js';
import { deliveryColumns, findDelivery, setDelivery, toDelivery, type DeliveryRecord } from './delivery-repository.js';
import { holdTransferId } from './order-money.js';
import { transitionOrder, type TransitionResult } from './order-transitions.js';

/**
 * Delivery of a paid order through the chains module's send path: paid → delivering (a send
 * against the order's own hold, so the coins it pays are exactly the ones held for it) →
 * completed once the send is confirmed, with the txid stored and shown. A job moves due deliveries
 * (`deliverDueOrders`); a failure is retried with exponential backoff, at most `maxDeliveryAttempts`
 * times, then left to an operator (`needs_operator`), as is a send the node refused (its hold is
 * voided by the chains module: the coins are back in liquidity, the buyer's money is not). An
 * operator then retries it (delivery-queue.ts) or refunds the order; once a refund started no send
 * starts (the send is created under the order's row lock, which a refund takes too).
 */
export const maxDeliveryAttempts = 10;
const pollDelayMs = 5_000;
const maxBackoffMs = 10 * 60_000;
export const maxDeliveriesPerRun = 50;

export function chainOfCoin(coin: string): WatchedChain {
  if (coin === 'USDT' || coin === 'USDC' || coin === 'ETH') return 'ETH';
  if (coin === 'BTC' || coin === 'LTC' || coin === 'BCH') return coin;
  throw new RangeError(`no chain for ${coin}`);
}

/** The effect that queues the delivery when an order is paid (inside the capture's transaction). */
export async function deliveryEffect(transaction: Transaction, result: TransitionResult): Promise<void> {
  if (result.event !== 'captured') return;
  await transaction.query(`insert into checkout_deliveries (order_id) values ($1) on conflict (order_id) do nothing`, [
    result.order.id,
  ]);
}

/**
 * Creates the delivery's send against its hold, under the order's row lock (as a refund takes it):
 * none once a refund started or the order left paid/delivering. Answers the send id, or null.
 */
async function startSend(
  context: CheckoutContext,
  orderId: string,
  sender: { chain: WatchedChain; network: NonNullable<ChainsService['senders'][WatchedChain]>['network'] },
): Promise<string | null> {
  return context.database.transaction(async (transaction) => {
    const order = await findOrder(transaction, orderId, { forUpdate: true });
    const delivery = await findDelivery(transaction, orderId, { forUpdate: true });
    if (order === null || delivery === null || delivery.refundStartedAt !== null) return null;
    if (order.status !== 'paid' && order.status !== 'delivering') return null;
    if (delivery.sendId !== null) return delivery.sendId;
    const send = await createSendRequest(transaction, {
      chain: sender.chain,
      network: sender.network,
      asset: order.cryptoCurrency,
      toAddress: order.destinationAddress,
      amount: order.cryptoAmount,
      holdTransferId: delivery.holdTransferId ?? holdTransferId(order.quoteId),
    });
    await setDelivery(transaction, orderId, { send_id: send.id });
    return send.id;
  });
}

/** One step of one delivery; throws on an operating error (the caller counts the attempt). */
async function stepDelivery(context: CheckoutContext, chains: ChainsService, delivery: DeliveryRecord): Promise<void> {
  const order = await findOrder(context.database, delivery.orderId);
  if (order === null || (order.status !== 'paid' && order.status !== 'delivering')) return;
  const chain = chainOfCoin(order.cryptoCurrency);
  const sender = chains.senders[chain];
  if (sender === undefined)
    throw new Error(`no sender pays ${chain} (configure CHAIN_${chain}_RPC_WALLET or test mode)`);
  const sendId = delivery.sendId ?? (await startSend(context, order.id, { chain, network: sender.network }));
  if (sendId === null) return;
  if (order.status === 'paid') {
    await context.database.transaction((transaction) =>
      transitionOrder(
        transaction,
        { orderId: order.id, event: 'delivery_started', idempotencyKey: 'delivery_started', railReference: sendId },
        { now: context.now(), effects: context.effects },
      ),
    );
  }
  await chains.processSends(chain);
  const send = await findSend(context.database, sendId);
  if (send === undefined) throw new Error(`send ${sendId} of order ${order.id} is missing`);
  if (send.txid !== null && delivery.txid !== send.txid) {
    await setDelivery(context.database, order.id, { txid: send.txid });
    await updateOrder(context.database, order.id, { txid: send.txid }, context.now());
  }
  if (send.status === 'failed') {
    await setDelivery(context.database, order.id, {
      needs_operator: true,
      last_error: send.lastError ?? 'send failed',
    });
    return;
  }
  if (send.status === 'confirmed') {
    await context.database.transaction((transaction) =>
      transitionOrder(
        transaction,
        {
          orderId: order.id,
          event: 'delivered',
          idempotencyKey: 'delivered',
          railReference: send.txid ?? sendId,
          changes: { txid: send.txid ?? undefined },
        },
        { now: context.now(), effects: context.effects },
      ),
    );
    return;
  }
  await setDelivery(context.database, order.id, { next_attempt_at: new Date(context.now().getTime() + pollDelayMs) });
}

/** Moves every due delivery one step (at most maxDeliveriesPerRun); returns how many it looked at. */
export async function deliverDueOrders(context: CheckoutContext, chains: ChainsService): Promise<number> {
  const due = await context.database.query<Record<string, unknown>>(
    `select ${deliveryColumns} from checkout_deliveries
      where not needs_operator and refund_started_at is null and next_attempt_at <= $1
      order by next_attempt_at limit $2`,
    [context.now(), maxDeliveriesPerRun],
  );
  for (const delivery of due.rows.map(toDelivery)) {
    try {
      await stepDelivery(context, chains, delivery);
    } catch (error) {
      const attempts = delivery.attempts + 1;
      const backoffMs = Math.min(maxBackoffMs, 1_000 * 2 ** attempts);
      await setDelivery(context.database, delivery.orderId, {
        attempts,
        last_error: (error as Error).message.slice(0, 1000),
        next_attempt_at: new Date(context.now().getTime() + backoffMs),
        needs_operator: attempts >= maxDeliveryAttempts,
      });
    }
  }
  return due.rows.length;
}

/** Expires unpaid orders past their lifetime (at most `limit`); their holds are released by the money effect. */
export async function expireDueOrders(context: CheckoutContext, limit = 100): Promise<number> {
  const due = await context.database.query<{ id: string }>(
    `select id from checkout_orders where status in ('created', 'payment_pending', 'authorized') and expires_at <= $1
      order by expires_at limit $2`,
    [context.now(), limit],
  );
  let expired = 0;
  for (const { id } of due.rows) {
    // An order paid meanwhile refuses to expire (409): it is skipped, never moved.
    await context.database
      .transaction((transaction) =>
        transitionOrder(
          transaction,
          { orderId: id, event: 'expired', idempotencyKey: 'expired', reason: 'not paid in time' },
          { now: context.now(), effects: context.effects },
        ),
      )
      .then(() => {
        expired += 1;
      })
      .catch((error: unknown) => {
        if (!isDomainError(error)) throw error;
      });
  }
  return expired;
}
