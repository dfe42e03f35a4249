import { findDepositAddressesById } from '../../../wallets/index.js';
import { finishSweep } from './finish-sweep.js';
import { signSweep } from './sign-sweep.js';
import { setSweepStatus, type SweepContext, type SweepRow } from './sweep-context.js';
import { followTopUp, topUp } from './top-up.js';

/** Open sweeps moved per call at most (tokens first: an ETH sweep takes what their gas left). */
export const maxSweepsPerCall = 100;

/** The open sweeps with their deposit address's brand and derivation index (wallets module). */
async function openSweeps(context: SweepContext): Promise<SweepRow[]> {
  const stored = await context.database.query<Omit<SweepRow, 'brand_id' | 'derivation_index'>>(
    `select id, asset, deposit_address_id, from_address, to_address, amount::text, status, topup_txid,
       topup_raw, topup_nonce::text, sweep_txid, sweep_raw
     from chain_sweeps
     where network = $1 and status in ('planned', 'topping_up', 'ready', 'sweeping')
     order by (asset = 'ETH'), created_at limit ${maxSweepsPerCall}`,
    [context.settings.network],
  );
  const addresses = await findDepositAddressesById(
    context.database,
    stored.rows.map((row) => row.deposit_address_id),
  );
  const addressOf = new Map(addresses.map((address) => [address.id, address]));
  return stored.rows.flatMap((row) => {
    const address = addressOf.get(row.deposit_address_id);
    if (address === undefined) return [];
    return [{ ...row, brand_id: address.brandId, derivation_index: String(address.derivationIndex) }];
  });
}

/** Moves one sweep one step along planned → (topping_up →) ready → sweeping → swept. */
async function step(context: SweepContext, sweep: SweepRow): Promise<void> {
  switch (sweep.status) {
    case 'planned':
      if (sweep.asset === 'ETH') await setSweepStatus(context, { id: sweep.id, from: 'planned', to: 'ready' });
      else await topUp(context, sweep);
      return;
    case 'topping_up':
      return followTopUp(context, sweep);
    case 'ready':
      return signSweep(context, sweep);
    case 'sweeping':
      return finishSweep(context, sweep);
    case 'swept':
    case 'failed':
      return;
  }
}

/**
 * Moves every open sweep one step; a step that throws (a signer refusal, a node hiccup) is noted
 * on its sweep (last_error) and logged, and the others go on. Returns how many steps failed.
 */
export async function advanceSweeps(context: SweepContext): Promise<number> {
  let failures = 0;
  for (const sweep of await openSweeps(context)) {
    try {
      await step(context, sweep);
    } catch (error) {
      failures += 1;
      const message = error instanceof Error ? error.message : String(error);
      await context.database.query('update chain_sweeps set last_error = $2, updated_at = now() where id = $1', [
        sweep.id,
        message.slice(0, 1000),
      ]);
      context.logger?.error({ sweep: sweep.id, err: error }, 'sweep step failed');
    }
  }
  return failures;
}
