import { randomBytes } from 'node:crypto';
import type { DepositCoin } from '@platform/core/addresses';
import type { Database } from '../../../db/database.js';
import { createTransfers, ensureAccount, platformOwner } from '../../ledger/ledger-service.js';

/** Tests only: funds a user's account from chain clearing and puts a hold of `hold` towards chain clearing. */
export async function fundAndHold(
  database: Database,
  userId: string,
  asset: DepositCoin,
  funds: bigint,
  hold: bigint,
): Promise<string> {
  const clearing = await ensureAccount(database, { owner: platformOwner, asset, kind: 'chain_clearing' });
  const user = await ensureAccount(database, { owner: userId, asset, kind: 'user' });
  const holdId = `hold_${randomBytes(8).toString('hex')}`;
  const outcomes = await createTransfers(database, [
    {
      type: 'immediate',
      id: `fund_${randomBytes(8).toString('hex')}`,
      debitAccountId: clearing.id,
      creditAccountId: user.id,
      asset,
      amount: funds,
      code: 'test_funding',
    },
    {
      type: 'pending',
      id: holdId,
      debitAccountId: user.id,
      creditAccountId: clearing.id,
      asset,
      amount: hold,
      code: 'withdrawal',
    },
  ]);
  if (outcomes.some((outcome) => outcome.result !== 'ok'))
    throw new Error(`Funding failed: ${JSON.stringify(outcomes)}`);
  return holdId;
}
