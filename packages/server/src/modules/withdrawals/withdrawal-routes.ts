import { endpoints, isCryptoCurrency, toDecimalString, type CurrencyCode } from '@platform/core';
import type { FastifyInstance } from 'fastify';
import { DomainError, isDomainError } from '../../errors/domain-error.js';
import { authOf } from '../../http/request-auth.js';
import { serve, type EndpointDetails, type EndpointRequest } from '../../http/serve.js';
import { getBalances, type AccountBalance } from '../ledger/index.js';
import { signedInUser } from './address-book-routes.js';
import { fiatRefusal } from './destination-checks.js';
import { approvalsRequired, limitRefusal, limitUsage } from './limits.js';
import { amountOf, requestWithdrawal } from './request-withdrawal.js';
import { lockedUntil, readUserSettings } from './user-settings.js';
import { cancelWithdrawal, resendWithdrawalOtp } from './withdrawal-actions.js';
import type { WithdrawalsContext } from './withdrawal-context.js';
import { eurValueCents } from './eur-value.js';
import { loadPolicy } from './withdrawal-policy.js';
import { findWithdrawal, listWithdrawals } from './withdrawal-repository.js';
import { withdrawalTexts } from './withdrawal-texts.js';
import { toWithdrawalWire } from './withdrawal-wire.js';

function available(balances: AccountBalance[], currency: CurrencyCode): bigint {
  return balances.find((row) => row.asset === currency && row.kind === 'user')?.available ?? 0n;
}

function submittedMessage(status: string, otpChannel: string | null): string {
  if (status === 'otp_pending') return otpChannel === 'totp' ? withdrawalTexts.otpTotp : withdrawalTexts.otpSent;
  if (status === 'approval_pending') return withdrawalTexts.approvalNeeded;
  return withdrawalTexts.requested;
}

/** GET /transactions/withdrawalQuote: the figures and the refusal the request would get (nothing held). */
async function quoteWithdrawal(
  context: WithdrawalsContext,
  request: EndpointRequest<typeof endpoints.getWithdrawalQuote>,
): Promise<EndpointDetails<typeof endpoints.getWithdrawalQuote>> {
  const app = context.app;
  const user = await signedInUser(context, request);
  const { currency, method } = request.query;
  const now = context.now();
  const policy = await loadPolicy(app.database, user.brandId);
  const { fee, minimum } = policy.fees[currency];
  let refusal: string | null = null;
  let amount = 0n;
  try {
    amount = amountOf(policy, currency, request.query.amount);
  } catch (error) {
    if (!isDomainError(error)) throw error;
    refusal = typeof error.messages === 'string' ? error.messages : String(error.messages['amount'] ?? error.message);
  }
  const eurCents = await eurValueCents(app.database, { currency, amount, maxAgeMs: context.rateMaxAgeMs, now });
  const usage = await limitUsage(app.database, { user, currency, policy, now });
  const balance = available(await getBalances(app.database, user.id), currency);
  const until = lockedUntil(user, now);
  const fiat = method === 'crypto' || isCryptoCurrency(currency) ? null : fiatRefusal(user);
  refusal ??=
    (until === null ? null : withdrawalTexts.locked(until)) ??
    fiat ??
    limitRefusal(usage, eurCents) ??
    (amount + fee > balance ? withdrawalTexts.insufficientFunds(currency, amount + fee) : null);
  const review = (await readUserSettings(app.database, user.id)).review;
  const eur = (cents: bigint) => toDecimalString('EUR', cents);
  return {
    currency,
    amount: toDecimalString(currency, amount),
    fee: toDecimalString(currency, fee),
    total: toDecimalString(currency, amount + fee),
    receive_amount: toDecimalString(currency, amount),
    minimum_amount: toDecimalString(currency, minimum),
    network_fee_estimate: null,
    eur_value: eur(eurCents),
    available_balance: toDecimalString(currency, balance),
    approvals_required: approvalsRequired(policy, eurCents, review),
    ownership_confirmation_required: isCryptoCurrency(currency) && eurCents > policy.travelRuleThresholdCents,
    limits: {
      per_transaction_eur: eur(usage.limits.perTransaction),
      daily_eur: eur(usage.limits.daily),
      monthly_eur: eur(usage.limits.monthly),
      daily_used_eur: eur(usage.dailyUsed),
      monthly_used_eur: eur(usage.monthlyUsed),
    },
    refusal,
  };
}

/** POST /transactions/withdrawal, the quote, the user's list, one withdrawal, its OTP resend and cancel. */
export function withdrawalRoutes(app: FastifyInstance, context: WithdrawalsContext): void {
  serve(app, endpoints.withdrawal, async function withdrawal(request) {
    const user = await signedInUser(context, request);
    const outcome = await requestWithdrawal(context, { user, body: request.body });
    const otpRequired = outcome.record.status === 'otp_pending';
    return {
      withdrawal: await toWithdrawalWire(app.database, outcome.record),
      replayed: outcome.replayed,
      otp_required: otpRequired,
      otp_channel: otpRequired ? outcome.otpChannel : null,
      message: submittedMessage(outcome.record.status, outcome.otpChannel),
    };
  });

  serve(app, endpoints.getWithdrawalQuote, (request) => quoteWithdrawal(context, request));

  serve(app, endpoints.getWithdrawals, async function getWithdrawals(request) {
    const page = await listWithdrawals(app.database, { userId: authOf(request).userId, ...request.query });
    const withdrawals = [];
    for (const record of page.withdrawals) withdrawals.push(await toWithdrawalWire(app.database, record));
    return { withdrawals, next_cursor: page.nextCursor };
  });

  serve(app, endpoints.getWithdrawal, async function getWithdrawal(request) {
    const record = await findWithdrawal(app.database, request.params.id);
    if (record === undefined || record.userId !== authOf(request).userId) {
      throw new DomainError('not_found', { withdrawal: withdrawalTexts.unknownWithdrawal });
    }
    return { withdrawal: await toWithdrawalWire(app.database, record) };
  });

  serve(app, endpoints.resendWithdrawalOtp, async function resendOtp(request) {
    const sent = await resendWithdrawalOtp(context, {
      userId: authOf(request).userId,
      withdrawalId: request.params.id,
    });
    return { channel: sent.channel, message: withdrawalTexts.otpSent };
  });

  serve(app, endpoints.cancelWithdrawal, async function cancel(request) {
    const record = await cancelWithdrawal(context, { userId: authOf(request).userId, withdrawalId: request.params.id });
    return { withdrawal: await toWithdrawalWire(app.database, record) };
  });
}
