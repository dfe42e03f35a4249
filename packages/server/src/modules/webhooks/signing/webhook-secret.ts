import { randomBytes } from 'node:crypto';

export const webhookSecretPrefix = 'whsec_';
/** 32 random bytes: inside Standard Webhooks' 24–64 byte range, and a full HMAC-SHA256 key. */
export const webhookSecretBytes = 32;
/** What lists show of a secret: `whsec_` and four base64 characters (24 of its 256 bits). */
export const shownSecretPrefixLength = webhookSecretPrefix.length + 4;

const secretPattern = /^whsec_([A-Za-z0-9+/]+={0,2})$/;

/** A new signing secret, `whsec_<base64 of 32 random bytes>`; shown to the merchant once. */
export function generateWebhookSecret(): string {
  return `${webhookSecretPrefix}${randomBytes(webhookSecretBytes).toString('base64')}`;
}

/** The HMAC key of a secret (the bytes after `whsec_`); throws on anything that is not a secret of 24–64 bytes. */
export function webhookSecretKey(secret: string): Buffer {
  const match = secretPattern.exec(secret);
  const key = match?.[1] === undefined ? undefined : Buffer.from(match[1], 'base64');
  if (key === undefined || key.length < 24 || key.length > 64) {
    throw new RangeError('a webhook secret is whsec_ followed by the base64 of 24 to 64 bytes');
  }
  return key;
}

export function shownSecretPrefix(secret: string): string {
  return secret.slice(0, shownSecretPrefixLength);
}
