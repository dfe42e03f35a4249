import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createSecretBox, SecretBoxError, testModeDevKey } from './secret-box.js';

describe('secret box (AES-256-GCM)', () => {
  const box = createSecretBox(randomBytes(32));
  const secret = randomBytes(20);

  it('opens what it sealed, for the same context', () => {
    const sealed = box.seal(secret, 'usr_a');
    expect(sealed).toMatch(/^v1\.[A-Za-z0-9_-]{16}\.[A-Za-z0-9_-]{22}\.[A-Za-z0-9_-]+$/);
    expect(sealed).not.toContain(secret.toString('base64url'));
    expect(box.open(sealed, 'usr_a')).toEqual(secret);
  });

  it('uses a fresh nonce each time', () => {
    expect(box.seal(secret, 'usr_a')).not.toBe(box.seal(secret, 'usr_a'));
  });

  it('refuses another context, another key, and any tampering', () => {
    const sealed = box.seal(secret, 'usr_a');
    expect(() => box.open(sealed, 'usr_b')).toThrow(SecretBoxError);
    expect(() => createSecretBox(randomBytes(32)).open(sealed, 'usr_a')).toThrow(SecretBoxError);
    const [prefix, nonce, tag, ciphertext] = sealed.split('.') as [string, string, string, string];
    const flipped = (ciphertext[0] === 'A' ? 'B' : 'A') + ciphertext.slice(1);
    expect(() => box.open([prefix, nonce, tag, flipped].join('.'), 'usr_a')).toThrow(SecretBoxError);
    expect(() => box.open(['v2', nonce, tag, ciphertext].join('.'), 'usr_a')).toThrow(SecretBoxError);
    expect(() => box.open('garbage', 'usr_a')).toThrow(SecretBoxError);
  });

  it('macs deterministically under its key only', () => {
    expect(box.mac('abc')).toBe(box.mac('abc'));
    expect(box.mac('abc')).toMatch(/^[0-9a-f]{64}$/);
    expect(createSecretBox(randomBytes(32)).mac('abc')).not.toBe(box.mac('abc'));
  });

  it('refuses keys that are not 32 bytes', () => {
    expect(() => createSecretBox(randomBytes(16))).toThrow(RangeError);
  });

  it('derives the same labelled dev key every time (test mode only)', () => {
    expect(testModeDevKey()).toEqual(testModeDevKey());
    expect(testModeDevKey()).toHaveLength(32);
  });
});
