import { describe, expect, it } from 'vitest';
import { extendedPublicKeyVersionByName } from './extended-key-versions.js';
import { convertExtendedPublicKey, deriveChildExtendedPublicKey, parseAccountPublicKey } from './extended-key.js';

// BIP32 test vectors 1 and 2: each step below is a non-hardened child, so it must be derivable
// from the parent's xpub alone and give exactly the xpub the BIP lists.
const bip32PublicSteps = [
  {
    name: 'vector 1 m/0H → m/0H/1',
    parent:
      'xpub68Gmy5EdvgibQVfPdqkBBCHxA5htiqg55crXYuXoQRKfDBFA1WEjWgP6LHhwBZeNK1VTsfTFUHCdrfp1bgwQ9xv5ski8PX9rL2dZXvgGDnw',
    index: 1,
    child:
      'xpub6ASuArnXKPbfEwhqN6e3mwBcDTgzisQN1wXN9BJcM47sSikHjJf3UFHKkNAWbWMiGj7Wf5uMash7SyYq527Hqck2AxYysAA7xmALppuCkwQ',
  },
  {
    name: 'vector 1 m/0H/1/2H → m/0H/1/2H/2',
    parent:
      'xpub6D4BDPcP2GT577Vvch3R8wDkScZWzQzMMUm3PWbmWvVJrZwQY4VUNgqFJPMM3No2dFDFGTsxxpG5uJh7n7epu4trkrX7x7DogT5Uv6fcLW5',
    index: 2,
    child:
      'xpub6FHa3pjLCk84BayeJxFW2SP4XRrFd1JYnxeLeU8EqN3vDfZmbqBqaGJAyiLjTAwm6ZLRQUMv1ZACTj37sR62cfN7fe5JnJ7dh8zL4fiyLHV',
  },
  {
    name: 'vector 1 m/0H/1/2H/2 → m/0H/1/2H/2/1000000000',
    parent:
      'xpub6FHa3pjLCk84BayeJxFW2SP4XRrFd1JYnxeLeU8EqN3vDfZmbqBqaGJAyiLjTAwm6ZLRQUMv1ZACTj37sR62cfN7fe5JnJ7dh8zL4fiyLHV',
    index: 1000000000,
    child:
      'xpub6H1LXWLaKsWFhvm6RVpEL9P4KfRZSW7abD2ttkWP3SSQvnyA8FSVqNTEcYFgJS2UaFcxupHiYkro49S8yGasTvXEYBVPamhGW6cFJodrTHy',
  },
  {
    name: 'vector 2 m → m/0',
    parent:
      'xpub661MyMwAqRbcFW31YEwpkMuc5THy2PSt5bDMsktWQcFF8syAmRUapSCGu8ED9W6oDMSgv6Zz8idoc4a6mr8BDzTJY47LJhkJ8UB7WEGuduB',
    index: 0,
    child:
      'xpub69H7F5d8KSRgmmdJg2KhpAK8SR3DjMwAdkxj3ZuxV27CprR9LgpeyGmXUbC6wb7ERfvrnKZjXoUmmDznezpbZb7ap6r1D3tgFxHmwMkQTPH',
  },
  {
    name: 'vector 2 m/0/2147483647H → m/0/2147483647H/1',
    parent:
      'xpub6ASAVgeehLbnwdqV6UKMHVzgqAG8Gr6riv3Fxxpj8ksbH9ebxaEyBLZ85ySDhKiLDBrQSARLq1uNRts8RuJiHjaDMBU4Zn9h8LZNnBC5y4a',
    index: 1,
    child:
      'xpub6DF8uhdarytz3FWdA8TvFSvvAh8dP3283MY7p2V4SeE2wyWmG5mg5EwVvmdMVCQcoNJxGoWaU9DCWh89LojfZ537wTfunKau47EL2dhHKon',
  },
  {
    name: 'vector 2 m/0/2147483647H/1/2147483646H → …/2',
    parent:
      'xpub6ERApfZwUNrhLCkDtcHTcxd75RbzS1ed54G1LkBUHQVHQKqhMkhgbmJbZRkrgZw4koxb5JaHWkY4ALHY2grBGRjaDMzQLcgJvLJuZZvRcEL',
    index: 2,
    child:
      'xpub6FnCn6nSzZAw5Tw7cgR9bi15UV96gLZhjDstkXXxvCLsUXBGXPdSnLFbdpq8p9HmGsApME5hQTZ3emM2rnY5agb9rXpVGyy3bdW6EEgAtqt',
  },
];

const bip84AccountZpub =
  'zpub6rFR7y4Q2AijBEqTUquhVz398htDFrtymD9xYYfG1m4wAcvPhXNfE3EfH1r1ADqtfSdVCToUG868RvUUkgDKf31mGDtKsAYz2oz2AGutZYs';
const bip32Vector1MasterXprv =
  'xprv9s21ZrQH143K3QTDL4LXw2F7HEK3wJUD2nW2nRk4stbPy6cq3jPPqjiChkVvvNKmPGJxWUtg6LnF5kejMRNNU3TGtRBeJgk33yuGBxrMPHi';
const bip32Vector1MasterXpub =
  'xpub661MyMwAqRbcFtXgS5sYJABqqG9YLmC4Q1Rdap9gSE8NqtwybGhePY2gZ29ESFjqJoCu1Rupje8YtGqsefD265TMg7usUDFdp6W1EGMcet8';

