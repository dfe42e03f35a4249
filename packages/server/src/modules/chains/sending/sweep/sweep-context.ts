import type { ChainNetwork } from '@platform/core/addresses';
import type { Database } from '../../../../db/database.js';
import type { RecordNetwork } from '../../chain-source.js';
import { JsonRpcError, type JsonRpcClient } from '../../json-rpc.js';
import { parseHexQuantity } from '../../sources/decimal-units.js';
import type { DepositSigner } from '../deposit-keys.js';
import type { GasReceipt } from '../gas-fees.js';

export type SweepAsset = 'ETH' | 'USDT' | 'USDC';
export type SweepStatus = 'planned' | 'topping_up' | 'ready' | 'sweeping' | 'swept' | 'failed';

export const nativeGas = 21_000n;
export const tokenGas = 100_000n;

/** The sweeper's policy and keys, fixed when it is created. */
export interface SweepSettings {
  /** Record network of the ETH watcher (chain_deposits.network). */
  network: RecordNetwork;
  /** Network the deposit addresses were derived for. */
  addressNetwork: ChainNetwork;
  collectionAddress: string;
  tokens: Partial<Record<'USDT' | 'USDC', string>>;
  /** Smallest balance worth a sweep, base units (ETH after the sweep's own fee). */
  minimums: Record<SweepAsset, bigint>;
  confirmations: number;
  gasPriceWei: bigint | undefined;
  /** Addresses planned per cycle at most. */
  maxPlannedPerCycle: number;
}

/** Everything a stage of the sweeper needs. */
export interface SweepContext {
  database: Database;
  rpc: JsonRpcClient;
  settings: SweepSettings;
  /** The hot wallet that pays gas top-ups (its key is a secret, never logged). */
  hotWalletKey: string;
  hotAddress: string;
  /** Signs sweeps from deposit addresses: the HTTP signer in live mode, demo keys in test mode. */
  signer: DepositSigner;
  logger: { error(object: object, message: string): void } | undefined;
}

/** A chain_sweeps row with its deposit address's brand and derivation index (wallets module). */
export interface SweepRow {
  id: string;
  asset: SweepAsset;
  deposit_address_id: string;
  from_address: string;
  to_address: string;
  amount: string;
  status: SweepStatus;
  topup_txid: string | null;
  topup_raw: string | null;
  topup_nonce: string | null;
  sweep_txid: string | null;
  sweep_raw: string | null;
  brand_id: string;
  derivation_index: string;
}

export interface Receipt extends GasReceipt {
  status: string;
  blockNumber: string;
  logs: { address: string; topics: string[]; data: string }[];
}

export const word = (value: bigint) => value.toString(16).padStart(64, '0');
export const addressWord = (address: string) => address.toLowerCase().replace(/^0x/, '').padStart(64, '0');

export async function gasPrice(context: SweepContext): Promise<bigint> {
  return context.settings.gasPriceWei ?? parseHexQuantity(await context.rpc.call<string>('eth_gasPrice'));
}

export async function chainId(context: SweepContext): Promise<bigint> {
  return parseHexQuantity(await context.rpc.call<string>('eth_chainId'));
}

export async function ethBalance(context: SweepContext, address: string): Promise<bigint> {
  return parseHexQuantity(await context.rpc.call<string>('eth_getBalance', [address, 'latest']));
}

export async function tokenBalance(context: SweepContext, contract: string, address: string): Promise<bigint> {
  return parseHexQuantity(
    await context.rpc.call<string>('eth_call', [{ to: contract, data: `0x70a08231${addressWord(address)}` }, 'latest']),
  );
}

export async function pendingNonce(context: SweepContext, address: string): Promise<bigint> {
  return parseHexQuantity(await context.rpc.call<string>('eth_getTransactionCount', [address, 'pending']));
}

/**
 * Broadcasts stored bytes. True when the node has the transaction (now or already: "already
 * known" is fine); false when the node refused it and does not know it (e.g. not enough gas yet).
 */
export async function broadcast(context: SweepContext, raw: string, hash: string): Promise<boolean> {
  try {
    await context.rpc.call('eth_sendRawTransaction', [raw]);
    return true;
  } catch (error) {
    if (!(error instanceof JsonRpcError) || error.code === null) throw error;
    const known = await context.rpc.call<unknown>('eth_getTransactionByHash', [hash]);
    return known !== null;
  }
}

export async function receiptOf(context: SweepContext, hash: string): Promise<Receipt | null> {
  return context.rpc.call<Receipt | null>('eth_getTransactionReceipt', [hash]);
}

export async function confirmationsOf(context: SweepContext, found: Receipt): Promise<bigint> {
  const tip = parseHexQuantity(await context.rpc.call<string>('eth_blockNumber'));
  return tip - parseHexQuantity(found.blockNumber) + 1n;
}

/** Moves a sweep from one status to the next (only if it is still in `from`), noting why. */
export async function setSweepStatus(
  context: SweepContext,
  change: { id: string; from: SweepStatus; to: SweepStatus; error?: string },
): Promise<void> {
  await context.database.query(
    `update chain_sweeps set status = $3, last_error = coalesce($4, last_error), updated_at = now() where id = $1 and status = $2`,
    [change.id, change.from, change.to, change.error ?? null],
  );
}

/** A `sweep_failed` operator alert (platform-wide: not tied to a deposit). */
export async function alertSweepFailed(context: SweepContext, sweep: SweepRow, detail: string): Promise<void> {
  await context.database.query(
    `insert into chain_alerts (chain, network, type, detail) values ('ETH', $1, 'sweep_failed', $2)`,
    [context.settings.network, `${sweep.id} (${sweep.asset} from ${sweep.from_address}): ${detail}`.slice(0, 2000)],
  );
}
