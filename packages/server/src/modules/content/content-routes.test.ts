import { contentEntryWireSchema, failureEnvelopeSchema } from '@platform/core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { App } from '../../app.js';
import { buildTestApp } from '../../testing/test-app.js';
import { forEachDatabase } from '../../testing/test-databases.js';
import { createTestUser, type TestUser } from '../accounts/testing.js';

forEachDatabase('content pages: defaults, locales, brand URLs and operators’ edits', ({ openTestDatabase }) => {
  let app: App;
  let operator: TestUser;
  beforeAll(async () => {
    app = await buildTestApp({ database: await openTestDatabase(), brandCacheTtlMs: 0 });
    operator = await createTestUser(app, { role: 'operator' });
  });
  afterAll(async () => {
    await app.close();
  });

  const get = (url: string, host = 'localhost') => app.inject({ method: 'GET', url, headers: { host } });
  const entryOf = (body: unknown) =>
    contentEntryWireSchema.parse((body as { request_details: { entry: unknown } }).request_details.entry);

  it('serves the seeded default terms as a template with the brand’s name filled in', async () => {
    const response = await get('/api/content/pages/terms');
    expect(response.statusCode).toBe(200);
    const entry = entryOf(response.json());
    expect(entry).toMatchObject({ kind: 'page', slug: 'terms', locale: 'en', is_default: true, external_url: null });
    expect(entry.title).toBe('Terms and Conditions');
    expect(entry.html).toContain('Template — review before going live.');
    expect(entry.html).not.toContain('{{brand}}');
    expect(entry.html).toContain('<h2>5. Risks</h2>');
  });

  it('falls back to English for a locale without a translation, and 404s an unknown page', async () => {
    // Blog posts have no default translation (content-locales.test.ts covers the translated pages).
    const german = entryOf((await get('/api/content/posts/welcome?lang=de')).json());
    expect(german.locale).toBe('en');
    expect(german.title).toBe(entryOf((await get('/api/content/posts/welcome')).json()).title);
    expect((await get('/api/content/pages/nope')).statusCode).toBe(400);
    expect((await get('/api/content/posts/no-such-post')).statusCode).toBe(404);
  });

  it('lists the blog posts newest first and serves one', async () => {
    const list = (await get('/api/content/posts')).json() as { request_details: { posts: { slug: string }[] } };
    expect(list.request_details.posts.map((post) => post.slug)).toEqual(['keep-your-account-safe', 'welcome']);
    expect(entryOf((await get('/api/content/posts/welcome')).json()).html).toContain('/identity-verification');
  });

  it('is edited by an operator only: the new text shows in its locale, English stays, raw HTML is escaped', async () => {
    const body = {
      title: 'AGB',
      description: 'Unsere AGB',
      markdown: '# Neu\n\n<script>alert(1)</script> [x](javascript:alert(1))',
    };
    const anonymous = await app.inject({
      method: 'PUT',
      url: '/api/operator/content/page/terms/de',
      headers: { host: 'localhost' },
      payload: body,
    });
    expect(anonymous.statusCode).toBe(401);
    const user = await createTestUser(app);
    const refused = await app.inject({
      method: 'PUT',
      url: '/api/operator/content/page/terms/de',
      headers: user.headers,
      payload: body,
    });
    expect(refused.statusCode).toBe(403);
    expect(failureEnvelopeSchema.parse(refused.json()).error_code).toBe('forbidden');
    const saved = await app.inject({
      method: 'PUT',
      url: '/api/operator/content/page/terms/de',
      headers: operator.headers,
      payload: body,
    });
    expect(saved.statusCode).toBe(200);
    const german = entryOf((await get('/api/content/pages/terms?lang=de')).json());
    expect(german).toMatchObject({ locale: 'de', title: 'AGB', is_default: false });
    expect(german.html).toContain('<h1>Neu</h1>');
    expect(german.html).toContain('&lt;script&gt;');
    expect(german.html).not.toContain('<script>');
    expect(german.html).not.toContain('href="javascript:');
    expect(entryOf((await get('/api/content/pages/terms?lang=en')).json()).title).toBe('Terms and Conditions');
    // The other brand (wl_id 2, alt.localhost) keeps its own text: the platform's German default.
    expect(entryOf((await get('/api/content/pages/terms?lang=de', 'alt.localhost')).json())).toMatchObject({
      locale: 'de',
      title: 'Allgemeine Geschäftsbedingungen',
      is_default: true,
    });
  });

  it('refuses a page slug outside the fixed set, adds a blog post, previews Markdown', async () => {
    const payload = { title: 'X', description: '', markdown: 'x' };
    const bad = await app.inject({
      method: 'PUT',
      url: '/api/operator/content/page/made-up/en',
      headers: operator.headers,
      payload,
    });
    expect(bad.statusCode).toBe(400);
    const post = await app.inject({
      method: 'PUT',
      url: '/api/operator/content/post/launch-news/en',
      headers: operator.headers,
      payload: { title: 'Launch news', description: 'We are live', markdown: 'We are **live**.' },
    });
    expect(post.statusCode).toBe(200);
    const list = (await get('/api/content/posts')).json() as { request_details: { posts: { slug: string }[] } };
    expect(list.request_details.posts[0]?.slug).toBe('launch-news');
    const preview = await app.inject({
      method: 'POST',
      url: '/api/operator/content/preview',
      headers: operator.headers,
      payload: { markdown: '**bold** <b>raw</b>' },
    });
    expect((preview.json() as { request_details: { html: string } }).request_details.html).toBe(
      '<p><strong>bold</strong> &lt;b&gt;raw&lt;/b&gt;</p>\n',
    );
    const listed = await app.inject({ method: 'GET', url: '/api/operator/content', headers: operator.headers });
    const entries = (
      listed.json() as { request_details: { entries: { kind: string; slug: string; locales: string[] }[] } }
    ).request_details.entries;
    expect(entries.find((entry) => entry.kind === 'page' && entry.slug === 'terms')?.locales.sort()).toEqual([
      'de',
      'en',
    ]);
  });

  it('points a page at the brand’s own URL when the configuration sets one (spec §3)', async () => {
    await app.database.query(
      `update brands set configuration = configuration || '{"refund_url": "https://brand.example/refunds"}'::jsonb where wl_id = 2`,
    );
    const entry = entryOf((await get('/api/content/pages/refund-policy', 'alt.localhost')).json());
    expect(entry.external_url).toBe('https://brand.example/refunds');
    const sitemap = await get('/sitemap.xml', 'alt.localhost');
    expect(sitemap.body).not.toContain('/refund-policy');
    expect(sitemap.body).toContain('<loc>http://alt.localhost/terms</loc>');
  });
});
