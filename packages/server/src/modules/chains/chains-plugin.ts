import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createJob, type Job } from '../../lib/jobs/job.js';
import type { ChainSource, WatchedChain } from './chain-source.js';
import { configuredChains, type ChainsEnv } from './chains-env.js';
import {
  buildSenders,
  buildSources,
  buildSweeper,
  buildWatchers,
  maxSendsPerRun,
  processOpenSends,
  sweepSigner,
} from './chains-wiring.js';
import { depositReceivedNotifier } from './deposit-notifications.js';
import type { DepositEvent, DepositWatcher } from './deposit-watcher.js';
import { buildPushListeners } from './push/push-wiring.js';
import type { ChainSender } from './sending/send-requests.js';
import type { Sweeper } from './sending/sweeper.js';
import type { SimulatedChain } from './sources/simulated-chain.js';

export { sweepSigner } from './chains-wiring.js';

export interface ChainsService {
  /** Every watched chain's source (a real node, or the simulated chain in test mode). */
  sources: Partial<Record<WatchedChain, ChainSource>>;
  /** Test mode's simulated chains (chains without a node). */
  simulated: Partial<Record<WatchedChain, SimulatedChain>>;
  watchers: Partial<Record<WatchedChain, DepositWatcher>>;
  /** Who pays send requests per chain (node wallet, hot wallet, or the simulated chain). */
  senders: Partial<Record<WatchedChain, ChainSender>>;
  /** Moves this chain's open send requests one step each (the worker runs it every poll interval). */
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

/** The chains service of this process, and how a run moves one chain's sends (how many it looked at). */
function chainsService(
  app: FastifyInstance,
  env: ChainsEnv,
): { service: ChainsService; moveSends: (chain: WatchedChain) => Promise<number> } {
  const listeners: ((event: DepositEvent) => void)[] = [];
  const chains = buildSources(env, app.database);
  const watchers = buildWatchers(env, app.database, chains, {
    logger: app.log,
    // The deposit_received email goes into the outbox inside each credit's transaction.
    onCredited: app.hasDecorator('notify') ? depositReceivedNotifier(app.notify.queue) : undefined,
    onEvent: (event) => {
      for (const listener of listeners) listener(event);
    },
  });
  const senders = buildSenders(env, chains);
  const moveSends = (chain: WatchedChain) =>
    processOpenSends(app.database, {
      chain,
      sender: senders[chain],
      requiredConfirmations: (asset) =>
        chains.simulated[chain] === undefined ? env.confirmations[asset] : env.simConfirmations,
    });
  const service: ChainsService = {
    ...chains,
    watchers,
    senders,
    async processSends(chain) {
      await moveSends(chain);
    },
    onDepositEvent: (listener) => void listeners.push(listener),
  };
  return { service, moveSends };
}

/** A background loop on the job runner; a failed run is logged and the loop goes on. */
function loggedJob<T>(
  app: FastifyInstance,
  what: string,
  input: { intervalMs: number; run: () => Promise<T>; batchWasFull?: (result: T) => boolean },
): Job<T | undefined> {
  return createJob<T | undefined>({
    intervalMs: input.intervalMs,
    run: () =>
      input.run().catch((error: unknown) => {
        app.log.error({ err: error }, `${what} failed`);
        return undefined;
      }),
    ...(input.batchWasFull === undefined
      ? {}
      : { batchWasFull: (result: T | undefined) => result !== undefined && input.batchWasFull!(result) }),
  });
}

/** The loops beside the watchers: each chain's sends, the ETH sweep, and the simulated miners. */
function backgroundJobs(
  app: FastifyInstance,
  env: ChainsEnv,
  chains: { service: ChainsService; moveSends: (chain: WatchedChain) => Promise<number> },
  sweeper: Sweeper | undefined,
): Job<unknown>[] {
  const jobs: Job<unknown>[] = [];
  for (const chain of Object.keys(chains.service.senders) as WatchedChain[]) {
    const run = () => chains.moveSends(chain);
    const batchWasFull = (looked: number) => looked >= maxSendsPerRun;
    jobs.push(loggedJob(app, `${chain} sends`, { intervalMs: env.pollIntervalMs, run, batchWasFull }));
  }
  if (sweeper !== undefined)
    jobs.push(loggedJob(app, 'ETH sweep', { intervalMs: env.sweepIntervalMs, run: () => sweeper.runCycle() }));
  for (const chainSim of Object.values(chains.service.simulated)) {
    const run = () => chainSim.mine();
    jobs.push(loggedJob(app, `simulated ${chainSim.chain} block`, { intervalMs: env.simBlockIntervalMs, run }));
  }
  return jobs;
}

/**
 * The chains module: one deposit watcher per chain that has a node (CHAIN_<COIN>_RPC_URL,
 * CHAIN_ETH_RPC_URL) and, in test mode, a simulated chain for every other one. Watchers, sends,
 * the sweep and the simulated miners run on the job runner when the app is ready (worker roles
 * only) and stop before it closes. Only the names of configured chains are logged, never URLs
 * with credentials or keys.
 */
export const chainsPlugin = fp<ChainsPluginOptions>(
  async (app, options) => {
    const { env } = options;
    const chains = chainsService(app, env);
    const { service } = chains;
    app.decorate('chains', service);
    if (!options.runJobs) return;
    const sweeper = buildSweeper(env, app.database, { signer: sweepSigner(env, options.demoKeySeed), logger: app.log });
    const jobs = backgroundJobs(app, env, chains, sweeper);
    // Node push notifications wake the watchers at once; polling every CHAIN_POLL_INTERVAL_MS stays the backstop.
    const pushListeners = buildPushListeners(env, service.watchers, app.log);
    app.addHook('onReady', async () => {
      app.log.info(
        {
          nodes: configuredChains(env),
          simulated: Object.keys(service.simulated),
          push: pushListeners.map((listener) => listener.chain),
        },
        'chain watchers starting',
      );
      for (const watcher of Object.values(service.watchers)) watcher.start(env.pollIntervalMs);
      for (const listener of pushListeners) listener.start();
      if (env.collectionAddress !== undefined && sweeper === undefined) {
        app.log.warn('CHAIN_ETH_COLLECTION_ADDRESS is set but CHAIN_ETH_DEPOSIT_SIGNER_URL is not: not sweeping');
      }
      for (const job of jobs) job.start();
    });
    app.addHook('preClose', async () => {
      await Promise.all([
        ...pushListeners.map((listener) => listener.stop()),
        ...Object.values(service.watchers).map((watcher) => watcher.stop()),
        ...jobs.map((job) => job.stop()),
      ]);
    });
  },
  { name: 'chains', dependencies: ['database'] },
);
