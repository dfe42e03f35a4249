import { describe, expect, it } from 'vitest';
import { installCommand, missingSystemPackages, prepareSystemPackages } from './system-packages.mjs';

function machine({ present = [], root = true, apt = true, installs = true, env = {} } = {}) {
  const files = new Set(present);
  const commands = [];
  const lines = [];
  return {
    commands,
    lines,
    system: {
      env,
      exists: (path) => files.has(path),
      isRoot: () => root,
      hasAptGet: () => apt,
      run: (command, args) => {
        commands.push([command, ...args].join(' '));
        if (installs && args[0] === 'install') {
          files.add('/usr/bin/chromium');
          files.add('/usr/bin/litecoind');
        }
      },
      log: (line) => lines.push(line),
      error: (line) => lines.push(line),
    },
  };
}

describe('the system set-up step of npm test', () => {
  it('does nothing when Chromium and Litecoin Core are there', () => {
    const fresh = machine({ present: ['/usr/bin/chromium', '/usr/bin/litecoind'] });
    expect(prepareSystemPackages(fresh.system)).toBe('ready');
    expect(fresh.commands).toEqual([]);
  });

  it('as root, installs only what is missing with apt-get and says why', () => {
    const fresh = machine({ present: ['/usr/bin/chromium'] });
    expect(prepareSystemPackages(fresh.system)).toBe('installed');
    expect(fresh.commands).toEqual(['apt-get update -qq', 'apt-get install -y -qq litecoind']);
    expect(fresh.lines.join('\n')).toContain('/usr/bin/litecoind is missing: the chain tests run Litecoin Core');
  });

  it('not as root, stops with the exact command to run and installs nothing', () => {
    const fresh = machine({ root: false });
    expect(prepareSystemPackages(fresh.system)).toBe('stop');
    expect(fresh.commands).toEqual([]);
    expect(fresh.lines).toContain('  sudo apt-get update && sudo apt-get install -y chromium litecoind');
  });

  it('stops when apt-get ran but the program is still missing', () => {
    const fresh = machine({ installs: false });
    expect(prepareSystemPackages(fresh.system)).toBe('stop');
  });

  it('never installs over a CHROMIUM_PATH that points nowhere', () => {
    const fresh = machine({ present: ['/usr/bin/litecoind'], env: { CHROMIUM_PATH: '/opt/chrome/chrome' } });
    expect(prepareSystemPackages(fresh.system)).toBe('stop');
    expect(fresh.commands).toEqual([]);
    expect(fresh.lines.join('\n')).toContain('CHROMIUM_PATH=/opt/chrome/chrome does not exist');
  });

  it('looks where the path variables say', () => {
    const missing = missingSystemPackages(
      { LITECOIND_PATH: '/opt/ltc/litecoind' },
      (path) => path === '/usr/bin/chromium',
    );
    expect(missing.map((entry) => entry.path)).toEqual(['/opt/ltc/litecoind']);
    expect(installCommand(missing, { root: true })).toBe('apt-get update && apt-get install -y litecoind');
  });
});
