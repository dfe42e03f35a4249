import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * sqlmap (Debian's package) against the calls the probe of issue 19 named: login, registration,
 * transactions and payment calls, JSON bodies and query strings, every parameter. Its verdict per
 * target is read from its output. Loopback only: the targets are the probe's own server.
 */
export interface SqlmapTarget {
  name: string;
  url: string;
  method: 'GET' | 'POST';
  /** A JSON body: sqlmap tests every value in it. */
  data?: string;
  headers?: Record<string, string>;
}

export type SqlmapVerdict = 'not injectable' | 'INJECTABLE' | 'inconclusive';

export interface SqlmapResult {
  target: string;
  verdict: SqlmapVerdict;
  seconds: number;
  detail: string;
}

export function sqlmapAvailable(): boolean {
  return spawnSync('sqlmap', ['--version'], { stdio: 'ignore' }).status === 0;
}

function verdictOf(output: string): { verdict: SqlmapVerdict; detail: string } {
  if (/sqlmap identified the following injection point|is vulnerable|appears to be injectable/i.test(output)) {
    const line = output.split('\n').find((text) => /injectable|injection point/i.test(text)) ?? '';
    return { verdict: 'INJECTABLE', detail: line.trim() };
  }
  if (/all tested parameters do not appear to be injectable/i.test(output)) {
    return { verdict: 'not injectable', detail: 'all tested parameters do not appear to be injectable' };
  }
  const last = output.trim().split('\n').slice(-3).join(' | ');
  return { verdict: 'inconclusive', detail: last.slice(0, 300) };
}

/** Runs sqlmap on one target (level 2, risk 1, PostgreSQL, a random X-Forwarded-For per request so per-IP throttles do not hide parameters). */
export function runSqlmap(target: SqlmapTarget, timeoutMs: number, logDir?: string): Promise<SqlmapResult> {
  const outputDir = mkdtempSync(join(tmpdir(), 'probe-sqlmap-'));
  const headerLines = Object.entries(target.headers ?? {}).map(([name, value]) => `${name}: ${value}`);
  const args = [
    '-u',
    target.url,
    '--method',
    target.method,
    ...(target.data === undefined ? [] : ['--data', target.data]),
    ...(headerLines.length === 0 ? [] : ['--headers', headerLines.join('\n')]),
    '--batch',
    // Test every parameter to the end: a value the server validates away changes the answer, which
    // sqlmap takes for type casting and would otherwise skip; and no shortcut on UNION tests.
    '--answers=skip those kind=N,reduce the number=N',
    '--level=2',
    '--risk=1',
    '--dbms=PostgreSQL',
    '--tamper=xforwardedfor',
    '--time-sec=3',
    '--timeout=15',
    '--retries=1',
    '--threads=2',
    '--flush-session',
    '--disable-coloring',
    `--output-dir=${outputDir}`,
  ];
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn('sqlmap', args, { stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const timer = setTimeout(() => child.kill('SIGTERM'), timeoutMs);
    child.on('exit', () => {
      clearTimeout(timer);
      rmSync(outputDir, { recursive: true, force: true });
      if (logDir !== undefined) {
        writeFileSync(join(logDir, `sqlmap-${target.name.replace(/[^A-Za-z0-9]+/g, '-')}.log`), output);
      }
      resolve({ target: target.name, ...verdictOf(output), seconds: Math.round((Date.now() - started) / 1000) });
    });
  });
}
