import { createHmac, hkdfSync } from 'node:crypto';

/**
 * One master key, one key per purpose. The master key is TOTP_ENCRYPTION_KEY (or, in live mode
 * without it, `<DATA_DIR>/secrets/totp.key`; the public dev key in test mode). Nothing is sealed,
 * hashed or signed with it directly: each purpose gets its own key, derived with HKDF-SHA256
 * (RFC 5869) with a fixed salt and the purpose as `info`, so a key leaked or misused for one
 * purpose says nothing about another. Changing a label makes stored data unreadable: the test
 * pins every derived key.
 */
export const keyPurposeLabels = {
  totpSecrets: 'totp-secrets',
  webhookSecrets: 'webhook-secrets',
  recoveryCodePepper: 'recovery-code-pepper',
} as const;
export type KeyPurpose = keyof typeof keyPurposeLabels;
export type PurposeKeys = Readonly<Record<KeyPurpose, Buffer>>;

export const masterKeyBytes = 32;
const purposeKeyBytes = 32;
const salt = 'platform purpose keys';

function checkMasterKey(masterKey: Uint8Array): void {
  if (masterKey.length !== masterKeyBytes) throw new RangeError(`the master key must be ${masterKeyBytes} bytes`);
}

export function derivePurposeKey(masterKey: Uint8Array, purpose: KeyPurpose): Buffer {
  checkMasterKey(masterKey);
  const info = `platform/${keyPurposeLabels[purpose]}/v1`;
  return Buffer.from(hkdfSync('sha256', masterKey, salt, info, purposeKeyBytes));
}

export function derivePurposeKeys(masterKey: Uint8Array): PurposeKeys {
  return {
    totpSecrets: derivePurposeKey(masterKey, 'totpSecrets'),
    webhookSecrets: derivePurposeKey(masterKey, 'webhookSecrets'),
    recoveryCodePepper: derivePurposeKey(masterKey, 'recoveryCodePepper'),
  };
}

/**
 * The keys of the scheme before purpose keys (HMAC-SHA256 of the master key under ad hoc labels),
 * only to read what was stored then: `v1.` sealed authenticator-app and webhook secrets and the
 * recovery code hashes made before the upgrade. Nothing new is sealed or hashed with them.
 */
export function legacyPurposeKeys(masterKey: Uint8Array): PurposeKeys {
  checkMasterKey(masterKey);
  const hmac = (key: Uint8Array, label: string) => createHmac('sha256', key).update(label).digest();
  return {
    totpSecrets: hmac(masterKey, 'totp-secret-encryption'),
    // The webhook box was the TOTP box over a key labelled for webhooks.
    webhookSecrets: hmac(hmac(masterKey, 'webhook-endpoint-secrets'), 'totp-secret-encryption'),
    recoveryCodePepper: hmac(masterKey, 'recovery-code-hashing'),
  };
}
