import { describe, expect, it } from 'vitest';
import { decodeBase58Address, encodeBase58Address } from './base58-address.js';
import { encodeCashAddress } from './cashaddr.js';
import { validateAddress } from './validate.js';

// Real mainnet addresses from the CashAddr spec's translation table (BTC and BCH share them).
const btcP2pkh = '1BpEi6DfDAUFd7GtittLSdBeYJvcoaVggu';
const btcP2sh = '3CWFddi6m4ndiGyKqzYvsFYagqDLPVMTzC';
const cashAddrP2pkh = 'bitcoincash:qpm2qsznhks23z7629mms6s4cwef74vcwvy22gdx6a';
const bip84Receive = 'bc1qcr8te4kr609gcawutmrza0j4xv80jy8z306fyu';
const bip350TestnetP2wsh = 'tb1qrp33g0q5c5txsp9arysrx4k6zdkfs4nce4xj0gdcccefvpysxf3q0sl5k7';
const ltcBip84Receive = 'ltc1qjmxnz78nmc8nq77wuxh25n2es7rzm5c2rkk4wh';
const eip55Address = '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed';

function hashOf(address: string): Uint8Array {
  const decoded = decodeBase58Address(address);
  if (!decoded.ok) throw new Error(`test fixture ${address} must decode`);
  return decoded.hash;
}

describe('validateAddress: Bitcoin', () => {
  it('accepts P2PKH and P2SH mainnet addresses as they are', () => {
    expect(validateAddress({ coin: 'BTC', network: 'mainnet', address: btcP2pkh })).toEqual({
      ok: true,
      kind: 'p2pkh',
      normalized: btcP2pkh,
    });
    expect(validateAddress({ coin: 'BTC', network: 'mainnet', address: btcP2sh })).toEqual({
      ok: true,
      kind: 'p2sh',
      normalized: btcP2sh,
    });
  });

  it('reports a mistyped base58 character as a checksum error', () => {
    expect(validateAddress({ coin: 'BTC', network: 'mainnet', address: `${btcP2pkh.slice(0, -1)}h` })).toEqual({
      ok: false,
      error: 'invalid_checksum',
    });
  });

  it('tells an address of another network apart as wrong_network', () => {
    const testnetP2pkh = encodeBase58Address({ version: 0x6f, hash: hashOf(btcP2pkh) });
    expect(validateAddress({ coin: 'BTC', network: 'mainnet', address: testnetP2pkh })).toEqual({
      ok: false,
      error: 'wrong_network',
    });
    expect(validateAddress({ coin: 'BTC', network: 'testnet', address: bip84Receive })).toEqual({
      ok: false,
      error: 'wrong_network',
    });
    expect(validateAddress({ coin: 'BTC', network: 'mainnet', address: bip350TestnetP2wsh })).toEqual({
      ok: false,
      error: 'wrong_network',
    });
    // Regtest bech32 is bcrt1, so a tb1 address is for another network there too.
    expect(validateAddress({ coin: 'BTC', network: 'regtest', address: bip350TestnetP2wsh })).toEqual({
      ok: false,
      error: 'wrong_network',
    });
    // Testnet and regtest share base58 versions, so the same legacy string is valid on both.
    expect(validateAddress({ coin: 'BTC', network: 'regtest', address: testnetP2pkh }).ok).toBe(true);
  });

  it('tells an address of another coin apart as wrong_coin', () => {
    for (const address of [ltcBip84Receive, cashAddrP2pkh, eip55Address]) {
      expect(validateAddress({ coin: 'BTC', network: 'mainnet', address })).toEqual({ ok: false, error: 'wrong_coin' });
    }
    const ltcLegacyP2sh = encodeBase58Address({ version: 0x32, hash: hashOf(btcP2sh) });
    expect(validateAddress({ coin: 'BTC', network: 'mainnet', address: ltcLegacyP2sh })).toEqual({
      ok: false,
      error: 'wrong_coin',
    });
  });

  it('refuses empty, spaced and overlong input as invalid_format', () => {
    for (const address of ['', ` ${bip84Receive}`, `${bip84Receive} `, 'x'.repeat(200), 'hello']) {
      expect(validateAddress({ coin: 'BTC', network: 'mainnet', address })).toEqual({
        ok: false,
        error: 'invalid_format',
      });
    }
  });
});

