import { describe, expect, it } from 'vitest';
import { appTexts as app, messagesTexts as messages } from './resources/index.js';
import { resolveLocale, translator } from './translate.js';

describe('translator (runtime-free lookup for the iframes)', () => {
  it('reads namespaced keys, defaults to the app namespace, and shows the key when missing', () => {
    const namespaces = { app, messages };
    expect(translator('es', namespaces)('notAvailableYet')).toBe('Esta parte de la plataforma aún no está disponible.');
    expect(translator('de', namespaces)('notAvailableYet')).toBe('Dieser Teil der Plattform ist noch nicht verfügbar.');
    expect(translator('fi', namespaces)('messages:errors.pageNotFound')).toBe(messages.fi.errors.pageNotFound);
    expect(translator('en', namespaces)('app:no.such.key')).toBe('app:no.such.key');
    // A namespace the app did not pass is not there: its keys show as keys.
    expect(translator('en', namespaces)('checkout:flowStepper.kyc')).toBe('checkout:flowStepper.kyc');
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
