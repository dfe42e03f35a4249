import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { freeLoopbackPort } from '../free-port.js';
import { demoSecretsIn, type DemoSecrets } from './demo-secrets.js';

/**
 * A server of a test's own (the built one, as the global setup starts it) for what the shared server
 * cannot show: settings from the environment (PASSWORD_MAX_AGE_DAYS) and data a test must change in
 * the database directly (an old password, a brand's unserved countries). Between two starts the
 * test edits the embedded database (PGlite under DATA_DIR) with SQL.
 */
const root = resolve(import.meta.dirname, '../..');
const serverEntry = join(root, 'packages/server/dist/server.js');
// E2E_READY_TIMEOUT_MS: more time to start on a loaded machine (default 60 s).
const readyTimeoutMs = Number(process.env['E2E_READY_TIMEOUT_MS'] ?? 60_000);

export interface OwnServer {
  origin: string;
  port: number;
  /** The demo passwords and keys of this server's data folder. */
  demoSecrets(): DemoSecrets;
  /** Stops the server, runs SQL on its database, starts it again on the same port. */
  editDatabase(sql: string): Promise<void>;
  close(): Promise<void>;
}

function stop(server: ChildProcess): Promise<void> {
  if (server.exitCode !== null) return Promise.resolve();
  return new Promise((done) => {
    const force = setTimeout(() => server.kill('SIGKILL'), 15_000);
    server.once('exit', () => {
      clearTimeout(force);
      done();
    });
    server.kill('SIGTERM');
  });
}

async function start(port: number, dataDir: string, env: Record<string, string>): Promise<ChildProcess> {
  let log = '';
  const server = spawn(process.execPath, [serverEntry], {
    cwd: root,
    env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const collect = (chunk: Buffer) => {
    log = (log + chunk.toString()).slice(-20_000);
  };
  server.stdout?.on('data', collect);
  server.stderr?.on('data', collect);
  const deadline = Date.now() + readyTimeoutMs;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`The server exited with ${server.exitCode}:\n${log}`);
    try {
      if ((await fetch(`http://127.0.0.1:${port}/readyz`)).ok) return server;
    } catch {
      // not listening yet
    }
    await new Promise((done) => setTimeout(done, 250));
  }
  await stop(server);
  throw new Error(`The server was not ready within ${readyTimeoutMs} ms:\n${log}`);
}

/** PGlite from the server package (the e2e folder has no dependency of its own on it). */
async function runSql(dataDir: string, sql: string): Promise<void> {
  const requireFromServer = createRequire(join(root, 'packages/server/package.json'));
  const { PGlite } = requireFromServer('@electric-sql/pglite') as {
    PGlite: { create(dataDir: string): Promise<{ exec(sql: string): Promise<unknown>; close(): Promise<void> }> };
  };
  const database = await PGlite.create(join(dataDir, 'pglite'));
  try {
    await database.exec(sql);
  } finally {
    await database.close();
  }
}

export async function startOwnServer(env: Record<string, string> = {}): Promise<OwnServer> {
  const dataDir = mkdtempSync(join(tmpdir(), 'platform-e2e-own-'));
  const port = await freeLoopbackPort();
  let server = await start(port, dataDir, env);
  return {
    origin: `http://127.0.0.1:${port}`,
    port,
    demoSecrets: () => demoSecretsIn(dataDir),
    async editDatabase(sql) {
      await stop(server);
      await runSql(dataDir, sql);
      server = await start(port, dataDir, env);
    },
    async close() {
      await stop(server);
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
