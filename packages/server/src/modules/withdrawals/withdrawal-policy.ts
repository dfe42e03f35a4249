import {
  currencyCodes,
  kycLevels,
  parseAmount,
  toDecimalString,
  withdrawalPolicyBodySchema,
  type CurrencyCode,
  type KycLevel,
  type WithdrawalPolicy,
  type WithdrawalPolicyBody,
} from '@platform/core';
import type { Queryable } from '../../db/database.js';

/** Limits in EUR cents. */
export interface LimitSet {
  perTransaction: bigint;
  daily: bigint;
  monthly: bigint;
}

/** A brand's effective policy: EUR values in cents, fees and minimums in the currency's base units. */
export interface Policy {
  allowlistOnly: boolean;
  addressWaitingSeconds: number;
  approvalThresholdCents: bigint;
  secondApprovalThresholdCents: bigint;
  travelRuleThresholdCents: bigint;
  fees: Record<CurrencyCode, { fee: bigint; minimum: bigint }>;
  limits: Record<KycLevel, Record<CurrencyCode, LimitSet>>;
}

/**
 * Defaults where a brand set nothing (documented in README.md): the fee covers the network fee of
 * a crypto send or the bank's SEPA charge; limits follow the usual tiers (an unverified user may
 * withdraw up to EUR 1,000 a day); one operator approves above EUR 10,000, two above EUR 50,000;
 * the travel-rule ownership confirmation is asked above EUR 1,000 (Regulation 2023/1113).
 */
const defaultFees: Record<CurrencyCode, { fee: string; minimum: string }> = {
  BTC: { fee: '0.0002', minimum: '0.0005' },
  LTC: { fee: '0.001', minimum: '0.002' },
  BCH: { fee: '0.0002', minimum: '0.0005' },
  ETH: { fee: '0.001', minimum: '0.005' },
  USDT: { fee: '2', minimum: '10' },
  USDC: { fee: '2', minimum: '10' },
  EUR: { fee: '1', minimum: '10' },
  USD: { fee: '1', minimum: '10' },
  GBP: { fee: '1', minimum: '10' },
  AUD: { fee: '1', minimum: '10' },
  CAD: { fee: '1', minimum: '10' },
  CHF: { fee: '1', minimum: '10' },
};
const defaultLimits: Record<KycLevel, { per_transaction_eur: string; daily_eur: string; monthly_eur: string }> = {
  unverified: { per_transaction_eur: '1000', daily_eur: '1000', monthly_eur: '2000' },
  verified: { per_transaction_eur: '50000', daily_eur: '100000', monthly_eur: '500000' },
};
export const defaultAddressWaitingSeconds = 24 * 3600;

/** "1000.5" EUR → 100050 cents (the schema allows at most 2 decimals). */
export function eurCents(text: string): bigint {
  const parsed = parseAmount('EUR', text);
  if (!parsed.ok) throw new RangeError(`not an EUR amount: ${text}`);
  return parsed.value;
}

function baseUnits(currency: CurrencyCode, text: string): bigint {
  const parsed = parseAmount(currency, text);
  if (!parsed.ok) throw new RangeError(`not a ${currency} amount: ${text}`);
  return parsed.value;
}

/** The stored body over the defaults. */
export function effectivePolicy(stored: WithdrawalPolicyBody): Policy {
  const fees = {} as Policy['fees'];
  for (const currency of currencyCodes) {
    const fee = stored.fees?.[currency] ?? defaultFees[currency];
    fees[currency] = { fee: baseUnits(currency, fee.fee), minimum: baseUnits(currency, fee.minimum) };
  }
  const limits = {} as Policy['limits'];
  for (const level of kycLevels) {
    limits[level] = {} as Record<CurrencyCode, LimitSet>;
    for (const currency of currencyCodes) {
      const set = stored.limits?.[level]?.[currency] ?? defaultLimits[level];
      limits[level][currency] = {
        perTransaction: eurCents(set.per_transaction_eur),
        daily: eurCents(set.daily_eur),
        monthly: eurCents(set.monthly_eur),
      };
    }
  }
  return {
    allowlistOnly: stored.allowlist_only ?? false,
    addressWaitingSeconds: stored.address_waiting_seconds ?? defaultAddressWaitingSeconds,
    approvalThresholdCents: eurCents(stored.approval_threshold_eur ?? '10000'),
    secondApprovalThresholdCents: eurCents(stored.second_approval_threshold_eur ?? '50000'),
    travelRuleThresholdCents: eurCents(stored.travel_rule_threshold_eur ?? '1000'),
    fees,
    limits,
  };
}

export async function storedPolicy(queryable: Queryable, brandId: string): Promise<WithdrawalPolicyBody> {
  const result = await queryable.query<{ policy: unknown }>(
    'select policy from withdrawal_policies where brand_id = $1',
    [brandId],
  );
  const row = result.rows[0];
  if (row === undefined) return {};
  const policy = typeof row.policy === 'string' ? JSON.parse(row.policy) : row.policy;
  return withdrawalPolicyBodySchema.parse(policy);
}

export async function loadPolicy(queryable: Queryable, brandId: string): Promise<Policy> {
  return effectivePolicy(await storedPolicy(queryable, brandId));
}

/** Merges a PUT body into the stored policy (fees per currency, limits per level and currency). */
export function mergePolicy(stored: WithdrawalPolicyBody, change: WithdrawalPolicyBody): WithdrawalPolicyBody {
  const limits: NonNullable<WithdrawalPolicyBody['limits']> = { ...stored.limits };
  for (const level of kycLevels) {
    if (change.limits?.[level] !== undefined) limits[level] = { ...stored.limits?.[level], ...change.limits[level] };
  }
  return {
    ...stored,
    ...change,
    fees: { ...stored.fees, ...change.fees },
    limits,
  };
}

export async function savePolicy(queryable: Queryable, brandId: string, policy: WithdrawalPolicyBody): Promise<void> {
  await queryable.query(
    `insert into withdrawal_policies (brand_id, policy) values ($1, $2::jsonb)
     on conflict (brand_id) do update set policy = excluded.policy, updated_at = now()`,
    [brandId, JSON.stringify(policy)],
  );
}

const eurText = (cents: bigint) => toDecimalString('EUR', cents);

export function toPolicyWire(policy: Policy): WithdrawalPolicy {
  const fees: WithdrawalPolicy['fees'] = {};
  for (const currency of currencyCodes) {
    const { fee, minimum } = policy.fees[currency];
    fees[currency] = { fee: toDecimalString(currency, fee), minimum: toDecimalString(currency, minimum) };
  }
  const limits: WithdrawalPolicy['limits'] = {};
  for (const level of kycLevels) {
    limits[level] = {};
    for (const currency of currencyCodes) {
      const set = policy.limits[level][currency];
      limits[level][currency] = {
        per_transaction_eur: eurText(set.perTransaction),
        daily_eur: eurText(set.daily),
        monthly_eur: eurText(set.monthly),
      };
    }
  }
  return {
    allowlist_only: policy.allowlistOnly,
    address_waiting_seconds: policy.addressWaitingSeconds,
    approval_threshold_eur: eurText(policy.approvalThresholdCents),
    second_approval_threshold_eur: eurText(policy.secondApprovalThresholdCents),
    travel_rule_threshold_eur: eurText(policy.travelRuleThresholdCents),
    fees,
    limits,
  };
}
