import type { ChainNetwork } from '@platform/core/addresses';
import type { Database } from '../../../db/database.js';
import type { RecordNetwork } from '../chain-source.js';
import type { JsonRpcClient } from '../json-rpc.js';
import type { DepositSigner } from './deposit-keys.js';
import { addressOfPrivateKey } from './evm-transaction.js';
import { advanceSweeps } from './sweep/advance-sweeps.js';
import { planSweeps } from './sweep/plan-sweeps.js';
import type { SweepAsset, SweepContext } from './sweep/sweep-context.js';

export type { SweepAsset, SweepStatus } from './sweep/sweep-context.js';

export interface SweeperOptions {
  database: Database;
  /** Record network of the ETH watcher (chain_deposits.network). */
  network: RecordNetwork;
  /** Network the deposit addresses were derived for. */
  addressNetwork: ChainNetwork;
  rpc: JsonRpcClient;
  /** The hot wallet that pays gas top-ups (its key is a secret, never logged). */
  hotWalletKey: string;
  collectionAddress: string;
  tokens: Partial<Record<'USDT' | 'USDC', string>>;
  /** Signs sweeps from deposit addresses: the HTTP signer in live mode, demo keys in test mode. */
  signer: DepositSigner;
  /** Smallest balance worth a sweep, base units (ETH after the sweep's own fee). */
  minimums: Record<SweepAsset, bigint>;
  confirmations: number;
  gasPriceWei?: bigint | undefined;
  /** Addresses planned per cycle at most. */
  maxPlannedPerCycle?: number;
  logger?: { error(object: object, message: string): void };
}

export interface Sweeper {
  hotAddress: string;
  plan(): Promise<number>;
  advance(): Promise<number>;
  /** Plans, then moves every open sweep one step; returns how many steps failed. */
  runCycle(): Promise<number>;
  /** Senders whose payments to deposit addresses are not deposits (the hot wallet's gas top-ups). */
  ignoredSenders: readonly string[];
}

/** The context every stage of one sweeper shares (sweep/sweep-context.ts). */
export function sweepContextOf(options: SweeperOptions): SweepContext {
  return {
    database: options.database,
    rpc: options.rpc,
    settings: {
      network: options.network,
      addressNetwork: options.addressNetwork,
      collectionAddress: options.collectionAddress,
      tokens: options.tokens,
      minimums: options.minimums,
      confirmations: options.confirmations,
      gasPriceWei: options.gasPriceWei,
      maxPlannedPerCycle: options.maxPlannedPerCycle ?? 200,
    },
    hotWalletKey: options.hotWalletKey,
    hotAddress: addressOfPrivateKey(options.hotWalletKey),
    signer: options.signer,
    logger: options.logger,
  };
}

/**
 * Collects ETH and ERC-20 deposits from per-user deposit addresses to the platform's collection
 * address (chain_sweeps, 060_chains.sql): planned when an address that received credited deposits
 * holds at least the asset's minimum (sweep/plan-sweeps.ts); a token sweep first gets a gas top-up
 * from the hot wallet (sweep/top-up.ts); the sweep is signed by the deposit signer, checked and
 * stored before it is broadcast (sweep/sign-sweep.ts); swept only once the receipt succeeded, has
 * the confirmations and shows the transfer to the collection address (sweep/finish-sweep.ts) —
 * nothing is marked collected that was not. Sweeps move coins inside the platform's custody:
 * users' ledger balances do not change; the gas of every mined top-up and sweep is booked
 * (network_fee, gas-fees.ts). The chains plugin runs runCycle on the job runner.
 */
export function createSweeper(options: SweeperOptions): Sweeper {
  const context = sweepContextOf(options);
  return {
    hotAddress: context.hotAddress,
    plan: () => planSweeps(context),
    advance: () => advanceSweeps(context),
    async runCycle() {
      await planSweeps(context);
      return advanceSweeps(context);
    },
    ignoredSenders: [context.hotAddress],
  };
}
