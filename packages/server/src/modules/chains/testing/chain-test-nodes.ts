import { startAnvil, type AnvilNode } from './anvil.js';
import { startLitecoinRegtest, type RegtestNode } from './litecoind.js';
import type { SharedChainNodes } from './shared-chain-nodes.js';

/** Blocks mined at start: the miner wallet's coinbases of the first 50 are mature (files are funded from them). */
const matureBlocks = 150;

/** The environment variable that hands running nodes (SharedChainNodes as JSON) to the test runners. */
export const chainTestNodesEnv = 'CHAIN_TEST_NODES';

const failureOf = (reason: unknown) => ({ failure: reason instanceof Error ? reason.message : String(reason) });

/**
 * Tests only: ONE Litecoin Core regtest node and ONE Anvil, each on free loopback ports in a
 * temporary directory, for every test that needs a chain node (the vitest chain-nodes project and
 * the end-to-end tests on Litecoin Core). A node that cannot start is described by its failure.
 */
export async function startChainTestNodes(): Promise<{ nodes: SharedChainNodes; stop: () => Promise<void> }> {
  const [litecoin, anvil] = await Promise.allSettled([startLitecoinRegtest({ matureBlocks }), startAnvil()]);
  const nodes: SharedChainNodes = {
    litecoin:
      litecoin.status === 'fulfilled'
        ? {
            url: litecoin.value.url,
            user: litecoin.value.user,
            password: litecoin.value.password,
            zmqUrl: litecoin.value.zmqUrl,
          }
        : failureOf(litecoin.reason),
    anvil: anvil.status === 'fulfilled' ? { url: anvil.value.url, wsUrl: anvil.value.wsUrl } : failureOf(anvil.reason),
  };
  const running: (RegtestNode | AnvilNode)[] = [];
  if (litecoin.status === 'fulfilled') running.push(litecoin.value);
  if (anvil.status === 'fulfilled') running.push(anvil.value);
  return {
    nodes,
    stop: async () => {
      await Promise.all(running.map((node) => node.stop()));
    },
  };
}

/** The nodes another process started (CHAIN_TEST_NODES); a malformed value is a mistake in the caller. */
export function parseChainTestNodes(json: string): SharedChainNodes {
  const value = JSON.parse(json) as Partial<SharedChainNodes>;
  if (typeof value !== 'object' || value === null || value.litecoin === undefined || value.anvil === undefined) {
    throw new Error(`${chainTestNodesEnv} must be the JSON that scripts/chain-test-nodes.mjs printed`);
  }
  return value as SharedChainNodes;
}
