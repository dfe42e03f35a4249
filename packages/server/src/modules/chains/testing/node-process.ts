import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createServer } from 'node:net';

/** A free loopback TCP port (bound then released; the node binds it right after). */
export async function freePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => {
        if (address === null || typeof address === 'string') reject(new Error('No port'));
        else resolvePort(address.port);
      });
    });
  });
}

/** Throws a message that says exactly what is missing; chain tests fail (never skip) without their node. */
export function requireBinary(path: string, howToInstall: string): void {
  if (!existsSync(path))
    throw new Error(`${path} is missing: ${howToInstall}. The chain tests need it and fail without it.`);
}

export interface NodeProcess {
  child: ChildProcess;
  /** Last output lines, for error messages. */
  output(): string;
  /** SIGTERM, then SIGKILL after graceMs; resolves when the process is gone. */
  stop(graceMs?: number): Promise<void>;
}

/**
 * Starts a node binary as a child of the test process (never detached, so it cannot outlive a
 * crashed run for long: the exit hook kills it) and keeps its last output.
 */
export function startNodeProcess(binary: string, args: readonly string[]): NodeProcess {
  const child = spawn(binary, args, { stdio: ['ignore', 'pipe', 'pipe'] });
  let tail = '';
  // A spawn failure (e.g. ENOENT) shows in the output and in the caller's wait, not as an unhandled error.
  child.on('error', (error) => {
    tail += `\n${error.message}`;
  });
  const keep = (chunk: Buffer) => {
    tail = (tail + chunk.toString('utf8')).slice(-4000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const killOnExit = () => child.kill('SIGKILL');
  process.once('exit', killOnExit);
  const exited = new Promise<void>((resolveExit) => {
    if (child.exitCode !== null) resolveExit();
    child.once('exit', () => resolveExit());
    child.once('error', () => resolveExit());
  });
  return {
    child,
    output: () => tail,
    async stop(graceMs = 10_000) {
      process.removeListener('exit', killOnExit);
      if (child.exitCode !== null || child.signalCode !== null || child.pid === undefined) return;
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), graceMs);
      await exited;
      clearTimeout(timer);
    },
  };
}

/** Retries `probe` until it resolves or the deadline passes. */
export async function waitFor<T>(
  probe: () => Promise<T>,
  timeoutMs: number,
  what: string,
  detail: () => string = () => '',
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  let lastError: unknown;
  while (Date.now() < deadline) {
    try {
      return await probe();
    } catch (error) {
      lastError = error;
      await new Promise((resolveWait) => setTimeout(resolveWait, 100));
    }
  }
  throw new Error(`${what} did not answer within ${timeoutMs} ms: ${String(lastError)}\n${detail()}`);
}
