import { describe, expect, it } from 'vitest';
import { parseEvmAddress, toChecksumAddress } from './evm.js';

// EIP-55 test cases: the first two are checksummed to all caps and all lower case by the hash.
const eip55Vectors = [
  '0x52908400098527886E0F7030069857D2E4169EE7',
  '0x8617E340B3D01FA5F11F306F4090FD50E238070D',
  '0xde709f2102306220921060314715629080e2fb77',
  '0x27b1fdb04752bbc536007a920d24acb045561c26',
  '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed',
  '0xfB6916095ca1df60bB79Ce92cE3Ea74c37c5d359',
  '0xdbF03B407c01E7cD3CBea99509d93f8DDDC8C6FB',
  '0xD1220A0cf47c7B9Be7A2E6BA89F429762e7b9aDb',
];

describe('EIP-55', () => {
  it.each(eip55Vectors)('%s', (address) => {
    expect(toChecksumAddress(address.toLowerCase())).toBe(address);
    expect(parseEvmAddress(address)).toEqual({ ok: true, address });
  });

  it('accepts all-lower-case and all-upper-case hex as unchecksummed and returns the checksummed form', () => {
    const address = '0xfB6916095ca1df60bB79Ce92cE3Ea74c37c5d359';
    expect(parseEvmAddress(address.toLowerCase())).toEqual({ ok: true, address });
    expect(parseEvmAddress(`0x${address.slice(2).toUpperCase()}`)).toEqual({ ok: true, address });
  });

  it('refuses mixed case that does not match the checksum', () => {
    // One letter's case flipped: 0xfB69… → 0xFB69…
    expect(parseEvmAddress('0xFB6916095ca1df60bB79Ce92cE3Ea74c37c5d359')).toEqual({
      ok: false,
      error: 'invalid_checksum',
    });
  });

  it('refuses a missing 0x, wrong length and non-hex characters', () => {
    for (const address of [
      'fB6916095ca1df60bB79Ce92cE3Ea74c37c5d359',
      '0xfB6916095ca1df60bB79',
      '0xgB6916095ca1df60bB79Ce92cE3Ea74c37c5d359',
    ]) {
      expect(parseEvmAddress(address)).toEqual({ ok: false, error: 'invalid_format' });
    }
  });
});
