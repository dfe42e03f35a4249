import { z } from 'zod';

/** Unset and empty both mean "use the default", as in config/env.ts. */
const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === '' ? undefined : value), schema.optional());

export const passwordHashCosts = ['test', 'standard', 'strong'] as const;
export type PasswordHashCost = (typeof passwordHashCosts)[number];

/** The accounts variables, as a shape the app's env schema spreads in. */
export const accountsEnvShape = {
  PASSWORD_HASH_COST: optional(z.enum(passwordHashCosts)),
  PASSWORD_MAX_AGE_DAYS: optional(z.coerce.number().int().min(0).max(3650)),
};
export type RawAccountsEnv = {
  PASSWORD_HASH_COST?: PasswordHashCost | undefined;
  PASSWORD_MAX_AGE_DAYS?: number | undefined;
};

export interface AccountsEnv {
  /**
   * argon2id cost: `standard` (OWASP's 19 MiB, 2 passes) by default, `strong` (64 MiB, 3 passes),
   * `test` (1 MiB, 1 pass; only in test mode, the default under NODE_ENV=test so suites stay fast).
   * Hashes carry their own parameters, so changing the cost never locks anyone out.
   */
  passwordHashCost: PasswordHashCost;
  /** Days before a password must be changed (`expired_password`); 0 turns expiry off. */
  passwordMaxAgeDays: number;
}

/** Turns parsed variables into settings; returns every cross-field problem instead of the first. */
export function toAccountsEnv(
  raw: RawAccountsEnv,
  context: { testMode: boolean; nodeEnv: string },
): { env: AccountsEnv; problems: string[] } {
  const problems: string[] = [];
  const defaultCost: PasswordHashCost = context.testMode && context.nodeEnv === 'test' ? 'test' : 'standard';
  const passwordHashCost = raw.PASSWORD_HASH_COST ?? defaultCost;
  if (passwordHashCost === 'test' && !context.testMode) {
    problems.push('PASSWORD_HASH_COST: test is only allowed in test mode');
  }
  return { env: { passwordHashCost, passwordMaxAgeDays: raw.PASSWORD_MAX_AGE_DAYS ?? 0 }, problems };
}
