import { depositCoins, type DepositCoin } from '@platform/core/addresses';
import fp from 'fastify-plugin';
import { watchedChains, type ChainSource, type WatchedChain } from './chain-source.js';
import { configuredChains, type ChainsEnv } from './chains-env.js';
import { createDepositWatcher, type DepositEvent, type DepositWatcher } from './deposit-watcher.js';
import { createJsonRpcClient } from './json-rpc.js';
import { createEvmSource, type EvmToken } from './sources/evm-source.js';
import { createSimulatedChain, type SimulatedChain } from './sources/simulated-chain.js';
import { createUtxoSource } from './sources/utxo-source.js';
import { depositReceivedNotifier } from './deposit-notifications.js';
import { demoDepositKeys, localDepositSigner, type DepositSigner } from './sending/deposit-keys.js';
import { createHttpDepositSigner } from './signer/http-deposit-signer.js';
import { createEvmSender } from './sending/evm-sender.js';
import { processSend, type ChainSender } from './sending/send-requests.js';
import { addressOfPrivateKey } from './sending/evm-transaction.js';
import { createSimulatedSender } from './sending/simulated-sender.js';
import { createSweeper } from './sending/sweeper.js';
import { createUtxoSender } from './sending/utxo-sender.js';

export interface ChainsService {
  /** Every watched chain's source (a real node, or the simulated chain in test mode). */
  sources: Partial<Record<WatchedChain, ChainSource>>;
  /** Test mode's simulated chains (chains without a node). */
  simulated: Partial<Record<WatchedChain, SimulatedChain>>;
  watchers: Partial<Record<WatchedChain, DepositWatcher>>;
  /** Who pays send requests per chain (node wallet, hot wallet, or the simulated chain). */
  senders: Partial<Record<WatchedChain, ChainSender>>;
  /** Moves this chain's open send requests one step each (the worker calls it every poll interval). */
  processSends(chain: WatchedChain): Promise<void>;
  /** Adds a listener of deposit events (detected, confirming, credited, …) of this process's watchers. */
  onDepositEvent(listener: (event: DepositEvent) => void): void;
}

declare module 'fastify' {
  interface FastifyInstance {
    chains: ChainsService;
  }
}

export interface ChainsPluginOptions {
  env: ChainsEnv;
  /** Run watchers and simulated miners here (role worker/all). */
  runJobs: boolean;
  /**
   * Test mode: the demo key seed (DEMO_XPUB_SEED), whose deposit keys anyone can recompute, lets
   * the sweeper sign for demo deposit addresses when no deposit signer is configured.
   */
  demoKeySeed?: string | undefined;
}

/**
 * Who signs sweeps: the external deposit signer when CHAIN_ETH_DEPOSIT_SIGNER_URL is set (live
 * mode: the server holds no deposit keys), else test mode's demo keys, else nobody (no sweeping).
 */
export function sweepSigner(env: ChainsEnv, demoKeySeed: string | undefined): DepositSigner | undefined {
  if (env.depositSigner !== undefined) return createHttpDepositSigner(env.depositSigner);
  if (demoKeySeed !== undefined) return localDepositSigner(demoDepositKeys(demoKeySeed));
  return undefined;
}

/**
 * The chains module: one deposit watcher per chain that has a node (CHAIN_<COIN>_RPC_URL,
 * CHAIN_ETH_RPC_URL) and, in test mode, a simulated chain for every other one. Watchers and the
 * simulated miners start when the app is ready (worker roles only) and stop before it closes.
 * Only the names of configured chains are logged, never URLs with credentials or keys.
 */
