import { describe, expect, it } from 'vitest';
import { isExactOrigin, isLocalOrigin, readFrameContext } from './frame-context.js';

const channel = '0123456789abcdef0123456789abcdef';

describe('readFrameContext', () => {
  it('reads the channel and the parent origin the SDK puts in the hash', () => {
    const hash = `#channel=${channel}&parent_origin=${encodeURIComponent('https://shop.example:8443')}`;
    expect(readFrameContext(hash)).toEqual({
      channel,
      parentOrigin: 'https://shop.example:8443',
      testKey: false,
      modal: false,
    });
    expect(readFrameContext(`channel=${channel}&parent_origin=http://localhost:3000`)).toEqual({
      channel,
      parentOrigin: 'http://localhost:3000',
      testKey: false,
      modal: false,
    });
  });

  it('says whether the SDK was given a test key (test_key=1, nothing else)', () => {
    const hash = `#channel=${channel}&parent_origin=https%3A%2F%2Fshop.example`;
    expect(readFrameContext(`${hash}&test_key=1`)?.testKey).toBe(true);
    expect(readFrameContext(`${hash}&test_key=0`)?.testKey).toBe(false);
    expect(readFrameContext(`${hash}&test_key=true`)?.testKey).toBe(false);
  });

  it('says whether the SDK mounted a modal (mode=modal), whose chrome the frame draws', () => {
    const hash = `#channel=${channel}&parent_origin=https%3A%2F%2Fshop.example`;
    expect(readFrameContext(`${hash}&mode=modal`)?.modal).toBe(true);
    expect(readFrameContext(`${hash}&mode=inline`)?.modal).toBe(false);
    expect(readFrameContext(`${hash}&mode=1`)?.modal).toBe(false);
  });

  it.each([
    ['no hash', ''],
    ['no channel', '#parent_origin=https%3A%2F%2Fshop.example'],
    ['no parent origin', `#channel=${channel}`],
    ['a short channel', '#channel=abc&parent_origin=https%3A%2F%2Fshop.example'],
    ['a wildcard origin', `#channel=${channel}&parent_origin=*`],
    ['a null origin', `#channel=${channel}&parent_origin=null`],
    ['a malformed escape', `#channel=${channel}&parent_origin=%E0%A4%A`],
  ])('is undefined with %s', (_name, hash) => {
    expect(readFrameContext(hash)).toBeUndefined();
  });
});

describe('isExactOrigin', () => {
  it.each(['https://shop.example', 'http://127.0.0.1:4173', 'http://[::1]:8080', 'https://a-b.c.example'])(
    'accepts %s',
    (origin) => expect(isExactOrigin(origin)).toBe(true),
  );
  it.each([
    'https://shop.example/',
    'https://shop.example/path',
    'https://Shop.example',
    'javascript:alert(1)',
    'ftp://shop.example',
    'https://shop.example:0',
    'https://shop.example?x=1',
    'https://user@shop.example',
    '*',
    'null',
  ])('refuses %s', (origin) => expect(isExactOrigin(origin)).toBe(false));
});

describe('isLocalOrigin', () => {
  it.each([
    'http://localhost:5173',
    'https://localhost',
    'http://shop.localhost:3000',
    'http://127.0.0.1:4173',
    'http://[::1]:8080',
  ])('says %s is served from this machine', (origin) => expect(isLocalOrigin(origin)).toBe(true));
  it.each([
    'https://shop.example',
    'https://localhost.shop.example',
    'https://mylocalhost',
    'http://127.0.0.2',
    'http://127.0.0.1.shop.example',
    'http://[::2]',
  ])('says %s is not', (origin) => expect(isLocalOrigin(origin)).toBe(false));
});
