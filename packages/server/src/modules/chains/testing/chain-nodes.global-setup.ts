import type { TestProject } from 'vitest/node';
import { chainTestNodesEnv, parseChainTestNodes, startChainTestNodes } from './chain-test-nodes.js';

/**
 * The chain-nodes vitest project's global setup: ONE Litecoin Core regtest node and ONE Anvil for
 * every test file of the project (they run one after another), their RPC details handed to the
 * files through provide/inject. A node that cannot start is handed on as its failure: every test
 * that needs it fails with the message saying what to install (never a skip). Stopped after the
 * last file.
 *
 * When CHAIN_TEST_NODES is set, the nodes are already running (`npm test` starts them once for this
 * project and the end-to-end tests together, scripts/chain-test-nodes.mjs): they are used as they
 * are, and whoever started them stops them.
 */
export default async function startChainNodes(project: TestProject): Promise<() => Promise<void>> {
  const given = process.env[chainTestNodesEnv];
  if (given !== undefined) {
    project.provide('chainNodes', parseChainTestNodes(given));
    return async () => undefined;
  }
  const started = await startChainTestNodes();
  project.provide('chainNodes', started.nodes);
  return started.stop;
}
