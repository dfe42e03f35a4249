import type { Queryable } from '../../db/database.js';

/**
 * Whether a pending transfer (a hold) is still open: no transfer has posted or voided it yet (an
 * expiry voids it too). Callers first look the pending transfer up (lookupTransfer); an unknown id
 * resolves nothing, so it counts as open here.
 */
export async function isPendingOpen(queryable: Queryable, pendingId: string): Promise<boolean> {
  const resolved = await queryable.query('select 1 from ledger_transfers where pending_id = $1 limit 1', [pendingId]);
  return resolved.rows.length === 0;
}
