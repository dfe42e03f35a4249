import { isIP } from 'node:net';
import { maxWebhookUrlLength } from '@platform/core';
import { isAllowedAddress, unbracketed } from '../delivery/address-policy.js';

export interface WebhookUrlPolicy {
  /** Live mode: https only. */
  requireHttps: boolean;
  /** Test mode: receivers on 127.0.0.1 / localhost are allowed. */
  allowLoopback: boolean;
}

export type WebhookUrlCheck = { ok: true; url: string } | { ok: false; message: string };

/**
 * Checks a merchant's webhook URL when it is set: http(s) only (https in live mode), no user name or
 * password (they would end up in logs), no fragment, and no IP literal or localhost name outside the
 * public internet. Names are resolved at every delivery, where the same address rule is enforced
 * against every address the name resolves to (delivery/http-sender.ts).
 */
export function checkWebhookUrl(text: string, policy: WebhookUrlPolicy): WebhookUrlCheck {
  const trimmed = text.trim();
  if (trimmed.length === 0) return { ok: false, message: 'Enter the URL of your webhook endpoint.' };
  if (trimmed.length > maxWebhookUrlLength) {
    return { ok: false, message: `The URL must be at most ${maxWebhookUrlLength} characters.` };
  }
  let url: URL;
  try {
    url = new URL(trimmed);
  } catch {
    return { ok: false, message: 'Enter a full URL such as https://shop.example/webhooks.' };
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') {
    return { ok: false, message: 'The URL must start with https://.' };
  }
  if (policy.requireHttps && url.protocol !== 'https:') {
    return { ok: false, message: 'The URL must use https:// in live mode.' };
  }
  if (url.username !== '' || url.password !== '') {
    return { ok: false, message: 'The URL must not contain a user name or password.' };
  }
  if (url.hash !== '' || trimmed.includes('#')) return { ok: false, message: 'The URL must not contain a #fragment.' };
  const host = unbracketed(url.hostname);
  const isLocalName = host === 'localhost' || host.endsWith('.localhost');
  const blocked =
    isIP(host) !== 0
      ? !isAllowedAddress(host, { allowLoopback: policy.allowLoopback })
      : isLocalName && !policy.allowLoopback;
  if (blocked) {
    return { ok: false, message: 'The URL must point to a public internet address, not a local or private one.' };
  }
  return { ok: true, url: url.href };
}
