import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { App } from '../app.js';
import { createTestMerchant } from '../modules/merchants/testing.js';
import { buildTestApp } from '../testing/test-app.js';
import { forEachDatabase } from '../testing/test-databases.js';

/** A fake build of each app: index pages that say which app they are, one hashed asset, the SDK. */
function fakeAppsDir(): string {
  const appsDir = mkdtempSync(join(tmpdir(), 'server-apps-'));
  const write = (path: string, content: string) => {
    mkdirSync(join(appsDir, path, '..'), { recursive: true });
    writeFileSync(join(appsDir, path), content);
  };
  write(
    'members-app/dist/index.html',
    '<!doctype html><title>members-app</title><script type="module" src="/assets/main-Bx7Kq2Lp.js"></script>',
  );
  write('members-app/dist/assets/main-Bx7Kq2Lp.js', 'console.log("members")');
  write('members-app/dist/assets/style-D4f9aZ01.css', 'body{}');
  write('members-app/dist/humans.txt', 'Team: us');
  write('widget/dist/index.html', '<!doctype html><title>widget</title>');
  write('widget/dist/assets/widget-Q1w2E3r4.js', 'console.log("widget")');
  write('checkout/dist/index.html', '<!doctype html><title>checkout</title>');
  write('sdk/dist/v1.js', 'console.log("sdk")');
  write('sdk/dist/npm/index.js', 'export {};');
  return appsDir;
}

function expectNoUnsafeScripts(policy: string | undefined) {
  expect(policy).toBeDefined();
  expect(policy).not.toMatch(/unsafe-inline|unsafe-eval/);
}

