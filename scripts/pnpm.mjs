// `node scripts/pnpm.mjs <args>`: pnpm with the version the repository pins (package.json
// packageManager), the installed one when it matches, else fetched from the npm registry with npx.
// The package.json scripts call pnpm through this, so `npm run …` works where pnpm is not installed.
import { pnpm } from './workspace.mjs';

pnpm(process.argv.slice(2));
