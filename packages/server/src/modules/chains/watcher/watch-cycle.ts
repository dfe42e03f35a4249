import { countConfirmations } from './confirmations.js';
import { claimLease, loadCursor } from './cursor.js';
import { checkMissingDeposits } from './missing-deposits.js';
import { cursorLeftChain, handleReorganisation } from './reorganisation.js';
import { scanBlocks } from './scan-blocks.js';
import { scanMempool } from './scan-mempool.js';
import type { WatcherContext } from './watcher-context.js';

export interface CycleReport {
  /** False when another worker holds this chain's lease. */
  ran: boolean;
  blocksScanned: number;
  reorganisedTo: number | null;
  cursorHeight: number;
  credited: number;
}

/**
 * One cycle of the deposit watcher, its stages in order: (1) reorganisation, when the cursor's block
 * left the best chain; (2) scan at most maxBlocksPerCycle blocks, each committed with the cursor;
 * (3) record mempool payments; (4) count confirmations from the last scanned block and credit;
 * (5) look up deposits in no block (replaced, or reversed after credit). Runs only under this
 * chain's lease; a signal that aborts (shutdown) ends the cycle after the block being scanned.
 */
export async function runWatchCycle(context: WatcherContext, signal?: AbortSignal): Promise<CycleReport> {
  let cursor = await loadCursor(context);
  if (!(await claimLease(context)))
    return { ran: false, blocksScanned: 0, reorganisedTo: null, cursorHeight: cursor.height, credited: 0 };
  try {
    let reorganisedTo: number | null = null;
    if (await cursorLeftChain(context, cursor)) {
      cursor = await handleReorganisation(context, cursor);
      reorganisedTo = cursor.height;
    }
    const scanned = await scanBlocks(context, cursor, signal);
    const report = {
      ran: true,
      blocksScanned: scanned.blocksScanned,
      reorganisedTo,
      cursorHeight: scanned.cursor.height,
    };
    // Shutting down: what is committed stays, the next cycle (here or on another worker) goes on.
    if (signal?.aborted === true) return { ...report, credited: 0 };
    const inMempool = await scanMempool(context);
    const credited = await countConfirmations(context, scanned.cursor.height);
    await checkMissingDeposits(context, inMempool);
    return { ...report, credited };
  } finally {
    context.events.clear();
  }
}
