// A test of the README's Quick start itself, run in CI: clone the repository into a temporary
// folder, run the first Quick start command (`npm start`) there on a free loopback port with a fresh
// DATA_DIR until /healthz answers, then check that every URL it printed answers. The clone takes
// what is committed (HEAD), so an uncommitted file the start needs makes this fail, as it would for
// a newcomer. Usage: node scripts/quick-start-check.mjs [--keep]
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { root } from './workspace.mjs';

const startTimeoutMs = 10 * 60_000;
const callTimeoutMs = 10_000;
const stopTimeoutMs = 20_000;

/** A loopback port nobody listens on, and the next one free too (the demo shop takes PORT + 1). */
async function freePortPair() {
  for (let attempt = 0; attempt < 20; attempt += 1) {
    const port = await new Promise((resolve, reject) => {
      const server = createServer();
      server.once('error', reject);
      server.listen(0, '127.0.0.1', () => {
        const { port: chosen } = server.address();
        server.close(() => resolve(chosen));
      });
    });
    if (port >= 65535) continue;
    const nextFree = await new Promise((resolve) => {
      const server = createServer();
      server.once('error', () => resolve(false));
      server.listen(port + 1, '127.0.0.1', () => server.close(() => resolve(true)));
    });
    if (nextFree) return port;
  }
  throw new Error('no two free loopback ports in a row');
}

/** The http(s) URLs in the start command's output (one per printed line, query strings kept). */
export function printedUrls(output) {
  const urls = new Set();
  for (const match of output.matchAll(/https?:\/\/[^\s"'<>)]+/g)) urls.add(match[0].replace(/[.,;:]+$/, ''));
  return [...urls];
}

async function answers(url) {
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(callTimeoutMs), redirect: 'manual' });
    await response.arrayBuffer();
    return response.status;
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  }
}

async function waitForHealth(origin, child, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`npm start exited with ${child.exitCode} before /healthz answered`);
    if ((await answers(`${origin}/healthz`)) === 200) return;
    await new Promise((done) => setTimeout(done, 500));
  }
  throw new Error(`/healthz did not answer within ${timeoutMs / 1000} s`);
}

function stop(child) {
  if (child.exitCode !== null) return Promise.resolve();
  return new Promise((done) => {
    const force = setTimeout(() => {
      try {
        process.kill(-child.pid, 'SIGKILL');
      } catch {
        // gone already
      }
    }, stopTimeoutMs);
    child.once('exit', () => {
      clearTimeout(force);
      done();
    });
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      done();
    }
  });
}

async function main() {
  const keep = process.argv.includes('--keep');
  const folder = mkdtempSync(join(tmpdir(), 'quick-start-'));
  const clone = join(folder, 'repository');
  const started = Date.now();
  console.log(`› Cloning ${root} (HEAD) into ${clone}`);
  const cloned = spawnSync('git', ['clone', '--quiet', '--depth', '1', `file://${root}`, clone], { stdio: 'inherit' });
  if (cloned.status !== 0) throw new Error('git clone failed');

  const port = await freePortPair();
  const origin = `http://127.0.0.1:${port}`;
  let output = '';
  console.log(`› npm start on port ${port} with a fresh DATA_DIR`);
  const child = spawn('npm', ['start'], {
    cwd: clone,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, PORT: String(port), DATA_DIR: join(folder, 'data'), HOST: '127.0.0.1', CI: '' },
  });
  // The platform's JSON request log is left out of this script's output; everything else is shown.
  const collect = (chunk) => {
    const text = chunk.toString();
    output += text;
    for (const line of text.split('\n'))
      if (line.trim() !== '' && !line.startsWith('{"level"')) console.log(`  │ ${line}`);
  };
  child.stdout.on('data', collect);
  child.stderr.on('data', collect);

  const failures = [];
  try {
    await waitForHealth(origin, child, startTimeoutMs);
    console.log(`› /healthz answered ${((Date.now() - started) / 1000).toFixed(1)} s after the clone began`);
    // The demo shop's lines come a little after the platform's; give them a moment.
    const shopDeadline = Date.now() + 60_000;
    while (!output.includes('Demo shop') && Date.now() < shopDeadline)
      await new Promise((done) => setTimeout(done, 500));
    const urls = printedUrls(output).filter(
      (url) => url.startsWith('http://127.0.0.1:') || url.startsWith('http://localhost:'),
    );
    if (urls.length < 5) failures.push(`only ${urls.length} URLs were printed:\n${output}`);
    // POST-only calls are printed with their method; they are not pages to open.
    const postOnly = new Set([...output.matchAll(/POST (https?:\/\/[^\s"'<>)]+)/g)].map((match) => match[1]));
    for (const url of urls) {
      if (postOnly.has(url)) continue;
      const status = await answers(url);
      const fine = typeof status === 'number' && status < 400;
      console.log(`  ${fine ? '✓' : '✖'} ${url} → ${status}`);
      if (!fine) failures.push(`${url} answered ${status}`);
    }
  } catch (error) {
    failures.push(error instanceof Error ? error.message : String(error));
  } finally {
    await stop(child);
    if (!keep) rmSync(folder, { recursive: true, force: true });
  }
  if (failures.length > 0) {
    console.error(`\n✖ Quick start check failed:\n- ${failures.join('\n- ')}`);
    process.exit(1);
  }
  console.log(`\n✓ Quick start: npm start served every printed URL (${((Date.now() - started) / 1000).toFixed(1)} s)`);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
