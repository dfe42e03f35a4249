import type { Queryable } from '../../../db/database.js';
import { batchColumns, toBatch, type BatchRow, type PayoutBatch } from './batches.js';

export interface PayoutBatchSummary extends PayoutBatch {
  sentCount: number;
  settledCount: number;
  rejectedCount: number;
}

/**
 * The brand's batches, newest first, with how many of each batch's payouts are still sent, settled
 * or rejected. `beforeId` is the last batch of the previous page (one that is not the brand's gives an
 * empty page).
 */
export async function listBatches(
  queryable: Queryable,
  filter: { brandId: string; beforeId?: string | undefined; limit: number },
): Promise<PayoutBatchSummary[]> {
  const result = await queryable.query<
    BatchRow & { sent_count: number; settled_count: number; rejected_count: number }
  >(
    `with page as (
       select * from payout_batches b
       where b.brand_id = $1
         and ($2::text is null or (b.created_at, b.id) < (
           select c.created_at, c.id from payout_batches c where c.id = $2 and c.brand_id = $1))
       order by b.created_at desc, b.id desc limit $3)
     select ${batchColumns},
       (select count(*)::int from payouts p where p.batch_id = page.id and p.status = 'sent') as sent_count,
       (select count(*)::int from payouts p where p.batch_id = page.id and p.status = 'settled') as settled_count,
       (select count(*)::int from payouts p where p.batch_id = page.id and p.status = 'rejected') as rejected_count
     from page order by created_at desc, id desc`,
    [filter.brandId, filter.beforeId ?? null, filter.limit],
  );
  return result.rows.map((row) => ({
    ...toBatch(row),
    sentCount: row.sent_count,
    settledCount: row.settled_count,
    rejectedCount: row.rejected_count,
  }));
}
