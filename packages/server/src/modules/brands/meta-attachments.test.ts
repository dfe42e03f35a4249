import { createServer, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { configurationDetailsSchema, failureEnvelopeSchema } from '@platform/core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { App } from '../../app.js';
import { demoBrands } from '../../seed/demo-brands.js';
import { buildTestApp } from '../../testing/test-app.js';
import { forEachDatabase } from '../../testing/test-databases.js';
import { insertBrandIfAbsent } from './brand-repository.js';

const timeoutMs = 300;

/** A brand origin on loopback: one stylesheet, one script, an HTML page posing as an image, and a path that never answers. */
async function startOrigin() {
  const hits: Record<string, number> = {};
  const hanging: ServerResponse[] = [];
  const server: Server = createServer((request, response) => {
    const path = request.url ?? '/';
    hits[path] = (hits[path] ?? 0) + 1;
    if (path === '/brand.css')
      return response.writeHead(200, { 'content-type': 'text/css' }).end('body{color:#123456}');
    if (path === '/brand.js')
      return response.writeHead(200, { 'content-type': 'text/javascript' }).end('window.brand=1;');
    if (path === '/huge.css') {
      // Chunked, with no content-length, so only counting the bytes can stop it.
      response.writeHead(200, { 'content-type': 'text/css' });
      for (let chunk = 0; chunk < 48; chunk += 1) response.write('a'.repeat(64 * 1024));
      return response.end();
    }
    if (path === '/logo.png')
      return response.writeHead(200, { 'content-type': 'text/html' }).end('<script>alert(1)</script>');
    hanging.push(response); // /never: no answer at all
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const stop = async () => {
    for (const response of hanging) response.destroy();
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  };
  return { origin, hits, stop };
}

forEachDatabase('brand meta attachments', ({ openTestDatabase }) => {
  let app: App;
  let origin: Awaited<ReturnType<typeof startOrigin>>;

  beforeAll(async () => {
    origin = await startOrigin();
    const database = await openTestDatabase();
    app = await buildTestApp({ database, env: { META_FETCH_TIMEOUT_MS: String(timeoutMs) } });
    const [template] = demoBrands({ apiBase: '/api', merchantApiBase: '/m' });
    await database.transaction((transaction) =>
      insertBrandIfAbsent(transaction, {
        ...template!,
        id: 'brd_meta',
        isDefault: false,
        hostnames: ['meta.localhost'],
        configuration: { ...template!.configuration, label_name: 'Meta Exchange', wl_id: 3 },
        meta: {
          link: [],
          css: [`${origin.origin}/brand.css`, `${origin.origin}/never`, `${origin.origin}/huge.css`],
          js: [`${origin.origin}/brand.js`],
          images: [`${origin.origin}/logo.png`],
        },
      }),
    );
  });
  afterAll(async () => {
    await app.close();
    await origin.stop();
  });

  it('lists only same-origin proxied URLs in the config and answers without touching the brand origin', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/config', headers: { host: 'meta.localhost' } });
    const details = configurationDetailsSchema.parse(response.json().request_details);
    expect(details.meta.css).toEqual([
      '/api/config/meta/brd_meta/css/0',
      '/api/config/meta/brd_meta/css/1',
      '/api/config/meta/brd_meta/css/2',
    ]);
    expect(details.meta.js).toEqual(['/api/config/meta/brd_meta/js/0']);
    expect(details.meta.images).toEqual(['/api/config/meta/brd_meta/images/0']);
    expect(origin.hits).toEqual({});
  });

  it('serves a stylesheet from the origin once and from the cache afterwards', async () => {
    const first = await app.inject({ method: 'GET', url: '/api/config/meta/brd_meta/css/0' });
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-type']).toBe('text/css');
    expect(first.body).toBe('body{color:#123456}');
    const second = await app.inject({ method: 'GET', url: '/api/config/meta/brd_meta/css/0' });
    expect(second.body).toBe('body{color:#123456}');
    expect(origin.hits['/brand.css']).toBe(1);

    const script = await app.inject({ method: 'GET', url: '/api/config/meta/brd_meta/js/0' });
    expect(script.statusCode).toBe(200);
    expect(script.body).toBe('window.brand=1;');
  });

  it('gives up on an origin that never answers after the timeout, with a clear failure, and does not retry at once', async () => {
    const startedAt = Date.now();
    const response = await app.inject({ method: 'GET', url: '/api/config/meta/brd_meta/css/1' });
    const elapsedMs = Date.now() - startedAt;
    expect(response.statusCode).toBe(504);
    expect(failureEnvelopeSchema.parse(response.json())).toEqual({
      request_status: 0,
      error_code: 'service_unavailable',
      error_message: { attachment: { error: [`The brand attachment origin did not answer within ${timeoutMs} ms.`] } },
    });
    expect(elapsedMs).toBeGreaterThanOrEqual(timeoutMs - 20);
    expect(elapsedMs).toBeLessThan(timeoutMs + 2000);

    const again = await app.inject({ method: 'GET', url: '/api/config/meta/brd_meta/css/1' });
    expect(again.statusCode).toBe(504);
    expect(origin.hits['/never']).toBe(1);
    // The config call stays fast while the origin hangs.
    const config = await app.inject({ method: 'GET', url: '/api/config', headers: { host: 'meta.localhost' } });
    expect(config.statusCode).toBe(200);
  });

  it('refuses an attachment over the size cap', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/config/meta/brd_meta/css/2' });
    expect(response.statusCode).toBe(502);
    expect(response.json().error_message.attachment.error[0]).toBe(
      'The brand attachment is larger than 2097152 bytes.',
    );
  });

  it('refuses an attachment whose content type does not match its kind', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/config/meta/brd_meta/images/0' });
    expect(response.statusCode).toBe(502);
    expect(response.json().error_message.attachment.error[0]).toBe(
      'The brand attachment is not images (got "text/html").',
    );
  });

  it('answers 404 for an attachment the brand does not have and 400 for a malformed address', async () => {
    const missing = await app.inject({ method: 'GET', url: '/api/config/meta/brd_meta/js/5' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error_code).toBe('not_found');
    const malformed = await app.inject({ method: 'GET', url: '/api/config/meta/brd_meta/exe/0' });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().error_code).toBe('validation_failed');
    expect(Object.keys(malformed.json().error_message)).toEqual(['kind']);
  });
});
