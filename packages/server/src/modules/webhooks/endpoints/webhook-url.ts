import { isIP } from 'node:net';
import { maxWebhookUrlLength } from '@platform/core';
import { classifyAddress, isAllowedAddress, unbracketed } from '../delivery/address-policy.js';
import { effectivePort } from '../delivery/http-sender.js';

export interface WebhookUrlPolicy {
  /** Live mode: https only. */
  requireHttps: boolean;
  /** Test mode on a platform listening on loopback only: receivers on 127.0.0.1 / localhost are allowed. */
  allowLoopback: boolean;
  /** The platform's own port: never a webhook target on loopback. */
  platformPort?: number | undefined;
}

/**
 * Names that never lead to the public internet: special-use and private-use suffixes (RFC 6761,
 * RFC 8375, ICANN's `.internal`), and cloud metadata services by name.
 */
const internalSuffixes = ['.internal', '.local', '.localdomain', '.home.arpa', '.intranet', '.lan', '.corp'];
const internalNames = ['metadata', 'metadata.google.internal', 'instance-data', 'instance-data.ec2.internal'];

/**
 * IPv4 addresses a wildcard DNS name carries (`10.0.0.1.nip.io`, `app-10-0-0-1.sslip.io`,
 * `0a000001.nip.io`): such names resolve to the address they spell, so one spelling a private,
 * loopback or link-local address is refused when it is set, not only at delivery.
 */
export function ipv4SpelledIn(hostname: string): string[] {
  const labels = hostname.split('.');
  const found: string[] = [];
  for (let index = 0; index + 4 <= labels.length; index += 1) {
    const four = labels.slice(index, index + 4);
    if (four.every((label) => /^\d{1,3}$/.test(label))) found.push(four.join('.'));
  }
  for (const label of labels) {
    const dashed = /(?:^|-)(\d{1,3})-(\d{1,3})-(\d{1,3})-(\d{1,3})$/.exec(label);
    if (dashed !== null) found.push(dashed.slice(1, 5).join('.'));
    if (/^[0-9a-f]{8}$/.test(label)) {
      found.push([0, 2, 4, 6].map((offset) => Number.parseInt(label.slice(offset, offset + 2), 16)).join('.'));
    }
  }
  return found.filter((address) => isIP(address) === 4);
}

/** A host name that names no public internet host, or spells a non-public address. */
function isInternalName(host: string, allowLoopback: boolean): boolean {
  if (internalNames.includes(host) || internalSuffixes.some((suffix) => host.endsWith(suffix))) return true;
  return ipv4SpelledIn(host).some((address) => !isAllowedAddress(address, { allowLoopback }));
}

export type WebhookUrlCheck = { ok: true; url: string } | { ok: false; message: string };

/**
 * Checks a merchant's webhook URL when it is set: http(s) only (https in live mode), no user name or
 * password (they would end up in logs), no fragment, no IP literal or localhost name outside the
 * public internet, no internal or metadata name and no wildcard-DNS name spelling a non-public
 * address, and never the platform's own port on loopback. Names are not resolved here (no DNS
 * lookup on a merchant's say-so): they are resolved at every delivery, where the same address rule
 * is enforced against every address the name resolves to (delivery/http-sender.ts).
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
  const host = unbracketed(url.hostname).toLowerCase().replace(/\.$/, '');
  const isLocalName = host === 'localhost' || host.endsWith('.localhost');
  const isLoopbackTarget = isIP(host) !== 0 ? classifyAddress(host) === 'loopback' : isLocalName;
  const blocked =
    isIP(host) !== 0
      ? !isAllowedAddress(host, { allowLoopback: policy.allowLoopback })
      : (isLocalName && !policy.allowLoopback) || isInternalName(host, policy.allowLoopback);
  if (blocked) {
    return { ok: false, message: 'The URL must point to a public internet address, not a local or private one.' };
  }
  if (isLoopbackTarget && effectivePort(url) === policy.platformPort) {
    return { ok: false, message: 'The URL must not point at this platform itself.' };
  }
  return { ok: true, url: url.href };
}
