import type { CryptoCurrency } from '@platform/core';

/** The coins' names as the widget and the markets call show them. */
export const coinNames: Record<CryptoCurrency, string> = {
  BTC: 'Bitcoin',
  LTC: 'Litecoin',
  ETH: 'Ethereum',
  BCH: 'Bitcoin Cash',
  USDT: 'Tether USD',
  USDC: 'USD Coin',
};
