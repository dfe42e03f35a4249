import { z } from 'zod';
import type { Database } from '../../db/database.js';
import { LedgerError } from './ledger-error.js';
import { withRetry } from './retry.js';

export const maxExpiryBatchSize = 10_000;

const optionsSchema = z.object({ now: z.date(), limit: z.int().min(1).max(maxExpiryBatchSize) });

/**
 * The expiry job's step: voids (status expired) up to `limit` holds whose timeout is at or before
 * `now`, releasing their amounts, and returns their ids. Call again while it returns `limit` ids.
 */
export async function expirePendingTransfers(
  database: Database,
  options: { now: Date; limit: number },
): Promise<string[]> {
  const parsed = optionsSchema.safeParse(options);
  if (!parsed.success) throw new LedgerError('invalid_request', z.prettifyError(parsed.error));
  const result = await withRetry(() =>
    database.query<{ id: string }>('select ledger_expire_pending_transfers($1::timestamptz, $2::integer) as id', [
      parsed.data.now.toISOString(),
      parsed.data.limit,
    ]),
  );
  return result.rows.map((row) => row.id);
}
