import type { CurrencyCode, WithdrawalMethod } from '@platform/core';
import type { Queryable } from '../../db/database.js';
import { DomainError } from '../../errors/domain-error.js';
import {
  accountIdOf,
  createTransfersInTransaction,
  ensureAccount,
  isPendingOpen,
  isRecorded,
  platformOwner,
  type AccountKind,
  type TransferRequest,
} from '../ledger/index.js';
import type { WithdrawalRecord } from './withdrawal-repository.js';
import { withdrawalTexts } from './withdrawal-texts.js';

/**
 * A withdrawal's ledger moves. At the request: two holds in one linked batch, the amount from the
 * user to the rail's clearing account (chain_clearing for crypto: the chains module's send posts or
 * voids it; bank_clearing for SEPA; psp_clearing for cards) and the fee to the platform's
 * fee_revenue. When the money left: both posted. When it did not (send failed, operator rejected,
 * user canceled, payout failed before it was sent): both voided. A payout the bank rejects after
 * it was sent is returned by two new transfers. Every transfer id derives from the withdrawal's id,
 * so a step run again after a crash is recorded once.
 */
export function clearingKind(method: WithdrawalMethod): AccountKind {
  if (method === 'crypto') return 'chain_clearing';
  return method === 'bank' ? 'bank_clearing' : 'psp_clearing';
}

const userAccount = (userId: string, asset: CurrencyCode) => accountIdOf({ owner: userId, asset, kind: 'user' });
const platformAccount = (asset: CurrencyCode, kind: AccountKind) => accountIdOf({ owner: platformOwner, asset, kind });

async function apply(queryable: Queryable, transfers: TransferRequest[], what: string): Promise<void> {
  const outcomes = await createTransfersInTransaction(queryable, transfers);
  const failed = outcomes.find((outcome) => !isRecorded(outcome.result));
  if (failed !== undefined) throw new Error(`${what} failed in the ledger: ${failed.id} ${failed.result}`);
}

/** The holds of a new withdrawal; a balance that does not cover amount + fee refuses it (nothing held). */
export async function holdFunds(
  queryable: Queryable,
  input: {
    userId: string;
    method: WithdrawalMethod;
    currency: CurrencyCode;
    amount: bigint;
    fee: bigint;
    holdId: string;
    feeHoldId: string;
  },
): Promise<void> {
  const clearing = clearingKind(input.method);
  await ensureAccount(queryable, { owner: platformOwner, asset: input.currency, kind: clearing });
  await ensureAccount(queryable, { owner: platformOwner, asset: input.currency, kind: 'fee_revenue' });
  await ensureAccount(queryable, { owner: input.userId, asset: input.currency, kind: 'user' });
  const hold = (id: string, kind: AccountKind, amount: bigint, code: string, linked: boolean): TransferRequest => ({
    type: 'pending',
    id,
    debitAccountId: userAccount(input.userId, input.currency),
    creditAccountId: platformAccount(input.currency, kind),
    asset: input.currency,
    amount,
    code,
    linked,
  });
  const transfers = [hold(input.holdId, clearing, input.amount, 'withdrawal', input.fee > 0n)];
  if (input.fee > 0n) transfers.push(hold(input.feeHoldId, 'fee_revenue', input.fee, 'withdrawal_fee', false));
  const outcomes = await createTransfersInTransaction(queryable, transfers);
  if (outcomes.every((outcome) => outcome.result === 'ok')) return;
  if (outcomes.some((outcome) => outcome.result === 'exceeds_credits' || outcome.result === 'account_not_found')) {
    throw new DomainError('request_failed', {
      amount: withdrawalTexts.insufficientFunds(input.currency, input.amount + input.fee),
    });
  }
  throw new Error(
    `withdrawal holds failed: ${outcomes.map((outcome) => `${outcome.id} ${outcome.result}`).join(', ')}`,
  );
}

const holdsOf = (record: WithdrawalRecord) => [
  record.holdTransferId,
  ...(record.feeHoldTransferId === null ? [] : [record.feeHoldTransferId]),
];

/** Posts the holds still open (the crypto amount's hold is the chains module's to post). */
export async function postHolds(
  queryable: Queryable,
  record: WithdrawalRecord,
  options: { feeOnly: boolean },
): Promise<void> {
  const holds = options.feeOnly ? holdsOf(record).slice(1) : holdsOf(record);
  const transfers: TransferRequest[] = [];
  for (const id of holds) {
    if (await isPendingOpen(queryable, id)) transfers.push({ type: 'post_pending', id: `${id}_post`, pendingId: id });
  }
  await apply(queryable, transfers, `posting withdrawal ${record.id}`);
}

/** Voids the holds still open: the funds are back in the user's balance. */
export async function voidHolds(queryable: Queryable, record: WithdrawalRecord): Promise<void> {
  const transfers: TransferRequest[] = [];
  for (const id of holdsOf(record)) {
    if (await isPendingOpen(queryable, id)) transfers.push({ type: 'void_pending', id: `${id}_void`, pendingId: id });
  }
  await apply(queryable, transfers, `voiding withdrawal ${record.id}`);
}

/** A payout returned after its holds were posted: the amount and the fee go back to the user. */
export async function returnPostedFunds(queryable: Queryable, record: WithdrawalRecord): Promise<void> {
  const user = userAccount(record.userId, record.currency);
  const back = (id: string, from: string, amount: bigint): TransferRequest => ({
    type: 'immediate',
    id,
    debitAccountId: from,
    creditAccountId: user,
    asset: record.currency,
    amount,
    code: 'withdrawal_return',
  });
  const transfers = [
    back(`${record.id}_return`, platformAccount(record.currency, clearingKind(record.method)), record.amount),
  ];
  if (record.fee > 0n)
    transfers.push(back(`${record.id}_fee_return`, platformAccount(record.currency, 'fee_revenue'), record.fee));
  await apply(queryable, transfers, `returning withdrawal ${record.id}`);
}
