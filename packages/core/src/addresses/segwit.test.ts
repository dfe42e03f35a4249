import { bech32, bech32m } from '@scure/base';
import { bytesToHex } from '@noble/hashes/utils.js';
import { describe, expect, it } from 'vitest';
import { decodeSegwitAddress } from './segwit.js';
import { validateAddress } from './validate.js';

/** scriptPubKey = OP_n (OP_0 or OP_1..OP_16), push of the program: how BIP173/BIP350 list their vectors. */
function scriptPubKeyHex(address: string): string | undefined {
  const decoded = decodeSegwitAddress(address);
  if (!decoded.ok) return undefined;
  const opcode = decoded.witnessVersion === 0 ? 0 : 0x50 + decoded.witnessVersion;
  return bytesToHex(Uint8Array.of(opcode, decoded.program.length, ...decoded.program));
}

// BIP350 "Test vectors for v0-v16 native segregated witness addresses" (valid).
const validVectors = [
  ['BC1QW508D6QEJXTDG4Y5R3ZARVARY0C5XW7KV8F3T4', '0014751e76e8199196d454941c45d1b3a323f1433bd6'],
  [
    'tb1qrp33g0q5c5txsp9arysrx4k6zdkfs4nce4xj0gdcccefvpysxf3q0sl5k7',
    '00201863143c14c5166804bd19203356da136c985678cd4d27a1b8c6329604903262',
  ],
  [
    'bc1pw508d6qejxtdg4y5r3zarvary0c5xw7kw508d6qejxtdg4y5r3zarvary0c5xw7kt5nd6y',
    '5128751e76e8199196d454941c45d1b3a323f1433bd6751e76e8199196d454941c45d1b3a323f1433bd6',
  ],
  ['BC1SW50QGDZ25J', '6002751e'],
  ['bc1zw508d6qejxtdg4y5r3zarvaryvaxxpcs', '5210751e76e8199196d454941c45d1b3a323'],
  [
    'tb1qqqqqp399et2xygdj5xreqhjjvcmzhxw4aywxecjdzew6hylgvsesrxh6hy',
    '0020000000c4a5cad46221b2a187905e5266362b99d5e91c6ce24d165dab93e86433',
  ],
  [
    'tb1pqqqqp399et2xygdj5xreqhjjvcmzhxw4aywxecjdzew6hylgvsesf3hn0c',
    '5120000000c4a5cad46221b2a187905e5266362b99d5e91c6ce24d165dab93e86433',
  ],
  [
    'bc1p0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7vqzk5jj0',
    '512079be667ef9dcbbac55a06295ce870b07029bfcdb2dce28d959f2815b16f81798',
  ],
] as const;

describe('BIP350 valid addresses', () => {
  it.each(validVectors)('%s decodes to scriptPubKey %s', (address, script) => {
    expect(scriptPubKeyHex(address)).toBe(script);
  });

  it('classifies them for the platform: v0 and Taproot are payable, other versions are refused', () => {
    const verdicts = validVectors.map(([address]) => {
      const network = address.toLowerCase().startsWith('tb') ? 'testnet' : 'mainnet';
      const result = validateAddress({ coin: 'BTC', network, address });
      return result.ok ? result.kind : result.error;
    });
    expect(verdicts).toEqual([
      'p2wpkh',
      'p2wsh',
      'unsupported_witness_version', // v1 with a 40-byte program is not Taproot
      'unsupported_witness_version', // v16
      'unsupported_witness_version', // v2
      'p2wsh',
      'p2tr',
      'p2tr',
    ]);
  });

  it('normalizes an upper-case address to lower case', () => {
    expect(
      validateAddress({ coin: 'BTC', network: 'mainnet', address: 'BC1QW508D6QEJXTDG4Y5R3ZARVARY0C5XW7KV8F3T4' }),
    ).toEqual({
      ok: true,
      kind: 'p2wpkh',
      normalized: 'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4',
    });
  });
});

