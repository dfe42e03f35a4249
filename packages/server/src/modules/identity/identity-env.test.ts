import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { EnvError, parseEnv } from '../../config/env.js';
import { testModeDevKey } from './totp/secret-box.js';

describe('identity environment', () => {
  const key = randomBytes(32);

  it('reads TOTP_ENCRYPTION_KEY as hex or base64', () => {
    for (const text of [key.toString('hex'), key.toString('base64'), key.toString('base64url')]) {
      const env = parseEnv({ TOTP_ENCRYPTION_KEY: text });
      expect(env.identity.totpEncryptionKey).toEqual(key);
      expect(env.identity.totpKeySource).toBe('env');
    }
  });

  it('uses the labelled dev key in test mode when the key is unset', () => {
    const env = parseEnv({ TEST_MODE: '1' });
    expect(env.identity.totpEncryptionKey).toEqual(testModeDevKey());
    expect(env.identity.totpKeySource).toBe('test-mode-dev-key');
  });

  it('takes the key from the data folder in live mode without a key, and refuses short or malformed keys', () => {
    const live = parseEnv({ DATABASE_URL: 'postgres://db/platform' });
    expect(live.testMode).toBe(false);
    expect(live.identity).toEqual({ totpEncryptionKey: null, totpKeySource: 'data-dir' });
    for (const bad of ['abc', randomBytes(16).toString('hex'), 'z'.repeat(64)]) {
      let caught: unknown;
      try {
        parseEnv({ TOTP_ENCRYPTION_KEY: bad });
      } catch (error) {
        caught = error;
      }
      expect(caught).toBeInstanceOf(EnvError);
      expect((caught as EnvError).problems.join('\n')).toContain('TOTP_ENCRYPTION_KEY: must be 32 random bytes');
    }
    expect(
      parseEnv({ DATABASE_URL: 'postgres://db/platform', TOTP_ENCRYPTION_KEY: key.toString('hex') }).testMode,
    ).toBe(false);
  });
});
