import { z } from 'zod';
import { testModeDevKey } from './totp/secret-box.js';

/** Unset and empty both mean "use the default", as in config/env.ts. */
const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === '' ? undefined : value), schema.optional());

const keyMessage = 'must be 32 random bytes as 64 hex digits or base64 (e.g. `openssl rand -hex 32`)';

/** The identity variables, as a shape the app's env schema spreads in. */
export const identityEnvShape = {
  TOTP_ENCRYPTION_KEY: optional(
    z
      .string()
      .regex(/^([0-9a-fA-F]{64}|[A-Za-z0-9+/_-]{43}=?)$/, { message: keyMessage })
      .transform((text) => (/^[0-9a-fA-F]{64}$/.test(text) ? Buffer.from(text, 'hex') : Buffer.from(text, 'base64'))),
  ),
};
export type RawIdentityEnv = { TOTP_ENCRYPTION_KEY?: Buffer | undefined };

export interface IdentityEnv {
  /**
   * The master key (TOTP_ENCRYPTION_KEY): the authenticator-app and webhook secret keys and the
   * recovery-code pepper are derived from it (lib/purpose-keys.ts); null when it is to be read from
   * (or created in) the data folder: see `totp/key-file.ts`.
   */
  totpEncryptionKey: Buffer | null;
  /** Where the key comes from: the variable, the test-mode dev key, or `<DATA_DIR>/secrets/totp.key`. */
  totpKeySource: 'env' | 'test-mode-dev-key' | 'data-dir';
}

/**
 * TOTP_ENCRYPTION_KEY when set. Otherwise: test mode derives the labelled dev key (secret-box.ts),
 * which protects nothing and is never used outside test mode; live mode reads the key from
 * `<DATA_DIR>/secrets/totp.key`, creating it with 32 random bytes (mode 0600) on first start, so
 * `DATABASE_URL=… npm start` works on one machine. Several server instances must share one key:
 * set TOTP_ENCRYPTION_KEY on each (the server logs a warning while it uses the file).
 */
export function toIdentityEnv(
  raw: RawIdentityEnv,
  context: { testMode: boolean },
): { env: IdentityEnv; problems: string[] } {
  if (raw.TOTP_ENCRYPTION_KEY !== undefined) {
    return { env: { totpEncryptionKey: raw.TOTP_ENCRYPTION_KEY, totpKeySource: 'env' }, problems: [] };
  }
  if (context.testMode) {
    return { env: { totpEncryptionKey: testModeDevKey(), totpKeySource: 'test-mode-dev-key' }, problems: [] };
  }
  return { env: { totpEncryptionKey: null, totpKeySource: 'data-dir' }, problems: [] };
}