describe('validateAddress: Litecoin', () => {
  it('accepts the BIP84 bech32 address, L-prefixed P2PKH and M-prefixed P2SH', () => {
    const ltcP2pkh = encodeBase58Address({ version: 0x30, hash: hashOf(btcP2pkh) });
    const ltcP2sh = encodeBase58Address({ version: 0x32, hash: hashOf(btcP2sh) });
    expect(ltcP2pkh).toMatch(/^L/);
    expect(ltcP2sh).toMatch(/^M/);
    expect(validateAddress({ coin: 'LTC', network: 'mainnet', address: ltcBip84Receive })).toEqual({
      ok: true,
      kind: 'p2wpkh',
      normalized: ltcBip84Receive,
    });
    expect(validateAddress({ coin: 'LTC', network: 'mainnet', address: ltcP2pkh })).toEqual({
      ok: true,
      kind: 'p2pkh',
      normalized: ltcP2pkh,
    });
    expect(validateAddress({ coin: 'LTC', network: 'mainnet', address: ltcP2sh })).toEqual({
      ok: true,
      kind: 'p2sh',
      normalized: ltcP2sh,
    });
  });

  it('accepts the legacy 3-prefixed P2SH and normalizes it to the M form of the same script', () => {
    const ltcP2sh = encodeBase58Address({ version: 0x32, hash: hashOf(btcP2sh) });
    expect(validateAddress({ coin: 'LTC', network: 'mainnet', address: btcP2sh })).toEqual({
      ok: true,
      kind: 'p2sh',
      normalized: ltcP2sh,
    });
  });

  it('takes regtest Q… and 2… P2SH as the same script, as Litecoin Core validateaddress does', () => {
    // Both give scriptPubKey a91476a04053bda0a88bda5177b86a15c3b29f55987387 in Litecoin Core 0.21.2.1.
    const canonical = 'QXRDpPWNPdM54FMv9ECpZtyH3ZsL5zGe29';
    for (const address of [canonical, '2N44ThNe8NXHyv4bsX8AoVCXquBRW94Ls7W']) {
      expect(validateAddress({ coin: 'LTC', network: 'regtest', address })).toEqual({
        ok: true,
        kind: 'p2sh',
        normalized: canonical,
      });
    }
  });

  it('refuses a Bitcoin 1-address and bc1 address as wrong_coin, tltc1 on mainnet as wrong_network', () => {
    expect(validateAddress({ coin: 'LTC', network: 'mainnet', address: btcP2pkh })).toEqual({
      ok: false,
      error: 'wrong_coin',
    });
    expect(validateAddress({ coin: 'LTC', network: 'mainnet', address: bip84Receive })).toEqual({
      ok: false,
      error: 'wrong_coin',
    });
    const testnetAddress = validateAddress({ coin: 'LTC', network: 'testnet', address: ltcBip84Receive });
    expect(testnetAddress).toEqual({ ok: false, error: 'wrong_network' });
  });
});

describe('validateAddress: Bitcoin Cash', () => {
  it('accepts CashAddr with or without prefix, lower or upper case, normalized to prefixed lower case', () => {
    const unprefixed = cashAddrP2pkh.slice('bitcoincash:'.length);
    for (const address of [cashAddrP2pkh, unprefixed, cashAddrP2pkh.toUpperCase(), unprefixed.toUpperCase()]) {
      expect(validateAddress({ coin: 'BCH', network: 'mainnet', address })).toEqual({
        ok: true,
        kind: 'cashaddr',
        normalized: cashAddrP2pkh,
      });
    }
  });

  it('refuses mixed case and a mistyped character', () => {
    const mixed = `bitcoincash:${cashAddrP2pkh.slice(12, 20).toUpperCase()}${cashAddrP2pkh.slice(20)}`;
    expect(validateAddress({ coin: 'BCH', network: 'mainnet', address: mixed })).toEqual({
      ok: false,
      error: 'invalid_format',
    });
    const mistyped = `${cashAddrP2pkh.slice(0, -1)}q`;
    expect(validateAddress({ coin: 'BCH', network: 'mainnet', address: mistyped })).toEqual({
      ok: false,
      error: 'invalid_checksum',
    });
  });

  it('refuses a CashAddr whose hash length no Bitcoin Cash script uses', () => {
    const p2pkh32 = encodeCashAddress({ prefix: 'bitcoincash', type: 'p2pkh', hash: new Uint8Array(32).fill(7) });
    const p2sh32 = encodeCashAddress({ prefix: 'bitcoincash', type: 'p2sh', hash: new Uint8Array(32).fill(7) });
    expect(validateAddress({ coin: 'BCH', network: 'mainnet', address: p2pkh32 })).toEqual({
      ok: false,
      error: 'invalid_format',
    });
    expect(validateAddress({ coin: 'BCH', network: 'mainnet', address: p2sh32 })).toEqual({
      ok: true,
      kind: 'cashaddr',
      normalized: p2sh32,
    });
  });

  it('refuses the legacy form of the same address as wrong_coin: it reads as a Bitcoin address', () => {
    expect(validateAddress({ coin: 'BCH', network: 'mainnet', address: btcP2pkh })).toEqual({
      ok: false,
      error: 'wrong_coin',
    });
  });

  it('tells a bchtest address on mainnet apart as wrong_network, prefixed or not', () => {
    const testnet = validateAddress({
      coin: 'BCH',
      network: 'mainnet',
      address: 'bchtest:pr6m7j9njldwwzlg9v7v53unlr4jkmx6eyvwc0uz5t',
    });
    expect(testnet).toEqual({ ok: false, error: 'wrong_network' });
    const unprefixed = validateAddress({
      coin: 'BCH',
      network: 'mainnet',
      address: 'pr6m7j9njldwwzlg9v7v53unlr4jkmx6eyvwc0uz5t',
    });
    expect(unprefixed).toEqual({ ok: false, error: 'wrong_network' });
  });
});

describe('validateAddress: ETH, USDT, USDC', () => {
  it('accepts the same EVM address for all three coins on every network', () => {
    for (const coin of ['ETH', 'USDT', 'USDC'] as const) {
      for (const network of ['mainnet', 'testnet', 'regtest'] as const) {
        expect(validateAddress({ coin, network, address: eip55Address.toLowerCase() })).toEqual({
          ok: true,
          kind: 'evm',
          normalized: eip55Address,
        });
      }
    }
  });

  it('refuses a Bitcoin address as wrong_coin and a short hex string as invalid_format', () => {
    expect(validateAddress({ coin: 'USDT', network: 'mainnet', address: bip84Receive })).toEqual({
      ok: false,
      error: 'wrong_coin',
    });
    expect(validateAddress({ coin: 'ETH', network: 'mainnet', address: eip55Address.slice(0, -1) })).toEqual({
      ok: false,
      error: 'invalid_format',
    });
  });
});
