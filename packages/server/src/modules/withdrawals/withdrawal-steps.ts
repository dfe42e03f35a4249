import type { CryptoCurrency } from '@platform/core';
import type { Transaction } from '../../db/database.js';
import { DomainError } from '../../errors/domain-error.js';
import { findUserById, notifyUser } from '../accounts/index.js';
import { createSendRequest, type WatchedChain } from '../chains/index.js';
import type { WithdrawalEvent } from '../notify/index.js';
import { updateTransactionStatus, type TransactionStatusValue } from '../wallets/index.js';
import { destinationText } from './beneficiaries.js';
import type { WithdrawalsContext } from './withdrawal-context.js';
import { voidHolds } from './withdrawal-money.js';
import { updateWithdrawal, type WithdrawalChanges, type WithdrawalRecord } from './withdrawal-repository.js';
import { withdrawalTexts } from './withdrawal-texts.js';

/**
 * The steps shared by the request, the OTP, the approvals and the send/payout outcomes: start the
 * payment, move the withdrawal and its row of the transactions list together, email the user once
 * per event. Each runs inside the caller's transaction.
 */
export function chainOf(currency: CryptoCurrency): WatchedChain {
  return currency === 'USDT' || currency === 'USDC' ? 'ETH' : currency;
}

/** The spec §4 status of the withdrawal's row (an otp_pending one is initial: shown "2-FA Pending"). */
export function listedStatus(record: Pick<WithdrawalRecord, 'status'>): TransactionStatusValue {
  switch (record.status) {
    case 'otp_pending':
      return 'initial';
    case 'completed':
      return 'completed';
    case 'failed':
      return 'failed';
    case 'rejected':
    case 'canceled':
      return 'canceled';
    default:
      return 'pending';
  }
}

/** Moves the withdrawal and its transactions-list row (status, txid, confirmations) together. */
export async function moveWithdrawal(
  transaction: Transaction,
  record: WithdrawalRecord,
  changes: WithdrawalChanges,
): Promise<WithdrawalRecord> {
  const updated = await updateWithdrawal(transaction, record.id, changes);
  await updateTransactionStatus(transaction, {
    ledgerTransferId: record.holdTransferId,
    status: listedStatus(updated),
    ...(updated.txid === null ? {} : { txid: updated.txid }),
    ...(updated.confirmations === null ? {} : { confirmations: updated.confirmations }),
  });
  return updated;
}

/** Queues the user's email of an event once per withdrawal (a step run again sends nothing new). */
export async function notifyOnce(
  context: WithdrawalsContext,
  transaction: Transaction,
  record: WithdrawalRecord,
  event: WithdrawalEvent,
): Promise<WithdrawalRecord> {
  if (record.notified.includes(event)) return record;
  const user = await findUserById(transaction, record.userId);
  if (user === undefined) throw new Error(`user ${record.userId} of withdrawal ${record.id} is missing`);
  const destination =
    record.method === 'card' ? `card ${record.cardId ?? ''}` : destinationText({ ...record, iban: record.iban });
  await notifyUser(context.app, transaction, {
    user,
    recipient: user.email,
    message: {
      template: 'withdrawal_update',
      params: {
        event,
        amountBaseUnits: record.amount,
        feeBaseUnits: record.fee,
        currency: record.currency,
        destination: destination.slice(0, 200),
        ...(record.txid === null ? {} : { txid: record.txid }),
        ...(record.reason === null ? {} : { reason: record.reason.slice(0, 500) }),
      },
    },
  });
  return updateWithdrawal(transaction, record.id, { notified: event });
}

/**
 * Starts the money's way out of an accepted withdrawal (→ processing): a crypto send request
 * against the amount's hold (the chains module broadcasts it; one send per hold, so a retry never
 * pays twice), or the payouts module's payout (fiat). In the caller's transaction, so the
 * withdrawal is never accepted without its send or payout, nor sent without its hold.
 */
export async function startPayment(
  context: WithdrawalsContext,
  transaction: Transaction,
  record: WithdrawalRecord,
): Promise<WithdrawalRecord> {
  if (record.method === 'crypto') {
    const chain = chainOf(record.currency as CryptoCurrency);
    const sender = context.app.chains.senders[chain];
    if (sender === undefined) throw new DomainError('service_unavailable', withdrawalTexts.noSender(record.currency));
    const send = await createSendRequest(transaction, {
      chain,
      network: sender.network,
      asset: record.currency as CryptoCurrency,
      toAddress: record.address!,
      amount: record.amount,
      holdTransferId: record.holdTransferId,
    });
    return moveWithdrawal(transaction, record, { status: 'processing', sendId: send.id });
  }
  if (context.requestPayout === undefined)
    throw new DomainError('service_unavailable', withdrawalTexts.fiatUnavailable);
  const payout = await context.requestPayout(transaction, {
    id: record.id,
    source: 'withdrawal',
    sourceId: record.id,
    brandId: record.brandId,
    userId: record.userId,
    rail: record.method === 'bank' ? 'sepa' : 'card',
    amount: record.amount,
    currency: record.currency,
    creditor:
      record.method === 'bank'
        ? {
            name: record.accountHolder!.slice(0, 70),
            iban: record.iban!,
            ...(record.bic === null ? {} : { bic: record.bic }),
          }
        : { cardId: record.cardId! },
    remittance: `Withdrawal ${record.id}`,
  });
  return moveWithdrawal(transaction, record, { status: 'processing', payoutId: payout.id });
}

/** Ends a withdrawal whose money never left (rejected, canceled, failed before sending): funds back, user told. */
export async function returnFunds(
  context: WithdrawalsContext,
  transaction: Transaction,
  record: WithdrawalRecord,
  outcome: { status: 'rejected' | 'canceled' | 'failed'; reason: string },
): Promise<WithdrawalRecord> {
  await voidHolds(transaction, record);
  const ended = await moveWithdrawal(transaction, record, { status: outcome.status, reason: outcome.reason });
  if (outcome.status === 'canceled') return ended;
  return notifyOnce(context, transaction, ended, outcome.status);
}
