// The programs the test suites need from the operating system, and the one set-up step that gets
// them: `npm test` and `.ci/run` both call `ensureSystemPackages()`, so CI proves the newcomer's
// path. Only Debian's packages are used (nothing downloads a browser or a toolchain): as root it
// installs what is missing with apt-get, printing what and why; otherwise it stops before any test
// runs and prints the exact command to run.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { pathToFileURL } from 'node:url';

/** What the suites need, where they look for it, and why. */
export function requiredSystemPackages(env = process.env) {
  return [
    {
      debianPackage: 'chromium',
      path: env.CHROMIUM_PATH || '/usr/bin/chromium',
      pathVariable: 'CHROMIUM_PATH',
      why: 'the end-to-end tests drive Debian’s Chromium with Playwright (a browser is never downloaded)',
    },
    {
      debianPackage: 'litecoind',
      path: env.LITECOIND_PATH || '/usr/bin/litecoind',
      pathVariable: 'LITECOIND_PATH',
      why: 'the chain tests run Litecoin Core in regtest (Anvil comes from npm)',
    },
  ];
}

export function missingSystemPackages(env = process.env, exists = existsSync) {
  return requiredSystemPackages(env).filter((entry) => !exists(entry.path));
}

/** The command a person runs to install `packages` (with sudo unless they are root). */
export function installCommand(packages, { root = false } = {}) {
  const names = packages.map((entry) => entry.debianPackage).join(' ');
  return `${root ? '' : 'sudo '}apt-get update && ${root ? '' : 'sudo '}apt-get install -y ${names}`;
}

function isRoot() {
  return typeof process.getuid === 'function' && process.getuid() === 0;
}

function hasAptGet() {
  return spawnSync('apt-get', ['--version'], { stdio: 'ignore' }).status === 0;
}

function runCommand(command, args) {
  const result = spawnSync(command, args, {
    stdio: 'inherit',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
  if (result.status !== 0)
    throw new Error(`${command} ${args.join(' ')} exited with ${result.status ?? result.signal}`);
}

const defaultSystem = {
  env: process.env,
  exists: existsSync,
  isRoot,
  hasAptGet,
  run: runCommand,
  log: (line) => console.log(line),
  error: (line) => console.error(line),
};

/**
 * Installs the missing packages as root with apt-get, or tells exactly what to run. Answers
 * 'ready' (nothing was missing), 'installed', or 'stop' (the caller exits 1 before any test runs).
 * A path set through CHROMIUM_PATH or LITECOIND_PATH that does not exist is never "fixed" by
 * installing the package elsewhere: the person is told to correct the variable.
 */
export function prepareSystemPackages(system = defaultSystem) {
  const { env, exists, log, error } = { ...defaultSystem, ...system };
  const missing = missingSystemPackages(env, exists);
  if (missing.length === 0) return 'ready';
  const custom = missing.filter((entry) => env[entry.pathVariable]);
  if (custom.length > 0) {
    for (const entry of custom) error(`✖ ${entry.pathVariable}=${entry.path} does not exist (${entry.why}).`);
    error('  Point the variable at the installed program, or unset it to use the Debian package.');
    return 'stop';
  }
  for (const entry of missing) log(`› ${entry.path} is missing: ${entry.why}.`);
  if (!(system.isRoot ?? isRoot)() || !(system.hasAptGet ?? hasAptGet)()) {
    error('\n✖ Install the missing Debian packages first, then run the command again:');
    error(`  ${installCommand(missing)}`);
    return 'stop';
  }
  const names = missing.map((entry) => entry.debianPackage);
  log(`› Installing the Debian packages ${names.join(', ')} with apt-get (running as root)`);
  const run = system.run ?? runCommand;
  try {
    run('apt-get', ['update', '-qq']);
    run('apt-get', ['install', '-y', '-qq', ...names]);
  } catch (failure) {
    error(`✖ ${failure instanceof Error ? failure.message : String(failure)}`);
    return 'stop';
  }
  const stillMissing = missingSystemPackages(env, exists);
  if (stillMissing.length > 0) {
    error(`✖ apt-get finished but ${stillMissing.map((entry) => entry.path).join(', ')} is still missing.`);
    return 'stop';
  }
  return 'installed';
}

/** The set-up step of `npm test` and CI: exits 1 when the suites cannot run here. */
export function ensureSystemPackages() {
  if (prepareSystemPackages() === 'stop') process.exit(1);
}

// `node scripts/system-packages.mjs`: the set-up step on its own (what .ci/run calls).
if (process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href) ensureSystemPackages();
