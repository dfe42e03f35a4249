import { describe, expect, it } from 'vitest';
import { deriveDepositAddress } from './derive.js';
import { depositCoins, destinationTagRequired, expectedAccountPath } from './networks.js';
import type { ChainNetwork, DepositCoin } from './networks.js';
import { validateAddress } from './validate.js';

describe('destinationTagRequired', () => {
  it('is false for the six supported coins, which get one derived address per deposit', () => {
    expect(depositCoins.map((coin) => destinationTagRequired(coin))).toEqual([
      false,
      false,
      false,
      false,
      false,
      false,
    ]);
  });

  it('is true for tag-based coins such as XRP, should they be added', () => {
    expect(destinationTagRequired('XRP')).toBe(true);
  });
});

describe('expectedAccountPath', () => {
  it('names the BIP84 and BIP44 account paths the brand keys must be exported from', () => {
    expect(expectedAccountPath('BTC', 'mainnet')).toBe("m/84'/0'/0'");
    expect(expectedAccountPath('LTC', 'mainnet')).toBe("m/84'/2'/0'");
    expect(expectedAccountPath('BCH', 'mainnet')).toBe("m/44'/145'/0'");
    expect(expectedAccountPath('USDT', 'mainnet', 3)).toBe("m/44'/60'/3'");
    expect(expectedAccountPath('BTC', 'regtest')).toBe("m/84'/1'/0'");
  });
});

describe('unknown coin or network', () => {
  it('throws with a message naming the accepted values, instead of treating DOGE as an EVM coin', () => {
    const address = '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed';
    expect(() => validateAddress({ coin: 'DOGE' as DepositCoin, network: 'mainnet', address })).toThrow(/BTC, LTC/);
    expect(() =>
      deriveDepositAddress({ coin: 'BTC', network: 'signet' as ChainNetwork, accountXpub: 'xpub', index: 0 }),
    ).toThrow(/mainnet, testnet, regtest/);
  });
});
