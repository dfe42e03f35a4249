import { spawn, type ChildProcess } from 'node:child_process';
import { get } from 'node:http';
import { mkdtempSync, readFileSync } from 'node:fs';
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

/**
 * Runs `server.ts` until `done(output)` holds (or 120 s pass: a fresh PGlite data folder's initdb alone
 * took 15 s on a busy 2-core machine), then stops it with SIGTERM if it still
 * runs; answers what it printed and its exit code.
 */
async function runFor(
  env: Record<string, string>,
  done: (output: { stdout: string; stderr: string; exitCode: number | null }) => boolean,
): Promise<{ stdout: string; stderr: string; exitCode: number | null }> {
  const child = spawn(tsxBin, [serverEntry], { cwd: tmpdir(), env, stdio: ['ignore', 'pipe', 'pipe'] });
  const output = { stdout: '', stderr: '', exitCode: null as number | null };
  child.stdout?.on('data', (chunk: Buffer) => (output.stdout += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output.stderr += chunk.toString()));
  const exited = new Promise<void>((resolve) =>
    child.on('exit', (code) => {
      output.exitCode = code;
      resolve();
    }),
  );
  for (let waitedMs = 0; !done(output) && output.exitCode === null && waitedMs < 120_000; waitedMs += 100) {
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  if (output.exitCode === null) child.kill('SIGTERM');
  await exited;
  return output;
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

  it('refuses to listen beyond loopback in test mode unless TEST_MODE_ALLOW_PUBLIC is set, then warns loudly', async () => {
    const base = {
      PATH: process.env['PATH'] ?? '',
      PORT: '0',
      LOG_LEVEL: 'warn',
      HOST: '0.0.0.0',
      DATA_DIR: mkdtempSync(join(tmpdir(), 'server-data-')),
      APPS_DIR: mkdtempSync(join(tmpdir(), 'server-apps-')),
    };
    const refused = await runFor(base, (output) => output.exitCode !== null);
    expect(refused.exitCode).toBe(1);
    expect(refused.stderr).toMatch(/HOST: 0\.0\.0\.0 is not a loopback address.*TEST_MODE_ALLOW_PUBLIC=1/);

    const allowed = await runFor({ ...base, TEST_MODE_ALLOW_PUBLIC: '1' }, (output) =>
      output.stdout.includes('TEST MODE'),
    );
    expect(allowed.stdout).toContain('TEST MODE');
    expect(allowed.stderr).toContain('WARNING: TEST MODE IS LISTENING ON 0.0.0.0, NOT ONLY ON THIS MACHINE');
    expect(allowed.stdout).toContain('test mode listens beyond loopback');
    expect(allowed.exitCode).toBe(0);
  }, 300_000);

  it('starts on PGlite in DATA_DIR, prints its URLs, exits cleanly on SIGTERM and keeps its data for the next start', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'server-data-'));
    const env = { DATA_DIR: dataDir, APPS_DIR: mkdtempSync(join(tmpdir(), 'server-apps-')) };

    const first = await startServer(env);
    expect(first.stdout()).toContain('TEST MODE');
    // The demo passwords and keys are this data folder's, printed at start (never published constants).
    for (let waitedMs = 0; !first.stdout().includes('secret key') && waitedMs < 10_000; waitedMs += 50) {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    const secrets = JSON.parse(readFileSync(join(dataDir, 'secrets', 'demo-secrets.json'), 'utf8')) as {
      passwords: { merchant: string };
      merchantKeys: { secret: string };
    };
    expect(first.stdout()).toContain(`secret key      ${secrets.merchantKeys.secret}`);
    expect(first.stdout()).toContain(`merchant@demo-exchange.example  ${secrets.passwords.merchant}`);
    expect(first.stdout()).not.toContain('demo-merchant-2024');
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
    for (let waitedMs = 0; !second.stdout().includes('secret key') && waitedMs < 10_000; waitedMs += 50) {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(second.stdout()).toContain(`secret key      ${secrets.merchantKeys.secret}`);
    const again = (await getJsonWithHost(`${second.origin}/api/config`, 'alt.localhost')) as {
      request_details: { module: { wl_id: number } };
    };
    expect(again.request_details.module.wl_id).toBe(2);
    second.child.kill('SIGINT');
    expect(await second.exited).toBe(0);
  }, 300_000);
});
