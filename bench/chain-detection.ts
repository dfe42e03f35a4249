/**
 * Chain deposit detection, in one run (bench/README.md, "Chain detection"):
 *   1. latency from the node accepting a payment to the deposit recorded (the watcher's `detected`
 *      event) for BENCH_PAYMENTS payments on Litecoin Core regtest (mempool) and on Anvil (first
 *      block; Anvil mines each transaction at once), with push off (polling only) and push on (ZMQ
 *      rawtx/hashblock, eth_subscribe newHeads), side by side, at the default poll interval
 *      (BENCH_POLL_MS, 1000 = CHAIN_POLL_INTERVAL_MS's default); p50/p99 and the load average;
 *   2. watcher cost per block with 1k, 10k and 100k watched addresses (synthetic blocks of
 *      BENCH_OUTPUTS outputs, BENCH_HITS of them paying watched addresses), printed as ratios to 1k.
 * Everything runs on an in-memory PGlite database and nodes on free loopback ports in temporary
 * directories; all of it is stopped at the end, also after a failure or Ctrl-C.
 */
import { randomBytes } from 'node:crypto';
import { loadavg } from 'node:os';
// Type-only: brings the app's Fastify decorations into scope for the modules this script imports.
import type {} from '../packages/server/src/app.js';
import type { Database } from '../packages/server/src/db/database.js';
import { migrate } from '../packages/server/src/db/migrate.js';
import { openPgliteDatabase } from '../packages/server/src/db/pglite-database.js';
import type { ChainBlock, ChainSource } from '../packages/server/src/modules/chains/chain-source.js';
import { startAnvil, type AnvilNode } from '../packages/server/src/modules/chains/testing/anvil.js';
import { startLitecoinRegtest, type RegtestNode } from '../packages/server/src/modules/chains/testing/litecoind.js';
import {
  litecoinNotifications,
  type NodeNotifications,
} from '../packages/server/src/modules/chains/testing/zmq-relay.js';
import { toWalletsEnv } from '../packages/server/src/modules/wallets/wallets-env.js';
import { seed } from '../packages/server/src/seed/seed.js';
import { latencyOnAnvil, latencyOnLitecoin, watcherFor } from './chain-detection-latency.js';
import type { LatencySummary } from './stats.js';
import { positiveInteger } from './env.js';

const payments = positiveInteger('BENCH_PAYMENTS', 50);
const pollMs = positiveInteger('BENCH_POLL_MS', 1000);
const blocksPerSize = positiveInteger('BENCH_BLOCKS', 30);
const outputsPerBlock = positiveInteger('BENCH_OUTPUTS', 500);
const hitsPerBlock = positiveInteger('BENCH_HITS', 10);
const sizes = [1_000, 10_000, 100_000];

const walletsEnv = toWalletsEnv({}, { testMode: true }).env;

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
const loads = () =>
  loadavg()
    .map((value) => value.toFixed(2))
    .join(' / ');
const row = (label: string, off: LatencySummary, on: LatencySummary) =>
  `  ${label.padEnd(34)} p50 ${format(off.p50Ms).padStart(7)} ms  p99 ${format(off.p99Ms).padStart(7)} ms   |  p50 ${format(on.p50Ms).padStart(6)} ms  p99 ${format(on.p99Ms).padStart(6)} ms`;

async function printLatencies(database: Database, litecoin: RegtestNode, zmq: NodeNotifications, anvil: AnvilNode) {
  const settings = { payments, pollMs };
  console.log(
    `Detection latency, node accepted → deposit recorded (${payments} payments per cell, poll every ${pollMs} ms):`,
  );
  console.log(`  load average (1 / 5 / 15 min) before: ${loads()}`);
  console.log(`  ${''.padEnd(34)} push off (polling only)           |  push on (polling stays)`);
  const ltc = await latencyOnLitecoin(database, litecoin, zmq, settings);
  const ltcLabel = zmq.fromNode ? 'Litecoin regtest, mempool (ZMQ)' : 'Litecoin regtest, mempool (relay)';
  console.log(row(ltcLabel, ltc.off, ltc.on));
  const eth = await latencyOnAnvil(database, anvil, settings);
  console.log(row('Anvil, first block (WebSocket)', eth.off, eth.on));
  console.log(`  load average (1 / 5 / 15 min) after:  ${loads()}`);
  if (!zmq.fromNode)
    console.log(
      '  (relay: this litecoind has no ZMQ; the bench publishes rawtx/hashblock itself right after the node accepted)',
    );
}

async function main(): Promise<void> {
  const database = await openPgliteDatabase({ dataDir: undefined });
  let litecoin: RegtestNode | undefined;
  let anvil: AnvilNode | undefined;
  let zmq: NodeNotifications | undefined;
  const cleanup = async () => {
    await zmq?.stop();
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
    zmq = await litecoinNotifications(litecoin.rpc, litecoin.zmqUrl);
    await printLatencies(database, litecoin, zmq, anvil);
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
