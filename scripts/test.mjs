// Quick start, line 2: the whole test suite. First the set-up of what the operating system must
// provide (Chromium, Litecoin Core: installed with apt-get as root, or a clear stop with the command
// to run), then unit and server tests (vitest; the server suite also runs on PostgreSQL when
// TEST_DATABASE_URL is set), a production build and the end-to-end tests in Debian's Chromium.
// Each step prints how long it took.
import { ensureSystemPackages } from './system-packages.mjs';
import { ensureBuilt, ensureInstalled, pnpm, timedStep } from './workspace.mjs';

timedStep('system packages', () => ensureSystemPackages());
timedStep('dependencies', () => ensureInstalled());
timedStep('unit and server tests (vitest)', () => pnpm(['exec', 'vitest', 'run']));
// CI rebuilds from scratch, unless its script has just built this very checkout (CI_BUILT, .ci/run).
timedStep('production build', () =>
  ensureBuilt({ force: process.env.CI === 'true' && process.env.CI_BUILT !== 'true' }),
);
timedStep('end-to-end tests (Playwright, Chromium)', () => pnpm(['exec', 'playwright', 'test']));
