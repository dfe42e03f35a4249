import { assetScale, testModeDepositLimits, type CurrencyCode } from '@platform/core';
import { DomainError } from '../errors/domain-error.js';
import { rateLimitedError } from './rate-limits.js';

/**
 * Core's caps on test mode's money (testModeDepositLimits) in base units, and the refusals both
 * test-mode money calls answer: the wallets module's test deposits and the chains module's
 * simulated payments.
 */
export function testModeLimitBaseUnits(currency: CurrencyCode, kind: 'perCall' | 'perDay'): bigint {
  return BigInt(testModeDepositLimits[currency][kind]) * 10n ** BigInt(assetScale(currency));
}

/** 400 on `amount` when one call asks for more than the per-call cap; `what` names the call ("test deposit"). */
export function assertWithinTestModeCallLimit(what: string, currency: CurrencyCode, amountBaseUnits: bigint): void {
  if (amountBaseUnits <= testModeLimitBaseUnits(currency, 'perCall')) return;
  throw new DomainError('validation_failed', {
    amount: `A ${what} is at most ${testModeDepositLimits[currency].perCall} ${currency}.`,
  });
}

/**
 * 429 (Retry-After: until the oldest counted credit is a day old) when the last 24 hours' credits
 * of the receiver plus this one exceed the per-day cap.
 */
export function assertWithinTestModeDayLimit(input: {
  what: string;
  receiver: 'user' | 'address';
  currency: CurrencyCode;
  amountBaseUnits: bigint;
  creditedTodayBaseUnits: bigint;
  secondsUntilOldestLeavesDay: number;
}): void {
  const limit = testModeLimitBaseUnits(input.currency, 'perDay');
  if (input.creditedTodayBaseUnits + input.amountBaseUnits <= limit) return;
  const perDay = testModeDepositLimits[input.currency].perDay;
  throw rateLimitedError(
    Math.max(1, input.secondsUntilOldestLeavesDay),
    `${input.what}s are at most ${perDay} ${input.currency} per ${input.receiver} in 24 hours.`,
  );
}
