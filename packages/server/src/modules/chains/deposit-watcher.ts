import { randomBytes } from 'node:crypto';
import type { DepositCoin } from '@platform/core/addresses';
import type { Database, Queryable, Transaction } from '../../db/database.js';
import {
  accountIdOf,
  createTransfers,
  createTransfersInTransaction,
  ensureAccount,
  isRecorded,
  platformOwner,
} from '../ledger/ledger-service.js';
import {
  ensureWallet,
  findDepositAddressOwners,
  recordTransaction,
  updateTransactionStatus,
} from '../wallets/index.js';
import type { ChainBlock, ChainPayment, ChainSource } from './chain-source.js';

/** Deposit blocks below the hash window checked after a fork deeper than the window. */
const deepReorgDepositChecks = 1000;

/** PostgreSQL NOTIFY channel of deposit events (payload: deposit_id, type, chain, network, asset, confirmations). */
export const depositEventChannel = 'chain_deposit_events';

export const newDepositId = () => `dep_${randomBytes(12).toString('hex')}`;
/** The ledger transfer that takes a credited deposit back when its transaction left the chain. */
export const reversalTransferId = (depositId: string) => `rev_${depositId}`;

export type DepositStatus = 'detected' | 'confirming' | 'credited' | 'dust' | 'replaced' | 'reversed';

export interface DepositEvent {
  depositId: string;
  type: string;
  chain: string;
  network: string;
  asset: DepositCoin;
  txid: string;
  /** The merchant payment the deposit pays, when its address is a payment address. */
  paymentId: string | null;
  confirmations: number;
  at: Date;
}

/** What a credit hands to `onCredited`, inside the credit's transaction. */
export interface CreditedDeposit {
  depositId: string;
  userId: string;
  brandId: string;
  asset: DepositCoin;
  amountBaseUnits: bigint;
  txid: string;
  confirmations: number;
  /** The user's transactions-list row (wallets module). */
  transactionId: string;
}

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
  onCredited?: (transaction: Transaction, credited: CreditedDeposit) => Promise<void>;
  logger?: { info(object: object, message: string): void; error(object: object, message: string): void };
}

export interface CycleReport {
  /** False when another worker holds this chain's lease. */
  ran: boolean;
  blocksScanned: number;
  reorganisedTo: number | null;
  cursorHeight: number;
  credited: number;
}

interface Cursor {
  height: number;
  hash: string;
}

interface DepositRow {
  id: string;
  asset: DepositCoin;
  txid: string;
  kind: string;
  output_index: number;
  user_id: string;
  brand_id: string;
  /** Set when the address belongs to a merchant payment: credited to merchant_payable, no wallet row. */
  payment_id: string | null;
  amount: string;
  status: DepositStatus;
  block_height: string | null;
  confirmations: number;
  required_confirmations: number;
  missing_checks: number;
  orphaned_at: unknown;
}

const depositColumns = `id, asset, txid, kind, output_index, user_id, brand_id, payment_id, amount::text, status, block_height::text,
  confirmations, required_confirmations, missing_checks, orphaned_at`;

export interface DepositWatcher {
  runCycle(): Promise<CycleReport>;
  /** Runs cycles every intervalMs (never overlapping) until stop. */
  start(intervalMs: number): void;
  stop(): Promise<void>;
}

