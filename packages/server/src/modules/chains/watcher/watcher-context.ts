import type { DepositCoin } from '@platform/core/addresses';
import type { Database, Transaction } from '../../../db/database.js';
import type { ChainSource, RecordNetwork, WatchedChain } from '../chain-source.js';
import type { CreditedDeposit, DepositEvent } from './deposit-records.js';

/** The policy of one watcher, fixed when it is created. */
export interface WatcherSettings {
  confirmations: Record<DepositCoin, number>;
  dustBaseUnits: Record<DepositCoin, bigint>;
  /** Blocks read per cycle at most (catching up after downtime takes several cycles). */
  maxBlocksPerCycle: number;
  /** New mempool transactions fetched per cycle at most. */
  maxMempoolTransactions: number;
  /** Block hashes kept to find a fork point; a deeper reorganisation raises a `deep_reorg` alert. */
  reorgWindow: number;
  /** Checks in a row that must find a transaction nowhere before it counts as gone. */
  missingChecksBeforeGone: number;
  /** Where a watcher with no stored cursor starts: the node's tip or a height. */
  startHeight: number | 'tip';
  /** Lease owner name (several workers may run the same watcher; one scans at a time). */
  workerId: string;
  leaseMs: number;
  /** Lower-cased EVM senders whose payments to deposit addresses are not deposits (the hot wallet). */
  ignoredSenders: ReadonlySet<string>;
}

export interface WatcherLogger {
  info(object: object, message: string): void;
  error(object: object, message: string): void;
}

export interface Clock {
  now(): Date;
}

/**
 * Events raised inside a transaction wait here and reach the listener only after it committed
 * (flush); a transaction rolled back drops its own (discardFrom a mark taken before it).
 */
export interface DepositEventBuffer {
  add(event: DepositEvent): void;
  mark(): number;
  discardFrom(mark: number): void;
  flush(): void;
  clear(): void;
}

/** Runs inside the transaction that credits a deposit (the deposit_received email); a throw rolls the credit back. */
export type OnCredited = (transaction: Transaction, credited: CreditedDeposit) => Promise<void>;

/** Everything a stage of the deposit watcher needs: one chain's source and records, and the watcher's settings. */
export interface WatcherContext {
  database: Database;
  source: ChainSource;
  chain: WatchedChain;
  /** The network its records are kept under. */
  network: RecordNetwork;
  settings: WatcherSettings;
  logger: WatcherLogger | undefined;
  clock: Clock;
  events: DepositEventBuffer;
  onCredited: OnCredited | undefined;
}

export function createEventBuffer(listener: ((event: DepositEvent) => void) | undefined): DepositEventBuffer {
  let pending: DepositEvent[] = [];
  return {
    add: (event) => void pending.push(event),
    mark: () => pending.length,
    discardFrom: (mark) => void pending.splice(mark),
    flush() {
      const events = pending;
      pending = [];
      for (const event of events) listener?.(event);
    },
    clear() {
      pending = [];
    },
  };
}
