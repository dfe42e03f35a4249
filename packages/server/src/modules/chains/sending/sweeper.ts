import { randomBytes } from 'node:crypto';
import type { ChainNetwork } from '@platform/core/addresses';
import type { Database } from '../../../db/database.js';
import { findDepositAddressesById, findDepositAddressOwners } from '../../wallets/index.js';
import type { RecordNetwork } from '../chain-source.js';
import { JsonRpcError, type JsonRpcClient } from '../json-rpc.js';
import { transferTopic } from '../sources/evm-source.js';
import { parseHexQuantity } from '../sources/decimal-units.js';
import type { DepositSigner } from './deposit-keys.js';
import {
  addressOfPrivateKey,
  signLegacyTransaction,
  verifySignedLegacyTransaction,
  type LegacyTransaction,
} from './evm-transaction.js';
import { bookGasFee, type GasReceipt } from './gas-fees.js';
import { allocateNonce, releaseNonce } from './nonces.js';

export type SweepAsset = 'ETH' | 'USDT' | 'USDC';
export type SweepStatus = 'planned' | 'topping_up' | 'ready' | 'sweeping' | 'swept' | 'failed';

const nativeGas = 21_000n;
const tokenGas = 100_000n;

export interface SweeperOptions {
  database: Database;
  /** Record network of the ETH watcher (chain_deposits.network). */
  network: RecordNetwork;
  /** Network the deposit addresses were derived for. */
  addressNetwork: ChainNetwork;
  rpc: JsonRpcClient;
  /** The hot wallet that pays gas top-ups (its key is a secret, never logged). */
  hotWalletKey: string;
  collectionAddress: string;
  tokens: Partial<Record<'USDT' | 'USDC', string>>;
  /** Signs sweeps from deposit addresses: the HTTP signer in live mode, demo keys in test mode. */
  signer: DepositSigner;
  /** Smallest balance worth a sweep, base units (ETH after the sweep's own fee). */
  minimums: Record<SweepAsset, bigint>;
  confirmations: number;
  gasPriceWei?: bigint | undefined;
  /** Addresses planned per cycle at most. */
  maxPlannedPerCycle?: number;
  logger?: { error(object: object, message: string): void };
}

