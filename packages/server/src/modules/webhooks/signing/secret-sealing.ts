import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { derivePurposeKey, legacyPurposeKeys } from '../../../lib/purpose-keys.js';
import { createSecretBox } from '../../identity/index.js';

/**
 * Webhook secrets at rest: the identity module's AES-256-GCM secret box (random nonce, additional
 * authenticated data), under the webhook-secrets purpose key of the master key TOTP_ENCRYPTION_KEY
 * (lib/purpose-keys.ts), so TOTP and webhook secrets never share an encryption key. Secrets sealed
 * before purpose keys (`v1.…`) still open; a rotation seals the new secret under the purpose key.
 * The secret's id is the additional data: a sealed secret copied onto another row does not open.
 */
export interface WebhookSecretSealer {
  seal(secretId: string, secret: string): string;
  /** Throws (SecretBoxError) when the text was not sealed with this key for this secret id. */
  open(secretId: string, sealed: string): string;
}

const context = (secretId: string) => `webhook-secret:${secretId}`;

export function createWebhookSecretSealer(rootKey: Uint8Array): WebhookSecretSealer {
  if (rootKey.length !== 32) throw new RangeError('the sealing key must be 32 bytes');
  const box = createSecretBox({
    key: derivePurposeKey(rootKey, 'webhookSecrets'),
    legacyKey: legacyPurposeKeys(rootKey).webhookSecrets,
  });
  return {
    seal: (secretId, secret) => box.seal(Buffer.from(secret, 'utf8'), context(secretId)),
    open: (secretId, sealed) => box.open(sealed, context(secretId)).toString('utf8'),
  };
}

/**
 * The root key: TOTP_ENCRYPTION_KEY (parsed by the identity env), or in live mode without it the
 * key file the identity plugin created at `<DATA_DIR>/secrets/totp.key` (the documented location,
 * README "Environment"). The identity plugin registers first, so the file exists by now.
 */
export function resolveSealingKey(options: { totpEncryptionKey: Buffer | null; dataDir: string }): Buffer {
  if (options.totpEncryptionKey !== null) return options.totpEncryptionKey;
  const path = join(options.dataDir, 'secrets', 'totp.key');
  const text = readFileSync(path, 'utf8').trim();
  if (!/^[0-9a-fA-F]{64}$/.test(text)) throw new Error(`${path} does not hold a key of 64 hex digits`);
  return Buffer.from(text, 'hex');
}
