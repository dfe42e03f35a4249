import { describe, expect, it } from 'vitest';
import { checkWebhookUrl } from '../endpoints/webhook-url.js';
import { classifyAddress, isAllowedAddress } from './address-policy.js';

describe('webhook address policy (SSRF)', () => {
  it.each([
    ['127.0.0.1', 'loopback'],
    ['127.255.0.9', 'loopback'],
    ['::1', 'loopback'],
    ['::ffff:127.0.0.1', 'loopback'],
    ['10.1.2.3', 'private'],
    ['172.16.0.1', 'private'],
    ['172.31.255.255', 'private'],
    ['192.168.1.1', 'private'],
    ['169.254.169.254', 'private'],
    ['100.64.0.1', 'private'],
    ['0.0.0.0', 'private'],
    ['224.0.0.1', 'private'],
    ['fc00::1', 'private'],
    ['fd12:3456::1', 'private'],
    ['fe80::1', 'private'],
    ['::', 'private'],
    ['::ffff:10.0.0.1', 'private'],
    ['::ffff:a9fe:a9fe', 'private'],
    ['64:ff9b::192.168.0.1', 'private'],
    ['8.8.8.8', 'public'],
    ['172.32.0.1', 'public'],
    ['2606:4700:4700::1111', 'public'],
    ['::ffff:8.8.8.8', 'public'],
  ] as const)('%s is %s', (address, expected) => {
    expect(classifyAddress(address)).toBe(expected);
  });

  it('allows loopback only when asked (test mode), and never a private address', () => {
    expect(isAllowedAddress('127.0.0.1', { allowLoopback: true })).toBe(true);
    expect(isAllowedAddress('127.0.0.1', { allowLoopback: false })).toBe(false);
    expect(isAllowedAddress('10.0.0.1', { allowLoopback: true })).toBe(false);
    expect(() => classifyAddress('example.com')).toThrow(RangeError);
  });
});

describe('webhook URL check', () => {
  const live = { requireHttps: true, allowLoopback: false };
  const test = { requireHttps: false, allowLoopback: true };

  it('accepts https URLs (normalized) in live mode and http loopback receivers in test mode', () => {
    expect(checkWebhookUrl(' https://Shop.Example/hooks?x=1 ', live)).toEqual({
      ok: true,
      url: 'https://shop.example/hooks?x=1',
    });
    expect(checkWebhookUrl('http://127.0.0.1:8080/hooks', test)).toEqual({
      ok: true,
      url: 'http://127.0.0.1:8080/hooks',
    });
    expect(checkWebhookUrl('http://localhost:8080/hooks', test).ok).toBe(true);
  });

  it.each([
    ['', live, 'Enter the URL'],
    ['shop.example/hooks', live, 'full URL'],
    ['ftp://shop.example/hooks', live, 'https://'],
    ['javascript:alert(1)', test, 'https://'],
    ['http://shop.example/hooks', live, 'live mode'],
    ['https://user:secret@shop.example/hooks', live, 'user name or password'],
    ['https://shop.example/hooks#part', live, 'fragment'],
    ['https://127.0.0.1/hooks', live, 'public internet'],
    ['https://localhost/hooks', live, 'public internet'],
    ['https://api.localhost/hooks', live, 'public internet'],
    ['https://0x7f.1/hooks', live, 'public internet'],
    ['https://[::1]/hooks', live, 'public internet'],
    ['http://10.0.0.5/hooks', test, 'public internet'],
    ['http://169.254.169.254/latest/meta-data', test, 'public internet'],
    [`https://shop.example/${'a'.repeat(2048)}`, live, 'at most 2048'],
  ])('refuses %j', (url, policy, message) => {
    const checked = checkWebhookUrl(url, policy);
    expect(checked.ok).toBe(false);
    if (!checked.ok) expect(checked.message).toContain(message);
  });
});
