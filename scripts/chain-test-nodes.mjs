// The chain test nodes of `npm test`: ONE Litecoin Core regtest node and ONE Anvil, started once
// for the vitest chain-nodes project and the end-to-end tests, which run side by side (a second
// node of either kind is never started while these run). The nodes live in a child process
// (packages/server/src/modules/chains/testing/chain-test-nodes-process.ts) that stops them when
// this process ends, however it ends: its stdin is a pipe from here.
import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import { root } from './workspace.mjs';

const startTimeoutMs = 180_000;

/** Starts the nodes; resolves with the CHAIN_TEST_NODES value and a stop function. */
export function startChainTestNodes() {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', 'packages/server/src/modules/chains/testing/chain-test-nodes-process.ts'],
    { cwd: root, stdio: ['pipe', 'pipe', 'inherit'] },
  );
  const stopped = new Promise((resolve) => child.once('exit', resolve));
  const stop = async () => {
    child.stdin.end();
    const timer = setTimeout(() => child.kill('SIGKILL'), 30_000);
    await stopped;
    clearTimeout(timer);
  };
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`The chain test nodes did not start within ${startTimeoutMs / 1000} s`));
    }, startTimeoutMs);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`The chain test nodes process ended (${code}) before it started them`));
    });
    createInterface({ input: child.stdout }).on('line', (line) => {
      const prefix = 'CHAIN_TEST_NODES=';
      if (!line.startsWith(prefix)) return;
      clearTimeout(timer);
      resolve({ value: line.slice(prefix.length), stop });
    });
  });
}
