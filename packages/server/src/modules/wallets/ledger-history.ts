import type { CurrencyCode } from '@platform/core';
import type { Queryable } from '../../db/database.js';
import { accountIdOf, getAccount, listTransfers, maxPageSize } from '../ledger/index.js';
import { WalletsError } from './wallets-error.js';

/** A change of a user wallet's posted balance, from one ledger transfer. */
export interface PostedMovement {
  transferId: string;
  /** The hold a post_pending settled (its transaction is usually recorded under the hold's id). */
  pendingId: string | null;
  code: string;
  createdAt: Date;
  /** Signed: positive when money came into the wallet. */
  deltaBaseUnits: bigint;
}

export interface WalletHistory {
  currency: CurrencyCode;
  /** Posted balance now (in the snapshot the caller's transaction sees). */
  postedNow: bigint;
  /** Movements at or after `since`, in the order the ledger applied them. */
  movements: PostedMovement[];
}

/** Most ledger transfers one history may read per wallet; a statement beyond it asks for a shorter period. */
export const maxMovementsPerWallet = 20_000;
/**
 * Transfers are listed by insertion sequence, while times are their transaction's start: a long
 * transaction can commit a slightly older time after a newer one. Reading this far past `since`
 * catches such a transfer; ledger transactions are single statements, far shorter than this.
 */
const orderingMarginMs = 10 * 60_000;

/**
 * The posted balance now and every posted movement (immediate transfers and posted holds) of the
 * user's wallet since a time. Pending holds and voids do not change the posted balance, so they
 * are skipped. Run it inside a repeatable-read transaction when the result must agree with other
 * reads (statements): the balance and the movements then come from one snapshot.
 */
export async function walletHistorySince(
  queryable: Queryable,
  input: { userId: string; currency: CurrencyCode; since: Date },
): Promise<WalletHistory> {
  const accountId = accountIdOf({ owner: input.userId, asset: input.currency, kind: 'user' });
  const account = await getAccount(queryable, accountId);
  if (account === undefined) return { currency: input.currency, postedNow: 0n, movements: [] };
  const stopBeforeMs = input.since.getTime() - orderingMarginMs;
  const movements: PostedMovement[] = [];
  let cursor: string | null = null;
  let read = 0;
  for (;;) {
    const page = await listTransfers(queryable, { accountId, cursor, limit: maxPageSize });
    for (const transfer of page.transfers) {
      read += 1;
      if (transfer.type !== 'immediate' && transfer.type !== 'post_pending') continue;
      if (transfer.createdAt.getTime() < input.since.getTime()) continue;
      const sign = transfer.creditAccountId === accountId ? 1n : -1n;
      movements.push({
        transferId: transfer.id,
        pendingId: transfer.pendingId,
        code: transfer.code,
        createdAt: transfer.createdAt,
        deltaBaseUnits: sign * transfer.amountBaseUnits,
      });
    }
    const oldest = page.transfers.at(-1);
    if (page.nextCursor === null || oldest === undefined || oldest.createdAt.getTime() < stopBeforeMs) break;
    if (read >= maxMovementsPerWallet) {
      throw new WalletsError('history_too_long', 'This period has too many movements: please choose a shorter period.');
    }
    cursor = page.nextCursor;
  }
  // Listed newest first by insertion sequence; reversed, they are in the order they were applied.
  movements.reverse();
  return { currency: input.currency, postedNow: account.creditsPosted - account.debitsPosted, movements };
}

/** The posted balance at a moment: now minus every movement at or after it. */
export function balanceAt(history: WalletHistory, at: Date): bigint {
  let balance = history.postedNow;
  for (const movement of history.movements) {
    if (movement.createdAt.getTime() >= at.getTime()) balance -= movement.deltaBaseUnits;
  }
  return balance;
}
