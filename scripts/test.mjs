// Quick start, line 2: the whole test suite. First the set-up of what the operating system must
// provide (Chromium, Litecoin Core: installed with apt-get as root, or a clear stop with the command
// to run), then unit and server tests (vitest; the server suite also runs on PostgreSQL when
// TEST_DATABASE_URL is set), a production build and the end-to-end tests in Debian's Chromium.
// Each step prints how long it took.
//
// The front-end packages' unit tests run first, on their own (they time user interactions), then
// the server tests with those on chain nodes (one Litecoin Core regtest node and one Anvil for all
// of them), then the build and the end-to-end tests. The end-to-end tests are not run beside the
// server tests: on the 2-core machines the browser tests' time limits were missed with both running
// (tried 2026-11-28), and the end-to-end test on Litecoin Core starts its own node, which must not
// run beside the chain-node project's.
import { ensureSystemPackages } from './system-packages.mjs';
import { projectArgs, testProjectGroups } from './test-projects.mjs';
import { ensureBuilt, ensureInstalled, pnpm, timedStep } from './workspace.mjs';

timedStep('system packages', () => ensureSystemPackages());
timedStep('dependencies', () => ensureInstalled());
timedStep('front-end and core unit tests (vitest)', () =>
  pnpm(['exec', 'vitest', 'run', ...projectArgs(testProjectGroups.frontEnd)]),
);
timedStep('server tests, with those on Litecoin Core regtest and Anvil (vitest)', () =>
  pnpm(['exec', 'vitest', 'run', ...projectArgs([...testProjectGroups.server, ...testProjectGroups.chainNodes])]),
);
// CI rebuilds from scratch, unless its script has just built this very checkout (CI_BUILT, .ci/run).
timedStep('production build', () =>
  ensureBuilt({ force: process.env.CI === 'true' && process.env.CI_BUILT !== 'true' }),
);
timedStep('end-to-end tests (Playwright, Chromium)', () => pnpm(['exec', 'playwright', 'test']));