interface SweepRow {
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

interface Receipt extends GasReceipt {
  status: string;
  blockNumber: string;
  logs: { address: string; topics: string[]; data: string }[];
}

/** Thrown inside a transaction to roll it back when another worker moved the sweep first. */
class SweepRaced extends Error {}

const word = (value: bigint) => value.toString(16).padStart(64, '0');
const addressWord = (address: string) => address.toLowerCase().replace(/^0x/, '').padStart(64, '0');

/**
 * Collects ETH and ERC-20 deposits from per-user deposit addresses to the platform's collection
 * address (chain_sweeps, 060_chains.sql): planned when an address that received credited deposits
 * holds at least the asset's minimum; a token sweep first gets a gas top-up from the hot wallet
 * (topping_up → ready; a top-up the node refuses gives its hot-wallet nonce back and the sweep is
 * planned again); the sweep is signed by the deposit signer (checked: the very transaction asked
 * for, signed by the deposit address) and stored before it is broadcast (sweeping), so a retry
 * rebroadcasts the same transaction; swept only once the receipt succeeded, has the confirmations
 * and shows the transfer to the collection address — nothing is marked collected that was not. A
 * reverted sweep is failed with an operator alert. Sweeps move coins inside the platform's custody:
 * users' ledger balances do not change; the gas of every mined top-up and sweep is booked
 * (network_fee, gas-fees.ts).
 */
export function createSweeper(options: SweeperOptions) {
  const { database, rpc } = options;
  const hotAddress = addressOfPrivateKey(options.hotWalletKey);
  const gasPrice = async () => options.gasPriceWei ?? parseHexQuantity(await rpc.call<string>('eth_gasPrice'));
  const chainId = async () => parseHexQuantity(await rpc.call<string>('eth_chainId'));
  const ethBalance = async (address: string) =>
    parseHexQuantity(await rpc.call<string>('eth_getBalance', [address, 'latest']));
  const tokenBalance = async (contract: string, address: string) =>
    parseHexQuantity(
      await rpc.call<string>('eth_call', [{ to: contract, data: `0x70a08231${addressWord(address)}` }, 'latest']),
    );

  /**
   * Broadcasts stored bytes. True when the node has the transaction (now or already: "already
   * known" is fine); false when the node refused it and does not know it (e.g. not enough gas yet).
   */
  async function broadcast(raw: string, hash: string): Promise<boolean> {
    try {
      await rpc.call('eth_sendRawTransaction', [raw]);
      return true;
    } catch (error) {
      if (!(error instanceof JsonRpcError) || error.code === null) throw error;
      const known = await rpc.call<unknown>('eth_getTransactionByHash', [hash]);
      return known !== null;
    }
  }

  async function receipt(hash: string): Promise<Receipt | null> {
    return rpc.call<Receipt | null>('eth_getTransactionReceipt', [hash]);
  }

  async function confirmationsOf(found: Receipt): Promise<bigint> {
    const tip = parseHexQuantity(await rpc.call<string>('eth_blockNumber'));
    return tip - parseHexQuantity(found.blockNumber) + 1n;
  }

  async function setStatus(id: string, from: SweepStatus, to: SweepStatus, error: string | null = null): Promise<void> {
    await database.query(
      `update chain_sweeps set status = $3, last_error = coalesce($4, last_error), updated_at = now() where id = $1 and status = $2`,
      [id, from, to, error],
    );
  }

  async function alert(sweep: SweepRow, detail: string): Promise<void> {
    await database.query(
      `insert into chain_alerts (chain, network, type, detail) values ('ETH', $1, 'sweep_failed', $2)`,
      [options.network, `${sweep.id} (${sweep.asset} from ${sweep.from_address}): ${detail}`.slice(0, 2000)],
    );
  }

  /** Plans sweeps for addresses with credited deposits and enough funds; returns how many were planned. */
  async function plan(): Promise<number> {
    const credited = await database.query<{ address: string; asset: SweepAsset }>(
      `select distinct lower(d.address) as address, d.asset from chain_deposits d
       where d.chain = 'ETH' and d.network = $1 and d.status = 'credited'
         and not exists (select 1 from chain_sweeps s where lower(s.from_address) = lower(d.address) and s.asset = d.asset and s.status not in ('swept', 'failed'))
       limit $2`,
      [options.network, options.maxPlannedPerCycle ?? 200],
    );
    const owners = await findDepositAddressOwners(database, {
      chain: 'ETH',
      network: options.addressNetwork,
      addresses: credited.rows.map((row) => row.address),
    });
    const ownerOf = new Map(owners.map((owner) => [owner.address.toLowerCase(), owner]));
    const candidates = {
      rows: credited.rows.flatMap((row) => {
        const owner = ownerOf.get(row.address);
        return owner === undefined ? [] : [{ id: owner.id, address: owner.address, asset: row.asset }];
      }),
    };
    let planned = 0;
    const price = await gasPrice();
    for (const candidate of candidates.rows) {
      let amount: bigint;
      if (candidate.asset === 'ETH') {
        // Tokens first: their sweeps spend this address's ETH on gas.
        const openTokens = await database.query(
          `select 1 from chain_sweeps where deposit_address_id = $1 and asset <> 'ETH' and status not in ('swept', 'failed')`,
          [candidate.id],
        );
        if (openTokens.rows.length > 0) continue;
        amount = (await ethBalance(candidate.address)) - nativeGas * price;
      } else {
        const contract = options.tokens[candidate.asset];
        if (contract === undefined) continue;
        amount = await tokenBalance(contract, candidate.address);
      }
      if (amount < options.minimums[candidate.asset] || amount <= 0n) continue;
      const inserted = await database.query(
        `insert into chain_sweeps (id, network, asset, deposit_address_id, from_address, to_address, amount, status)
         values ($1, $2, $3, $4, $5, $6, $7::numeric, 'planned') on conflict do nothing returning id`,
        [
          `swp_${randomBytes(12).toString('hex')}`,
          options.network,
          candidate.asset,
          candidate.id,
          candidate.address,
          options.collectionAddress,
          amount.toString(),
        ],
      );
      planned += inserted.rows.length;
    }
    return planned;
  }

  const topUpHolder = (sweepId: string) => `${sweepId}:topup`;

  /**
   * The node refused a top-up and does not know it: its hot-wallet nonce is given back and its bytes
   * forgotten in one transaction, and the sweep is planned again (a new top-up, signed later, takes
   * the lowest free nonce — so a refusal never leaves a gap blocking the hot wallet's other sends).
   */
  async function abandonTopUp(sweepId: string, hash: string, reason: string): Promise<void> {
    await database.transaction(async (transaction) => {
      const stored = await transaction.query<{ topup_nonce: string | null }>(
        `select topup_nonce::text from chain_sweeps where id = $1 and status = 'topping_up' and topup_txid = $2 for update`,
        [sweepId, hash],
      );
      const row = stored.rows[0];
      if (row === undefined) return;
      await transaction.query(
        `update chain_sweeps set status = 'planned', topup_raw = null, topup_txid = null, topup_nonce = null,
           last_error = $2, updated_at = now()
         where id = $1`,
        [sweepId, reason],
      );
      if (row.topup_nonce === null) return;
      await releaseNonce(transaction, {
        network: options.network,
        address: hotAddress,
        nonce: BigInt(row.topup_nonce),
        holder: topUpHolder(sweepId),
      });
    });
  }

  async function topUp(sweep: SweepRow): Promise<void> {
    const price = await gasPrice();
    // Twice today's cost: the gas price may rise before the sweep is signed.
    const needed = 2n * tokenGas * price;
    const has = await ethBalance(sweep.from_address);
    if (has >= needed) {
      await setStatus(sweep.id, 'planned', 'ready');
      return;
    }
    const [pending, id] = await Promise.all([
      rpc.call<string>('eth_getTransactionCount', [hotAddress, 'pending']),
      chainId(),
    ]);
    const signed = await database
      .transaction(async (transaction) => {
        const nonce = await allocateNonce(transaction, {
          network: options.network,
          address: hotAddress,
          nodePendingCount: parseHexQuantity(pending),
          holder: topUpHolder(sweep.id),
        });
        const topUpTransaction = signLegacyTransaction(
          {
            nonce,
            gasPrice: price,
            gasLimit: nativeGas,
            to: sweep.from_address,
            value: needed - has,
            data: '0x',
            chainId: id,
          },
          options.hotWalletKey,
        );
        const updated = await transaction.query(
          `update chain_sweeps set status = 'topping_up', topup_raw = $2, topup_txid = $3, topup_nonce = $4::bigint,
           updated_at = now()
         where id = $1 and status = 'planned' returning id`,
          [sweep.id, topUpTransaction.raw, topUpTransaction.hash, nonce.toString()],
        );
        // Planned no more (another worker got there first): the nonce goes back unused.
        if (updated.rows.length === 0) throw new SweepRaced();
        return topUpTransaction;
      })
      .catch((error: unknown) => {
        if (error instanceof SweepRaced) return undefined;
        throw error;
      });
    if (signed !== undefined && !(await broadcast(signed.raw, signed.hash)))
      await abandonTopUp(sweep.id, signed.hash, 'The gas top-up was refused by the node');
  }

  async function signSweep(sweep: SweepRow): Promise<void> {
    const [price, id, pending] = await Promise.all([
      gasPrice(),
      chainId(),
      rpc.call<string>('eth_getTransactionCount', [sweep.from_address, 'pending']),
    ]);
    let amount = BigInt(sweep.amount);
    let transaction: LegacyTransaction;
    if (sweep.asset === 'ETH') {
      // The fee is paid from the swept balance: recomputed at today's gas price.
      amount = (await ethBalance(sweep.from_address)) - nativeGas * price;
      if (amount <= 0n) {
        await setStatus(sweep.id, 'ready', 'failed', 'Nothing left to sweep after the fee');
        return;
      }
      transaction = {
        nonce: parseHexQuantity(pending),
        gasPrice: price,
        gasLimit: nativeGas,
        to: sweep.to_address,
        value: amount,
        data: '0x',
        chainId: id,
      };
    } else {
      const contract = options.tokens[sweep.asset];
      if (contract === undefined) throw new Error(`No ${sweep.asset} contract configured`);
      if ((await ethBalance(sweep.from_address)) < tokenGas * price) {
        // Gas got dearer than the top-up covers: top up again.
        await setStatus(sweep.id, 'ready', 'planned', 'Not enough gas at the current price');
        return;
      }
      transaction = {
        nonce: parseHexQuantity(pending),
        gasPrice: price,
        gasLimit: tokenGas,
        to: contract,
        value: 0n,
        data: `0xa9059cbb${addressWord(sweep.to_address)}${word(amount)}`,
        chainId: id,
      };
    }
    const answer = await options.signer.signSweep({
      brandId: sweep.brand_id,
      network: options.addressNetwork,
      index: Number(sweep.derivation_index),
      fromAddress: sweep.from_address,
      transaction,
    });
    // Whatever signed it, only the very transaction asked for, from this address, is stored.
    const signed = verifySignedLegacyTransaction(answer.raw, transaction, sweep.from_address);
    const updated = await database.query(
      `update chain_sweeps set status = 'sweeping', amount = $2::numeric, sweep_raw = $3, sweep_txid = $4, updated_at = now()
       where id = $1 and status = 'ready' returning id`,
      [sweep.id, amount.toString(), signed.raw, signed.hash],
    );
    if (updated.rows.length > 0 && !(await broadcast(signed.raw, signed.hash))) {
      // Never accepted, so its nonce is still free: signing again reuses that nonce, and of two
      // transactions with one nonce at most one can ever be mined.
      await setStatus(sweep.id, 'sweeping', 'ready', 'The sweep was refused by the node');
    }
  }

  async function finish(sweep: SweepRow): Promise<void> {
    if (sweep.sweep_txid === null || sweep.sweep_raw === null) return;
    const found = await receipt(sweep.sweep_txid);
    if (found === null) {
      if (!(await broadcast(sweep.sweep_raw, sweep.sweep_txid)))
        await setStatus(sweep.id, 'sweeping', 'ready', 'The sweep was refused by the node');
      return;
    }
    if (found.status !== '0x1') {
      await bookGasFee(database, { receipt: found, rpc });
      await setStatus(sweep.id, 'sweeping', 'failed', 'The sweep reverted on chain');
      await alert(sweep, 'the sweep transaction reverted');
      return;
    }
    if ((await confirmationsOf(found)) < BigInt(options.confirmations)) return;
    await bookGasFee(database, { receipt: found, rpc });
    if (sweep.asset !== 'ETH') {
      const contract = options.tokens[sweep.asset]?.toLowerCase();
      const moved = found.logs.some(
        (log) =>
          log.address.toLowerCase() === contract &&
          log.topics[0] === transferTopic &&
          log.topics[1]?.toLowerCase() === `0x${addressWord(sweep.from_address)}` &&
          log.topics[2]?.toLowerCase() === `0x${addressWord(sweep.to_address)}` &&
          parseHexQuantity(log.data) === BigInt(sweep.amount),
      );
      if (!moved) {
        await setStatus(sweep.id, 'sweeping', 'failed', 'The receipt shows no transfer to the collection address');
        await alert(sweep, 'the receipt shows no transfer to the collection address');
        return;
      }
    }
    await setStatus(sweep.id, 'sweeping', 'swept');
  }

  /**
   * Moves every open sweep one step (at most 100 per call); a step that throws is noted on its
   * sweep (last_error) and logged, and the others go on. Returns how many steps failed.
   */
  async function advance(): Promise<number> {
    const stored = await database.query<Omit<SweepRow, 'brand_id' | 'derivation_index'>>(
      `select id, asset, deposit_address_id, from_address, to_address, amount::text, status, topup_txid,
         topup_raw, topup_nonce::text, sweep_txid, sweep_raw
       from chain_sweeps
       where network = $1 and status in ('planned', 'topping_up', 'ready', 'sweeping')
       order by (asset = 'ETH'), created_at limit 100`,
      [options.network],
    );
    const addresses = await findDepositAddressesById(
      database,
      stored.rows.map((row) => row.deposit_address_id),
    );
    const addressOf = new Map(addresses.map((address) => [address.id, address]));
    const open = {
      rows: stored.rows.flatMap((row): SweepRow[] => {
        const address = addressOf.get(row.deposit_address_id);
        if (address === undefined) return [];
        return [{ ...row, brand_id: address.brandId, derivation_index: String(address.derivationIndex) }];
      }),
    };
    let failures = 0;
    for (const sweep of open.rows) {
      try {
        await step(sweep);
      } catch (error) {
        // One sweep's trouble (a signer refusal, a node hiccup) must not stop the others.
        failures += 1;
        const message = error instanceof Error ? error.message : String(error);
        await database.query('update chain_sweeps set last_error = $2, updated_at = now() where id = $1', [
          sweep.id,
          message.slice(0, 1000),
        ]);
        options.logger?.error({ sweep: sweep.id, err: error }, 'sweep step failed');
      }
    }
    return failures;
  }

  async function step(sweep: SweepRow): Promise<void> {
    if (sweep.status === 'planned') {
      if (sweep.asset === 'ETH') await setStatus(sweep.id, 'planned', 'ready');
      else await topUp(sweep);
    } else if (sweep.status === 'topping_up' && sweep.topup_txid !== null && sweep.topup_raw !== null) {
      const found = await receipt(sweep.topup_txid);
      if (found === null) {
        if (!(await broadcast(sweep.topup_raw, sweep.topup_txid)))
          await abandonTopUp(sweep.id, sweep.topup_txid, 'The gas top-up was refused by the node');
        return;
      }
      // Mined: its gas is spent whatever its status.
      await bookGasFee(database, { receipt: found, rpc });
      if (found.status === '0x1') await setStatus(sweep.id, 'topping_up', 'ready');
      else {
        await setStatus(sweep.id, 'topping_up', 'failed', 'The gas top-up reverted');
        await alert(sweep, 'the gas top-up reverted');
      }
    } else if (sweep.status === 'ready') {
      await signSweep(sweep);
    } else if (sweep.status === 'sweeping') {
      await finish(sweep);
    }
  }

  return {
    hotAddress,
    plan,
    advance,
    async runCycle() {
      await plan();
      return advance();
    },
    /** Senders whose payments to deposit addresses are not deposits (the hot wallet's gas top-ups). */
    ignoredSenders: [hotAddress],
  };
}
