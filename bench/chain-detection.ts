/**
 * Chain deposit detection, in one run (bench/README.md, "Chain detection"):
 *   1. latency from broadcast to the watcher's `detected` event for BENCH_PAYMENTS payments on
 *      Litecoin Core regtest (mempool) and on Anvil (first block; Anvil mines each transaction at
 *      once), p50/p95 — the clock starts when the node has accepted the transaction;
 *   2. watcher cost per block with 1k, 10k and 100k watched addresses (synthetic blocks of
 *      BENCH_OUTPUTS outputs, BENCH_HITS of them paying watched addresses), printed as ratios to 1k.
 * Everything runs on an in-memory PGlite database and nodes on free loopback ports in temporary
 * directories; all of it is stopped at the end, also after a failure or Ctrl-C.
 */
import { randomBytes } from 'node:crypto';
// Type-only: brings the app's Fastify decorations into scope for the modules this script imports.
import type {} from '../packages/server/src/app.js';
import type { Database } from '../packages/server/src/db/database.js';
import { migrate } from '../packages/server/src/db/migrate.js';
import { openPgliteDatabase } from '../packages/server/src/db/pglite-database.js';
import {
  defaultDustBaseUnits,
  type ChainBlock,
  type ChainSource,
} from '../packages/server/src/modules/chains/chain-source.js';
import { createDepositWatcher, type DepositWatcher } from '../packages/server/src/modules/chains/deposit-watcher.js';
import { createJsonRpcClient } from '../packages/server/src/modules/chains/json-rpc.js';
import { hexQuantity } from '../packages/server/src/modules/chains/sources/decimal-units.js';
import { createEvmSource } from '../packages/server/src/modules/chains/sources/evm-source.js';
import { createUtxoSource } from '../packages/server/src/modules/chains/sources/utxo-source.js';
import { anvilDevAccount, startAnvil, type AnvilNode } from '../packages/server/src/modules/chains/testing/anvil.js';
import { startLitecoinRegtest, type RegtestNode } from '../packages/server/src/modules/chains/testing/litecoind.js';
import { ensureWallet } from '../packages/server/src/modules/wallets/create-wallet.js';
import { toWalletsEnv } from '../packages/server/src/modules/wallets/wallets-env.js';
import { seed } from '../packages/server/src/seed/seed.js';
import { summariseLatencies, type LatencySummary } from './stats.js';
import { positiveInteger } from './env.js';

const payments = positiveInteger('BENCH_PAYMENTS', 50);
const pollMs = positiveInteger('BENCH_POLL_MS', 100);
const blocksPerSize = positiveInteger('BENCH_BLOCKS', 30);
const outputsPerBlock = positiveInteger('BENCH_OUTPUTS', 500);
const hitsPerBlock = positiveInteger('BENCH_HITS', 10);
const sizes = [1_000, 10_000, 100_000];

const walletsEnv = toWalletsEnv({}, { testMode: true }).env;
const confirmationsPolicy = { BTC: 1000, LTC: 1000, BCH: 1000, ETH: 1000, USDT: 1000, USDC: 1000 };

function watcherFor(database: Database, source: ChainSource, onDetected: (txid: string) => void): DepositWatcher {
  return createDepositWatcher({
    database,
    source,
    // Never credit during the bench: only detection is measured.
    confirmations: confirmationsPolicy,
    dustBaseUnits: defaultDustBaseUnits,
    maxBlocksPerCycle: 100,
    maxMempoolTransactions: 2000,
    reorgWindow: 200,
    onEvent: (event) => {
      if (event.type === 'detected') onDetected(event.txid);
    },
  });
}

let benchUsers = 0;
/** A user row of the demo brand (SQL, as the watched-address phase does). */
async function benchUser(database: Database): Promise<string> {
  benchUsers += 1;
  const id = `usr_latency${benchUsers}`;
  await database.query(
    `insert into users (id, brand_id, account_number, email, password_hash)
     values ($1, 'brd_demo', $2, $3, '$argon2id$v=19$m=1024,t=1,p=1$c2FsdHNhbHQ$aGFzaGhhc2hoYXNoaGFzaA')`,
    [id, String(800000000 + benchUsers).padStart(12, '0'), `latency${benchUsers}@example.com`],
  );
  return id;
}

