import { configurationSchema, contentEntryWireSchema, contentPageSlugs, type LocaleCode } from '@platform/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app.js';
import { buildTestApp } from '../../testing/test-app.js';
import { forEachDatabase } from '../../testing/test-databases.js';
import { createTestUser } from '../accounts/testing.js';
import { fillPlaceholders } from './content-service.js';
import { findDefaultEntry } from './defaults/index.js';
import { localeDefaults, type TranslatedLocale } from './defaults/locales/index.js';

const translatedLocales = Object.keys(localeDefaults) as TranslatedLocale[];
const placeholdersOf = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((match) => match[1]).sort();
const headingsOf = (markdown: string) => markdown.split('\n').filter((line) => /^#{1,6} /.test(line)).length;
const firstHeadingOf = (markdown: string) =>
  markdown
    .split('\n')
    .find((line) => line.startsWith('## '))
    ?.slice(3);

describe('the default pages in the six other locales', () => {
  it('covers every locale but English, each with every page', () => {
    expect(translatedLocales.sort()).toEqual(['cz', 'de', 'es', 'fi', 'it', 'no']);
    for (const locale of translatedLocales) {
      expect(Object.keys(localeDefaults[locale].pages).sort(), locale).toEqual([...contentPageSlugs].sort());
    }
  });

  it('keeps the English structure: the same placeholders and as many headings in every page', () => {
    for (const slug of contentPageSlugs) {
      const english = findDefaultEntry('page', slug, 'en');
      expect(english?.locale).toBe('en');
      for (const locale of translatedLocales) {
        const translated = localeDefaults[locale].pages[slug];
        const where = `${locale}/${slug}`;
        expect(placeholdersOf(translated.markdown), where).toEqual(placeholdersOf(english?.markdown ?? ''));
        expect(headingsOf(translated.markdown), where).toBe(headingsOf(english?.markdown ?? ''));
        expect(translated.markdown, where).not.toBe(english?.markdown);
      }
    }
  });

  it('fills an empty brand field with the neutral wording of the text’s locale', () => {
    const configuration = configurationSchema.parse({ label_name: 'Acme', api: '/api', mapi: '/m', wl_id: 9 });
    const expected: Record<LocaleCode, string> = {
      en: 'by email only',
      es: 'solo por correo electrónico',
      cz: 'pouze e-mailem',
      de: 'nur per E-Mail',
      fi: 'vain sähköpostitse',
      it: 'solo via email',
      no: 'kun per e-post',
    };
    for (const [locale, wording] of Object.entries(expected) as [LocaleCode, string][]) {
      expect(fillPlaceholders('{{brand}}: {{phone}}', configuration, locale)).toBe(`Acme: ${wording}`);
    }
  });
});

forEachDatabase('content pages per locale, with the English fallback', ({ openTestDatabase }) => {
  let app: App;
  // A fresh PGlite cluster and the app can take over a minute on a busy 2-core machine.
  beforeAll(async () => {
    app = await buildTestApp({ database: await openTestDatabase(), brandCacheTtlMs: 0 });
  }, 180_000);
  afterAll(async () => {
    await app.close();
  });

  const entryOf = async (url: string, host = 'localhost') => {
    const response = await app.inject({ method: 'GET', url, headers: { host } });
    expect(response.statusCode, url).toBe(200);
    return contentEntryWireSchema.parse(
      (response.json() as { request_details: { entry: unknown } }).request_details.entry,
    );
  };

  it('answers every page in each locale with that locale’s text, for both brands', async () => {
    for (const locale of translatedLocales) {
      for (const slug of contentPageSlugs) {
        const translated = localeDefaults[locale].pages[slug];
        for (const host of ['localhost', 'alt.localhost']) {
          const entry = await entryOf(`/api/content/pages/${slug}?lang=${locale}`, host);
          const where = `${host} ${locale}/${slug}`;
          expect(entry, where).toMatchObject({ locale, is_default: true });
          expect(entry.title, where).toBe(translated.title);
          const heading = firstHeadingOf(translated.markdown);
          if (heading !== undefined && !heading.includes('{{')) expect(entry.html, where).toContain(heading);
          expect(entry.html, where).not.toContain('{{');
        }
      }
    }
  });

  it('falls back to English where a locale has no text: blog posts, and a page the operator rewrote in English', async () => {
    const post = await entryOf('/api/content/posts/welcome?lang=fi');
    expect(post.locale).toBe('en');
    const operator = await createTestUser(app, { role: 'operator' });
    const saved = await app.inject({
      method: 'PUT',
      url: '/api/operator/content/page/privacy/en',
      headers: operator.headers,
      payload: { title: 'Our privacy notice', description: 'Reviewed by counsel', markdown: '## Reviewed text' },
    });
    expect(saved.statusCode).toBe(200);
    // The brand's own English outranks the platform's template in every locale without its own text.
    const spanish = await entryOf('/api/content/pages/privacy?lang=es');
    expect(spanish).toMatchObject({ locale: 'en', title: 'Our privacy notice', is_default: false });
    // Its other pages, still the platform's defaults, stay translated.
    expect(await entryOf('/api/content/pages/terms?lang=es')).toMatchObject({
      locale: 'es',
      title: 'Términos y condiciones',
    });
    // The operator's editor starts a locale from what the public page shows.
    const editor = await app.inject({
      method: 'GET',
      url: '/api/operator/content/page/terms/it',
      headers: operator.headers,
    });
    expect((editor.json() as { request_details: { entry: { title: string } } }).request_details.entry.title).toBe(
      'Termini e condizioni',
    );
  });
});
