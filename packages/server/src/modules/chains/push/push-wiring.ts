import type { WatchedChain } from '../chain-source.js';
import type { ChainsEnv } from '../chains-env.js';
import type { DepositWatcher } from '../deposit-watcher.js';
import { createEvmWsListener } from './evm-ws-listener.js';
import type { PushListener, PushLogger } from './push-listener.js';
import { createZmqListener } from './zmq-listener.js';

/**
 * One push listener per watched chain whose node has a push endpoint configured
 * (CHAIN_<COIN>_ZMQ_URL, CHAIN_ETH_WS_URL), each waking that chain's watcher. Chains without one,
 * and simulated chains, are polled only.
 */
export function buildPushListeners(
  env: ChainsEnv,
  watchers: Partial<Record<WatchedChain, DepositWatcher>>,
  logger: PushLogger,
): PushListener[] {
  const listeners: PushListener[] = [];
  for (const coin of ['BTC', 'LTC', 'BCH'] as const) {
    const url = env.utxoNodes[coin]?.zmqUrl;
    const watcher = watchers[coin];
    if (url === undefined || watcher === undefined) continue;
    listeners.push(createZmqListener({ chain: coin, url, logger, onSignal: () => watcher.wake() }));
  }
  const ethWatcher = watchers.ETH;
  if (env.eth?.wsUrl !== undefined && ethWatcher !== undefined) {
    const tokenContracts = [env.eth.usdtContract, env.eth.usdcContract].filter(
      (contract): contract is string => contract !== undefined,
    );
    listeners.push(
      createEvmWsListener({ url: env.eth.wsUrl, tokenContracts, logger, onSignal: () => ethWatcher.wake() }),
    );
  }
  return listeners;
}
