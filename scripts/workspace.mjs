// Shared steps of the Quick start commands: install dependencies from the lockfile when needed,
// build what is stale, and run child processes with inherited output.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const pnpmVersion = '10.34.9';

export function run(command, args, options = {}) {
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', ...options });
  if (result.error) throw result.error;
  if (result.status !== 0) {
    console.error(`\n✖ ${command} ${args.join(' ')} exited with ${result.status ?? result.signal}`);
    process.exit(result.status ?? 1);
  }
}

function hasPnpm() {
  const probe = spawnSync('pnpm', ['--version'], { encoding: 'utf8' });
  return probe.status === 0 && probe.stdout.trim() === pnpmVersion;
}

/** pnpm itself comes from the npm registry; nothing else is downloaded at run time. */
export function pnpm(args, options) {
  if (hasPnpm()) run('pnpm', args, options);
  else run('npx', ['--yes', `pnpm@${pnpmVersion}`, ...args], options);
}

function newestMtimeMs(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  // Only files count: a build that recreates dist/ touches its parent folder's mtime.
  let newest = 0;
  for (const entry of readdirSync(path)) {
    if (entry === 'node_modules' || entry === 'dist') continue;
    newest = Math.max(newest, newestMtimeMs(join(path, entry)));
  }
  return newest;
}

export function ensureInstalled() {
  const marker = join(root, 'node_modules', '.modules.yaml');
  const lock = join(root, 'pnpm-lock.yaml');
  if (existsSync(marker) && statSync(marker).mtimeMs >= statSync(lock).mtimeMs) return;
  console.log('› Installing dependencies from the lockfile');
  pnpm(['install', '--frozen-lockfile']);
}

/** Whether the apps and the server must be built: forced, or some source is newer than an output. */
export function needsBuild({ force = false } = {}) {
  if (force) return true;
  const outputs = ['packages/server/dist/server.js', 'packages/members-app/dist/index.html'].map((p) => join(root, p));
  const sources = ['packages', 'rollup.config.mjs', 'pnpm-lock.yaml'].map((p) => newestMtimeMs(join(root, p)));
  const newestSource = Math.max(...sources);
  return outputs.some((output) => !existsSync(output) || statSync(output).mtimeMs < newestSource);
}

/** Builds the apps and the server unless every output is newer than every source. */
export function ensureBuilt({ force = false } = {}) {
  if (!needsBuild({ force })) return;
  console.log('› Building the apps and the server');
  pnpm(['run', 'build']);
}

/** Runs one step of a script, printing its name first and how long it took after. */
export function timedStep(name, work) {
  const started = Date.now();
  console.log(`\n=== ${name}`);
  work();
  console.log(`=== ${name}: ${((Date.now() - started) / 1000).toFixed(1)} s`);
}
