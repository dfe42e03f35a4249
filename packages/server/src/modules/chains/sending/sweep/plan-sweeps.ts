import { randomBytes } from 'node:crypto';
import { findDepositAddressOwners } from '../../../wallets/index.js';
import { ethBalance, gasPrice, nativeGas, tokenBalance, type SweepAsset, type SweepContext } from './sweep-context.js';

interface Candidate {
  /** The deposit address's id (wallets module). */
  id: string;
  address: string;
  asset: SweepAsset;
}

/**
 * Deposit addresses that received credited deposits of an asset and have no open sweep of it
 * (at most maxPlannedPerCycle); their ids come from the wallets module.
 */
async function sweepCandidates(context: SweepContext): Promise<Candidate[]> {
  const { database, settings } = context;
  const credited = await database.query<{ address: string; asset: SweepAsset }>(
    `select distinct lower(d.address) as address, d.asset from chain_deposits d
     where d.chain = 'ETH' and d.network = $1 and d.status = 'credited'
       and not exists (select 1 from chain_sweeps s where s.network = $1 and lower(s.from_address) = lower(d.address)
         and s.asset = d.asset and s.status not in ('swept', 'failed'))
     limit $2`,
    [settings.network, settings.maxPlannedPerCycle],
  );
  const owners = await findDepositAddressOwners(database, {
    chain: 'ETH',
    network: settings.addressNetwork,
    addresses: credited.rows.map((row) => row.address),
  });
  const ownerOf = new Map(owners.map((owner) => [owner.address.toLowerCase(), owner]));
  return credited.rows.flatMap((row) => {
    const owner = ownerOf.get(row.address);
    return owner === undefined ? [] : [{ id: owner.id, address: owner.address, asset: row.asset }];
  });
}

/** What a candidate would sweep now (undefined: nothing to plan yet). */
async function sweepableAmount(
  context: SweepContext,
  candidate: Candidate,
  price: bigint,
): Promise<bigint | undefined> {
  if (candidate.asset === 'ETH') {
    // Tokens first: their sweeps spend this address's ETH on gas.
    const openTokens = await context.database.query(
      `select 1 from chain_sweeps where deposit_address_id = $1 and asset <> 'ETH' and status not in ('swept', 'failed')`,
      [candidate.id],
    );
    if (openTokens.rows.length > 0) return undefined;
    return (await ethBalance(context, candidate.address)) - nativeGas * price;
  }
  const contract = context.settings.tokens[candidate.asset];
  if (contract === undefined) return undefined;
  return tokenBalance(context, contract, candidate.address);
}

/** Plans sweeps for addresses with credited deposits and enough funds; returns how many were planned. */
export async function planSweeps(context: SweepContext): Promise<number> {
  const candidates = await sweepCandidates(context);
  let planned = 0;
  const price = await gasPrice(context);
  for (const candidate of candidates) {
    const amount = await sweepableAmount(context, candidate, price);
    if (amount === undefined || amount < context.settings.minimums[candidate.asset] || amount <= 0n) continue;
    const inserted = await context.database.query(
      `insert into chain_sweeps (id, network, asset, deposit_address_id, from_address, to_address, amount, status)
       values ($1, $2, $3, $4, $5, $6, $7::numeric, 'planned') on conflict do nothing returning id`,
      [
        `swp_${randomBytes(12).toString('hex')}`,
        context.settings.network,
        candidate.asset,
        candidate.id,
        candidate.address,
        context.settings.collectionAddress,
        amount.toString(),
      ],
    );
    planned += inserted.rows.length;
  }
  return planned;
}