export const chainsPlugin = fp<ChainsPluginOptions>(
  async (app, options) => {
    const { env } = options;
    const listeners: ((event: DepositEvent) => void)[] = [];
    // The deposit_received email goes into the outbox inside each credit's transaction.
    const onCredited = app.hasDecorator('notify') ? depositReceivedNotifier(app.notify.queue) : undefined;
    const sources: ChainsService['sources'] = {};
    const simulated: ChainsService['simulated'] = {};
    const watchers: ChainsService['watchers'] = {};
    const network =
      env.addressNetwork === 'mainnet' || env.addressNetwork === 'testnet' ? env.addressNetwork : 'regtest';
    for (const coin of ['BTC', 'LTC', 'BCH'] as const) {
      const node = env.utxoNodes[coin];
      if (node === undefined) continue;
      sources[coin] = createUtxoSource({
        coin,
        network,
        rpc: createJsonRpcClient({ url: node.url, user: node.user, password: node.password }),
      });
    }
    if (env.eth !== undefined) {
      const tokens: EvmToken[] = [];
      if (env.eth.usdtContract !== undefined) tokens.push({ asset: 'USDT', contract: env.eth.usdtContract });
      if (env.eth.usdcContract !== undefined) tokens.push({ asset: 'USDC', contract: env.eth.usdcContract });
      sources.ETH = createEvmSource({ network, rpc: createJsonRpcClient({ url: env.eth.url }), tokens });
    }
    if (env.simulated) {
      for (const chain of watchedChains) {
        if (sources[chain] !== undefined) continue;
        const chainSim = createSimulatedChain({ database: app.database, chain, addressNetwork: network });
        simulated[chain] = chainSim;
        sources[chain] = chainSim;
      }
    }
    const simulatedConfirmations = Object.fromEntries(
      depositCoins.map((coin) => [coin, env.simConfirmations]),
    ) as Record<DepositCoin, number>;
    for (const chain of watchedChains) {
      const source = sources[chain];
      if (source === undefined) continue;
      watchers[chain] = createDepositWatcher({
        database: app.database,
        source,
        confirmations: simulated[chain] === undefined ? env.confirmations : simulatedConfirmations,
        dustBaseUnits: env.dustBaseUnits,
        maxBlocksPerCycle: env.maxBlocksPerCycle,
        maxMempoolTransactions: env.maxMempoolTransactions,
        reorgWindow: env.reorgWindow,
        // The simulated chain starts at its genesis: every test payment is seen.
        startHeight: simulated[chain] === undefined ? 'tip' : -1,
        // The hot wallet's gas top-ups to deposit addresses are the platform's money, not deposits.
        ...(chain === 'ETH' && env.ethHotWalletKey !== undefined
          ? { ignoredSenders: [addressOfPrivateKey(env.ethHotWalletKey)] }
          : {}),
        logger: app.log,
        ...(onCredited === undefined ? {} : { onCredited }),
        onEvent: (event) => {
          for (const listener of listeners) listener(event);
        },
      });
    }
    const senders: ChainsService['senders'] = {};
    for (const coin of ['BTC', 'LTC', 'BCH'] as const) {
      const node = env.utxoNodes[coin];
      if (node?.wallet === undefined) continue;
      const walletUrl = new URL(
        `wallet/${encodeURIComponent(node.wallet)}`,
        node.url.endsWith('/') ? node.url : `${node.url}/`,
      );
      senders[coin] = createUtxoSender({
        chain: coin,
        network,
        wallet: createJsonRpcClient({ url: walletUrl.toString(), user: node.user, password: node.password }),
      });
    }
    if (env.eth !== undefined && env.ethHotWalletKey !== undefined) {
      senders.ETH = createEvmSender({
        network,
        rpc: createJsonRpcClient({ url: env.eth.url }),
        privateKey: env.ethHotWalletKey,
        tokens: {
          ...(env.eth.usdtContract === undefined ? {} : { USDT: env.eth.usdtContract }),
          ...(env.eth.usdcContract === undefined ? {} : { USDC: env.eth.usdcContract }),
        },
        gasPriceWei: env.ethGasPriceWei,
      });
    }
    for (const chain of watchedChains) {
      const chainSim = simulated[chain];
      if (chainSim !== undefined) senders[chain] = createSimulatedSender(chainSim);
    }
    const processSends = async (chain: WatchedChain) => {
      const sender = senders[chain];
      if (sender === undefined) return;
      const open = await app.database.query<{ id: string; asset: DepositCoin }>(
        `select id, asset from chain_sends where chain = $1 and network = $2 and status in ('queued', 'broadcast')
         order by created_at limit 50`,
        [chain, sender.network],
      );
      for (const send of open.rows) {
        const required = simulated[chain] === undefined ? env.confirmations[send.asset] : env.simConfirmations;
        await processSend(app.database, sender, send.id, required);
      }
    };
    const signer = sweepSigner(env, options.demoKeySeed);
    const sweeper =
      env.eth !== undefined &&
      env.ethHotWalletKey !== undefined &&
      env.collectionAddress !== undefined &&
      signer !== undefined
        ? createSweeper({
            database: app.database,
            network,
            addressNetwork: network,
            rpc: createJsonRpcClient({ url: env.eth.url }),
            hotWalletKey: env.ethHotWalletKey,
            collectionAddress: env.collectionAddress,
            tokens: {
              ...(env.eth.usdtContract === undefined ? {} : { USDT: env.eth.usdtContract }),
              ...(env.eth.usdcContract === undefined ? {} : { USDC: env.eth.usdcContract }),
            },
            signer,
            minimums: env.sweepMinimums,
            confirmations: env.confirmations.ETH,
            gasPriceWei: env.ethGasPriceWei,
            logger: app.log,
          })
        : undefined;
    app.decorate('chains', {
      sources,
      simulated,
      watchers,
      senders,
      processSends,
      onDepositEvent: (listener: (event: DepositEvent) => void) => {
        listeners.push(listener);
      },
    });

    if (!options.runJobs) return;
    const timers: NodeJS.Timeout[] = [];
    const inFlight = new Set<Promise<unknown>>();
    let stopping = false;
    app.addHook('onReady', async () => {
      app.log.info({ nodes: configuredChains(env), simulated: Object.keys(simulated) }, 'chain watchers starting');
      for (const watcher of Object.values(watchers)) watcher.start(env.pollIntervalMs);
      if (env.collectionAddress !== undefined && sweeper === undefined) {
        app.log.warn('CHAIN_ETH_COLLECTION_ADDRESS is set but CHAIN_ETH_DEPOSIT_SIGNER_URL is not: not sweeping');
      }
      // A job that is still running when its next tick comes skips that tick (no pile-up).
      const every = (intervalMs: number, job: () => Promise<unknown>, what: string) => {
        let busy = false;
        timers.push(
          setInterval(() => {
            if (stopping || busy) return;
            busy = true;
            const run = job()
              .catch((error: unknown) => app.log.error({ err: error }, `${what} failed`))
              .finally(() => {
                busy = false;
                inFlight.delete(run);
              });
            inFlight.add(run);
          }, intervalMs),
        );
      };
      for (const chain of Object.keys(senders) as WatchedChain[])
        every(env.pollIntervalMs, () => processSends(chain), `${chain} sends`);
      if (sweeper !== undefined) every(env.sweepIntervalMs, () => sweeper.runCycle(), 'ETH sweep');
      for (const chainSim of Object.values(simulated))
        every(env.simBlockIntervalMs, () => chainSim.mine(), `simulated ${chainSim.chain} block`);
    });
    app.addHook('preClose', async () => {
      stopping = true;
      for (const timer of timers) clearInterval(timer);
      await Promise.all(Object.values(watchers).map((watcher) => watcher.stop()));
      await Promise.allSettled([...inFlight]);
    });
  },
  { name: 'chains', dependencies: ['database'] },
);
