import { bytesToHex, hexToBytes } from '@noble/hashes/utils.js';
import { describe, expect, it } from 'vitest';
import { cashAddrChecksumIsValid, decodeCashAddress, encodeCashAddress } from './cashaddr.js';
import { cashAddressToLegacy, legacyToCashAddress } from './legacy-conversion.js';

const charset = 'qpzry9x8gf2tvdw0s3jn54khce6mua7l';

// CashAddr spec, "Examples of address translation" (Bitcoin Cash mainnet).
const translations = [
  ['1BpEi6DfDAUFd7GtittLSdBeYJvcoaVggu', 'bitcoincash:qpm2qsznhks23z7629mms6s4cwef74vcwvy22gdx6a'],
  ['1KXrWXciRDZUpQwQmuM1DbwsKDLYAYsVLR', 'bitcoincash:qr95sy3j9xwd2ap32xkykttr4cvcu7as4y0qverfuy'],
  ['16w1D5WRVKJuZUsSRzdLp9w3YGcgoxDXb', 'bitcoincash:qqq3728yw0y47sqn6l2na30mcw6zm78dzqre909m2r'],
  ['3CWFddi6m4ndiGyKqzYvsFYagqDLPVMTzC', 'bitcoincash:ppm2qsznhks23z7629mms6s4cwef74vcwvn0h829pq'],
  ['3LDsS579y7sruadqu11beEJoTjdFiFCdX4', 'bitcoincash:pr95sy3j9xwd2ap32xkykttr4cvcu7as4yc93ky28e'],
  ['31nwvkZwyPdgzjBJZXfDmSWsC4ZLKpYyUw', 'bitcoincash:pqq3728yw0y47sqn6l2na30mcw6zm78dzq5ucqzc37'],
] as const;

describe('CashAddr ↔ legacy translation (spec vectors)', () => {
  it.each(translations)('%s ↔ %s', (legacy, cashAddress) => {
    expect(legacyToCashAddress(legacy, 'mainnet')).toBe(cashAddress);
    expect(cashAddressToLegacy(cashAddress, 'mainnet')).toBe(legacy);
  });

  it('does not translate a mainnet address on testnet', () => {
    expect(legacyToCashAddress('1BpEi6DfDAUFd7GtittLSdBeYJvcoaVggu', 'testnet')).toBeUndefined();
    expect(cashAddressToLegacy('bitcoincash:qpm2qsznhks23z7629mms6s4cwef74vcwvy22gdx6a', 'testnet')).toBeUndefined();
  });
});

describe('CashAddr encoding (spec vectors with a 20-byte hash)', () => {
  const hash = hexToBytes('f5bf48b397dae70be82b3cca4793f8eb2b6cdac9');
  it.each([
    { prefix: 'bitcoincash', type: 'p2pkh', address: 'bitcoincash:qr6m7j9njldwwzlg9v7v53unlr4jkmx6eylep8ekg2' },
    { prefix: 'bchtest', type: 'p2sh', address: 'bchtest:pr6m7j9njldwwzlg9v7v53unlr4jkmx6eyvwc0uz5t' },
    { prefix: 'pref', type: 'p2sh', address: 'pref:pr6m7j9njldwwzlg9v7v53unlr4jkmx6ey65nvtks5' },
  ] as const)('$address', ({ prefix, type, address }) => {
    expect(encodeCashAddress({ prefix, type, hash })).toBe(address);
    const decoded = decodeCashAddress(address, prefix);
    expect(decoded.ok && [decoded.prefix, decoded.type, bytesToHex(decoded.hash)]).toEqual([
      prefix,
      type,
      bytesToHex(hash),
    ]);
  });

  it('refuses type 15 (prefix:0r6m…), which has a valid checksum but no defined meaning', () => {
    const address = 'prefix:0r6m7j9njldwwzlg9v7v53unlr4jkmx6ey3qnjwsrf';
    const payload = [...address.slice('prefix:'.length)].map((char) => charset.indexOf(char));
    expect(cashAddrChecksumIsValid('prefix', payload)).toBe(true);
    expect(decodeCashAddress(address, 'prefix')).toEqual({ ok: false, error: 'invalid_format' });
  });
});

describe('CashAddr checksum (spec "valid checksum" strings)', () => {
  it.each([
    'prefix:x64nx6hz',
    'p:gpf8m4h7',
    'bitcoincash:qpzry9x8gf2tvdw0s3jn54khce6mua7lcw20ayyn',
    'bchtest:testnetaddress4d6njnut',
    'bchreg:555555555555555555555555555555555555555555555udxmlmrz',
  ])('%s', (address) => {
    const [prefix = '', payload = ''] = address.split(':');
    const words = [...payload].map((char) => charset.indexOf(char));
    expect(cashAddrChecksumIsValid(prefix, words)).toBe(true);
    // Any change to the prefix breaks the checksum: the prefix is covered even when not written.
    expect(cashAddrChecksumIsValid(`${prefix}x`, words)).toBe(false);
  });
});
