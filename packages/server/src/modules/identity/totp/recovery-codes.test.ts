import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { derivePurposeKeys, legacyPurposeKeys } from '../../../lib/purpose-keys.js';
import { preUpgradeRecoveryCodeHash } from '../../../lib/testing/pre-purpose-keys-sealing.js';
import {
  createRecoveryCodeHasher,
  generateRecoveryCodes,
  normalizeRecoveryCode,
  recoveryCodeCount,
} from './recovery-codes.js';

describe('recovery codes', () => {
  it('generates 10 distinct codes of the form xxxxx-xxxxx', () => {
    const codes = generateRecoveryCodes();
    expect(codes).toHaveLength(recoveryCodeCount);
    expect(new Set(codes).size).toBe(recoveryCodeCount);
    for (const code of codes) expect(code).toMatch(/^[0-9a-hjkmnp-tv-z]{5}-[0-9a-hjkmnp-tv-z]{5}$/);
  });

  it('never repeats across many generations (50 bits each)', () => {
    const seen = new Set<string>();
    for (let round = 0; round < 100; round += 1) for (const code of generateRecoveryCodes()) seen.add(code);
    expect(seen.size).toBe(100 * recoveryCodeCount);
  });

  it('normalizes case, spaces, dashes and look-alike letters', () => {
    const [code] = generateRecoveryCodes(1) as [string];
    const compact = code.replace('-', '');
    expect(normalizeRecoveryCode(code)).toBe(compact);
    expect(normalizeRecoveryCode(` ${code.toUpperCase()} `)).toBe(compact);
    expect(normalizeRecoveryCode('0O1IL-abcde')).toBe('00111abcde');
  });

  it('refuses what cannot be a recovery code', () => {
    for (const input of ['', '123456', 'abcde-abcd', 'abcde-abcdef', 'abcde-abcdu', '<scrip-t>!!']) {
      expect(normalizeRecoveryCode(input)).toBeUndefined();
    }
  });

  it('hashes deterministically under its pepper only (HMAC-SHA256 hex)', () => {
    const hasher = createRecoveryCodeHasher({ pepper: randomBytes(32) });
    expect(hasher.hash('usr_1', 'abcde12345')).toBe(hasher.hash('usr_1', 'abcde12345'));
    expect(hasher.hash('usr_1', 'abcde12345')).toMatch(/^[0-9a-f]{64}$/);
    expect(hasher.hash('usr_2', 'abcde12345')).not.toBe(hasher.hash('usr_1', 'abcde12345'));
    expect(createRecoveryCodeHasher({ pepper: randomBytes(32) }).hash('usr_1', 'abcde12345')).not.toBe(
      hasher.hash('usr_1', 'abcde12345'),
    );
    expect(hasher.storedForms('usr_1', 'abcde12345')).toEqual([hasher.hash('usr_1', 'abcde12345')]);
  });

  it('finds a code hashed before purpose keys under the legacy pepper, and hashes new codes under the new one', () => {
    const master = randomBytes(32);
    const stored = preUpgradeRecoveryCodeHash(master, 'usr_1', 'abcde12345');
    const hasher = createRecoveryCodeHasher({
      pepper: derivePurposeKeys(master).recoveryCodePepper,
      legacyPepper: legacyPurposeKeys(master).recoveryCodePepper,
    });
    expect(hasher.storedForms('usr_1', 'abcde12345')).toEqual([hasher.hash('usr_1', 'abcde12345'), stored]);
    expect(hasher.hash('usr_1', 'abcde12345')).not.toBe(stored);
  });
});
