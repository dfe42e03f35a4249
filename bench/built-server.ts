/**
 * The built production server (packages/server/dist/server.js; run `npm run build` first) in test mode
 * on a fresh data folder and a free loopback port, for the benches that drive a browser against it.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { freeLoopbackPort } from '../e2e/free-port.js';
import { positiveInteger } from './env.js';

export interface BuiltServer {
  origin: string;
  process: ChildProcess;
  /** Stops the server and removes its data folder. */
  stop(): void;
}

const root = resolve(import.meta.dirname, '..');
/** A fresh data folder starts with PGlite's initdb: seconds on a quiet machine, minutes on a loaded one. */
const readySeconds = positiveInteger('BENCH_SERVER_READY_SECONDS', 300);

export async function startBuiltServer(dataDirPrefix: string): Promise<BuiltServer> {
  const port = await freeLoopbackPort();
  const dataDir = mkdtempSync(join(tmpdir(), dataDirPrefix));
  const child = spawn(process.execPath, [join(root, 'packages/server/dist/server.js')], {
    cwd: root,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const stop = () => {
    child.kill('SIGTERM');
    rmSync(dataDir, { recursive: true, force: true });
  };
  const origin = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + readySeconds * 1000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}`);
    const ready = await fetch(`${origin}/readyz`).then(
      (response) => response.ok,
      () => false,
    );
    if (ready) return { origin, process: child, stop };
    await new Promise((done) => setTimeout(done, 250));
  }
  child.kill('SIGKILL');
  throw new Error(`the server was not ready within ${readySeconds} s (run \`npm run build\` first)`);
}
