import { describe, expect, it } from 'vitest';
import { walletSchema } from '@platform/core';
import { addableCryptoCurrencies, currencyFromRoute, isCryptoWallet, walletPath } from './wallet-currencies.js';

const wallet = (currency: string) => walletSchema.parse({ currency });

describe('wallet currencies', () => {
  it('offers the brand’s coins the user has no wallet for, every supported coin when the brand lists none', () => {
    expect(addableCryptoCurrencies({ languages_wallets: [] }, [wallet('BTC'), wallet('EUR')])).toEqual([
      'LTC',
      'ETH',
      'BCH',
      'USDT',
      'USDC',
    ]);
    expect(addableCryptoCurrencies({ languages_wallets: ['eth', 'BTC', 'DOGE'] }, [wallet('BTC')])).toEqual(['ETH']);
    expect(addableCryptoCurrencies({ languages_wallets: ['BTC'] }, [wallet('BTC')])).toEqual([]);
  });

  it('reads wallets/{coin} in any case and refuses unknown coins', () => {
    expect(currencyFromRoute('btc')).toBe('BTC');
    expect(currencyFromRoute('Eur')).toBe('EUR');
    expect(currencyFromRoute('doge')).toBeNull();
    expect(currencyFromRoute(undefined)).toBeNull();
    expect(walletPath('USDT')).toBe('/wallets/usdt');
  });

  it('tells crypto from fiat by the server’s kind, else by the code', () => {
    expect(isCryptoWallet({ currency: 'BTC' })).toBe(true);
    expect(isCryptoWallet({ currency: 'EUR' })).toBe(false);
    expect(isCryptoWallet({ currency: 'XYZ', kind: 'crypto' })).toBe(true);
  });
});
