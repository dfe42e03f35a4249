import type { Queryable } from '../../../db/database.js';

/**
 * Test mode's send-failure switch (table chain_sim_send_failures, migration 130): a destination
 * address whose sends on the simulated chain fail, as a node refusing the payment would make them
 * fail. Addresses are compared in lower case.
 */
export const defaultSimulatedSendFailure = 'test mode: sends to this address are switched to fail';

/** Switches the failure on (with its reason) or off for one address. */
export async function setSimulatedSendFailure(
  queryable: Queryable,
  address: string,
  reason: string | null,
): Promise<void> {
  if (reason === null) {
    await queryable.query('delete from chain_sim_send_failures where address = lower($1)', [address]);
    return;
  }
  await queryable.query(
    `insert into chain_sim_send_failures (address, reason) values (lower($1), $2)
     on conflict (address) do update set reason = excluded.reason, created_at = now()`,
    [address, reason],
  );
}

/** The reason sends to this address fail, or null when they do not. */
export async function simulatedSendFailure(queryable: Queryable, address: string): Promise<string | null> {
  const result = await queryable.query<{ reason: string }>(
    'select reason from chain_sim_send_failures where address = lower($1)',
    [address],
  );
  return result.rows[0]?.reason ?? null;
}
