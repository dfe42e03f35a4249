import { randomBytes } from 'node:crypto';
import { inject } from 'vitest';
import type { App } from '../../../app.js';
import type { Database } from '../../../db/database.js';
import { buildTestApp } from '../../../testing/test-app.js';
import { createJsonRpcClient } from '../json-rpc.js';
import { addressOfPrivateKey } from '../sending/evm-transaction.js';
import { hexQuantity } from '../sources/decimal-units.js';
import type { AnvilNode } from './anvil.js';
import type { RegtestNode } from './litecoind.js';

/** How to reach the chain project's nodes, or why one did not start (chain-nodes.global-setup.ts). */
export interface SharedChainNodes {
  /** zmqUrl: the node's own ZMQ publisher, when its build has ZMQ (litecoind.ts). */
  litecoin: { url: string; user: string; password: string; zmqUrl: string | undefined } | { failure: string };
  anvil: { url: string; wsUrl: string } | { failure: string };
}

declare module 'vitest' {
  export interface ProvidedContext {
    chainNodes: SharedChainNodes;
  }
}

/** The wallet of the global setup that holds the mature coinbase coins every file is funded from. */
export const fundingWalletName = 'miner';
/** Coins each test file's own wallet gets. */
const fileFundingCoins = '100';

function sharedNodes(): SharedChainNodes {
  const nodes = inject('chainNodes');
  if (nodes === undefined) {
    throw new Error(
      'The chain nodes are started once by the chain-nodes vitest project (vitest.config.ts): run this file through it.',
    );
  }
  return nodes;
}

/**
 * Tests only: this file's own wallet (`name` and a random suffix) on the project's one Litecoin
 * Core regtest node (`walletName`, e.g. for CHAIN_LTC_RPC_WALLET), funded from the setup's miner wallet and confirmed, so files never share a
 * wallet's coins or transactions. mine() mines to this wallet; stop() mines the mempool empty for
 * the next file (deposit addresses derive alike in every database) and unloads the wallet, never
 * the node.
 */
export async function joinSharedLitecoin(name: string): Promise<RegtestNode & { walletName: string }> {
  const shared = sharedNodes().litecoin;
  if ('failure' in shared) throw new Error(shared.failure);
  const { url, user, password, zmqUrl } = shared;
  const walletName = `${name}-${randomBytes(4).toString('hex')}`;
  const rpc = createJsonRpcClient({ url, user, password, timeoutMs: 30_000 });
  const walletAt = (wallet: string) =>
    createJsonRpcClient({ url: `${url}wallet/${wallet}`, user, password, timeoutMs: 30_000 });
  const wallet = walletAt(walletName);
  // A fresh coinbase address per call: after invalidateblock, mining the same template again
  // would rebuild the very block that was invalidated.
  const mine = async (blocks: number) =>
    rpc.call<string[]>('generatetoaddress', [blocks, await wallet.call<string>('getnewaddress')]);
  await rpc.call('createwallet', [walletName]);
  await walletAt(fundingWalletName).call('sendtoaddress', [
    await wallet.call<string>('getnewaddress'),
    fileFundingCoins,
  ]);
  await mine(1);
  return {
    rpc,
    wallet,
    walletName,
    url,
    user,
    password,
    zmqUrl,
    mine,
    async stop() {
      await mine(1);
      await rpc.call('unloadwallet', [walletName]);
    },
  };
}

/** An Anvil node of the project with this file's own funded account (eth_sendTransaction from it works). */
export interface SharedAnvil extends AnvilNode {
  /** This file's account: a random key's address, funded with 1 000 000 ETH and impersonated. */
  account: string;
}

/**
 * Tests only: the project's one Anvil with an account of this file's own (its own nonces and
 * balance). stop() leaves the node running for the next file.
 */
export async function joinSharedAnvil(): Promise<SharedAnvil> {
  const shared = sharedNodes().anvil;
  if ('failure' in shared) throw new Error(shared.failure);
  const rpc = createJsonRpcClient({ url: shared.url, timeoutMs: 30_000 });
  const account = addressOfPrivateKey(`0x${randomBytes(32).toString('hex')}`);
  await rpc.call('anvil_setBalance', [account, hexQuantity(10n ** 24n)]);
  await rpc.call('anvil_impersonateAccount', [account]);
  return {
    rpc,
    url: shared.url,
    wsUrl: shared.wsUrl,
    account,
    async mine(blocks = 1) {
      await rpc.call('anvil_mine', [`0x${blocks.toString(16)}`]);
    },
    async stop() {
      await rpc.call('anvil_stopImpersonatingAccount', [account]);
    },
  };
}

/**
 * Tests only: a test-mode app on `database` whose LTC chain is `node` (deposits and confirmations
 * from the node, sends paid by the node wallet `node.walletName`), with rates loaded.
 */
export async function openLitecoinWalletApp(
  database: Database,
  node: RegtestNode & { walletName: string },
  confirmations: number,
): Promise<App> {
  const app = await buildTestApp({
    database,
    env: {
      CHAIN_LTC_RPC_URL: node.url,
      CHAIN_LTC_RPC_USER: node.user,
      CHAIN_LTC_RPC_PASSWORD: node.password,
      CHAIN_LTC_RPC_WALLET: node.walletName,
      CHAIN_CONFIRMATIONS_LTC: String(confirmations),
    },
  });
  await app.rates.refresher.refreshNow();
  return app;
}
