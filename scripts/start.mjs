// Quick start, line 1: install, build, then start the whole platform (the server migrates and seeds
// the database at start). Honours PORT (default 3000), DATA_DIR (default ./data) and DATABASE_URL.
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { ensureBuilt, ensureInstalled, root } from './workspace.mjs';

ensureInstalled();
ensureBuilt();

const server = spawn(process.execPath, [join(root, 'packages/server/dist/server.js')], {
  cwd: process.cwd(),
  stdio: 'inherit',
  env: process.env,
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
