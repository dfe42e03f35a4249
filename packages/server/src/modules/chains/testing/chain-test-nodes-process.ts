/**
 * Tests only, run by scripts/chain-test-nodes.mjs: starts the chain test nodes, prints one line
 * `CHAIN_TEST_NODES=<json>` on stdout, and stops them when its stdin closes (its parent ended) or
 * on SIGTERM/SIGINT.
 */
import { chainTestNodesEnv, startChainTestNodes } from './chain-test-nodes.js';

const started = await startChainTestNodes();
process.stdout.write(`${chainTestNodesEnv}=${JSON.stringify(started.nodes)}\n`);
let stopping = false;
const stop = () => {
  if (stopping) return;
  stopping = true;
  void started.stop().finally(() => process.exit(0));
};
process.stdin.on('end', stop);
process.stdin.on('close', stop);
process.stdin.resume();
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
