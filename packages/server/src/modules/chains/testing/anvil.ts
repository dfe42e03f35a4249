import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { createJsonRpcClient, type JsonRpcClient } from '../json-rpc.js';
import { freePort, requireBinary, startNodeProcess, waitFor } from './node-process.js';

/**
 * The Anvil binary shipped prebuilt in npm `@foundry-rs/anvil-<platform>` (an optional dependency of
 * `@foundry-rs/anvil`; nothing is downloaded at run time). ANVIL_PATH overrides it.
 */
export function anvilBinaryPath(): string {
  const override = process.env['ANVIL_PATH'];
  if (override !== undefined && override !== '') return override;
  const platforms: Record<string, string> = {
    'linux-x64': 'linux-amd64',
    'linux-arm64': 'linux-arm64',
    'darwin-x64': 'darwin-amd64',
    'darwin-arm64': 'darwin-arm64',
  };
  const platform = platforms[`${process.platform}-${process.arch}`];
  if (platform === undefined) throw new Error(`Anvil has no prebuilt binary for ${process.platform}-${process.arch}`);
  const requireHere = createRequire(import.meta.url);
  let wrapper: string;
  try {
    wrapper = requireHere.resolve('@foundry-rs/anvil/package.json');
  } catch {
    throw new Error('npm @foundry-rs/anvil is not installed (a devDependency of @platform/server: run pnpm install)');
  }
  const requireFromWrapper = createRequire(wrapper);
  const packageJson = requireFromWrapper.resolve(`@foundry-rs/anvil-${platform}/package.json`);
  const binary = join(dirname(packageJson), 'bin', 'anvil');
  return binary;
}

/** Anvil's default first dev account (public test key of the mnemonic "test test … junk"). */
export const anvilDevAccount = {
  address: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
  privateKey: '0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80',
};

export interface AnvilNode {
  rpc: JsonRpcClient;
  url: string;
  /** The same port's WebSocket (eth_subscribe). */
  wsUrl: string;
  mine(blocks?: number): Promise<void>;
  stop(): Promise<void>;
}

/** Anvil on a free loopback port, chain id 31337, auto-mining each transaction into its own block. */
export async function startAnvil(): Promise<AnvilNode> {
  const binary = anvilBinaryPath();
  requireBinary(binary, 'install npm @foundry-rs/anvil (a devDependency of @platform/server: pnpm install)');
  const port = await freePort();
  const node = startNodeProcess(binary, [
    '--host',
    '127.0.0.1',
    '--port',
    String(port),
    '--silent',
    '--chain-id',
    '31337',
  ]);
  const url = `http://127.0.0.1:${port}/`;
  const rpc = createJsonRpcClient({ url, timeoutMs: 30_000 });
  try {
    await waitFor(() => rpc.call('eth_chainId'), 30_000, 'anvil', node.output);
  } catch (error) {
    await node.stop();
    throw error;
  }
  return {
    rpc,
    url,
    wsUrl: `ws://127.0.0.1:${port}/`,
    async mine(blocks = 1) {
      await rpc.call('anvil_mine', [`0x${blocks.toString(16)}`]);
    },
    stop: () => node.stop(5_000),
  };
}
