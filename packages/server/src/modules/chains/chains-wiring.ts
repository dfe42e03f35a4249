import { depositCoins, type DepositCoin } from '@platform/core/addresses';
import type { Database } from '../../db/database.js';
import { watchedChains, type ChainSource, type WatchedChain } from './chain-source.js';
import type { ChainsEnv } from './chains-env.js';
import { createDepositWatcher, type DepositEvent, type DepositWatcher } from './deposit-watcher.js';
import { createJsonRpcClient } from './json-rpc.js';
import { demoDepositKeys, localDepositSigner, type DepositSigner } from './sending/deposit-keys.js';
import { createEvmSender } from './sending/evm-sender.js';
import { addressOfPrivateKey } from './sending/evm-transaction.js';
import { processSend, type ChainSender } from './sending/send-requests.js';
import { createSimulatedSender } from './sending/simulated-sender.js';
import { createSweeper, type Sweeper } from './sending/sweeper.js';
import { createUtxoSender } from './sending/utxo-sender.js';
import { createHttpDepositSigner } from './signer/http-deposit-signer.js';
import { createEvmSource, type EvmToken } from './sources/evm-source.js';
import { createSimulatedChain, type SimulatedChain } from './sources/simulated-chain.js';
import { createUtxoSource } from './sources/utxo-source.js';
import type { OnCredited, WatcherLogger } from './watcher/watcher-context.js';

/** Open sends moved per chain and run at most (a full batch runs again at once). */
export const maxSendsPerRun = 50;

type AddressNetwork = 'mainnet' | 'testnet' | 'regtest';

export interface ChainSources {
  sources: Partial<Record<WatchedChain, ChainSource>>;
  simulated: Partial<Record<WatchedChain, SimulatedChain>>;
}

/** The network deposit addresses are derived for (a real one, or regtest for local and simulated chains). */
export function addressNetworkOf(env: ChainsEnv): AddressNetwork {
  return env.addressNetwork === 'mainnet' || env.addressNetwork === 'testnet' ? env.addressNetwork : 'regtest';
}

const tokenContracts = (env: ChainsEnv): Partial<Record<'USDT' | 'USDC', string>> => ({
  ...(env.eth?.usdtContract === undefined ? {} : { USDT: env.eth.usdtContract }),
  ...(env.eth?.usdcContract === undefined ? {} : { USDC: env.eth.usdcContract }),
});

/** A source per chain with a node; in test mode, the simulated chain for every other one. */
export function buildSources(env: ChainsEnv, database: Database): ChainSources {
  const network = addressNetworkOf(env);
  const sources: ChainSources['sources'] = {};
  const simulated: ChainSources['simulated'] = {};
  for (const coin of ['BTC', 'LTC', 'BCH'] as const) {
    const node = env.utxoNodes[coin];
    if (node === undefined) continue;
    const rpc = createJsonRpcClient({ url: node.url, user: node.user, password: node.password });
    sources[coin] = createUtxoSource({ coin, network, rpc });
  }
  if (env.eth !== undefined) {
    const tokens: EvmToken[] = Object.entries(tokenContracts(env)).map(([asset, contract]) => ({
      asset: asset as 'USDT' | 'USDC',
      contract,
    }));
    sources.ETH = createEvmSource({ network, rpc: createJsonRpcClient({ url: env.eth.url }), tokens });
  }
  if (env.simulated) {
    for (const chain of watchedChains) {
      if (sources[chain] !== undefined) continue;
      const chainSim = createSimulatedChain({ database, chain, addressNetwork: network });
      simulated[chain] = chainSim;
      sources[chain] = chainSim;
    }
  }
  return { sources, simulated };
}

