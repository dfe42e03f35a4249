// Quick start, line 2: the whole test suite. First the set-up of what the operating system must
// provide (Chromium, Litecoin Core: installed with apt-get as root, or a clear stop with the command
// to run), then unit and server tests (vitest; the server suite also runs on PostgreSQL when
// TEST_DATABASE_URL is set), a production build and the end-to-end tests in Debian's Chromium.
// Each step prints how long it took.
//
// Side by side where they can be (the machine has 2 cores and much of the server and browser tests
// is waiting): the front-end packages' unit tests run first, alone (they time user interactions);
// then the server tests run beside the production build followed by the end-to-end tests, each line
// of their output prefixed with its suite; last, alone, the server tests that need chain nodes (one
// Litecoin Core regtest node and one Anvil, started by that project for its files; the end-to-end
// test on Litecoin Core starts its own node, and the two never run at the same time). One
// Chromium: only the end-to-end tests start it.
import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import { ensureSystemPackages } from './system-packages.mjs';
import { projectArgs, testProjectGroups } from './test-projects.mjs';
import { ensureInstalled, needsBuild, pnpm, root, timedStep } from './workspace.mjs';

/** Runs a command with each output line prefixed; resolves with its exit status. */
function prefixed(label, command, args, env) {
  return new Promise((resolve) => {
    const child = spawn(command, args, {
      cwd: root,
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    for (const stream of [child.stdout, child.stderr]) {
      createInterface({ input: stream }).on('line', (line) => console.log(`[${label}] ${line}`));
    }
    child.once('error', (error) => {
      console.error(`[${label}] ${error.message}`);
      resolve(1);
    });
    child.once('exit', (code, signal) => resolve(code ?? (signal === null ? 1 : 128)));
  });
}

/** pnpm through the repository's wrapper (the pinned version), as a child whose output is prefixed. */
const pnpmPrefixed = (label, args, env) => prefixed(label, process.execPath, ['scripts/pnpm.mjs', ...args], env);

async function serverAndEndToEnd() {
  // Two vitest workers beside the browser tests (three when the server tests run alone: vitest.config.ts).
  const env = { VITEST_MAX_WORKERS: process.env['VITEST_MAX_WORKERS'] ?? '2' };
  const started = Date.now();
  const elapsed = () => `${((Date.now() - started) / 1000).toFixed(1)} s`;
  const server = pnpmPrefixed('server', ['exec', 'vitest', 'run', ...projectArgs(testProjectGroups.server)], env).then(
    (status) => {
      console.log(`=== server tests (vitest) ended with ${status} after ${elapsed()}`);
      return status;
    },
  );
  const endToEnd = (async () => {
    // CI rebuilds from scratch, unless its script has just built this very checkout (CI_BUILT, .ci/run).
    if (needsBuild({ force: process.env.CI === 'true' && process.env.CI_BUILT !== 'true' })) {
      const built = await pnpmPrefixed('build', ['run', 'build'], {});
      console.log(`=== production build ended with ${built} after ${elapsed()}`);
      if (built !== 0) return built;
    }
    const status = await pnpmPrefixed('e2e', ['exec', 'playwright', 'test'], {});
    console.log(`=== end-to-end tests (Playwright, Chromium) ended with ${status} after ${elapsed()}`);
    return status;
  })();
  const statuses = await Promise.all([server, endToEnd]);
  return statuses.every((status) => status === 0);
}

timedStep('system packages', () => ensureSystemPackages());
timedStep('dependencies', () => ensureInstalled());
timedStep('front-end and core unit tests (vitest)', () =>
  pnpm(['exec', 'vitest', 'run', ...projectArgs(testProjectGroups.frontEnd)]),
);

console.log('\n=== server tests (vitest) beside the production build and the end-to-end tests (Playwright, Chromium)');
const started = Date.now();
const passed = await serverAndEndToEnd();
console.log(`=== server and end-to-end tests: ${((Date.now() - started) / 1000).toFixed(1)} s`);
if (!passed) {
  console.error(
    '\n✖ the server tests or the end-to-end tests failed (see the [server], [build] and [e2e] lines above)',
  );
  process.exit(1);
}
timedStep('server tests with chain nodes (vitest: Litecoin Core regtest, Anvil)', () =>
  pnpm(['exec', 'vitest', 'run', ...projectArgs(testProjectGroups.chainNodes)]),
);
