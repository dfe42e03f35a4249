import { parseAmount, type CurrencyCode, type WithdrawalBody } from '@platform/core';
import type { Transaction } from '../../db/database.js';
import { DomainError } from '../../errors/domain-error.js';
import { CodeCooldownError, sendWithdrawalCode, type UserRecord } from '../accounts/index.js';
import { recordTransaction } from '../wallets/index.js';
import { approvalsRequired, assertWithinLimits } from './limits.js';
import { resolveDestination, type ResolvedDestination } from './resolve-destination.js';
import { assertNotLocked, lockUserSettings } from './user-settings.js';
import { eurValueCents } from './eur-value.js';
import { requestHashOf, type WithdrawalsContext } from './withdrawal-context.js';
import { holdFunds } from './withdrawal-money.js';
import { loadPolicy, type Policy } from './withdrawal-policy.js';
import {
  feeHoldIdOf,
  findByClientId,
  holdIdOf,
  insertWithdrawal,
  newWithdrawalId,
  updateWithdrawal,
  type WithdrawalRecord,
} from './withdrawal-repository.js';
import { notifyOnce, startPayment } from './withdrawal-steps.js';
import { withdrawalTexts } from './withdrawal-texts.js';

export interface RequestedWithdrawal {
  record: WithdrawalRecord;
  replayed: boolean;
  otpChannel: 'email' | 'sms' | 'totp' | null;
}

/** The amount in base units, at least the brand's minimum. */
export function amountOf(policy: Policy, currency: CurrencyCode, text: string): bigint {
  const parsed = parseAmount(currency, text);
  if (!parsed.ok || parsed.value <= 0n) {
    throw new DomainError('validation_failed', { amount: withdrawalTexts.invalidAmount(currency) });
  }
  const { minimum } = policy.fees[currency];
  if (parsed.value < minimum)
    throw new DomainError('validation_failed', { amount: withdrawalTexts.belowMinimum(currency, minimum) });
  return parsed.value;
}

/** Travel rule: to a self-hosted address above the threshold the user confirms they own it. */
function assertTravelRule(body: WithdrawalBody, policy: Policy, eurCents: bigint): void {
  if (body.method !== 'crypto' || body.travel_rule.destination_type !== 'self_hosted') return;
  if (eurCents > policy.travelRuleThresholdCents && !body.travel_rule.ownership_confirmed) {
    const threshold = (policy.travelRuleThresholdCents / 100n).toString();
    throw new DomainError('validation_failed', { travel_rule: withdrawalTexts.ownershipNeeded(threshold) });
  }
}

interface Accepted {
  body: WithdrawalBody;
  amount: bigint;
  fee: bigint;
  eurCents: bigint;
  destination: ResolvedDestination;
  approvals: number;
}

/** Every check of a new withdrawal, under the user's row lock; throws the refusal, holds nothing. */
async function checkRequest(
  context: WithdrawalsContext,
  transaction: Transaction,
  input: { user: UserRecord; body: WithdrawalBody; allowlistOnly: boolean; review: boolean },
): Promise<Accepted> {
  const { user, body } = input;
  const now = context.now();
  assertNotLocked(user, now);
  const policy = await loadPolicy(transaction, user.brandId);
  const amount = amountOf(policy, body.currency, body.amount);
  const fee = policy.fees[body.currency].fee;
  const destination = await resolveDestination(context, transaction, {
    user,
    body,
    allowlistOnly: input.allowlistOnly || policy.allowlistOnly,
  });
  if (body.method !== 'crypto' && context.requestPayout === undefined) {
    throw new DomainError('service_unavailable', withdrawalTexts.fiatUnavailable);
  }
  const eurCents = await eurValueCents(transaction, {
    currency: body.currency,
    amount,
    maxAgeMs: context.rateMaxAgeMs,
    now,
  });
  await assertWithinLimits(transaction, { user, currency: body.currency, policy, now, eurCents });
  assertTravelRule(body, policy, eurCents);
  return { body, amount, fee, eurCents, destination, approvals: approvalsRequired(policy, eurCents, input.review) };
}

