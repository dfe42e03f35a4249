import { pbkdf2 } from '@noble/hashes/pbkdf2.js';
import { sha512 } from '@noble/hashes/sha2.js';
import { utf8ToBytes } from '@noble/hashes/utils.js';
import { HDKey } from '@scure/bip32';
import { describe, expect, it } from 'vitest';
import { deriveDepositAddress } from './derive.js';
import { convertExtendedPublicKey } from './extended-key.js';
import { decodeSegwitAddress, encodeSegwitAddress } from './segwit.js';
import { validateAddress } from './validate.js';

// BIP84 test vector: mnemonic "abandon ×11 about", account 0 of m/84'/0'/0'.
const bip84AccountZpub =
  'zpub6rFR7y4Q2AijBEqTUquhVz398htDFrtymD9xYYfG1m4wAcvPhXNfE3EfH1r1ADqtfSdVCToUG868RvUUkgDKf31mGDtKsAYz2oz2AGutZYs';
const tpubVersion = 0x043587cf;
const abandonAboutMnemonic =
  'abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon about';

/** BIP39 seed (PBKDF2-HMAC-SHA512, 2048 rounds, salt "mnemonic"), to cross-check keys from the seed. */
function accountXpubFromMnemonic(path: string): string {
  const seed = pbkdf2(sha512, utf8ToBytes(abandonAboutMnemonic), utf8ToBytes('mnemonic'), { c: 2048, dkLen: 64 });
  return HDKey.fromMasterSeed(seed).derive(path).publicExtendedKey;
}

describe('deriveDepositAddress: BIP84 test vectors', () => {
  it.each([
    { index: 0, change: false, address: 'bc1qcr8te4kr609gcawutmrza0j4xv80jy8z306fyu', path: '0/0' },
    { index: 1, change: false, address: 'bc1qnjg0jd8228aq7egyzacy8cys3knf9xvrerkf9g', path: '0/1' },
    { index: 0, change: true, address: 'bc1q8c6fshw2dlwun7ekn9qwf37cu2rn755upcp6el', path: '1/0' },
  ])('account 0 chain $path → $address', ({ index, change, address, path }) => {
    expect(
      deriveDepositAddress({ coin: 'BTC', network: 'mainnet', accountXpub: bip84AccountZpub, index, change }),
    ).toEqual({
      ok: true,
      kind: 'p2wpkh',
      path,
      address,
    });
  });

  it('gives the same addresses from the account key derived from the BIP84 mnemonic as xpub', () => {
    const accountXpub = accountXpubFromMnemonic("m/84'/0'/0'");
    const derived = deriveDepositAddress({ coin: 'BTC', network: 'mainnet', accountXpub, index: 1 });
    expect(derived.ok && derived.address).toBe('bc1qnjg0jd8228aq7egyzacy8cys3knf9xvrerkf9g');
  });
});