/** One deposit watcher per source, with the confirmations of its chain (simulated chains: CHAIN_SIM_CONFIRMATIONS). */
export function buildWatchers(
  env: ChainsEnv,
  database: Database,
  chains: ChainSources,
  hooks: { logger: WatcherLogger; onCredited: OnCredited | undefined; onEvent: (event: DepositEvent) => void },
): Partial<Record<WatchedChain, DepositWatcher>> {
  const watchers: Partial<Record<WatchedChain, DepositWatcher>> = {};
  const simulatedConfirmations = Object.fromEntries(depositCoins.map((coin) => [coin, env.simConfirmations])) as Record<
    DepositCoin,
    number
  >;
  for (const chain of watchedChains) {
    const source = chains.sources[chain];
    if (source === undefined) continue;
    const isSimulated = chains.simulated[chain] !== undefined;
    watchers[chain] = createDepositWatcher({
      database,
      source,
      confirmations: isSimulated ? simulatedConfirmations : env.confirmations,
      dustBaseUnits: env.dustBaseUnits,
      maxBlocksPerCycle: env.maxBlocksPerCycle,
      maxMempoolTransactions: env.maxMempoolTransactions,
      reorgWindow: env.reorgWindow,
      // The simulated chain starts at its genesis: every test payment is seen.
      startHeight: isSimulated ? -1 : 'tip',
      // The hot wallet's gas top-ups to deposit addresses are the platform's money, not deposits.
      ...(chain === 'ETH' && env.ethHotWalletKey !== undefined
        ? { ignoredSenders: [addressOfPrivateKey(env.ethHotWalletKey)] }
        : {}),
      logger: hooks.logger,
      ...(hooks.onCredited === undefined ? {} : { onCredited: hooks.onCredited }),
      onEvent: hooks.onEvent,
    });
  }
  return watchers;
}

/** Who pays sends per chain: the node's wallet (UTXO), the hot wallet (ETH), the simulated chain. */
export function buildSenders(env: ChainsEnv, chains: ChainSources): Partial<Record<WatchedChain, ChainSender>> {
  const network = addressNetworkOf(env);
  const senders: Partial<Record<WatchedChain, ChainSender>> = {};
  for (const coin of ['BTC', 'LTC', 'BCH'] as const) {
    const node = env.utxoNodes[coin];
    if (node?.wallet === undefined) continue;
    const base = node.url.endsWith('/') ? node.url : `${node.url}/`;
    const walletUrl = new URL(`wallet/${encodeURIComponent(node.wallet)}`, base).toString();
    const wallet = createJsonRpcClient({ url: walletUrl, user: node.user, password: node.password });
    senders[coin] = createUtxoSender({ chain: coin, network, wallet });
  }
  if (env.eth !== undefined && env.ethHotWalletKey !== undefined) {
    senders.ETH = createEvmSender({
      network,
      rpc: createJsonRpcClient({ url: env.eth.url }),
      privateKey: env.ethHotWalletKey,
      tokens: tokenContracts(env),
      gasPriceWei: env.ethGasPriceWei,
    });
  }
  for (const chain of watchedChains) {
    const chainSim = chains.simulated[chain];
    if (chainSim !== undefined) senders[chain] = createSimulatedSender(chainSim);
  }
  return senders;
}

/**
 * Moves a chain's open sends one step each (at most maxSendsPerRun, oldest first); returns how
 * many it looked at.
 */
export async function processOpenSends(
  database: Database,
  input: {
    chain: WatchedChain;
    sender: ChainSender | undefined;
    requiredConfirmations: (asset: DepositCoin) => number;
  },
): Promise<number> {
  const { chain, sender } = input;
  if (sender === undefined) return 0;
  const open = await database.query<{ id: string; asset: DepositCoin }>(
    `select id, asset from chain_sends where chain = $1 and network = $2 and status in ('queued', 'broadcast')
     order by created_at limit ${maxSendsPerRun}`,
    [chain, sender.network],
  );
  for (const send of open.rows) {
    await processSend(database, sender, send.id, input.requiredConfirmations(send.asset));
  }
  return open.rows.length;
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

/** The ETH sweeper, when a node, a hot wallet, a collection address and a signer are all configured. */
export function buildSweeper(
  env: ChainsEnv,
  database: Database,
  input: { signer: DepositSigner | undefined; logger: { error(object: object, message: string): void } },
): Sweeper | undefined {
  const { signer } = input;
  if (env.eth === undefined || env.ethHotWalletKey === undefined) return undefined;
  if (env.collectionAddress === undefined || signer === undefined) return undefined;
  const network = addressNetworkOf(env);
  return createSweeper({
    database,
    network,
    addressNetwork: network,
    rpc: createJsonRpcClient({ url: env.eth.url }),
    hotWalletKey: env.ethHotWalletKey,
    collectionAddress: env.collectionAddress,
    tokens: tokenContracts(env),
    signer,
    minimums: env.sweepMinimums,
    confirmations: env.confirmations.ETH,
    gasPriceWei: env.ethGasPriceWei,
    logger: input.logger,
  });
}
