import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { derivePurposeKeys, legacyPurposeKeys } from '../../../lib/purpose-keys.js';
import { preUpgradeTotpSeal } from '../../../lib/testing/pre-purpose-keys-sealing.js';
import { createSecretBox, SecretBoxError, testModeDevKey } from './secret-box.js';

describe('secret box (AES-256-GCM)', () => {
  const box = createSecretBox({ key: randomBytes(32) });
  const secret = randomBytes(20);

  it('opens what it sealed, for the same context', () => {
    const sealed = box.seal(secret, 'usr_a');
    // v2: sealed under a purpose key (v1 was the scheme before purpose keys).
    expect(sealed).toMatch(/^v2\.[A-Za-z0-9_-]{16}\.[A-Za-z0-9_-]{22}\.[A-Za-z0-9_-]+$/);
    expect(sealed).not.toContain(secret.toString('base64url'));
    expect(box.open(sealed, 'usr_a')).toEqual(secret);
    expect(box.isLegacy(sealed)).toBe(false);
  });

  it('uses a fresh nonce each time', () => {
    expect(box.seal(secret, 'usr_a')).not.toBe(box.seal(secret, 'usr_a'));
  });

  it('refuses another context, another key, and any tampering', () => {
    const sealed = box.seal(secret, 'usr_a');
    expect(() => box.open(sealed, 'usr_b')).toThrow(SecretBoxError);
    expect(() => createSecretBox({ key: randomBytes(32) }).open(sealed, 'usr_a')).toThrow(SecretBoxError);
    const [prefix, nonce, tag, ciphertext] = sealed.split('.') as [string, string, string, string];
    const flipped = (ciphertext[0] === 'A' ? 'B' : 'A') + ciphertext.slice(1);
    expect(() => box.open([prefix, nonce, tag, flipped].join('.'), 'usr_a')).toThrow(SecretBoxError);
    expect(() => box.open(['v1', nonce, tag, ciphertext].join('.'), 'usr_a')).toThrow(SecretBoxError);
    expect(() => box.open(['v3', nonce, tag, ciphertext].join('.'), 'usr_a')).toThrow(SecretBoxError);
    expect(() => box.open('garbage', 'usr_a')).toThrow(SecretBoxError);
  });

  it('opens a secret sealed before purpose keys with the legacy key, and says to seal it again', () => {
    const master = randomBytes(32);
    const stored = preUpgradeTotpSeal(master, 'usr_a', secret);
    const upgraded = createSecretBox({
      key: derivePurposeKeys(master).totpSecrets,
      legacyKey: legacyPurposeKeys(master).totpSecrets,
    });
    expect(upgraded.isLegacy(stored)).toBe(true);
    expect(upgraded.open(stored, 'usr_a')).toEqual(secret);
    expect(() => upgraded.open(stored, 'usr_b')).toThrow(SecretBoxError);
    const resealed = upgraded.seal(upgraded.open(stored, 'usr_a'), 'usr_a');
    expect(upgraded.isLegacy(resealed)).toBe(false);
    expect(upgraded.open(resealed, 'usr_a')).toEqual(secret);
    // Without the legacy key (or under another master key) the old text does not open.
    expect(() => createSecretBox({ key: derivePurposeKeys(master).totpSecrets }).open(stored, 'usr_a')).toThrow(
      SecretBoxError,
    );
    const otherMaster = randomBytes(32);
    const wrong = createSecretBox({ key: randomBytes(32), legacyKey: legacyPurposeKeys(otherMaster).totpSecrets });
    expect(() => wrong.open(stored, 'usr_a')).toThrow(SecretBoxError);
  });

  it('refuses keys that are not 32 bytes', () => {
    expect(() => createSecretBox({ key: randomBytes(16) })).toThrow(RangeError);
    expect(() => createSecretBox({ key: randomBytes(32), legacyKey: randomBytes(16) })).toThrow(RangeError);
  });

  it('derives the same labelled dev key every time (test mode only)', () => {
    expect(testModeDevKey()).toEqual(testModeDevKey());
    expect(testModeDevKey()).toHaveLength(32);
  });
});