async function depositAddress(database: Database, userId: string, currency: 'LTC' | 'ETH'): Promise<string> {
  await ensureWallet(database, { userId, brandId: 'brd_demo', currency, network: 'regtest' });
  const row = await database.query<{ address: string }>(
    `select a.address from wallets w join deposit_addresses a on a.id = w.deposit_address_id where w.user_id = $1 and w.currency = $2`,
    [userId, currency],
  );
  const address = row.rows[0]?.address;
  if (address === undefined) throw new Error('No deposit address');
  return address;
}

/** Runs `pay` BENCH_PAYMENTS times and times each payment until the watcher reports it detected. */
async function measureLatency(
  watcher: DepositWatcher,
  detected: Map<string, number>,
  pay: (index: number) => Promise<string>,
): Promise<LatencySummary> {
  const latencies: number[] = [];
  watcher.start(pollMs);
  try {
    for (let index = 0; index < payments; index += 1) {
      const txid = await pay(index);
      const accepted = performance.now();
      const deadline = accepted + 30_000;
      for (;;) {
        const seen = detected.get(txid);
        if (seen !== undefined) {
          latencies.push(Math.max(0, seen - accepted));
          break;
        }
        if (performance.now() > deadline) throw new Error(`Payment ${txid} not detected within 30 s`);
        await new Promise((resolveWait) => setTimeout(resolveWait, 2));
      }
    }
  } finally {
    await watcher.stop();
  }
  return summariseLatencies(latencies);
}

async function latencyOnLitecoin(database: Database, node: RegtestNode): Promise<LatencySummary> {
  const address = await depositAddress(database, await benchUser(database), 'LTC');
  const detected = new Map<string, number>();
  const source = createUtxoSource({
    coin: 'LTC',
    network: 'regtest',
    rpc: createJsonRpcClient({ url: node.url, user: node.user, password: node.password }),
  });
  const watcher = watcherFor(database, source, (txid) => detected.set(txid, performance.now()));
  return measureLatency(watcher, detected, async (index) => {
    // Unconfirmed chains are limited to 25 transactions: a block now and then keeps the wallet paying.
    if (index > 0 && index % 20 === 0) await node.mine(1);
    return node.wallet.call<string>('sendtoaddress', [address, '0.01']);
  });
}

async function latencyOnAnvil(database: Database, node: AnvilNode): Promise<LatencySummary> {
  const address = await depositAddress(database, await benchUser(database), 'ETH');
  const detected = new Map<string, number>();
  const source = createEvmSource({ network: 'regtest', rpc: createJsonRpcClient({ url: node.url }), tokens: [] });
  const watcher = watcherFor(database, source, (txid) => detected.set(txid, performance.now()));
  return measureLatency(watcher, detected, () =>
    node.rpc.call<string>('eth_sendTransaction', [
      { from: anvilDevAccount.address, to: address, value: hexQuantity(10n ** 16n) },
    ]),
  );
}

/** Synthetic chain: blocks of outputsPerBlock payments, hitsPerBlock of them to watched addresses. */
function syntheticSource(watched: () => number): ChainSource & { addBlock(): void } {
  const blocks: ChainBlock[] = [];
  const hash = () => randomBytes(32).toString('hex');
  return {
    chain: 'LTC',
    addressNetwork: 'regtest',
    recordNetwork: 'mainnet',
    async tipHeight() {
      return blocks.length - 1;
    },
    async blockHash(height) {
      return blocks[height]?.hash ?? null;
    },
    async block(height) {
      const block = blocks[height];
      if (block === undefined) throw new Error('No block');
      return block;
    },
    async mempoolPayments() {
      return [];
    },
    async transactionPresence() {
      return 'block';
    },
    addBlock() {
      const height = blocks.length;
      const count = watched();
      const payments = Array.from({ length: outputsPerBlock }, (_, index) => {
        const hit = index < hitsPerBlock;
        const address = hit
          ? benchAddress(Math.floor(Math.random() * count))
          : `rltc1qunwatched${randomBytes(12).toString('hex')}`;
        return {
          txid: hash(),
          kind: 'utxo' as const,
          outputIndex: index,
          asset: 'LTC' as const,
          address,
          amount: 1_000_000n,
        };
      });
      blocks.push({ height, hash: hash(), previousHash: blocks[height - 1]?.hash ?? null, payments });
    },
  };
}

const benchAddress = (index: number) => `rltc1qbench${String(index).padStart(30, '0')}`;

