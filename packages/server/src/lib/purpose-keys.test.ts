import { createHmac, randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { derivePurposeKey, derivePurposeKeys, keyPurposeLabels, legacyPurposeKeys } from './purpose-keys.js';
import { preUpgradeRecoveryCodeHash, preUpgradeSecretBox } from './testing/pre-purpose-keys-sealing.js';

const master = Buffer.alloc(32, 0x11);

describe('purpose keys (HKDF-SHA256 of the master key)', () => {
  it('derives the pinned keys (checked with `openssl kdf … HKDF`): a changed label would lose stored data', () => {
    const keys = derivePurposeKeys(master);
    expect(keys.totpSecrets.toString('hex')).toBe('9399b405905bd4f46082f2a1324bfd7f5a63e018e1eba5dda4af43d69115fae7');
    expect(keys.webhookSecrets.toString('hex')).toBe(
      '466e0277f8e19c49fec98fbd89793c8784cfd73c7d7da62ada2b176e4a448544',
    );
    expect(keys.recoveryCodePepper.toString('hex')).toBe(
      '37fb8e6217a9caf4ba7d616e554813dcc7f1c4cd78684bd47dc919d247169101',
    );
  });

  it('gives every purpose its own 32-byte key, none equal to the master key, all tied to the master key', () => {
    const keys = derivePurposeKeys(master);
    const all = Object.values(keys).map((key) => key.toString('hex'));
    expect(new Set([...all, master.toString('hex')]).size).toBe(Object.keys(keyPurposeLabels).length + 1);
    for (const key of Object.values(keys)) expect(key).toHaveLength(32);
    const other = derivePurposeKeys(randomBytes(32));
    expect(other.totpSecrets.equals(keys.totpSecrets)).toBe(false);
    expect(derivePurposeKey(master, 'webhookSecrets')).toEqual(keys.webhookSecrets);
  });

  it('refuses a master key that is not 32 bytes', () => {
    expect(() => derivePurposeKeys(randomBytes(16))).toThrow(RangeError);
    expect(() => legacyPurposeKeys(randomBytes(31))).toThrow(RangeError);
  });

  it('keeps the keys of the scheme before purpose keys, to read data stored then', () => {
    const legacy = legacyPurposeKeys(master);
    const before = preUpgradeSecretBox(master);
    const message = 'recovery:usr_1:0123456789';
    expect(createHmac('sha256', legacy.recoveryCodePepper).update(message).digest('hex')).toBe(before.mac(message));
    expect(preUpgradeRecoveryCodeHash(master, 'usr_1', '0123456789')).toBe(before.mac(message));
    for (const key of Object.values(legacy)) expect(key).toHaveLength(32);
    expect(legacy.totpSecrets.equals(derivePurposeKeys(master).totpSecrets)).toBe(false);
  });
});