/**
 * Follows one chain and turns payments to derived addresses into deposits (060_chains.sql):
 * detected (mempool, 0 confirmations) → confirming (n of N) → credited (a ledger transfer from the
 * chain clearing account to the user's account whose id is the deposit id, so it happens once
 * whatever crashes or retries), with dust recorded but never credited. The user's transactions list
 * follows along through the wallets module: one row per deposit, pending with n of N from
 * detection, completed in the credit's own transaction (with onCredited, the email), canceled when
 * replaced before credit; dust is never listed.
 *
 * Each cycle: (1) if the block at the cursor's height no longer has the stored hash, walk the stored
 * hashes down to the fork point and unlink every deposit above it (pre-credit deposits go back to
 * detected; credited ones are flagged orphaned with an operator alert); (2) scan at most
 * maxBlocksPerCycle blocks, each committed with the cursor in one transaction (a restart resumes at
 * the first block not committed and misses nothing); (3) record mempool payments; (4) count
 * confirmations from the last scanned block and credit; (5) ask the node about deposits in no
 * block: found nowhere missingChecksBeforeGone times in a row, a pre-credit deposit becomes
 * `replaced` and a credited one is reversed (ledger transfer rev_<id> back to chain clearing; if
 * the user's balance no longer covers it, a `reversal_failed` alert for the operator).
 */
