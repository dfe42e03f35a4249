import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { freePort, waitFor } from './node-process.js';

export interface DepositSignerProcess {
  url: string;
  /** Everything the process printed (stdout and stderr). */
  output(): string;
  stop(): Promise<void>;
}

const cliPath = fileURLToPath(new URL('../../../cli/deposit-signer.ts', import.meta.url));

/**
 * Tests only: the reference deposit signer (cli/deposit-signer.ts) as its own process, run through
 * tsx on a free loopback port with exactly the given DEPOSIT_SIGNER_* variables (none inherited).
 */
export async function startDepositSignerProcess(variables: Record<string, string>): Promise<DepositSignerProcess> {
  const loader = pathToFileURL(createRequire(import.meta.url).resolve('tsx')).href;
  const port = await freePort();
  const inherited = Object.fromEntries(
    Object.entries(process.env).filter(([name]) => !name.startsWith('DEPOSIT_SIGNER_') && !name.startsWith('CHAIN_')),
  );
  const child = spawn(process.execPath, ['--import', loader, cliPath], {
    env: { ...inherited, ...variables, DEPOSIT_SIGNER_HOST: '127.0.0.1', DEPOSIT_SIGNER_PORT: String(port) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const keep = (chunk: Buffer) => {
    output += chunk.toString('utf8');
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  child.on('error', (error) => {
    output += `\n${error.message}`;
  });
  const killOnExit = () => child.kill('SIGKILL');
  process.once('exit', killOnExit);
  const exited = new Promise<void>((resolveExit) => child.once('exit', () => resolveExit()));
  const stop = async () => {
    process.removeListener('exit', killOnExit);
    if (child.exitCode !== null || child.signalCode !== null) return;
    child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), 5_000);
    await exited;
    clearTimeout(timer);
  };
  try {
    await waitFor(
      async () => {
        if (child.exitCode !== null) throw new Error(`exited with ${child.exitCode}`);
        if (!output.includes('"event":"listening"')) throw new Error('not listening yet');
      },
      30_000,
      'deposit signer',
      () => output,
    );
  } catch (error) {
    await stop();
    throw error;
  }
  return { url: `http://127.0.0.1:${port}/`, output: () => output, stop };
}
