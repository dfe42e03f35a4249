import i18next, { type i18n } from 'i18next';
import { defaultLocale, isLocaleCode, localeCodes, type LocaleCode } from './locales.js';
import type { LoadedTexts } from './load-texts.js';
import { missingTextHandler } from './missing-texts.js';

/**
 * A ready i18next instance over texts at hand (no backend, no I/O: the caller loaded them, see
 * `loadLocaleTexts`), English the fallback. An app passes English and its user's locale, only the
 * namespaces it shows first, and adds more later (`addLocaleTexts`); the server and the tests pass
 * every locale (`createI18n` of `./every-locale.ts`). Each call creates its own instance, so a
 * server can render requests in different languages at once. Values are not HTML-escaped: React
 * escapes on render.
 */
export function createI18nFrom(locale: LocaleCode, texts: LoadedTexts): i18n {
  const namespaces = new Set(Object.values(texts).flatMap((byNamespace) => Object.keys(byNamespace ?? {})));
  const instance = i18next.createInstance();
  // Tests only (missing-texts.ts): a text no loaded resource has, after the English fallback, is reported.
  const handler = missingTextHandler();
  void instance.init({
    ...(handler === null
      ? {}
      : {
          saveMissing: true,
          missingKeyHandler: (locales: readonly string[], namespace: string, key: string) =>
            handler({ key, namespace, locale: locales.join(',') }),
        }),
    lng: locale,
    fallbackLng: defaultLocale,
    supportedLngs: [...localeCodes],
    resources: texts,
    ns: [...namespaces],
    defaultNS: 'app',
    initAsync: false,
    interpolation: { escapeValue: false },
    returnNull: false,
    showSupportNotice: false,
  });
  return instance;
}

/** Adds one locale's texts of a namespace to an instance (idempotent). */
export function addLocaleTexts(instance: i18n, locale: LocaleCode, namespace: string, texts: object): void {
  if (!instance.hasResourceBundle(locale, namespace)) instance.addResourceBundle(locale, namespace, texts);
}

/**
 * The locales a brand offers in its language picker: configuration.active_locales, keeping only the
 * seven supported codes, or en and es (spec §1) when the brand sets none.
 */
export function brandActiveLocales(
  config: { active_locales?: readonly string[] | null } | null | undefined,
): LocaleCode[] {
  const configured = (config?.active_locales ?? []).filter(isLocaleCode);
  const unique = [...new Set(configured)];
  return unique.length > 0 ? unique : ['en', 'es'];
}
