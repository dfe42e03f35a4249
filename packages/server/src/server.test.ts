import { spawn, type ChildProcess } from 'node:child_process';
import { get } from 'node:http';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { serverPackageRoot } from './config/package-paths.js';

const tsxBin = join(serverPackageRoot, '..', '..', 'node_modules', '.bin', 'tsx');
const serverEntry = join(serverPackageRoot, 'src', 'server.ts');

interface Started {
  child: ChildProcess;
  origin: string;
  stdout: () => string;
  exited: Promise<number | null>;
}

/** Starts `server.ts` as a real process (its own cwd, env and signals) on a free loopback port. */
async function startServer(env: Record<string, string>): Promise<Started> {
  const child = spawn(tsxBin, [serverEntry], {
    cwd: tmpdir(),
    env: { PATH: process.env['PATH'] ?? '', PORT: '0', LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout?.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  const origin = await new Promise<string>((resolve, reject) => {
    const timer = setInterval(() => {
      const match = /config\s+(http:\/\/127\.0\.0\.1:\d+)\/api\/config/.exec(stdout);
      if (match?.[1]) {
        clearInterval(timer);
        resolve(match[1]);
      }
    }, 100);
    void exited.then((code) => {
      clearInterval(timer);
      reject(new Error(`server exited with ${code}: ${stderr}`));
    });
  });
  return { child, origin, stdout: () => stdout, exited };
}

/** fetch() drops a Host header, so brand-by-host checks go through node:http. */
function getJsonWithHost(url: string, host: string): Promise<unknown> {
  return new Promise((resolve, reject) => {
    get(url, { headers: { host } }, (response) => {
      let body = '';
      response.on('data', (chunk: Buffer) => (body += chunk.toString()));
      response.on('end', () => resolve(JSON.parse(body)));
    }).on('error', reject);
  });
}

describe('server.ts', () => {
  it('refuses to start on a bad environment and lists every bad variable', async () => {
    const child = spawn(tsxBin, [serverEntry], {
      cwd: tmpdir(),
      env: { PATH: process.env['PATH'] ?? '', PORT: 'eighty', LOG_LEVEL: 'loud' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stderr = '';
    child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    const code = await new Promise((resolve) => child.on('exit', resolve));
    expect(code).toBe(1);
    expect(stderr).toContain('Invalid environment variables:');
    expect(stderr).toMatch(/PORT: /);
    expect(stderr).toMatch(/LOG_LEVEL: /);
  });

  it('starts on PGlite in DATA_DIR, prints its URLs, exits cleanly on SIGTERM and keeps its data for the next start', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'server-data-'));
    const env = { DATA_DIR: dataDir, APPS_DIR: mkdtempSync(join(tmpdir(), 'server-apps-')) };

    const first = await startServer(env);
    expect(first.stdout()).toContain('TEST MODE');
    expect(first.stdout()).toContain(`${first.origin}/docs`);
    expect((await fetch(`${first.origin}/readyz`)).status).toBe(200);
    const config = (await (await fetch(`${first.origin}/api/config`)).json()) as {
      request_details: { module: { label_name: string } };
    };
    expect(config.request_details.module.label_name).toBe('Demo Exchange');
    first.child.kill('SIGTERM');
    expect(await first.exited).toBe(0);

    const second = await startServer(env);
    expect((await fetch(`${second.origin}/readyz`)).status).toBe(200);
    const again = (await getJsonWithHost(`${second.origin}/api/config`, 'alt.localhost')) as {
      request_details: { module: { wl_id: number } };
    };
    expect(again.request_details.module.wl_id).toBe(2);
    second.child.kill('SIGINT');
    expect(await second.exited).toBe(0);
  }, 90_000);
});
