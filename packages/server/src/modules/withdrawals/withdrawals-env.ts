import { z } from 'zod';

const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === '' ? undefined : value), schema.optional());

/** The withdrawals variables, as a shape the app's env schema spreads in. */
export const withdrawalsEnvShape = {
  WITHDRAWAL_ADDRESS_WAITING_SECONDS: optional(
    z.coerce
      .number()
      .int()
      .min(0)
      .max(30 * 86_400),
  ),
  WITHDRAWAL_POLL_INTERVAL_MS: optional(z.coerce.number().int().min(100).max(3_600_000)),
};

export interface RawWithdrawalsEnv {
  WITHDRAWAL_ADDRESS_WAITING_SECONDS?: number | undefined;
  WITHDRAWAL_POLL_INTERVAL_MS?: number | undefined;
}

export interface WithdrawalsEnv {
  /** Test mode only: every brand's address-book waiting period, in seconds (the Chromium test uses a few). */
  addressWaitingSecondsOverride: number | undefined;
  /** How often the worker follows withdrawals whose send is under way (default 2000 ms). */
  pollIntervalMs: number;
}

export function toWithdrawalsEnv(
  raw: RawWithdrawalsEnv,
  context: { testMode: boolean },
): { env: WithdrawalsEnv; problems: string[] } {
  const override = raw.WITHDRAWAL_ADDRESS_WAITING_SECONDS;
  const problems =
    override !== undefined && !context.testMode
      ? [
          'WITHDRAWAL_ADDRESS_WAITING_SECONDS: shortening the address-book waiting period is refused on a live platform; set the brand policy instead',
        ]
      : [];
  return {
    env: { addressWaitingSecondsOverride: override, pollIntervalMs: raw.WITHDRAWAL_POLL_INTERVAL_MS ?? 2000 },
    problems,
  };
}
