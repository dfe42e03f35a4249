import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app.js';
import { demoBrands } from '../../seed/demo-brands.js';
import { buildTestApp } from '../../testing/test-app.js';
import { forEachDatabase } from '../../testing/test-databases.js';
import { insertBrandIfAbsent, type NewBrand } from './brand-repository.js';

const pngBytes = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex');

/** A brand origin: an icon, and a page posing as one. */
async function startOrigin() {
  const server: Server = createServer((request, response) => {
    if (request.url === '/icon.png') return response.writeHead(200, { 'content-type': 'image/png' }).end(pngBytes);
    return response.writeHead(200, { 'content-type': 'text/html' }).end('<p>not an icon</p>');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { origin, stop: () => new Promise((resolve) => server.close(resolve)) };
}

const favicon = (app: App, host: string) => app.inject({ method: 'GET', url: '/favicon.ico', headers: { host } });

forEachDatabase('GET /favicon.ico (issue 15: it answered 404)', ({ openTestDatabase }) => {
  let app: App;
  let origin: Awaited<ReturnType<typeof startOrigin>>;

  beforeAll(async () => {
    origin = await startOrigin();
    const database = await openTestDatabase();
    app = await buildTestApp({ database });
    const [template] = demoBrands({ apiBase: '/api', merchantApiBase: '/m' });
    const brand = (id: string, host: string, favIcon: string): NewBrand => ({
      ...template!,
      id,
      isDefault: false,
      hostnames: [host],
      configuration: { ...template!.configuration, label_name: `Icon ${id}`, wl_id: 3, fav_icon: favIcon },
    });
    await database.transaction(async (transaction) => {
      await insertBrandIfAbsent(transaction, brand('brd_icon', 'icon.localhost', `${origin.origin}/icon.png`));
      await insertBrandIfAbsent(transaction, brand('brd_page', 'page.localhost', `${origin.origin}/page`));
      await insertBrandIfAbsent(transaction, brand('brd_path', 'path.localhost', '/brand-assets/icon.png'));
    });
  });
  afterAll(async () => {
    await app.close();
    await origin.stop();
  });

  describe('a brand without a fav_icon', () => {
    it.each([
      ['localhost:3000', 'D', '#0b4f3c'],
      ['alt.localhost', 'A', '#1d3557'],
    ])('%s gets an icon of its initial in its primary colour', async (host, letter, colour) => {
      const response = await favicon(app, host);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('image/svg+xml');
      expect(response.headers['cache-control']).toBe('public, max-age=300');
      expect(response.body).toContain(`fill="${colour}"`);
      expect(response.body).toContain(`>${letter}</text>`);
    });
  });

  it("serves a brand's http(s) fav_icon from this origin", async () => {
    const response = await favicon(app, 'icon.localhost');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/png');
    expect(response.rawPayload.equals(pngBytes)).toBe(true);
  });

  it('falls back to the default icon when the fav_icon is not an image', async () => {
    const response = await favicon(app, 'page.localhost');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/svg+xml');
    expect(response.body).toContain('>I</text>');
  });

  it('redirects to a same-origin fav_icon path', async () => {
    const response = await favicon(app, 'path.localhost');
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe('/brand-assets/icon.png');
  });
});
