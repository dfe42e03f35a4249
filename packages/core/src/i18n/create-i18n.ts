import i18next, { type i18n } from 'i18next';
import { defaultLocale, isLocaleCode, localeCodes, type LocaleCode } from './locales.js';
import { namespaces, resources } from './resources/index.js';
import type { NamespaceTexts } from './translate.js';

/**
 * A ready i18next instance for one locale, with every resource loaded synchronously (no backend,
 * no I/O) and English as the fallback. Each call creates its own instance, so a server can render
 * requests in different languages at once. Values are not HTML-escaped: React escapes on render.
 */
export function createI18n(locale: LocaleCode = defaultLocale): i18n {
  return createI18nWith(locale, resources, namespaces);
}

/**
 * The same over only some namespaces (`{ app: appTexts, … }`), for an app whose bundle should
 * not carry every text: the others are added when their feature loads (`addNamespaceTexts`).
 */
export function createI18nWithNamespaces(locale: LocaleCode, texts: NamespaceTexts): i18n {
  const byLocale = Object.fromEntries(
    localeCodes.map((code) => [
      code,
      Object.fromEntries(Object.entries(texts).map(([namespace, all]) => [namespace, all[code]])),
    ]),
  );
  return createI18nWith(locale, byLocale as typeof resources, Object.keys(texts));
}

/** Adds a namespace's texts in every locale to an instance (idempotent). */
export function addNamespaceTexts(
  instance: i18n,
  namespace: string,
  texts: Readonly<Record<LocaleCode, object>>,
): void {
  for (const code of localeCodes) {
    if (!instance.hasResourceBundle(code, namespace)) instance.addResourceBundle(code, namespace, texts[code]);
  }
}

function createI18nWith(locale: LocaleCode, loaded: typeof resources, loadedNamespaces: readonly string[]): i18n {
  const instance = i18next.createInstance();
  void instance.init({
    lng: locale,
    fallbackLng: defaultLocale,
    supportedLngs: [...localeCodes],
    resources: loaded,
    ns: [...loadedNamespaces],
    defaultNS: 'app',
    initAsync: false,
    interpolation: { escapeValue: false },
    returnNull: false,
    showSupportNotice: false,
  });
  return instance;
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
