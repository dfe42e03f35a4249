import type { Transaction } from '../../db/database.js';
import { DomainError } from '../../errors/domain-error.js';
import { checkWithdrawalCode, findUserById, sendWithdrawalCode } from '../accounts/index.js';
import type { WithdrawalsContext } from './withdrawal-context.js';
import { approvalsOf, findWithdrawal, insertApproval, type WithdrawalRecord } from './withdrawal-repository.js';
import { moveWithdrawal, notifyOnce, returnFunds, startPayment } from './withdrawal-steps.js';
import { withdrawalTexts } from './withdrawal-texts.js';

/** The spec's wording for a wrong code (§8). */
const invalidCode = () =>
  new DomainError('request_failed', { code: 'You have entered an invalid code, Please try again.' });

async function lockOwn(transaction: Transaction, input: { id: string; userId?: string; brandId?: string }) {
  const record = await findWithdrawal(transaction, input.id, { forUpdate: true });
  const visible =
    record !== undefined &&
    (input.userId === undefined || record.userId === input.userId) &&
    (input.brandId === undefined || record.brandId === input.brandId);
  if (!visible) throw new DomainError('not_found', { withdrawal: withdrawalTexts.unknownWithdrawal });
  return record;
}

/** After its code or its last approval: the payment starts, unless operators still have to approve. */
async function proceed(context: WithdrawalsContext, transaction: Transaction, record: WithdrawalRecord) {
  if (record.status === 'otp_pending' && record.approvalsRequired > 0) {
    return moveWithdrawal(transaction, record, { status: 'approval_pending' });
  }
  return startPayment(context, transaction, record);
}

/**
 * POST /verify/verifyOTP {type: 'withdrawal'} (plugged into the accounts module): the code emailed
 * or texted at the request (accounts' withdrawal_otp, 10 minutes, 5 tries), or the authenticator
 * app's for otp_channel totp. A wrong code is counted (its transaction commits) and refused.
 */
export async function confirmWithdrawalOtp(
  context: WithdrawalsContext,
  input: { userId: string; withdrawalId: string; code: string },
): Promise<{ withdrawalId: string; status: string }> {
  const app = context.app;
  const user = await findUserById(app.database, input.userId);
  if (user === undefined) throw new DomainError('not_found', { withdrawal: withdrawalTexts.unknownWithdrawal });
  const totp = user.otpChannel === 'totp' ? app.accounts.loginOtpCheck() : undefined;
  const totpPassed = totp === undefined ? undefined : await totp(user.id, input.code);
  const outcome = await app.database.transaction(async (transaction) => {
    const record = await lockOwn(transaction, { id: input.withdrawalId, userId: user.id });
    if (record.status !== 'otp_pending')
      throw new DomainError('conflict', { withdrawal: withdrawalTexts.notOtpPending });
    const passed = totpPassed ?? (await checkWithdrawalCode(transaction, user.id, input.code));
    if (!passed) return undefined;
    return proceed(context, transaction, record);
  });
  if (outcome === undefined) throw invalidCode();
  return { withdrawalId: outcome.id, status: outcome.status };
}

/** POST /transactions/withdrawals/{id}/resendOTP. */
export async function resendWithdrawalOtp(
  context: WithdrawalsContext,
  input: { userId: string; withdrawalId: string },
): Promise<{ channel: 'email' | 'sms' }> {
  return context.app.database.transaction(async (transaction) => {
    const record = await lockOwn(transaction, { id: input.withdrawalId, userId: input.userId });
    if (record.status !== 'otp_pending')
      throw new DomainError('conflict', { withdrawal: withdrawalTexts.notOtpPending });
    const user = await findUserById(transaction, input.userId);
    if (user === undefined || user.otpChannel === 'totp') {
      throw new DomainError('conflict', { withdrawal: withdrawalTexts.otpTotp });
    }
    try {
      return await sendWithdrawalCode(context.app, transaction, user);
    } catch (error) {
      if (error instanceof Error && error.name === 'CodeCooldownError') {
        throw new DomainError('rate_limited', 'Please wait a minute before asking for a new code.', 60);
      }
      throw error;
    }
  });
}

/** POST /transactions/withdrawals/{id}/cancel: only before the money started to leave. */
export async function cancelWithdrawal(
  context: WithdrawalsContext,
  input: { userId: string; withdrawalId: string },
): Promise<WithdrawalRecord> {
  return context.app.database.transaction(async (transaction) => {
    const record = await lockOwn(transaction, { id: input.withdrawalId, userId: input.userId });
    if (record.status !== 'otp_pending' && record.status !== 'approval_pending') {
      throw new DomainError('conflict', { withdrawal: withdrawalTexts.notCancelable });
    }
    return returnFunds(context, transaction, record, { status: 'canceled', reason: withdrawalTexts.canceledByUser });
  });
}

/**
 * POST /operator/withdrawals/{id}/approve. Maker-checker: the withdrawal's own user never approves
 * it, and one operator counts once; the approval that reaches approvals_required starts the payment.
 */
export async function approveWithdrawal(
  context: WithdrawalsContext,
  input: { operatorId: string; brandId: string; withdrawalId: string },
): Promise<WithdrawalRecord> {
  return context.app.database.transaction(async (transaction) => {
    const record = await lockOwn(transaction, { id: input.withdrawalId, brandId: input.brandId });
    if (record.status !== 'approval_pending') {
      throw new DomainError('conflict', { withdrawal: withdrawalTexts.notApprovalPending });
    }
    if (record.userId === input.operatorId)
      throw new DomainError('forbidden', { withdrawal: withdrawalTexts.ownWithdrawal });
    if (!(await insertApproval(transaction, record.id, input.operatorId))) {
      throw new DomainError('forbidden', { withdrawal: withdrawalTexts.alreadyApproved });
    }
    const approvals = await approvalsOf(transaction, record.id);
    if (approvals.length < record.approvalsRequired) return record;
    const started = await startPayment(context, transaction, record);
    return notifyOnce(context, transaction, started, 'approved');
  });
}

/** POST /operator/withdrawals/{id}/reject: the holds are voided and the user is emailed the reason. */
export async function rejectWithdrawal(
  context: WithdrawalsContext,
  input: { operatorId: string; brandId: string; withdrawalId: string; reason: string },
): Promise<WithdrawalRecord> {
  return context.app.database.transaction(async (transaction) => {
    const record = await lockOwn(transaction, { id: input.withdrawalId, brandId: input.brandId });
    if (record.status !== 'approval_pending' && record.status !== 'otp_pending') {
      throw new DomainError('conflict', { withdrawal: withdrawalTexts.notApprovalPending });
    }
    return returnFunds(context, transaction, record, { status: 'rejected', reason: input.reason });
  });
}
