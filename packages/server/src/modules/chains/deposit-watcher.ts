import { randomBytes } from 'node:crypto';
import type { DepositCoin } from '@platform/core/addresses';
import type { Database } from '../../db/database.js';
import { createJob } from '../../lib/jobs/job.js';
import type { ChainSource } from './chain-source.js';
import { releaseLease } from './watcher/cursor.js';
import type { DepositEvent } from './watcher/deposit-records.js';
import { runWatchCycle, type CycleReport } from './watcher/watch-cycle.js';
import {
  createEventBuffer,
  type Clock,
  type OnCredited,
  type WatcherContext,
  type WatcherLogger,
} from './watcher/watcher-context.js';

export {
  depositEventChannel,
  newDepositId,
  reversalTransferId,
  type CreditedDeposit,
  type DepositEvent,
  type DepositStatus,
} from './watcher/deposit-records.js';
export type { CycleReport } from './watcher/watch-cycle.js';

export interface DepositWatcherOptions {
  database: Database;
  source: ChainSource;
  confirmations: Record<DepositCoin, number>;
  dustBaseUnits: Record<DepositCoin, bigint>;
  /** Blocks read per cycle at most (catching up after downtime takes several cycles). */
  maxBlocksPerCycle: number;
  /** New mempool transactions fetched per cycle at most. */
  maxMempoolTransactions: number;
  /** Block hashes kept to find a fork point; a deeper reorganisation raises a `deep_reorg` alert. */
  reorgWindow: number;
  /** Checks in a row that must find a transaction nowhere before it counts as gone. Default 2. */
  missingChecksBeforeGone?: number;
  /** Where a watcher with no stored cursor starts: the node's tip (default) or a height. */
  startHeight?: number | 'tip';
  /** Lease owner name (several workers may run the same watcher; one scans at a time). */
  workerId?: string;
  leaseMs?: number;
  /**
   * EVM senders whose payments to deposit addresses are not deposits: the platform's own hot wallet
   * (gas top-ups before a token sweep) must never be credited to the user.
   */
  ignoredSenders?: readonly string[];
  onEvent?: (event: DepositEvent) => void;
  /**
   * Runs inside the transaction that credits a deposit (ledger transfer, transactions-list row,
   * deposit status), so what it writes — the deposit_received email in the notify outbox — commits
   * exactly when the credit does, once per deposit. A throw rolls the credit back; the next cycle
   * tries again.
   */
  onCredited?: OnCredited;
  logger?: WatcherLogger;
  /** Timestamps of in-process events; the system clock by default. */
  clock?: Clock;
}

export interface DepositWatcher {
  runCycle(): Promise<CycleReport>;
  /** Runs cycles every intervalMs (never overlapping; at once again while catching up) until stop. */
  start(intervalMs: number): void;
  /**
   * The node pushed something (a transaction or a block: push/): run a cycle at once instead of
   * at the next poll; during a cycle, one more is queued right after it (a burst costs at most
   * one extra cycle). Ignored while the watcher is not started.
   */
  wake(): void;
  stop(): Promise<void>;
}

/** The context every stage of one watcher shares (watcher/watcher-context.ts). */
export function watcherContextOf(options: DepositWatcherOptions): WatcherContext {
  return {
    database: options.database,
    source: options.source,
    chain: options.source.chain,
    network: options.source.recordNetwork,
    settings: {
      confirmations: options.confirmations,
      dustBaseUnits: options.dustBaseUnits,
      maxBlocksPerCycle: options.maxBlocksPerCycle,
      maxMempoolTransactions: options.maxMempoolTransactions,
      reorgWindow: options.reorgWindow,
      missingChecksBeforeGone: options.missingChecksBeforeGone ?? 2,
      startHeight: options.startHeight ?? 'tip',
      workerId: options.workerId ?? `wrk_${randomBytes(6).toString('hex')}`,
      leaseMs: options.leaseMs ?? 60_000,
      ignoredSenders: new Set((options.ignoredSenders ?? []).map((address) => address.toLowerCase())),
    },
    logger: options.logger,
    clock: options.clock ?? { now: () => new Date() },
    events: createEventBuffer(options.onEvent),
    onCredited: options.onCredited,
  };
}

/**
 * Follows one chain and turns payments to derived addresses into deposits (060_chains.sql):
 * detected (mempool, 0 confirmations) → confirming (n of N) → credited (a ledger transfer from the
 * chain clearing account to the user's account whose id is the deposit id, so it happens once
 * whatever crashes or retries), with dust recorded but never credited. The stages of a cycle live
 * in watcher/ (watch-cycle.ts has the order; README.md the states); this factory wires them to the
 * job runner: one cycle every intervalMs, again at once while a full batch of blocks says it is
 * catching up, at once when woken by a node's push notification (wake), stopped (and the lease
 * released) on shutdown.
 */
export function createDepositWatcher(options: DepositWatcherOptions): DepositWatcher {
  const context = watcherContextOf(options);
  const { chain, network } = context;
  let job: ReturnType<typeof createJob<CycleReport | undefined>> | undefined;
  return {
    runCycle: () => runWatchCycle(context),
    start(intervalMs) {
      if (job?.running === true) return;
      job = createJob<CycleReport | undefined>({
        intervalMs,
        run: (signal) =>
          runWatchCycle(context, signal).catch((error: unknown) => {
            options.logger?.error({ chain, network, err: error }, 'chain watcher cycle failed');
            return undefined;
          }),
        batchWasFull: (report) =>
          report !== undefined && report.ran && report.blocksScanned >= context.settings.maxBlocksPerCycle,
      });
      job.start();
    },
    wake() {
      job?.wake();
    },
    async stop() {
      await job?.stop();
      await releaseLease(context).catch(() => undefined);
    },
  };
}