/** The hold, the withdrawal and its transactions-list row; then its payment, code or approval wait. */
async function acceptRequest(
  context: WithdrawalsContext,
  transaction: Transaction,
  input: { user: UserRecord; accepted: Accepted; requestHash: string },
): Promise<WithdrawalRecord> {
  const { user, accepted } = input;
  const id = newWithdrawalId();
  const status = user.otpWithdrawal === 1 ? 'otp_pending' : accepted.approvals > 0 ? 'approval_pending' : 'processing';
  await holdFunds(transaction, {
    userId: user.id,
    method: accepted.body.method,
    currency: accepted.body.currency,
    amount: accepted.amount,
    fee: accepted.fee,
    holdId: holdIdOf(id),
    feeHoldId: feeHoldIdOf(id),
  });
  context.afterHold?.();
  let record = await insertWithdrawal(transaction, {
    id,
    brandId: user.brandId,
    userId: user.id,
    clientId: accepted.body.client_id,
    requestHash: input.requestHash,
    method: accepted.body.method,
    status,
    currency: accepted.body.currency,
    amount: accepted.amount,
    fee: accepted.fee,
    eurValueCents: accepted.eurCents,
    ...accepted.destination,
    travelRule: accepted.body.method === 'crypto' ? accepted.body.travel_rule : null,
    holdTransferId: holdIdOf(id),
    feeHoldTransferId: accepted.fee > 0n ? feeHoldIdOf(id) : null,
    approvalsRequired: accepted.approvals,
  });
  const listed = await recordTransaction(transaction, {
    brandId: user.brandId,
    userId: user.id,
    type: 'withdrawal',
    status: status === 'otp_pending' ? 'initial' : 'pending',
    currency: record.currency,
    direction: 'debit',
    amountBaseUnits: record.amount,
    feeBaseUnits: record.fee,
    paymentMethod: record.method,
    ledgerTransferId: record.holdTransferId,
  });
  record = await updateWithdrawal(transaction, id, { transactionId: listed.id });
  if (status === 'processing') record = await startPayment(context, transaction, record);
  return notifyOnce(context, transaction, record, 'requested');
}

/**
 * Withdrawal codes are per user (accounts' withdrawal_otp purpose): a second withdrawal within the
 * 60 s resend cooldown sends no new code, the one sent moments ago confirms it.
 */
async function sendCodeUnlessFresh(
  context: WithdrawalsContext,
  transaction: Transaction,
  user: UserRecord,
): Promise<void> {
  try {
    await sendWithdrawalCode(context.app, transaction, user);
  } catch (error) {
    if (!(error instanceof CodeCooldownError)) throw error;
  }
}

/**
 * POST /transactions/withdrawal. One transaction under the user's settings row lock: replay by
 * client_id (same body: the same withdrawal; other body: 409), every check, the holds, the
 * withdrawal, its list row, and either its send/payout, its OTP code or the approval wait.
 * A refusal rolls everything back: nothing is held.
 */
export async function requestWithdrawal(
  context: WithdrawalsContext,
  input: { user: UserRecord; body: WithdrawalBody },
): Promise<RequestedWithdrawal> {
  const { user, body } = input;
  const requestHash = requestHashOf(body);
  const otpChannel = user.otpWithdrawal === 1 ? (user.otpChannel ?? 'email') : null;
  return context.app.database.transaction(async (transaction) => {
    const settings = await lockUserSettings(transaction, { id: user.id, brandId: user.brandId });
    const existing = await findByClientId(transaction, user.id, body.client_id);
    if (existing !== undefined) {
      if (existing.requestHash !== requestHash)
        throw new DomainError('conflict', { client_id: withdrawalTexts.clientIdConflict });
      return { record: existing, replayed: true, otpChannel: existing.status === 'otp_pending' ? otpChannel : null };
    }
    const accepted = await checkRequest(context, transaction, {
      user,
      body,
      allowlistOnly: settings.allowlistOnly,
      review: settings.review,
    });
    const record = await acceptRequest(context, transaction, { user, accepted, requestHash });
    if (record.status === 'otp_pending' && otpChannel !== 'totp') await sendCodeUnlessFresh(context, transaction, user);
    return { record, replayed: false, otpChannel };
  });
}
