import { BlockList, isIP } from 'node:net';

/** Where an IP address points, for the SSRF check of webhook URLs. */
export type AddressClass = 'public' | 'loopback' | 'private';

const loopback = new BlockList();
loopback.addSubnet('127.0.0.0', 8, 'ipv4');
loopback.addAddress('::1', 'ipv6');

/**
 * Everything a webhook must not reach besides loopback: private networks, carrier-grade NAT,
 * link-local (cloud metadata at 169.254.169.254), "this network", multicast, reserved and
 * documentation ranges, IPv6 unique-local, link-local, site-local and multicast.
 */
const nonPublic = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.88.99.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const) {
  nonPublic.addSubnet(network, prefix, 'ipv4');
}
for (const [network, prefix] of [
  ['::', 128],
  ['100::', 64],
  ['2001:db8::', 32],
  ['fc00::', 7],
  ['fe80::', 10],
  ['fec0::', 10],
  ['ff00::', 8],
] as const) {
  nonPublic.addSubnet(network, prefix, 'ipv6');
}

/** The IPv4 address inside an IPv4-mapped (::ffff:a.b.c.d), IPv4-compatible or NAT64 (64:ff9b::) IPv6 address. */
function embeddedIpv4(address: string): string | undefined {
  const lower = address.toLowerCase();
  const dotted = /^(?:::ffff:|::|64:ff9b::)(\d{1,3}(?:\.\d{1,3}){3})$/.exec(lower);
  if (dotted?.[1] !== undefined) return dotted[1];
  const hex = /^(?:::ffff:|64:ff9b::)([0-9a-f]{1,4}):([0-9a-f]{1,4})$/.exec(lower);
  if (hex?.[1] === undefined || hex[2] === undefined) return undefined;
  const high = Number.parseInt(hex[1], 16);
  const low = Number.parseInt(hex[2], 16);
  return [high >> 8, high & 255, low >> 8, low & 255].join('.');
}

/** Classifies an IP literal; throws on text that is no IP address (a caller bug). */
export function classifyAddress(address: string): AddressClass {
  const family = isIP(address);
  if (family === 0) throw new RangeError(`not an IP address: ${address}`);
  if (family === 6) {
    const inner = embeddedIpv4(address);
    if (inner !== undefined) return classifyAddress(inner);
  }
  const type = family === 4 ? 'ipv4' : 'ipv6';
  if (loopback.check(address, type)) return 'loopback';
  return nonPublic.check(address, type) ? 'private' : 'public';
}

/** Live mode allows public addresses only; test mode also loopback (tests run receivers on 127.0.0.1). */
export function isAllowedAddress(address: string, options: { allowLoopback: boolean }): boolean {
  const addressClass = classifyAddress(address);
  return addressClass === 'public' || (addressClass === 'loopback' && options.allowLoopback);
}

/** `[::1]` → `::1`: URL hostnames keep IPv6 literals in brackets. */
export function unbracketed(hostname: string): string {
  return hostname.startsWith('[') && hostname.endsWith(']') ? hostname.slice(1, -1) : hostname;
}