// BIP350 invalid addresses with the reason the BIP gives. `validFor` names the checksum that the
// string does carry, which shows the vector is a real checksum-algorithm swap and not noise.
const invalidVectors = [
  {
    address: 'bc1p0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7vqh2y7hd',
    error: 'invalid_checksum',
    validFor: 'bech32',
  },
  {
    address: 'tb1z0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7vqglt7rf',
    error: 'invalid_checksum',
    validFor: 'bech32',
  },
  {
    address: 'BC1S0XLXVLHEMJA6C4DQV22UAPCTQUPFHLXM9H8Z3K2E72Q4K9HCZ7VQ54WELL',
    error: 'invalid_checksum',
    validFor: 'bech32',
  },
  { address: 'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kemeawh', error: 'invalid_checksum', validFor: 'bech32m' },
  {
    address: 'tb1q0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7vq24jc47',
    error: 'invalid_checksum',
    validFor: 'bech32m',
  },
  // Invalid character in checksum ('o').
  {
    address: 'bc1p38j9r5y49hruaue7wxjce0updqjuyyx0kh56v8s25huc6995vvpql3jow4',
    error: 'invalid_format',
    validFor: 'none',
  },
  // Invalid witness version (17).
  {
    address: 'BC130XLXVLHEMJA6C4DQV22UAPCTQUPFHLXM9H8Z3K2E72Q4K9HCZ7VQ7ZWS8R',
    error: 'invalid_format',
    validFor: 'bech32m',
  },
  // Invalid program length (1 byte, then 41 bytes).
  { address: 'bc1pw5dgrnzv', error: 'invalid_format', validFor: 'bech32m' },
  {
    address: 'bc1p0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7v8n0nx0muaewav253zgeav',
    error: 'invalid_format',
    validFor: 'bech32m',
  },
  // Invalid program length for witness version 0 (16 bytes).
  { address: 'BC1QR508D6QEJXTDG4Y5R3ZARVARYV98GJ9P', error: 'invalid_format', validFor: 'bech32' },
  // Mixed case.
  {
    address: 'tb1p0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7vq47Zagq',
    error: 'invalid_format',
    validFor: 'bech32m',
  },
  // Zero padding of more than 4 bits; non-zero padding in 8-to-5 conversion.
  {
    address: 'bc1p0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7v07qwwzcrf',
    error: 'invalid_format',
    validFor: 'bech32m',
  },
  {
    address: 'tb1p0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7vpggkg4j',
    error: 'invalid_format',
    validFor: 'bech32m',
  },
  // Empty data section.
  { address: 'bc1gmk9yu', error: 'invalid_format', validFor: 'bech32' },
] as const;

describe('BIP350 invalid addresses', () => {
  it.each(invalidVectors)('$address is $error', ({ address, error, validFor }) => {
    const lower = address.toLowerCase();
    expect(Boolean(bech32.decodeUnsafe(lower, 90))).toBe(validFor === 'bech32');
    expect(Boolean(bech32m.decodeUnsafe(lower, 90))).toBe(validFor === 'bech32m');
    const network = lower.startsWith('tb') ? 'testnet' : 'mainnet';
    expect(validateAddress({ coin: 'BTC', network, address })).toEqual({ ok: false, error });
  });

  it('refuses an unknown human-readable part (tc) as not a Bitcoin address', () => {
    const address = 'tc1p0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7vq5zuyut';
    expect(decodeSegwitAddress(address).ok).toBe(true);
    expect(validateAddress({ coin: 'BTC', network: 'testnet', address })).toEqual({
      ok: false,
      error: 'invalid_format',
    });
  });

  it('reports a single mistyped character in a valid address as a checksum error', () => {
    const address = 'bc1qcr8te4kr609gcawutmrza0j4xv80jy8z306fyv';
    expect(validateAddress({ coin: 'BTC', network: 'mainnet', address })).toEqual({
      ok: false,
      error: 'invalid_checksum',
    });
  });
});
