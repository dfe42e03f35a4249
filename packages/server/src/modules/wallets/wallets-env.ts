import { chainNetworks, type ChainNetwork } from '@platform/core/addresses';
import { z } from 'zod';

/** Unset and empty both mean "use the default", as in config/env.ts. */
const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === '' ? undefined : value), schema.optional());

/** The wallets variables, as a shape the app's env schema spreads in. */
export const walletsEnvShape = {
  DEPOSIT_NETWORK: optional(z.enum(chainNetworks)),
  DEMO_XPUB_SEED: optional(z.string().min(1).max(200)),
  LEDGER_EXPIRY_INTERVAL_MS: optional(z.coerce.number().int().min(100).max(3_600_000)),
  LEDGER_EXPIRY_BATCH_SIZE: optional(z.coerce.number().int().min(1).max(10_000)),
};

export interface RawWalletsEnv {
  DEPOSIT_NETWORK?: ChainNetwork | undefined;
  DEMO_XPUB_SEED?: string | undefined;
  LEDGER_EXPIRY_INTERVAL_MS?: number | undefined;
  LEDGER_EXPIRY_BATCH_SIZE?: number | undefined;
}

export interface WalletsEnv {
  /** Chain network deposit addresses are derived for: regtest by default in test mode, mainnet in live mode. */
  depositNetwork: ChainNetwork;
  /** Seed of the demo extended public keys generated at seed in test mode (never used in live mode). */
  demoXpubSeed: string;
  /** How often the worker voids expired ledger holds. */
  expiryIntervalMs: number;
  /** Most holds one expiry cycle voids (the rest wait for the next cycle). */
  expiryBatchSize: number;
}

/** Turns parsed variables into settings; returns every cross-field problem instead of the first. */
export function toWalletsEnv(
  raw: RawWalletsEnv,
  context: { testMode: boolean },
): { env: WalletsEnv; problems: string[] } {
  const problems: string[] = [];
  const depositNetwork = raw.DEPOSIT_NETWORK ?? (context.testMode ? 'regtest' : 'mainnet');
  if (raw.DEMO_XPUB_SEED !== undefined && !context.testMode) {
    problems.push('DEMO_XPUB_SEED: demo keys are only generated in test mode');
  }
  return {
    env: {
      depositNetwork,
      demoXpubSeed: raw.DEMO_XPUB_SEED ?? 'demo',
      expiryIntervalMs: raw.LEDGER_EXPIRY_INTERVAL_MS ?? 5_000,
      expiryBatchSize: raw.LEDGER_EXPIRY_BATCH_SIZE ?? 500,
    },
    problems,
  };
}
