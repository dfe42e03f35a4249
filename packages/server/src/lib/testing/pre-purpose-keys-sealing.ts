import { createCipheriv, createHmac, randomBytes } from 'node:crypto';

/**
 * The sealing and hashing as they were before purpose keys (commit e42b146, identity
 * `totp/secret-box.ts`, webhooks `signing/secret-sealing.ts`, kept verbatim): tests store data the
 * way the previous release stored it and prove the current code still reads it.
 */
export function preUpgradeSecretBox(key: Uint8Array) {
  const encryptionKey = createHmac('sha256', key).update('totp-secret-encryption').digest();
  const macKey = createHmac('sha256', key).update('recovery-code-hashing').digest();
  return {
    seal(plaintext: Uint8Array, context: string): string {
      const nonce = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', encryptionKey, nonce, { authTagLength: 16 });
      cipher.setAAD(Buffer.from(context));
      const ciphertext = Buffer.concat([cipher.update(plaintext), cipher.final()]);
      const parts = [nonce, cipher.getAuthTag(), ciphertext].map((part) => part.toString('base64url'));
      return ['v1', ...parts].join('.');
    },
    mac(message: string): string {
      return createHmac('sha256', macKey).update(message).digest('hex');
    },
  };
}

/** An authenticator-app secret sealed for a user under the master key, as stored before. */
export function preUpgradeTotpSeal(masterKey: Uint8Array, userId: string, secret: Uint8Array): string {
  return preUpgradeSecretBox(masterKey).seal(secret, userId);
}

/** A recovery code's hash (canonical form: 10 characters, no dash), as stored before. */
export function preUpgradeRecoveryCodeHash(masterKey: Uint8Array, userId: string, normalizedCode: string): string {
  return preUpgradeSecretBox(masterKey).mac(`recovery:${userId}:${normalizedCode}`);
}

/** A webhook signing secret sealed under the master key, as stored before. */
export function preUpgradeWebhookSeal(masterKey: Uint8Array, secretId: string, secret: string): string {
  const box = preUpgradeSecretBox(createHmac('sha256', masterKey).update('webhook-endpoint-secrets').digest());
  return box.seal(Buffer.from(secret, 'utf8'), `webhook-secret:${secretId}`);
}
