import { describe, expect, it, vi } from 'vitest';
import { allLocaleResources } from './every-locale.js';
import { appEnglish, loadAppTexts, loadMessagesTexts, messagesEnglish } from './resources/index.js';
import { createTextStore, resolveLocale, translator } from './translate.js';

const resources = allLocaleResources();

describe('translator (runtime-free lookup for the iframes)', () => {
  it('reads namespaced keys, defaults to the app namespace, falls back to English, else shows the key', () => {
    const { es, de, fi } = resources;
    const texts = {
      en: { app: appEnglish, messages: messagesEnglish },
      es: { app: es.app, messages: es.messages },
      de: { app: de.app },
      fi: { messages: fi.messages },
    };
    expect(translator('es', texts)('notAvailableYet')).toBe('Esta parte de la plataforma aún no está disponible.');
    expect(translator('de', texts)('notAvailableYet')).toBe('Dieser Teil der Plattform ist noch nicht verfügbar.');
    expect(translator('fi', texts)('messages:errors.pageNotFound')).toBe(fi.messages.errors.pageNotFound);
    // A locale not loaded (or a namespace not loaded in it) shows English, the app's fallback.
    expect(translator('fi', texts)('notAvailableYet')).toBe(appEnglish.notAvailableYet);
    expect(translator('it', texts)('messages:errors.pageNotFound')).toBe(messagesEnglish.errors.pageNotFound);
    expect(translator('en', texts)('app:no.such.key')).toBe('app:no.such.key');
    // A namespace the app did not pass is not there: its keys show as keys.
    expect(translator('en', texts)('checkout:flowStepper.kyc')).toBe('checkout:flowStepper.kyc');
  });
});

describe('createTextStore (an iframe app loads its user’s locale once)', () => {
  const loaders = { app: loadAppTexts, messages: loadMessagesTexts };

  it('has English at once and another locale once it is loaded, telling its listeners', async () => {
    const store = createTextStore({ app: appEnglish, messages: messagesEnglish }, loaders);
    const heard = vi.fn();
    store.subscribe(heard);
    expect(store.ready('en')).toBe(true);
    expect(store.ready('cz')).toBe(false);
    expect(store.translator('cz')('loading')).toBe('Loading…');
    const loading = store.load('cz');
    expect(store.load('cz')).toBe(loading);
    await loading;
    expect(store.ready('cz')).toBe(true);
    expect(heard).toHaveBeenCalledTimes(1);
    expect(store.translator('cz')('loading')).toBe(resources.cz.app.loading);
    expect(store.translator('cz')('messages:errors.pageNotFound')).toBe(resources.cz.messages.errors.pageNotFound);
  });

  it('shows English for a locale whose chunk failed to load, and never rejects', async () => {
    const failing = { app: () => Promise.reject(new Error('Failed to fetch dynamically imported module')) };
    const store = createTextStore({ app: appEnglish }, failing);
    await expect(store.load('de')).resolves.toBeUndefined();
    expect(store.ready('de')).toBe(true);
    expect(store.translator('de')('loading')).toBe('Loading…');
  });
});

describe('resolveLocale (spec §4 language guard on page load)', () => {
  it.each([
    ['?lang=de', '', { supported: true, locale: 'de' }],
    ['?x=1&lang=no', 'locale=fi', { supported: true, locale: 'no' }],
    ['?lang=xx', 'locale=fi', { supported: false, locale: 'en' }],
    ['', 'a=b; locale=fi', { supported: true, locale: 'fi' }],
    ['', 'locale=zz', { supported: true, locale: 'en' }],
    ['?lang=', '', { supported: true, locale: 'en' }],
  ])('search %j with cookie %j', (search, cookie, expected) => {
    expect(resolveLocale(search, cookie)).toEqual(expected);
  });
});