export function createDepositWatcher(options: DepositWatcherOptions): DepositWatcher {
  const { database, source } = options;
  const chain = source.chain;
  const network = source.recordNetwork;
  const workerId = options.workerId ?? `wrk_${randomBytes(6).toString('hex')}`;
  const leaseMs = options.leaseMs ?? 60_000;
  const missingChecksBeforeGone = options.missingChecksBeforeGone ?? 2;

  const emit = async (
    queryable: Queryable,
    row: { id: string; asset: DepositCoin; txid: string; payment_id: string | null },
    type: string,
    confirmations = 0,
  ) => {
    await queryable.query('insert into chain_deposit_events (deposit_id, type, confirmations) values ($1, $2, $3)', [
      row.id,
      type,
      confirmations,
    ]);
    // Fans out to other processes (API nodes' live views) when the transaction commits.
    await queryable.query('select pg_notify($1, $2)', [
      depositEventChannel,
      JSON.stringify({ deposit_id: row.id, type, chain, network, asset: row.asset, confirmations }),
    ]);
    pending.push({
      depositId: row.id,
      type,
      chain,
      network,
      asset: row.asset,
      txid: row.txid,
      paymentId: row.payment_id,
      confirmations,
      at: new Date(),
    });
  };
  // Events are handed to the listener only after their transaction committed.
  let pending: DepositEvent[] = [];
  const flush = () => {
    const events = pending;
    pending = [];
    for (const event of events) options.onEvent?.(event);
  };

  const alert = async (queryable: Queryable, type: string, depositId: string | null, detail: string) => {
    await queryable.query(
      'insert into chain_alerts (chain, network, type, deposit_id, detail) values ($1, $2, $3, $4, $5)',
      [chain, network, type, depositId, detail.slice(0, 2000)],
    );
    options.logger?.error({ chain, network, alert: type, depositId }, 'chain alert');
  };
  /** The same, unless this deposit already has an open alert of this type (a retry every cycle raises one). */
  const alertOnce = async (type: string, depositId: string, detail: string) => {
    const open = await database.query(
      'select 1 from chain_alerts where deposit_id = $1 and type = $2 and resolved_at is null limit 1',
      [depositId, type],
    );
    if (open.rows.length === 0) await alert(database, type, depositId, detail);
  };

  async function loadCursor(): Promise<Cursor> {
    const existing = await database.query<{ height: string; hash: string }>(
      'select height::text, hash from chain_cursors where chain = $1 and network = $2',
      [chain, network],
    );
    const row = existing.rows[0];
    if (row !== undefined) return { height: Number(row.height), hash: row.hash };
    const height =
      options.startHeight === undefined || options.startHeight === 'tip'
        ? await source.tipHeight()
        : options.startHeight;
    const hash = height >= 0 ? await source.blockHash(height) : '-';
    if (hash === null) throw new Error(`The node has no block at the start height ${height}`);
    await database.transaction(async (transaction) => {
      await transaction.query(
        `insert into chain_cursors (chain, network, height, hash) values ($1, $2, $3, $4) on conflict do nothing`,
        [chain, network, height, hash],
      );
      if (height >= 0) {
        await transaction.query(
          'insert into chain_blocks (chain, network, height, hash) values ($1, $2, $3, $4) on conflict do nothing',
          [chain, network, height, hash],
        );
      }
    });
    return loadCursor();
  }

  async function claimLease(): Promise<boolean> {
    const claimed = await database.query(
      `update chain_cursors set lease_owner = $3, lease_until = now() + ($4::text || ' milliseconds')::interval
       where chain = $1 and network = $2 and (lease_owner is null or lease_owner = $3 or lease_until < now())
       returning chain`,
      [chain, network, workerId, String(leaseMs)],
    );
    return claimed.rows.length > 0;
  }

  async function releaseLease(): Promise<void> {
    await database.query(
      'update chain_cursors set lease_owner = null, lease_until = null where chain = $1 and network = $2 and lease_owner = $3',
      [chain, network, workerId],
    );
  }

  /** The cursor's block left the best chain: find the fork point and unlink what was above it. */
  async function handleReorganisation(cursor: Cursor): Promise<Cursor> {
    const stored = await database.query<{ height: string; hash: string }>(
      'select height::text, hash from chain_blocks where chain = $1 and network = $2 order by chain_blocks.height desc',
      [chain, network],
    );
    let fork: Cursor | undefined;
    for (const row of stored.rows) {
      const height = Number(row.height);
      if ((await source.blockHash(height)) === row.hash) {
        fork = { height, hash: row.hash };
        break;
      }
    }
    const deep = fork === undefined;
    if (fork === undefined) {
      const lowest = stored.rows.at(-1);
      let height = lowest === undefined ? cursor.height - 1 : Number(lowest.height) - 1;
      // Below the window only deposits' own blocks are known: rescan from the lowest one the fork
      // removed, so a payment mined again on the new branch is found again (bounded look-back).
      const linked = await database.query<{ height: string; hash: string }>(
        `select distinct block_height::text as height, block_hash as hash from chain_deposits
         where chain = $1 and network = $2 and block_height is not null and block_height <= $3
         order by 1 desc limit $4`,
        [chain, network, height, deepReorgDepositChecks],
      );
      for (const row of linked.rows) {
        if ((await source.blockHash(Number(row.height))) !== row.hash)
          height = Math.min(height, Number(row.height) - 1);
      }
      const hash = height >= 0 ? await source.blockHash(height) : '-';
      fork = { height, hash: hash ?? '-' };
    }
    const forkPoint = fork;
    await database.transaction(async (transaction) => {
      if (deep) {
        await alert(
          transaction,
          'deep_reorg',
          null,
          `No stored block hash is on the best chain; rescanning from ${forkPoint.height + 1}`,
        );
      }
      const affected = await transaction.query<DepositRow>(
        `select ${depositColumns} from chain_deposits where chain = $1 and network = $2 and block_height > $3 for update`,
        [chain, network, forkPoint.height],
      );
      for (const deposit of affected.rows) {
        if (deposit.status === 'credited') {
          await transaction.query(
            `update chain_deposits set block_hash = null, block_height = null, orphaned_at = now(), updated_at = now()
             where id = $1`,
            [deposit.id],
          );
          await alert(
            transaction,
            'credited_deposit_reorganised',
            deposit.id,
            `Block ${deposit.block_height} holding credited ${deposit.asset} deposit ${deposit.txid}:${deposit.output_index} was reorganised away`,
          );
          await emit(transaction, deposit, 'orphaned');
        } else {
          await transaction.query(
            `update chain_deposits set block_hash = null, block_height = null, confirmations = 0,
               status = case when status = 'confirming' then 'detected' else status end, updated_at = now()
             where id = $1`,
            [deposit.id],
          );
          if (deposit.status === 'detected' || deposit.status === 'confirming') {
            await updateTransactionStatus(transaction, { ledgerTransferId: deposit.id, confirmations: 0 });
          }
          await emit(transaction, deposit, 'reorganised');
        }
      }
      await transaction.query('delete from chain_blocks where chain = $1 and network = $2 and height > $3', [
        chain,
        network,
        forkPoint.height,
      ]);
      if (forkPoint.height >= 0) {
        await transaction.query(
          `insert into chain_blocks (chain, network, height, hash) values ($1, $2, $3, $4)
           on conflict (chain, network, height) do update set hash = excluded.hash`,
          [chain, network, forkPoint.height, forkPoint.hash],
        );
      }
      await transaction.query(
        'update chain_cursors set height = $3, hash = $4, updated_at = now() where chain = $1 and network = $2',
        [chain, network, forkPoint.height, forkPoint.hash],
      );
    });
    flush();
    options.logger?.info({ chain, network, from: cursor.height, to: forkPoint.height }, 'chain reorganisation');
    return forkPoint;
  }

  /** The payments of a batch whose address is a deposit address of this chain, with its owner. */
  const ignored = new Set((options.ignoredSenders ?? []).map((address) => address.toLowerCase()));
  async function ownedPayments(queryable: Queryable, all: readonly ChainPayment[]) {
    const payments =
      ignored.size === 0
        ? all
        : all.filter((payment) => payment.from === undefined || !ignored.has(payment.from.toLowerCase()));
    if (payments.length === 0) return [];
    const owners = await findDepositAddressOwners(queryable, {
      chain,
      network: source.addressNetwork,
      addresses: payments.map((payment) => payment.address),
    });
    const byAddress = new Map(
      owners.map((row) => [
        row.address.toLowerCase(),
        { user_id: row.userId, brand_id: row.brandId, payment_id: row.paymentId },
      ]),
    );
    return payments.flatMap((payment) => {
      const owner = byAddress.get(payment.address.toLowerCase());
      return owner === undefined ? [] : [{ payment, owner }];
    });
  }

  /** Records a payment seen in a block (block set) or in the mempool (block null). */
  async function recordPayment(
    transaction: Transaction,
    payment: ChainPayment,
    owner: { user_id: string; brand_id: string; payment_id: string | null },
    block: { hash: string; height: number } | null,
  ): Promise<void> {
    const existing = await transaction.query<DepositRow>(
      `select ${depositColumns} from chain_deposits
       where chain = $1 and network = $2 and txid = $3 and kind = $4 and output_index = $5 for update`,
      [chain, network, payment.txid, payment.kind, payment.outputIndex],
    );
    const row = existing.rows[0];
    if (row === undefined) {
      const dust = payment.amount < options.dustBaseUnits[payment.asset];
      const status: DepositStatus = dust ? 'dust' : block === null ? 'detected' : 'confirming';
      const id = newDepositId();
      await transaction.query(
        `insert into chain_deposits (id, chain, network, asset, txid, kind, output_index, address, brand_id, user_id, amount,
           status, block_hash, block_height, required_confirmations, payment_id)
         values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11::numeric, $12, $13, $14, $15, $16)`,
        [
          id,
          chain,
          network,
          payment.asset,
          payment.txid,
          payment.kind,
          payment.outputIndex,
          payment.address,
          owner.brand_id,
          owner.user_id,
          payment.amount.toString(),
          status,
          block?.hash ?? null,
          block?.height ?? null,
          options.confirmations[payment.asset],
          owner.payment_id,
        ],
      );
      await emit(
        transaction,
        { id, asset: payment.asset, txid: payment.txid, payment_id: owner.payment_id },
        dust ? 'dust' : 'detected',
      );
      // The user sees the deposit from its first sighting: a pending row keyed by the id its credit
      // will carry, so crediting completes this very row. Dust is never credited and never listed.
      // A merchant payment's deposit is shown on the payment (merchants module), not in a wallet.
      if (!dust && owner.payment_id === null) {
        await recordTransaction(transaction, {
          brandId: owner.brand_id,
          userId: owner.user_id,
          type: 'deposit',
          status: 'pending',
          currency: payment.asset,
          direction: 'credit',
          amountBaseUnits: payment.amount,
          ledgerTransferId: id,
          txid: payment.txid,
          confirmations: 0,
          requiredConfirmations: options.confirmations[payment.asset],
        });
      }
      return;
    }
    if (row.status === 'replaced') {
      // Back from the dead (seen in the mempool or mined again): the user's row is pending again.
      await updateTransactionStatus(transaction, { ledgerTransferId: row.id, status: 'pending', confirmations: 0 });
    }
    if (block === null) {
      // Seen again in the mempool: it is not gone.
      if (row.status === 'replaced') {
        await transaction.query(
          `update chain_deposits set status = 'detected', missing_checks = 0, updated_at = now() where id = $1`,
          [row.id],
        );
        await emit(transaction, row, 'detected');
      } else if (row.missing_checks > 0) {
        await transaction.query('update chain_deposits set missing_checks = 0 where id = $1', [row.id]);
      }
      return;
    }
    await transaction.query(
      `update chain_deposits set block_hash = $2, block_height = $3, missing_checks = 0, orphaned_at = null,
         status = case when status in ('detected', 'replaced') then 'confirming' else status end, updated_at = now()
       where id = $1`,
      [row.id, block.hash, block.height],
    );
    // Confirmations (and their 'confirming' events) are counted after the scan.
    if (row.orphaned_at !== null) await emit(transaction, row, 'restored');
  }

  async function processBlock(block: ChainBlock, matches: Awaited<ReturnType<typeof ownedPayments>>): Promise<void> {
    await database.transaction(async (transaction) => {
      for (const { payment, owner } of matches) await recordPayment(transaction, payment, owner, block);
      await transaction.query(
        `insert into chain_blocks (chain, network, height, hash) values ($1, $2, $3, $4)
         on conflict (chain, network, height) do update set hash = excluded.hash`,
        [chain, network, block.height, block.hash],
      );
      await transaction.query('delete from chain_blocks where chain = $1 and network = $2 and height <= $3', [
        chain,
        network,
        block.height - options.reorgWindow,
      ]);
      await transaction.query(
        'update chain_cursors set height = $3, hash = $4, updated_at = now() where chain = $1 and network = $2',
        [chain, network, block.height, block.hash],
      );
    });
    flush();
  }

  /**
   * Credits one deposit in one transaction: the ledger transfer whose id is the deposit id, the
   * user's row completed (created when the deposit predates its pending row), the deposit marked
   * credited, its event and onCredited (the email). The deposit row is locked and must still be
   * open, so concurrent or repeated attempts credit and notify once.
   */
  async function credit(deposit: DepositRow, confirmations: number): Promise<boolean> {
    if (deposit.payment_id !== null) return creditPayment(deposit, confirmations);
    await ensureWallet(database, {
      userId: deposit.user_id,
      brandId: deposit.brand_id,
      currency: deposit.asset,
      network: source.addressNetwork,
    });
    const clearing = await ensureAccount(database, {
      owner: platformOwner,
      asset: deposit.asset,
      kind: 'chain_clearing',
    });
    const wallet = await ensureAccount(database, { owner: deposit.user_id, asset: deposit.asset, kind: 'user' });
    const amountBaseUnits = BigInt(deposit.amount);
    const outcome = await database.transaction(async (transaction) => {
      const locked = await transaction.query<{ status: DepositStatus }>(
        'select status from chain_deposits where id = $1 for update',
        [deposit.id],
      );
      const status = locked.rows[0]?.status;
      if (status !== 'detected' && status !== 'confirming') return 'not_open';
      const [transfer] = await createTransfersInTransaction(transaction, [
        {
          type: 'immediate',
          id: deposit.id,
          debitAccountId: clearing.id,
          creditAccountId: wallet.id,
          asset: deposit.asset,
          amount: amountBaseUnits,
          code: 'chain_deposit',
        },
      ]);
      // A credit from a clearing account has no limit to hit: anything else is a bug to look at.
      if (transfer === undefined || !isRecorded(transfer.result)) return transfer?.result ?? 'no result';
      const listed = await recordTransaction(transaction, {
        brandId: deposit.brand_id,
        userId: deposit.user_id,
        type: 'deposit',
        status: 'completed',
        currency: deposit.asset,
        direction: 'credit',
        amountBaseUnits,
        ledgerTransferId: deposit.id,
        txid: deposit.txid,
        confirmations,
        requiredConfirmations: deposit.required_confirmations,
      });
      if (listed.status !== 'completed') {
        await updateTransactionStatus(transaction, {
          ledgerTransferId: deposit.id,
          status: 'completed',
          confirmations,
        });
      }
      await transaction.query(
        `update chain_deposits set status = 'credited', confirmations = $2, ledger_transfer_id = $1, transaction_id = $3,
           credited_at = now(), updated_at = now()
         where id = $1`,
        [deposit.id, confirmations, listed.id],
      );
      // An earlier failed attempt's alert is settled by this credit.
      await transaction.query(
        `update chain_alerts set resolved_at = now() where deposit_id = $1 and type = 'credit_failed' and resolved_at is null`,
        [deposit.id],
      );
      await emit(transaction, deposit, 'credited', confirmations);
      await options.onCredited?.(transaction, {
        depositId: deposit.id,
        userId: deposit.user_id,
        brandId: deposit.brand_id,
        asset: deposit.asset,
        amountBaseUnits,
        txid: deposit.txid,
        confirmations,
        transactionId: listed.id,
      });
      return 'credited';
    });
    if (outcome === 'credited') return true;
    if (outcome !== 'not_open') await alertOnce('credit_failed', deposit.id, `Ledger answered ${outcome}`);
    return false;
  }

  /**
   * A merchant payment's deposit: chain clearing → the merchant's merchant_payable account (the
   * merchants module settles it to the merchant net of fees, or holds it for a late payment's
   * decision). No wallet row and no deposit email: the payment is the record.
   */
  async function creditPayment(deposit: DepositRow, confirmations: number): Promise<boolean> {
    const clearing = await ensureAccount(database, {
      owner: platformOwner,
      asset: deposit.asset,
      kind: 'chain_clearing',
    });
    const payable = await ensureAccount(database, {
      owner: deposit.user_id,
      asset: deposit.asset,
      kind: 'merchant_payable',
    });
    const outcome = await database.transaction(async (transaction) => {
      const locked = await transaction.query<{ status: DepositStatus }>(
        'select status from chain_deposits where id = $1 for update',
        [deposit.id],
      );
      const status = locked.rows[0]?.status;
      if (status !== 'detected' && status !== 'confirming') return 'not_open';
      const [transfer] = await createTransfersInTransaction(transaction, [
        {
          type: 'immediate',
          id: deposit.id,
          debitAccountId: clearing.id,
          creditAccountId: payable.id,
          asset: deposit.asset,
          amount: BigInt(deposit.amount),
          code: 'chain_deposit',
        },
      ]);
      if (transfer === undefined || !isRecorded(transfer.result)) return transfer?.result ?? 'no result';
      await transaction.query(
        `update chain_deposits set status = 'credited', confirmations = $2, ledger_transfer_id = $1,
           credited_at = now(), updated_at = now()
         where id = $1`,
        [deposit.id, confirmations],
      );
      await transaction.query(
        `update chain_alerts set resolved_at = now() where deposit_id = $1 and type = 'credit_failed' and resolved_at is null`,
        [deposit.id],
      );
      await emit(transaction, deposit, 'credited', confirmations);
      return 'credited';
    });
    if (outcome === 'credited') return true;
    if (outcome !== 'not_open') await alertOnce('credit_failed', deposit.id, `Ledger answered ${outcome}`);
    return false;
  }

  async function reverse(deposit: DepositRow): Promise<void> {
    const transferId = reversalTransferId(deposit.id);
    const [outcome] = await createTransfers(database, [
      {
        type: 'immediate',
        id: transferId,
        // A payment's deposit is taken back from merchant_payable; once settled to the merchant's
        // wallet the limit refuses it and the operator alert below says so.
        debitAccountId: accountIdOf({
          owner: deposit.user_id,
          asset: deposit.asset,
          kind: deposit.payment_id === null ? 'user' : 'merchant_payable',
        }),
        creditAccountId: accountIdOf({ owner: platformOwner, asset: deposit.asset, kind: 'chain_clearing' }),
        asset: deposit.asset,
        amount: BigInt(deposit.amount),
        code: 'chain_deposit_reversal',
      },
    ]);
    if (outcome === undefined || (outcome.result !== 'ok' && outcome.result !== 'exists')) {
      const known = await database.query(
        `select 1 from chain_alerts where deposit_id = $1 and type = 'reversal_failed'`,
        [deposit.id],
      );
      if (known.rows.length === 0) {
        await alert(
          database,
          'reversal_failed',
          deposit.id,
          `Reversing ${transferId} failed in the ledger: ${outcome?.result ?? 'no result'}`,
        );
      }
      return;
    }
    if (deposit.payment_id === null)
      await recordTransaction(database, {
        brandId: deposit.brand_id,
        userId: deposit.user_id,
        type: 'deposit_reversal',
        status: 'completed',
        currency: deposit.asset,
        direction: 'debit',
        amountBaseUnits: BigInt(deposit.amount),
        ledgerTransferId: transferId,
      });
    await database.transaction(async (transaction) => {
      const updated = await transaction.query(
        `update chain_deposits set status = 'reversed', orphaned_at = null, updated_at = now() where id = $1 and status = 'credited' returning id`,
        [deposit.id],
      );
      if (updated.rows.length === 0) return;
      await alert(
        transaction,
        'credited_deposit_reversed',
        deposit.id,
        `Credit reversed by ledger transfer ${transferId}`,
      );
      await emit(transaction, deposit, 'reversed');
    });
    flush();
  }

  async function countConfirmations(scannedHeight: number): Promise<number> {
    const open = await database.query<DepositRow>(
      `select ${depositColumns} from chain_deposits
       where chain = $1 and network = $2 and status in ('detected', 'confirming') and block_height is not null
       order by block_height limit 1000`,
      [chain, network],
    );
    let credited = 0;
    for (const deposit of open.rows) {
      const confirmations = Math.max(0, scannedHeight - Number(deposit.block_height) + 1);
      if (confirmations >= deposit.required_confirmations) {
        const eventsBefore = pending.length;
        try {
          if (await credit(deposit, confirmations)) credited += 1;
        } catch (error) {
          // Rolled back whole (ledger, row, email): its events never happened. One deposit that
          // cannot be credited (a bug, a missing user) must not hold back the others; it is tried
          // again next cycle, with one open alert for the operator.
          pending.splice(eventsBefore);
          const message = error instanceof Error ? error.message : String(error);
          options.logger?.error({ chain, network, depositId: deposit.id, err: error }, 'crediting a deposit failed');
          await alertOnce('credit_failed', deposit.id, `Crediting failed and will be retried: ${message}`);
        }
        flush();
        continue;
      }
      if (confirmations !== deposit.confirmations) {
        await database.transaction(async (transaction) => {
          await transaction.query(
            `update chain_deposits set confirmations = $2, status = 'confirming', updated_at = now() where id = $1`,
            [deposit.id, confirmations],
          );
          await updateTransactionStatus(transaction, { ledgerTransferId: deposit.id, confirmations });
          await emit(transaction, deposit, 'confirming', confirmations);
        });
        flush();
      }
    }
    return credited;
  }

  async function checkMissing(): Promise<void> {
    const loose = await database.query<DepositRow>(
      `select ${depositColumns} from chain_deposits
       where chain = $1 and network = $2 and block_height is null
         and (status = 'detected' or (status = 'credited' and orphaned_at is not null))
       order by created_at limit 200`,
      [chain, network],
    );
    for (const deposit of loose.rows) {
      const presence = await source.transactionPresence(deposit.txid);
      if (presence !== 'unknown') {
        if (deposit.missing_checks > 0)
          await database.query('update chain_deposits set missing_checks = 0 where id = $1', [deposit.id]);
        continue;
      }
      const checks = deposit.missing_checks + 1;
      if (checks < missingChecksBeforeGone) {
        await database.query('update chain_deposits set missing_checks = $2 where id = $1', [deposit.id, checks]);
        continue;
      }
      if (deposit.status === 'credited') {
        await database.query('update chain_deposits set missing_checks = $2 where id = $1', [deposit.id, checks]);
        await reverse(deposit);
        continue;
      }
      await database.transaction(async (transaction) => {
        const replaced = await transaction.query(
          `update chain_deposits set status = 'replaced', missing_checks = $2, updated_at = now()
           where id = $1 and status = 'detected' returning id`,
          [deposit.id, checks],
        );
        if (replaced.rows.length === 0) return;
        // Gone before it was credited (replaced, double-spent, evicted, reorganised away): nothing
        // moved, so the user's row is canceled — the sender's transaction was, not the platform.
        await updateTransactionStatus(transaction, { ledgerTransferId: deposit.id, status: 'canceled' });
        await emit(transaction, deposit, 'replaced');
      });
      flush();
    }
  }

  async function runCycle(): Promise<CycleReport> {
    let cursor = await loadCursor();
    if (!(await claimLease()))
      return { ran: false, blocksScanned: 0, reorganisedTo: null, cursorHeight: cursor.height, credited: 0 };
    try {
      let reorganisedTo: number | null = null;
      if (cursor.height >= 0 && (await source.blockHash(cursor.height)) !== cursor.hash) {
        cursor = await handleReorganisation(cursor);
        reorganisedTo = cursor.height;
      }
      const tip = await source.tipHeight();
      const last = Math.min(tip, cursor.height + options.maxBlocksPerCycle);
      let blocksScanned = 0;
      for (let height = cursor.height + 1; height <= last; height += 1) {
        const block = await source.block(height);
        // The chain moved under the scan: the next cycle's hash check finds the fork.
        if (cursor.height >= 0 && block.previousHash !== cursor.hash) break;
        await processBlock(block, await ownedPayments(database, block.payments));
        cursor = { height: block.height, hash: block.hash };
        blocksScanned += 1;
      }
      if (options.maxMempoolTransactions > 0) {
        const matches = await ownedPayments(database, await source.mempoolPayments(options.maxMempoolTransactions));
        if (matches.length > 0) {
          await database.transaction(async (transaction) => {
            for (const { payment, owner } of matches) await recordPayment(transaction, payment, owner, null);
          });
          flush();
        }
      }
      const credited = await countConfirmations(cursor.height);
      await checkMissing();
      return { ran: true, blocksScanned, reorganisedTo, cursorHeight: cursor.height, credited };
    } finally {
      pending = [];
    }
  }

  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> | undefined;
  let stopped = false;
  return {
    runCycle,
    start(intervalMs) {
      stopped = false;
      const tick = () => {
        running = runCycle()
          .catch((error: unknown) => {
            options.logger?.error({ chain, network, err: error }, 'chain watcher cycle failed');
          })
          .finally(() => {
            running = undefined;
            if (!stopped) timer = setTimeout(tick, intervalMs);
          });
      };
      tick();
    },
    async stop() {
      stopped = true;
      if (timer !== undefined) clearTimeout(timer);
      await running;
      await releaseLease().catch(() => undefined);
    },
  };
}
