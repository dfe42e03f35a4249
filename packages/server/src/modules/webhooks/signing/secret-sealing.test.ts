import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { derivePurposeKeys } from '../../../lib/purpose-keys.js';
import { preUpgradeWebhookSeal } from '../../../lib/testing/pre-purpose-keys-sealing.js';
import { SecretBoxError } from '../../identity/index.js';
import { createWebhookSecretSealer, resolveSealingKey } from './secret-sealing.js';
import { generateWebhookSecret } from './webhook-secret.js';

describe('webhook secret sealing', () => {
  const key = randomBytes(32);
  const sealer = createWebhookSecretSealer(key);

  it('seals with AES-256-GCM so the stored text reveals nothing and opens only for its own secret id', () => {
    const secret = generateWebhookSecret();
    const sealed = sealer.seal('whsk_1', secret);
    expect(sealed).toMatch(/^v2\./);
    expect(sealed).not.toContain(secret.slice('whsec_'.length, 20));
    expect(sealer.seal('whsk_1', secret)).not.toBe(sealed);
    expect(sealer.open('whsk_1', sealed)).toBe(secret);
    expect(() => sealer.open('whsk_2', sealed)).toThrow(SecretBoxError);
    expect(() => createWebhookSecretSealer(randomBytes(32)).open('whsk_1', sealed)).toThrow(SecretBoxError);
  });

  it('uses a key of its own: a TOTP box under the same root key cannot open it', async () => {
    const { createSecretBox } = await import('../../identity/index.js');
    const sealed = sealer.seal('whsk_1', generateWebhookSecret());
    const totpBox = createSecretBox({ key: derivePurposeKeys(key).totpSecrets });
    expect(() => totpBox.open(sealed, 'webhook-secret:whsk_1')).toThrow(SecretBoxError);
  });

  it('opens a secret sealed before purpose keys (v1), under the same root key only', () => {
    const secret = generateWebhookSecret();
    const stored = preUpgradeWebhookSeal(key, 'whsk_1', secret);
    expect(stored).toMatch(/^v1\./);
    expect(sealer.open('whsk_1', stored)).toBe(secret);
    expect(() => sealer.open('whsk_2', stored)).toThrow(SecretBoxError);
    expect(() => createWebhookSecretSealer(randomBytes(32)).open('whsk_1', stored)).toThrow(SecretBoxError);
  });

  it('takes TOTP_ENCRYPTION_KEY, or else the key file the identity plugin keeps in the data folder', () => {
    expect(resolveSealingKey({ totpEncryptionKey: key, dataDir: '/nonexistent' })).toBe(key);
    const dataDir = mkdtempSync(join(tmpdir(), 'webhook-key-'));
    mkdirSync(join(dataDir, 'secrets'));
    writeFileSync(join(dataDir, 'secrets', 'totp.key'), `${key.toString('hex')}\n`);
    expect(resolveSealingKey({ totpEncryptionKey: null, dataDir })).toEqual(key);
    writeFileSync(join(dataDir, 'secrets', 'totp.key'), 'not a key\n');
    expect(() => resolveSealingKey({ totpEncryptionKey: null, dataDir })).toThrow(/64 hex digits/);
  });
});