forEachDatabase('static apps, security headers and docs', ({ openTestDatabase }) => {
  let app: App;
  beforeAll(async () => {
    app = await buildTestApp({ database: await openTestDatabase(), env: { APPS_DIR: fakeAppsDir() } });
  });
  afterAll(async () => {
    await app.close();
  });

  const get = (url: string) => app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });

  it('serves the members app at / with no-cache HTML, no framing and a strict CSP', async () => {
    const response = await get('/');
    expect(response.statusCode).toBe(200);
    // The members app's index.html (the home page server-rendered into it: modules/content/public-html.test.ts).
    expect(response.body).toContain('<script type="module" src="/assets/main-Bx7Kq2Lp.js"></script>');
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.headers['x-frame-options']).toBe('DENY');
    expect(response.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(response.headers['content-security-policy']).toContain("script-src 'self'");
    expectNoUnsafeScripts(response.headers['content-security-policy'] as string);
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(response.headers['strict-transport-security']).toBeUndefined();
  });

  it('caches hashed assets for a year and everything unhashed not at all', async () => {
    for (const url of ['/assets/main-Bx7Kq2Lp.js', '/assets/style-D4f9aZ01.css', '/widget/assets/widget-Q1w2E3r4.js']) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['cache-control'], url).toBe('public, max-age=31536000, immutable');
    }
    expect((await get('/humans.txt')).headers['cache-control']).toBe('no-cache');
  });

  it('serves the SDK with a short max-age because its URL is not hashed', async () => {
    const response = await get('/sdk/v1.js');
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe('console.log("sdk")');
    expect(response.headers['cache-control']).toBe('public, max-age=300');
    // Merchants' pages load it from their own origins: a script needs no CORS, but it must not be
    // refused by resource policy, and nosniff needs the JavaScript type.
    expect(response.headers['content-type']).toMatch(/^(text|application)\/javascript/);
    expect(response.headers['cross-origin-resource-policy']).toBe('cross-origin');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['etag']).toBeDefined();
    const revalidated = await app.inject({
      method: 'GET',
      url: '/sdk/v1.js',
      headers: { 'if-none-match': String(response.headers['etag']) },
    });
    expect(revalidated.statusCode).toBe(304);
  });

  it('serves only the loader from the SDK build, not the npm module beside it', async () => {
    for (const url of ['/sdk/npm/index.js', '/sdk/', '/sdk/v2.js']) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(404);
      expect(response.json().error_code, url).toBe('not_found');
    }
  });

  it('answers known app routes with the app page and HTTP 200', async () => {
    for (const url of ['/wallets', '/wallets/btc', '/login', '/prices/btc?lang=es']) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(200);
      expect(response.body, url).toContain('<script type="module" src="/assets/main-Bx7Kq2Lp.js"></script>');
      expect(response.headers['cache-control'], url).toBe('no-cache');
    }
    // Members pages keep the app's own head; a coin page is server-rendered with its own title
    // (rates/market-pages.ts), in the asked locale.
    expect((await get('/wallets')).body).toContain('<title>members-app</title>');
    expect((await get('/prices/btc?lang=es')).body).toContain('<title>Precio de Bitcoin (BTC) – Demo Exchange</title>');
  });

  it('answers unknown app routes with the app page and HTTP 404, and a missing asset with a plain 404', async () => {
    const page = await get('/no-such-page');
    expect(page.statusCode).toBe(404);
    expect(page.body).toContain('<title>members-app</title>');
    const badLocale = await get('/prices?lang=fr');
    expect(badLocale.statusCode).toBe(404);
    expect(badLocale.body).toContain('<title>members-app</title>');
    expect((await get('/?lang=xx')).statusCode).toBe(404);
    const asset = await get('/assets/gone-Zz99Yy88.js');
    expect(asset.statusCode).toBe(404);
    expect(asset.json().error_code).toBe('not_found');
  });

  it('serves the widget and the guest checkout as frameable pages (by the platform itself without a merchant)', async () => {
    const widget = await get('/widget/payment');
    expect(widget.statusCode).toBe(200);
    expect(widget.body).toContain('<title>widget</title>');
    expect(widget.headers['content-security-policy']).toMatch(/; frame-ancestors 'self'$/);
    expect(widget.headers['x-frame-options']).toBeUndefined();
    expectNoUnsafeScripts(widget.headers['content-security-policy'] as string);

    const checkout = await get('/flow/details');
    expect(checkout.statusCode).toBe(200);
    expect(checkout.body).toContain('<title>checkout</title>');
    expect(checkout.headers['content-security-policy']).toMatch(/; frame-ancestors 'self'$/);
    expect(checkout.headers['x-frame-options']).toBeUndefined();

    // The bare bases are the iframe entry URLs the SDK mounts (the widget's home, the flow's start).
    const widgetBase = await get('/widget/?merchant_id=mer_1&transaction_id=pay_1');
    expect(widgetBase.statusCode).toBe(200);
    expect(widgetBase.body).toContain('<title>widget</title>');
    const checkoutBase = await get('/flow/?merchant_id=mer_1&transaction_id=pay_1');
    expect(checkoutBase.statusCode).toBe(200);
    expect(checkoutBase.body).toContain('<title>checkout</title>');

    const unknownWidgetPage = await get('/widget/not-a-step');
    expect(unknownWidgetPage.statusCode).toBe(404);
    expect(unknownWidgetPage.body).toContain('<title>widget</title>');
  });

  it("lets only the merchant's allowed origins (and the platform) frame that merchant's widget and checkout pages", async () => {
    const merchant = await createTestMerchant(app, {
      allowedOrigins: ['https://shop.example', 'http://localhost:8080'],
    });
    const query = `?merchant_id=${merchant.merchantId}&transaction_id=pay_abc123&lang=en`;
    for (const url of [`/widget/${query}`, `/widget/payment-detected${query}`, `/flow/${query}`]) {
      const page = await get(url);
      expect(page.statusCode, url).toBe(200);
      const policy = String(page.headers['content-security-policy']);
      expect(policy, url).toMatch(/; frame-ancestors 'self' https:\/\/shop\.example http:\/\/localhost:8080$/);
      expect(policy, url).not.toContain('frame-ancestors *');
    }
    // Another merchant's page, an unknown merchant, none: the platform only.
    const other = await createTestMerchant(app, { allowedOrigins: ['https://phishing.example'] });
    for (const url of [
      `/widget/?merchant_id=${other.merchantId}&transaction_id=pay_abc123`,
      '/widget/?merchant_id=mer_nobody&transaction_id=pay_abc123',
      '/widget/?transaction_id=pay_abc123',
      `/widget/?merchant_id=${encodeURIComponent("'unsafe-inline' *")}`,
    ]) {
      const policy = String((await get(url)).headers['content-security-policy']);
      expect(policy, url).not.toContain('shop.example');
      if (url.includes(other.merchantId)) expect(policy).toMatch(/frame-ancestors 'self' https:\/\/phishing\.example$/);
      else expect(policy, url).toMatch(/; frame-ancestors 'self'$/);
    }
  });

  it("names the brand's chat widget origins in the members pages' script-src, for that brand only", async () => {
    await app.database.query(
      `update brands set configuration = configuration || '{"chat_scripts": ["https://chat.example:8443/widget.js", "https://chat.example:8443/extra.js", "http://127.0.0.1:9/chat.js"]}'::jsonb where id = 'brd_demo'`,
    );
    app.brands.resolver.clearCache();
    try {
      const page = await get('/prices');
      const policy = String(page.headers['content-security-policy']);
      expect(policy).toContain("script-src 'self' https://chat.example:8443 http://127.0.0.1:9;");
      expect(policy).toContain("connect-src 'self' https://chat.example:8443 http://127.0.0.1:9;");
      expectNoUnsafeScripts(policy);
      // Another brand, the API, the embeddable pages and assets: no chat origin.
      const alt = await app.inject({ method: 'GET', url: '/prices', headers: { host: 'alt.localhost' } });
      expect(String(alt.headers['content-security-policy'])).toContain("script-src 'self';");
      for (const url of ['/api/config', '/widget/payment', '/assets/main-Bx7Kq2Lp.js']) {
        expect(String((await get(url)).headers['content-security-policy']), url).not.toContain('chat.example');
      }
    } finally {
      await app.database.query(
        `update brands set configuration = configuration - 'chat_scripts' where id = 'brd_demo'`,
      );
      app.brands.resolver.clearCache();
    }
  });

  it('forbids framing the API', async () => {
    const response = await get('/api/config');
    expect(response.headers['x-frame-options']).toBe('DENY');
    expect(response.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
  });

  it('serves Swagger UI at /docs from the package and the OpenAPI document built from the zod schemas', async () => {
    let response = await get('/docs');
    if (response.statusCode === 302) response = await get(String(response.headers['location']));
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('swagger-ui-bundle.js');
    expect(response.headers['x-frame-options']).toBe('DENY');
    expectNoUnsafeScripts(response.headers['content-security-policy'] as string);
    const bundle = await get('/docs/static/swagger-ui-bundle.js');
    expect(bundle.statusCode).toBe(200);

    const spec = (await app.inject({ method: 'GET', url: '/docs/json' })).json();
    expect(spec.openapi).toMatch(/^3\./);
    expect(Object.keys(spec.paths)).toEqual(
      expect.arrayContaining(['/api/config', '/api/config/meta/{brandId}/{kind}/{index}', '/healthz', '/readyz']),
    );
    const configResponse = spec.paths['/api/config'].get.responses['200'].content['application/json'].schema;
    expect(configResponse.properties.request_details.properties.module.properties).toHaveProperty('wl_id');
  });
});

forEachDatabase('static apps that are not built', ({ openTestDatabase }) => {
  it('starts without them, warns, and answers 404', async () => {
    const lines: string[] = [];
    const app = await buildTestApp({
      database: await openTestDatabase(),
      env: { LOG_LEVEL: 'warn' },
      logStream: { write: (line) => void lines.push(line) },
    });
    try {
      const response = await app.inject({ method: 'GET', url: '/wallets' });
      expect(response.statusCode).toBe(404);
      expect(response.json().error_code).toBe('not_found');
      expect(lines.some((line) => line.includes('members-app is not built'))).toBe(true);
      expect(lines.some((line) => line.includes('widget is not built'))).toBe(true);
    } finally {
      await app.close();
    }
    // It migrates, seeds and builds a whole app inside the test: more than the default 30 s on a loaded machine.
  }, 90_000);
});
