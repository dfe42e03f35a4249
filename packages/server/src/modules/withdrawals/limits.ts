import { toDecimalString, type CurrencyCode, type KycLevel } from '@platform/core';
import type { Queryable } from '../../db/database.js';
import { DomainError } from '../../errors/domain-error.js';
import type { UserRecord } from '../accounts/index.js';
import type { LimitSet, Policy } from './withdrawal-policy.js';
import { eurWithdrawnSince } from './withdrawal-repository.js';
import { withdrawalTexts } from './withdrawal-texts.js';

const dayMs = 24 * 3_600_000;

export function kycLevelOf(user: Pick<UserRecord, 'complianceVerification'>): KycLevel {
  return user.complianceVerification === 'successful' ? 'verified' : 'unverified';
}

export interface LimitUsage {
  limits: LimitSet;
  dailyUsed: bigint;
  monthlyUsed: bigint;
}

/** The user's limits of a currency and what the last 24 hours and 30 days used (EUR cents). */
export async function limitUsage(
  queryable: Queryable,
  input: { user: UserRecord; currency: CurrencyCode; policy: Policy; now: Date },
): Promise<LimitUsage> {
  const limits = input.policy.limits[kycLevelOf(input.user)][input.currency];
  const since = (ms: number) => new Date(input.now.getTime() - ms);
  return {
    limits,
    dailyUsed: await eurWithdrawnSince(queryable, {
      userId: input.user.id,
      currency: input.currency,
      since: since(dayMs),
    }),
    monthlyUsed: await eurWithdrawnSince(queryable, {
      userId: input.user.id,
      currency: input.currency,
      since: since(30 * dayMs),
    }),
  };
}

const eur = (cents: bigint) => toDecimalString('EUR', cents < 0n ? 0n : cents);

/** The refusal of a withdrawal worth `eurCents`, or null when it is inside every limit. */
export function limitRefusal(usage: LimitUsage, eurCents: bigint): string | null {
  if (eurCents > usage.limits.perTransaction)
    return withdrawalTexts.perTransactionLimit(eur(usage.limits.perTransaction));
  if (usage.dailyUsed + eurCents > usage.limits.daily)
    return withdrawalTexts.dailyLimit(eur(usage.limits.daily - usage.dailyUsed));
  if (usage.monthlyUsed + eurCents > usage.limits.monthly) {
    return withdrawalTexts.monthlyLimit(eur(usage.limits.monthly - usage.monthlyUsed));
  }
  return null;
}

/**
 * Called under the user's settings row lock, in the transaction that then takes the hold: no other
 * request of the user can count its withdrawal in between.
 */
export async function assertWithinLimits(
  queryable: Queryable,
  input: { user: UserRecord; currency: CurrencyCode; policy: Policy; now: Date; eurCents: bigint },
): Promise<void> {
  const refusal = limitRefusal(await limitUsage(queryable, input), input.eurCents);
  if (refusal !== null) throw new DomainError('forbidden', { amount: refusal });
}

/** 0, 1 or 2 operator approvals: above the brand's thresholds, or at least one for a user under review. */
export function approvalsRequired(policy: Policy, eurCents: bigint, review: boolean): number {
  if (eurCents > policy.secondApprovalThresholdCents) return 2;
  if (eurCents > policy.approvalThresholdCents || review) return 1;
  return 0;
}
