import type { TestProject } from 'vitest/node';
import { startAnvil, type AnvilNode } from './anvil.js';
import { startLitecoinRegtest, type RegtestNode } from './litecoind.js';
import type { SharedChainNodes } from './shared-chain-nodes.js';

/** Blocks mined at start: the miner wallet's coinbases of the first 50 are mature (files are funded from them). */
const matureBlocks = 150;

const failureOf = (reason: unknown) => ({ failure: reason instanceof Error ? reason.message : String(reason) });

/**
 * The chain-nodes vitest project's global setup: ONE Litecoin Core regtest node and ONE Anvil for
 * every test file of the project (they run one after another), their RPC details handed to the
 * files through provide/inject. A node that cannot start is handed on as its failure: every test
 * that needs it fails with the message saying what to install (never a skip). Stopped after the
 * last file.
 */
export default async function startChainNodes(project: TestProject): Promise<() => Promise<void>> {
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
  project.provide('chainNodes', nodes);
  const running: (RegtestNode | AnvilNode)[] = [];
  if (litecoin.status === 'fulfilled') running.push(litecoin.value);
  if (anvil.status === 'fulfilled') running.push(anvil.value);
  return async () => {
    await Promise.all(running.map((node) => node.stop()));
  };
}
