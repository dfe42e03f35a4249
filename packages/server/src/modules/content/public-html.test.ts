import { afterAll, beforeAll, expect, it } from 'vitest';
import type { App } from '../../app.js';
import { builtMembersApp } from '../../testing/built-members-app.js';
import { buildTestApp } from '../../testing/test-app.js';
import { forEachDatabase } from '../../testing/test-databases.js';

/** What a crawler without JavaScript sees: the raw HTML, as curl would fetch it. */
forEachDatabase('public pages as HTML without JavaScript (curl test)', ({ openTestDatabase }) => {
  let app: App;
  beforeAll(async () => {
    app = await buildTestApp({ database: await openTestDatabase(), env: { APPS_DIR: builtMembersApp() } });
  });
  afterAll(async () => {
    await app.close();
  });
  const curl = (url: string, host = 'localhost') =>
    app.inject({ method: 'GET', url, headers: { host, accept: 'text/html' } });

  it('serves the home page with the brand’s hero, how it works and its head tags', async () => {
    const response = await curl('/');
    expect(response.statusCode).toBe(200);
    const html = response.body;
    expect(html).toMatch(/<h1>Buy, hold and pay with crypto on [^<]+<\/h1>/);
    expect(html).toContain('How it works');
    expect(html).toContain('Bitcoin (BTC)');
    expect(html).toContain('<link rel="canonical" href="http://localhost/" />');
    expect(html).toContain('<meta property="og:title"');
    expect(html).toContain('hreflang="x-default"');
    expect(html).toContain('<script type="module" src="/assets/members-app-Bx7Kq2Lp.js"></script>');
  });

  it('serves a content page in the visitor’s locale with hreflang alternates per active locale', async () => {
    const html = (await curl('/terms?lang=es')).body;
    expect(html).toContain('<html lang="es">');
    expect(html).toContain('<title>Términos y condiciones – ');
    expect(html).toContain('<h2>1. Quiénes somos</h2>');
    expect(html).toContain('<link rel="canonical" href="http://localhost/terms?lang=es" />');
    expect(html).toContain('<link rel="alternate" hreflang="es" href="http://localhost/terms?lang=es" />');
    expect(html).toContain('<link rel="alternate" hreflang="en" href="http://localhost/terms" />');
  });

  it('serves the blog with its posts, and a post as an article', async () => {
    expect((await curl('/blog')).body).toContain('<a href="/blog/welcome">');
    const post = (await curl('/blog/welcome')).body;
    expect(post).toContain('<meta property="og:type" content="article" />');
    expect(post).toContain('verifying your identity');
  });

  it('keeps each brand’s host: the other brand’s canonical and name', async () => {
    const html = (await curl('/about', 'alt.localhost')).body;
    expect(html).toContain('<link rel="canonical" href="http://alt.localhost/about" />');
  });

  it('answers robots.txt and sitemap.xml per host', async () => {
    const robots = await curl('/robots.txt', 'alt.localhost');
    expect(robots.statusCode).toBe(200);
    expect(robots.body).toContain('Sitemap: http://alt.localhost/sitemap.xml');
    expect(robots.body).toContain('Disallow: /api/');
    const sitemap = await curl('/sitemap.xml');
    expect(sitemap.headers['content-type']).toMatch(/^application\/xml/);
    expect(sitemap.body).toContain('<loc>http://localhost/privacy</loc>');
    expect(sitemap.body).toContain('<loc>http://localhost/blog/welcome</loc>');
  });
});