function version(name: string): number {
  const entry = extendedPublicKeyVersionByName(name);
  if (!entry) throw new Error(`unknown version ${name}`);
  return entry.version;
}

describe('BIP32 public derivation (test vectors 1 and 2)', () => {
  it.each(bip32PublicSteps)('$name', ({ parent, index, child }) => {
    expect(deriveChildExtendedPublicKey(parent, [index])).toBe(child);
  });

  it('refuses a hardened index, which needs the private key', () => {
    expect(deriveChildExtendedPublicKey(bip32Vector1MasterXpub, [0x80000000])).toBeUndefined();
  });
});

describe('parseAccountPublicKey', () => {
  const zpubAsXpub = convertExtendedPublicKey(bip84AccountZpub, version('xpub'));

  it('reads the BIP84 zpub and the same key written as xpub as one key', () => {
    const fromZpub = parseAccountPublicKey({ coin: 'BTC', network: 'mainnet', accountXpub: bip84AccountZpub });
    const fromXpub = parseAccountPublicKey({ coin: 'BTC', network: 'mainnet', accountXpub: zpubAsXpub ?? '' });
    expect(zpubAsXpub).toMatch(/^xpub/);
    expect(fromZpub.ok && fromZpub.keyType).toBe('zpub');
    expect(fromXpub.ok && fromXpub.keyType).toBe('xpub');
    expect(fromZpub.ok && fromZpub.key.publicExtendedKey).toBe(zpubAsXpub);
    expect(fromXpub.ok && fromXpub.key.publicExtendedKey).toBe(zpubAsXpub);
  });

  it('converts back and forth without changing the key', () => {
    expect(convertExtendedPublicKey(zpubAsXpub ?? '', version('zpub'))).toBe(bip84AccountZpub);
  });

  it('refuses an extended private key: the server never holds deposit private keys', () => {
    expect(parseAccountPublicKey({ coin: 'BTC', network: 'mainnet', accountXpub: bip32Vector1MasterXprv })).toEqual({
      ok: false,
      error: 'private_key_not_accepted',
    });
  });

  it('refuses a key that is not at the account level (depth 3)', () => {
    expect(parseAccountPublicKey({ coin: 'BTC', network: 'mainnet', accountXpub: bip32Vector1MasterXpub })).toEqual({
      ok: false,
      error: 'not_account_level',
    });
  });

  it('refuses a mainnet key on testnet and a testnet key on mainnet', () => {
    const vpub = convertExtendedPublicKey(bip84AccountZpub, version('vpub')) ?? '';
    expect(parseAccountPublicKey({ coin: 'BTC', network: 'testnet', accountXpub: bip84AccountZpub })).toEqual({
      ok: false,
      error: 'wrong_network',
    });
    expect(parseAccountPublicKey({ coin: 'BTC', network: 'mainnet', accountXpub: vpub })).toEqual({
      ok: false,
      error: 'wrong_network',
    });
    expect(parseAccountPublicKey({ coin: 'BTC', network: 'regtest', accountXpub: vpub }).ok).toBe(true);
  });

  it('takes an xpub for EVM coins on any network, since EVM wallets export xpub bytes everywhere', () => {
    expect(parseAccountPublicKey({ coin: 'ETH', network: 'testnet', accountXpub: zpubAsXpub ?? '' }).ok).toBe(true);
    const tpub = convertExtendedPublicKey(bip84AccountZpub, version('tpub')) ?? '';
    expect(parseAccountPublicKey({ coin: 'USDC', network: 'mainnet', accountXpub: tpub })).toEqual({
      ok: false,
      error: 'wrong_network',
    });
  });

  it('refuses a Litecoin Ltub for another coin and a P2SH-SegWit ypub for any coin', () => {
    const ltub = convertExtendedPublicKey(bip84AccountZpub, version('Ltub')) ?? '';
    const ypub = convertExtendedPublicKey(bip84AccountZpub, version('ypub')) ?? '';
    expect(ltub).toMatch(/^Ltub/);
    expect(parseAccountPublicKey({ coin: 'LTC', network: 'mainnet', accountXpub: ltub }).ok).toBe(true);
    expect(parseAccountPublicKey({ coin: 'BTC', network: 'mainnet', accountXpub: ltub })).toEqual({
      ok: false,
      error: 'wrong_coin',
    });
    expect(parseAccountPublicKey({ coin: 'BTC', network: 'mainnet', accountXpub: ypub })).toEqual({
      ok: false,
      error: 'unsupported_key_type',
    });
  });

  it('refuses a zpub for BCH and ETH, which have no SegWit', () => {
    for (const coin of ['BCH', 'ETH'] as const) {
      expect(parseAccountPublicKey({ coin, network: 'mainnet', accountXpub: bip84AccountZpub })).toEqual({
        ok: false,
        error: 'unsupported_key_type',
      });
    }
  });

  it('refuses a mistyped key (checksum) and arbitrary text', () => {
    const mistyped = bip84AccountZpub.slice(0, -1) + (bip84AccountZpub.endsWith('s') ? 't' : 's');
    for (const accountXpub of [mistyped, '', 'not a key', bip84AccountZpub.slice(0, 60)]) {
      expect(parseAccountPublicKey({ coin: 'BTC', network: 'mainnet', accountXpub })).toEqual({
        ok: false,
        error: 'invalid_extended_key',
      });
    }
  });
});
