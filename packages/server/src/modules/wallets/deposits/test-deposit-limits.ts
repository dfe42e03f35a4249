import type { CurrencyCode } from '@platform/core';
import type { Queryable } from '../../../db/database.js';
import { assertWithinTestModeCallLimit, assertWithinTestModeDayLimit } from '../../../lib/test-mode-limits.js';
import { testDepositPaymentMethod } from './test-deposit.js';

/**
 * Test deposits are capped (core's testModeDepositLimits): per call, and per user and currency over
 * the last 24 hours (the user's test-deposit transactions, this call's own transfer left out so a
 * replay of a credited call still answers). Checked before the credit: calls racing at the cap may
 * pass it together, which test mode accepts.
 */
export async function assertWithinTestDepositLimits(
  queryable: Queryable,
  input: { userId: string; currency: CurrencyCode; amountBaseUnits: bigint; transferId: string },
): Promise<void> {
  assertWithinTestModeCallLimit('test deposit', input.currency, input.amountBaseUnits);
  const result = await queryable.query<{ total: string; seconds_left: string | null }>(
    `select coalesce(sum(amount), 0)::text as total,
            ceil(extract(epoch from (min(created_at) + interval '1 day' - now())))::text as seconds_left
     from transactions
     where user_id = $1 and currency_iso = $2 and payment_method = $3
       and created_at > now() - interval '1 day' and ledger_transfer_id is distinct from $4`,
    [input.userId, input.currency, testDepositPaymentMethod, input.transferId],
  );
  const row = result.rows[0];
  assertWithinTestModeDayLimit({
    what: 'Test deposit',
    receiver: 'user',
    currency: input.currency,
    amountBaseUnits: input.amountBaseUnits,
    creditedTodayBaseUnits: BigInt(row?.total ?? '0'),
    secondsUntilOldestLeavesDay: Number(row?.seconds_left ?? '1'),
  });
}
