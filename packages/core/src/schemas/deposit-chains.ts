import type { CryptoCurrency } from './currencies.js';

/** Chains that carry deposit addresses: each UTXO coin its own, ETH for ETH and its ERC-20 tokens. */
export const depositChains = ['BTC', 'LTC', 'BCH', 'ETH'] as const;
export type DepositChain = (typeof depositChains)[number];

/** The chain whose address receives the coin: USDT and USDC arrive at the user's ETH address. */
export function chainOf(coin: CryptoCurrency): DepositChain {
  return coin === 'USDT' || coin === 'USDC' ? 'ETH' : coin;
}
