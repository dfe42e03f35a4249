import { describe, expect, it } from 'vitest';
import { locateIp, normalizeIp } from './country-locator.js';

// Addresses from MaxMind's own GeoIP2 test data ranges, whose countries are stable.
describe('locateIp', () => {
  it.each([
    ['81.2.69.160', 'GB'],
    ['89.160.20.112', 'SE'],
    ['175.16.199.0', 'CN'],
    ['2001:218::1', 'JP'],
    ['::ffff:89.160.20.112', 'SE'],
  ])('places %s in %s', (ip, country) => {
    expect(locateIp(ip)).toEqual({ country, located: true });
  });

  it.each(['127.0.0.1', '::1', '10.1.2.3', '192.168.0.7', 'not-an-ip', ''])(
    'gives the default country GB for %j',
    (ip) => {
      expect(locateIp(ip)).toEqual({ country: 'GB', located: false });
    },
  );
});

describe('normalizeIp', () => {
  it('strips the IPv4-mapped prefix and IPv6 zones, and refuses non-addresses', () => {
    expect(normalizeIp('::ffff:10.0.0.1')).toBe('10.0.0.1');
    expect(normalizeIp('fe80::1%eth0')).toBe('fe80::1');
    expect(normalizeIp('1.2.3')).toBeUndefined();
    expect(normalizeIp('1.2.3.4, 5.6.7.8')).toBeUndefined();
  });
});