describe('deriveDepositAddress: other coins from the same mnemonic', () => {
  it("ETH m/44'/60'/0'/0/0 is the well-known EIP-55 address of \"abandon … about\"", () => {
    const accountXpub = accountXpubFromMnemonic("m/44'/60'/0'");
    for (const coin of ['ETH', 'USDT', 'USDC'] as const) {
      expect(deriveDepositAddress({ coin, network: 'mainnet', accountXpub, index: 0 })).toEqual({
        ok: true,
        kind: 'evm',
        path: '0/0',
        address: '0x9858EfFD232B4033E47d90003D41EC34EcaEda94',
      });
    }
  });

  it("BCH m/44'/145'/0'/0/0 is a CashAddr P2PKH that validates for BCH mainnet", () => {
    const accountXpub = accountXpubFromMnemonic("m/44'/145'/0'");
    const derived = deriveDepositAddress({ coin: 'BCH', network: 'mainnet', accountXpub, index: 0 });
    expect(derived.ok && derived.address).toBe('bitcoincash:qqyx49mu0kkn9ftfj6hje6g2wfer34yfnq5tahq3q6');
    expect(validateAddress({ coin: 'BCH', network: 'mainnet', address: derived.ok ? derived.address : '' }).ok).toBe(
      true,
    );
  });

  it("LTC m/84'/2'/0'/0/0 is ltc1qjmxnz78nmc8nq77wuxh25n2es7rzm5c2rkk4wh", () => {
    const accountXpub = accountXpubFromMnemonic("m/84'/2'/0'");
    const derived = deriveDepositAddress({ coin: 'LTC', network: 'mainnet', accountXpub, index: 0 });
    expect(derived.ok && derived.address).toBe('ltc1qjmxnz78nmc8nq77wuxh25n2es7rzm5c2rkk4wh');
  });

  it('LTC bech32 carries the same witness program as BTC under hrp ltc, and round-trips', () => {
    const btc = decodeSegwitAddress('bc1qcr8te4kr609gcawutmrza0j4xv80jy8z306fyu');
    if (!btc.ok) throw new Error('BIP84 vector must decode');
    const ltc = encodeSegwitAddress({ hrp: 'ltc', witnessVersion: 0, program: btc.program });
    expect(ltc).toMatch(/^ltc1q/);
    expect(validateAddress({ coin: 'LTC', network: 'mainnet', address: ltc })).toEqual({
      ok: true,
      kind: 'p2wpkh',
      normalized: ltc,
    });
    expect(validateAddress({ coin: 'BTC', network: 'mainnet', address: ltc })).toEqual({
      ok: false,
      error: 'wrong_coin',
    });
  });

  it('uses the regtest and testnet prefixes: bcrt1, tb1, rltc1, tltc1, bchreg:, bchtest:', () => {
    const cases = [
      { coin: 'BTC', network: 'regtest', prefix: 'bcrt1q' },
      { coin: 'BTC', network: 'testnet', prefix: 'tb1q' },
      { coin: 'LTC', network: 'regtest', prefix: 'rltc1q' },
      { coin: 'LTC', network: 'testnet', prefix: 'tltc1q' },
      { coin: 'BCH', network: 'regtest', prefix: 'bchreg:q' },
      { coin: 'BCH', network: 'testnet', prefix: 'bchtest:q' },
    ] as const;
    const tpub = convertExtendedPublicKey(accountXpubFromMnemonic("m/84'/1'/0'"), tpubVersion) ?? '';
    expect(tpub).toMatch(/^tpub/);
    for (const { coin, network, prefix } of cases) {
      const derived = deriveDepositAddress({ coin, network, accountXpub: tpub, index: 7 });
      expect(derived.ok && derived.address.startsWith(prefix)).toBe(true);
      expect(validateAddress({ coin, network, address: derived.ok ? derived.address : '' }).ok).toBe(true);
    }
  });
});

describe('deriveDepositAddress: agrees with Litecoin Core', () => {
  // Litecoin Core 0.21.2.1 in regtest: `deriveaddresses "wpkh(<tpub>/0/*)" [0,2]` and `…/1/*` [0,0],
  // with the tpub of m/84'/1'/0' from the "abandon … about" mnemonic.
  const regtestAccountTpub =
    'tpubDC8msFGeGuwnKG9Upg7DM2b4DaRqg3CUZa5g8v2SRQ6K4NSkxUgd7HsL2XVWbVm39yBA4LAxysQAm397zwQSQoQgewGiYZqrA9DsP4zbQ1M';

  it('derives the same receive and change addresses as deriveaddresses in regtest', () => {
    expect(convertExtendedPublicKey(accountXpubFromMnemonic("m/84'/1'/0'"), tpubVersion)).toBe(regtestAccountTpub);
    const receive = [0, 1, 2].map((index) => {
      const derived = deriveDepositAddress({ coin: 'LTC', network: 'regtest', accountXpub: regtestAccountTpub, index });
      return derived.ok && derived.address;
    });
    expect(receive).toEqual([
      'rltc1q6rz28mcfaxtmd6v789l9rrlrusdprr9puuzgkg',
      'rltc1qd7spv5q28348xl4myc8zmh983w5jx32cwn4h9f',
      'rltc1qxdyjf6h5d6qxap4n2dap97q4j5ps6ua8vmutcu',
    ]);
    const change = deriveDepositAddress({
      coin: 'LTC',
      network: 'regtest',
      accountXpub: regtestAccountTpub,
      index: 0,
      change: true,
    });
    expect(change.ok && change.address).toBe('rltc1q9u62588spffmq4dzjxsr5l297znf3z6jg9f78s');
  });
});

describe('deriveDepositAddress: refusals', () => {
  it.each([-1, 1.5, 0x80000000, Number.NaN])('refuses index %s', (index) => {
    expect(deriveDepositAddress({ coin: 'BTC', network: 'mainnet', accountXpub: bip84AccountZpub, index })).toEqual({
      ok: false,
      error: 'invalid_index',
    });
  });

  it('accepts the largest non-hardened index', () => {
    const derived = deriveDepositAddress({
      coin: 'BTC',
      network: 'mainnet',
      accountXpub: bip84AccountZpub,
      index: 0x7fffffff,
    });
    expect(derived.ok && derived.path).toBe('0/2147483647');
  });

  it('refuses a mainnet zpub for a testnet deposit address', () => {
    expect(deriveDepositAddress({ coin: 'BTC', network: 'testnet', accountXpub: bip84AccountZpub, index: 0 })).toEqual({
      ok: false,
      error: 'wrong_network',
    });
  });
});
