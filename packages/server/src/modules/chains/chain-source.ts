import type { DepositCoin } from '@platform/core/addresses';

/** Chains with their own deposit addresses (USDT and USDC ride on ETH). */
export const watchedChains = ['BTC', 'LTC', 'BCH', 'ETH'] as const;
export type WatchedChain = (typeof watchedChains)[number];

/** The network a watcher's records are kept under: a real network, or the in-process simulated chain. */
export type RecordNetwork = 'mainnet' | 'testnet' | 'regtest' | 'simulated';

export type PaymentKind = 'utxo' | 'native' | 'token';

/**
 * Value arriving at an address: one UTXO output, the native value of an EVM transaction (index 0)
 * or one ERC-20 Transfer log (its log index). The address is in the form the wallets module stores
 * (EIP-55 checksummed for EVM, the node's encoding for UTXO coins).
 */
export interface ChainPayment {
  txid: string;
  kind: PaymentKind;
  outputIndex: number;
  asset: DepositCoin;
  address: string;
  amount: bigint;
  /** EVM: the sender (transaction from, or the Transfer log's from); UTXO sources leave it out. */
  from?: string;
}

export interface ChainBlock {
  height: number;
  hash: string;
  previousHash: string | null;
  payments: ChainPayment[];
}

export type TransactionPresence = 'mempool' | 'block' | 'unknown';

/**
 * What a watcher needs from one chain, whatever the family: UTXO nodes over Bitcoin Core-compatible
 * JSON-RPC, EVM nodes over Ethereum JSON-RPC, and the simulated chain of test mode implement it.
 * Heights are block numbers; a source never decides what is "ours", it reports every payment and
 * the watcher looks the addresses up.
 */
export interface ChainSource {
  readonly chain: WatchedChain;
  /** The network addresses were derived for (deposit_addresses.network). */
  readonly addressNetwork: 'mainnet' | 'testnet' | 'regtest';
  /** The key the watcher's cursor and deposits are stored under. */
  readonly recordNetwork: RecordNetwork;
  tipHeight(): Promise<number>;
  /** The hash of the block at this height on the node's best chain; null above the tip. */
  blockHash(height: number): Promise<string | null>;
  /** The block at this height with every payment in it. */
  block(height: number): Promise<ChainBlock>;
  /** Payments of unconfirmed transactions (at most `limit` transactions); EVM sources return none. */
  mempoolPayments(limit: number): Promise<ChainPayment[]>;
  /** Where a transaction is now: waiting in the mempool, in a block of the best chain, or nowhere known. */
  transactionPresence(txid: string): Promise<TransactionPresence>;
}

/** Default confirmations before a deposit is credited. */
export const defaultConfirmations: Record<DepositCoin, number> = {
  BTC: 2,
  LTC: 6,
  BCH: 6,
  ETH: 12,
  USDT: 12,
  USDC: 12,
};

/** Default dust thresholds in base units: smaller deposits are recorded, never credited. */
export const defaultDustBaseUnits: Record<DepositCoin, bigint> = {
  BTC: 546n,
  LTC: 5_460n,
  BCH: 546n,
  ETH: 10_000_000_000_000n, // 0.00001 ETH
  USDT: 10_000n, // 0.01
  USDC: 10_000n,
};