/** Adds watched addresses (and their users) up to `total`, in SQL: one statement per 10k rows. */
async function growWatchedAddresses(database: Database, from: number, total: number): Promise<void> {
  for (let start = from; start < total; start += 10_000) {
    const end = Math.min(total, start + 10_000) - 1;
    await database.query(
      `insert into users (id, brand_id, account_number, email, password_hash)
       select 'usr_bench' || i, 'brd_demo', lpad((900000000 + i)::text, 12, '0'), 'bench' || i || '@example.com',
         '$argon2id$v=19$m=1024,t=1,p=1$c2FsdHNhbHQ$aGFzaGhhc2hoYXNoaGFzaA'
       from generate_series($1::int, $2::int) as i`,
      [start, end],
    );
    await database.query(
      `insert into deposit_addresses (id, brand_id, user_id, chain, network, derivation_index, address)
       select 'dad_bench' || i, 'brd_demo', 'usr_bench' || i, 'LTC', 'regtest', 1000000 + i, 'rltc1qbench' || lpad(i::text, 30, '0')
       from generate_series($1::int, $2::int) as i`,
      [start, end],
    );
  }
}

async function watcherCost(database: Database): Promise<{ size: number; msPerBlock: number }[]> {
  const results: { size: number; msPerBlock: number }[] = [];
  let watchedCount = 0;
  const source = syntheticSource(() => watchedCount);
  source.addBlock();
  const watcher = watcherFor(database, source, () => undefined);
  await watcher.runCycle();
  for (const size of sizes) {
    await growWatchedAddresses(database, watchedCount, size);
    watchedCount = size;
    await database.query('analyze deposit_addresses');
    for (let block = 0; block < blocksPerSize; block += 1) source.addBlock();
    const started = performance.now();
    const report = await watcher.runCycle();
    const elapsed = performance.now() - started;
    if (report.blocksScanned !== blocksPerSize)
      throw new Error(`Scanned ${report.blocksScanned} of ${blocksPerSize} blocks`);
    results.push({ size, msPerBlock: elapsed / blocksPerSize });
  }
  const found = await database.query<{ count: string }>(
    `select count(*)::text as count from chain_deposits where network = 'mainnet'`,
  );
  const expected = sizes.length * blocksPerSize * hitsPerBlock;
  if (Number(found.rows[0]?.count) !== expected)
    throw new Error(`Recorded ${found.rows[0]?.count} deposits, expected ${expected}`);
  return results;
}

const format = (value: number) => value.toFixed(1);

async function main(): Promise<void> {
  const database = await openPgliteDatabase({ dataDir: undefined });
  let litecoin: RegtestNode | undefined;
  let anvil: AnvilNode | undefined;
  const cleanup = async () => {
    await Promise.all([litecoin?.stop(), anvil?.stop()]);
    await database.close();
  };
  process.once('SIGINT', () => {
    void cleanup().finally(() => process.exit(130));
  });
  try {
    await migrate(database);
    await seed(database, { apiBase: '/api', merchantApiBase: '/m', testMode: true, wallets: walletsEnv });
    [litecoin, anvil] = await Promise.all([startLitecoinRegtest({ matureBlocks: 150 }), startAnvil()]);
    console.log(`Detection latency, broadcast → detected event (${payments} payments, watcher poll ${pollMs} ms):`);
    const ltc = await latencyOnLitecoin(database, litecoin);
    console.log(
      `  Litecoin regtest (mempool): p50 ${format(ltc.p50Ms)} ms, p95 ${format(ltc.p95Ms)} ms, p99 ${format(ltc.p99Ms)} ms`,
    );
    const eth = await latencyOnAnvil(database, anvil);
    console.log(
      `  Anvil (first block):        p50 ${format(eth.p50Ms)} ms, p95 ${format(eth.p95Ms)} ms, p99 ${format(eth.p99Ms)} ms`,
    );
    console.log(
      `Watcher cost per block (${outputsPerBlock} outputs, ${hitsPerBlock} to watched addresses, ${blocksPerSize} blocks per size):`,
    );
    const costs = await watcherCost(database);
    const base = costs[0]!.msPerBlock;
    for (const cost of costs) {
      console.log(
        `  ${String(cost.size).padStart(7)} watched: ${cost.msPerBlock.toFixed(2)} ms/block, ratio to 1k ${(cost.msPerBlock / base).toFixed(2)}`,
      );
    }
  } finally {
    await cleanup();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
