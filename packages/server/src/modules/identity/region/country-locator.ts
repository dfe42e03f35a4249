import { defaultIpCountry, normalizeIpAddress } from '@platform/core';
import geoip from 'geoip-country';

/**
 * The country of a client IP from an offline database: npm `geoip-country` (MaxMind GeoLite2
 * Country, IPv4 and IPv6, data files inside the package, nothing downloaded at run time; about
 * 8 MB, loaded once). Addresses the database does not place (loopback, private ranges, unknown)
 * get the spec's default country GB (§9).
 */
export interface Located {
  /** ISO 3166-1 alpha-2, upper case. */
  country: string;
  /** False when the default was used (private, loopback or unknown address). */
  located: boolean;
}

/**
 * Strips an IPv6 zone and the IPv4-mapped prefix (`::ffff:203.0.113.7`); undefined when not an IP.
 * Core's check (the contract validates `?ip=` with it), which decides as `net.isIP` does.
 */
export const normalizeIp = normalizeIpAddress;

export function locateIp(input: string): Located {
  const ip = normalizeIp(input);
  const found = ip === undefined ? null : geoip.lookup(ip);
  const country = found?.country;
  if (typeof country === 'string' && /^[A-Z]{2}$/.test(country)) return { country, located: true };
  return { country: defaultIpCountry, located: false };
}
