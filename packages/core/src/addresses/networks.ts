/**
 * Chain parameters for every deposit coin on every network the platform runs: which extended
 * public key versions are accepted, which address prefixes belong to which network, and which
 * chain id an EVM network has. Validation and derivation read only this table, so adding a
 * network is a change here and nowhere else.
 */

export const depositCoins = ['BTC', 'LTC', 'BCH', 'ETH', 'USDT', 'USDC'] as const;
export type DepositCoin = (typeof depositCoins)[number];

export const chainNetworks = ['mainnet', 'testnet', 'regtest'] as const;
export type ChainNetwork = (typeof chainNetworks)[number];

/** How a coin's addresses are written; it decides which encoder and validator run. */
export type AddressFamily = 'segwit' | 'cashaddr' | 'evm';

export function isDepositCoin(value: unknown): value is DepositCoin {
  return typeof value === 'string' && (depositCoins as readonly string[]).includes(value);
}

export function isChainNetwork(value: unknown): value is ChainNetwork {
  return typeof value === 'string' && (chainNetworks as readonly string[]).includes(value);
}

/**
 * Calling with a coin or network outside the tables is an integration mistake (input that skipped
 * the request schemas), not a user error, so it throws instead of guessing an address family.
 */
export function assertCoinAndNetwork(coin: unknown, network: unknown): void {
  if (!isDepositCoin(coin)) {
    throw new TypeError(
      `Unknown coin ${String(coin)}: expected one of ${depositCoins.join(', ')}; parse input with depositCoinSchema`,
    );
  }
  if (!isChainNetwork(network)) {
    throw new TypeError(
      `Unknown network ${String(network)}: expected one of ${chainNetworks.join(', ')}; parse input with chainNetworkSchema`,
    );
  }
}

export function isSegwitCoin(coin: DepositCoin): coin is 'BTC' | 'LTC' {
  return coin === 'BTC' || coin === 'LTC';
}

export function addressFamily(coin: DepositCoin): AddressFamily {
  if (coin === 'BTC' || coin === 'LTC') return 'segwit';
  if (coin === 'BCH') return 'cashaddr';
  return 'evm';
}

/** Bitcoin and Litecoin: BIP84 native SegWit deposits, base58 legacy addresses still valid to pay. */
export interface SegwitNetworkParameters {
  bech32Hrp: string;
  p2pkhVersion: number;
  /** The first entry is the canonical P2SH version; later ones are older aliases of the same script. */
  p2shVersions: readonly number[];
}

/** Bitcoin Cash: CashAddr deposits; the base58 versions are kept only to convert legacy strings. */
export interface CashAddrNetworkParameters {
  cashAddrPrefix: string;
  legacyP2pkhVersion: number;
  legacyP2shVersion: number;
}

export interface EvmNetworkParameters {
  chainId: number;
}

export const segwitNetworks: Record<'BTC' | 'LTC', Record<ChainNetwork, SegwitNetworkParameters>> = {
  BTC: {
    mainnet: { bech32Hrp: 'bc', p2pkhVersion: 0x00, p2shVersions: [0x05] },
    testnet: { bech32Hrp: 'tb', p2pkhVersion: 0x6f, p2shVersions: [0xc4] },
    regtest: { bech32Hrp: 'bcrt', p2pkhVersion: 0x6f, p2shVersions: [0xc4] },
  },
  // Litecoin moved P2SH to the M prefix (0x32) and Q prefix (0x3a); the Bitcoin-shaped 3 and 2
  // prefixes (0x05, 0xc4) are still valid on the chain and pay the same script.
  LTC: {
    mainnet: { bech32Hrp: 'ltc', p2pkhVersion: 0x30, p2shVersions: [0x32, 0x05] },
    testnet: { bech32Hrp: 'tltc', p2pkhVersion: 0x6f, p2shVersions: [0x3a, 0xc4] },
    regtest: { bech32Hrp: 'rltc', p2pkhVersion: 0x6f, p2shVersions: [0x3a, 0xc4] },
  },
};

export const cashAddrNetworks: Record<ChainNetwork, CashAddrNetworkParameters> = {
  mainnet: { cashAddrPrefix: 'bitcoincash', legacyP2pkhVersion: 0x00, legacyP2shVersion: 0x05 },
  testnet: { cashAddrPrefix: 'bchtest', legacyP2pkhVersion: 0x6f, legacyP2shVersion: 0xc4 },
  regtest: { cashAddrPrefix: 'bchreg', legacyP2pkhVersion: 0x6f, legacyP2shVersion: 0xc4 },
};

/** Testnet is Sepolia; regtest is a local Anvil or Hardhat node. */
export const evmNetworks: Record<ChainNetwork, EvmNetworkParameters> = {
  mainnet: { chainId: 1 },
  testnet: { chainId: 11155111 },
  regtest: { chainId: 31337 },
};

/**
 * The account path the brand's extended public key must come from. It cannot be checked from
 * the key itself (hardened levels hide it), so it is documentation for whoever exports the key.
 * Test networks use coin type 1 for the UTXO coins (SLIP-44); EVM wallets use 60 everywhere.
 */
export function expectedAccountPath(coin: DepositCoin, network: ChainNetwork, account = 0): string {
  const test = network !== 'mainnet';
  if (coin === 'BTC') return `m/84'/${test ? 1 : 0}'/${account}'`;
  if (coin === 'LTC') return `m/84'/${test ? 1 : 2}'/${account}'`;
  if (coin === 'BCH') return `m/44'/${test ? 1 : 145}'/${account}'`;
  return `m/44'/60'/${account}'`;
}

/** URI scheme of BIP21 (and its Litecoin and Bitcoin Cash forms) and EIP-681. */
export const paymentUriSchemes: Record<DepositCoin, string> = {
  BTC: 'bitcoin',
  LTC: 'litecoin',
  BCH: 'bitcoincash',
  ETH: 'ethereum',
  USDT: 'ethereum',
  USDC: 'ethereum',
};

/**
 * Coins whose deposits share one address and are told apart by a destination tag (XRP, XLM,
 * EOS…). None of the six supported coins needs one: each deposit gets its own derived address.
 * A tag-based coin added later must return true here so forms ask for the tag.
 */
export function destinationTagRequired(coin: DepositCoin | (string & {})): boolean {
  return tagBasedCoins.includes(coin.toUpperCase());
}

const tagBasedCoins: readonly string[] = ['XRP', 'XLM', 'EOS'];
