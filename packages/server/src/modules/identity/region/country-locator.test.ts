import { isIP } from 'node:net';
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

describe('core’s IP check (the contract validates ?ip= with it)', () => {
  it('decides as node:net isIP does, on addresses built from awkward pieces', () => {
    const pieces = [
      '',
      '0',
      '1',
      'ffff',
      'abcd',
      'ABCD',
      '12345',
      'g1',
      '1.2.3.4',
      '255.255.255.255',
      '256.0.0.1',
      '01',
    ];
    // A fixed linear congruential sequence: the same strings every run.
    let seed = 1;
    const next = (limit: number) => {
      seed = (seed * 1103515245 + 12345) % 2 ** 31;
      return seed % limit;
    };
    let valid = 0;
    for (let round = 0; round < 20_000; round += 1) {
      const parts = Array.from({ length: 1 + next(9) }, () => pieces[next(pieces.length)]);
      const text = parts.join(next(10) === 0 ? '.' : ':');
      const expected = isIP(text) !== 0;
      if (expected) valid += 1;
      expect(normalizeIp(text) !== undefined, text).toBe(expected);
    }
    expect(valid).toBeGreaterThan(100);
  });
});
