import { isIP } from 'node:net';

/**
 * Loopback: what only this machine can reach. Test mode serves its outbox and demo data to the
 * machine it runs on (config/env.ts, modules/notify), and delivers webhooks to loopback receivers
 * only while it listens on loopback itself (modules/webhooks).
 */

/** 127.0.0.0/8, ::1, and the IPv4-mapped form of 127/8 (`::ffff:127.0.0.1`, how a dual-stack socket reports it). */
export function isLoopbackAddress(address: string): boolean {
  const lower = address.toLowerCase();
  const inner = lower.startsWith('::ffff:') ? lower.slice('::ffff:'.length) : lower;
  if (isIP(inner) === 4) return inner.startsWith('127.');
  return isIP(lower) === 6 && (lower === '::1' || lower === '0:0:0:0:0:0:0:1');
}

/** A listen address (HOST) or URL host name that means loopback: a loopback IP, `localhost` or a `*.localhost` name. */
export function isLoopbackHost(host: string): boolean {
  const lower = host.trim().toLowerCase().replace(/\.$/, '');
  const bare = lower.startsWith('[') && lower.endsWith(']') ? lower.slice(1, -1) : lower;
  if (isIP(bare) !== 0) return isLoopbackAddress(bare);
  return bare === 'localhost' || bare.endsWith('.localhost');
}
