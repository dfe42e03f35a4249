import { spawn, type ChildProcess } from 'node:child_process';
import { appendFileSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { freeLoopbackPort } from './free-port.js';

const root = resolve(import.meta.dirname, '..');
const serverEntry = join(root, 'packages/server/dist/server.js');
// E2E_READY_TIMEOUT_MS: more time to start on a loaded machine (default 60 s).
const readyTimeoutMs = Number(process.env['E2E_READY_TIMEOUT_MS'] ?? 60_000);
const stopTimeoutMs = 15_000;

async function waitForReady(origin: string, server: ChildProcess, output: () => string): Promise<void> {
  const deadline = Date.now() + readyTimeoutMs;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`The server exited with ${server.exitCode}:\n${output()}`);
    try {
      const response = await fetch(`${origin}/readyz`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((done) => setTimeout(done, 250));
  }
  throw new Error(`The server was not ready within ${readyTimeoutMs} ms:\n${output()}`);
}

function stop(server: ChildProcess): Promise<void> {
  if (server.exitCode !== null) return Promise.resolve();
  return new Promise((done) => {
    const force = setTimeout(() => server.kill('SIGKILL'), stopTimeoutMs);
    server.once('exit', () => {
      clearTimeout(force);
      done();
    });
    server.kill('SIGTERM');
  });
}

/** Starts the built server with a fresh data directory; returns the teardown. */
export default async function globalSetup(): Promise<() => Promise<void>> {
  for (const path of [serverEntry, join(root, 'packages/members-app/dist/index.html')]) {
    if (!existsSync(path)) {
      throw new Error(`${path} is missing: run \`pnpm run build\` (rollup -c and the server build) first.`);
    }
  }
  const dataDir = mkdtempSync(join(tmpdir(), 'platform-e2e-'));
  const port = await freeLoopbackPort();
  const origin = `http://127.0.0.1:${port}`;
  let log = '';
  const server = spawn(process.execPath, [serverEntry], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: process.env['E2E_SERVER_LOG_LEVEL'] ?? 'warn',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const collect = (chunk: Buffer) => {
    log = (log + chunk.toString()).slice(-20_000);
    // E2E_SERVER_LOG=<file>: the whole server log, to read after a failed run.
    const logFile = process.env['E2E_SERVER_LOG'];
    if (logFile !== undefined) appendFileSync(logFile, chunk);
  };
  server.stdout?.on('data', collect);
  server.stderr?.on('data', collect);
  try {
    await waitForReady(origin, server, () => log);
  } catch (error) {
    await stop(server);
    rmSync(dataDir, { recursive: true, force: true });
    throw error;
  }
  process.env['E2E_BASE_URL'] = origin;
  process.env['E2E_PORT'] = String(port);
  // The demo passwords and keys live in the data folder (support/demo-secrets.ts reads them).
  process.env['E2E_DATA_DIR'] = dataDir;
  return async () => {
    await stop(server);
    rmSync(dataDir, { recursive: true, force: true });
  };
}
