// Quick start, line 2: the whole test suite. Unit and server tests (vitest; the server suite also
// runs on PostgreSQL when TEST_DATABASE_URL is set), then a production build and the end-to-end
// tests in Debian's Chromium.
import { existsSync } from 'node:fs';
import { ensureBuilt, ensureInstalled, pnpm } from './workspace.mjs';

const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (!existsSync(chromium)) {
  console.error(`✖ Chromium is needed for the browser tests and was not found at ${chromium}.`);
  console.error('  Install it with: apt-get install -y chromium   (or set CHROMIUM_PATH)');
  process.exit(1);
}

ensureInstalled();
pnpm(['exec', 'vitest', 'run']);
ensureBuilt({ force: process.env.CI === 'true' });
pnpm(['exec', 'playwright', 'test']);
