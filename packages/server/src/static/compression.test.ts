import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { precompressFile } from '../../../../scripts/precompress.mjs';
import type { App } from '../app.js';
import { buildTestApp } from '../testing/test-app.js';
import { forEachDatabase } from '../testing/test-databases.js';

/** A built members app whose entry is large enough to have brotli and gzip twins, made by the build's script. */
const bigScript = `console.log(${JSON.stringify('members app code '.repeat(400))});`;
const smallScript = 'console.log(1)';

function builtAppsDir(): string {
  const appsDir = mkdtempSync(join(tmpdir(), 'server-apps-'));
  const dist = join(appsDir, 'members-app/dist');
  mkdirSync(join(dist, 'assets'), { recursive: true });
  writeFileSync(join(dist, 'index.html'), '<!doctype html><title>members-app</title>');
  writeFileSync(join(dist, 'assets/members-app-Bx7Kq2Lp.js'), bigScript);
  writeFileSync(join(dist, 'assets/tiny-Cx7Kq2Lp.js'), smallScript);
  expect(precompressFile(join(dist, 'assets/members-app-Bx7Kq2Lp.js'))).toBe(true);
  expect(precompressFile(join(dist, 'assets/tiny-Cx7Kq2Lp.js'))).toBe(false);
  return appsDir;
}

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

/** A raw HTTP GET (no client-side decompression), so the test sees exactly what went on the wire. */
function get(origin: string, path: string, acceptEncoding: string | undefined): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const headers: Record<string, string> = { host: 'localhost' };
    if (acceptEncoding !== undefined) headers['accept-encoding'] = acceptEncoding;
    const call = request(`${origin}${path}`, { headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () =>
        resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }),
      );
    });
    call.on('error', reject);
    call.end();
  });
}

forEachDatabase('compression through the listening server', ({ openTestDatabase }) => {
  let app: App;
  let origin: string;
  beforeAll(async () => {
    app = await buildTestApp({
      database: await openTestDatabase(),
      env: { APPS_DIR: builtAppsDir() },
      beforeReady: (fixture) => {
        fixture.get('/fixture/large-json', async () => ({ items: Array.from({ length: 400 }, (_, i) => `item ${i}`) }));
        fixture.get('/fixture/small-json', async () => ({ ok: true }));
      },
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    origin = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await app.close();
  });

  it('sends the build-time brotli twin of a hashed asset, immutable, varying on Accept-Encoding', async () => {
    const answer = await get(origin, '/assets/members-app-Bx7Kq2Lp.js', 'gzip, deflate, br');
    expect(answer.status).toBe(200);
    expect(answer.headers['content-encoding']).toBe('br');
    expect(answer.headers['content-type']).toMatch(/javascript/);
    expect(answer.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(answer.headers.vary).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(answer.body).toString()).toBe(bigScript);
    // Quality 11 at build: far smaller than the source.
    expect(answer.body.length).toBeLessThan(bigScript.length / 10);
  });

  it('sends the gzip twin to a gzip-only client and the plain file to a client accepting none', async () => {
    const gzip = await get(origin, '/assets/members-app-Bx7Kq2Lp.js', 'gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.body).toString()).toBe(bigScript);
    expect(gzip.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    for (const acceptEncoding of [undefined, 'identity']) {
      const plain = await get(origin, '/assets/members-app-Bx7Kq2Lp.js', acceptEncoding);
      expect(plain.headers['content-encoding'], String(acceptEncoding)).toBeUndefined();
      expect(plain.body.toString()).toBe(bigScript);
    }
  });

  it('sends a file too small for twins as it is', async () => {
    const answer = await get(origin, '/assets/tiny-Cx7Kq2Lp.js', 'br, gzip');
    expect(answer.headers['content-encoding']).toBeUndefined();
    expect(answer.body.toString()).toBe(smallScript);
  });

  it('compresses a large JSON answer on the fly (brotli preferred, gzip, none) and leaves a small one alone', async () => {
    const brotli = await get(origin, '/fixture/large-json', 'gzip, br');
    expect(brotli.headers['content-encoding']).toBe('br');
    const expected = JSON.parse(brotliDecompressSync(brotli.body).toString()) as { items: string[] };
    expect(expected.items).toHaveLength(400);
    const gzip = await get(origin, '/fixture/large-json', 'gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gzip.body).toString())).toEqual(expected);
    const none = await get(origin, '/fixture/large-json', undefined);
    expect(none.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(none.body.toString())).toEqual(expected);
    const small = await get(origin, '/fixture/small-json', 'br');
    expect(small.headers['content-encoding']).toBeUndefined();
  });
});
