import { defaultLocale, isLocaleCode, languageGuard, resources, type LocaleCode } from '@platform/core';

/**
 * Texts for the iframe without an i18n runtime: a lookup in core's resources keeps the bundle
 * small. Keys read like i18next's: `namespace:path.to.text`, namespace `app` when omitted.
 */
export type Translate = (key: string) => string;

export function translator(locale: LocaleCode): Translate {
  return (key) => {
    const separator = key.indexOf(':');
    const namespace = separator === -1 ? 'app' : key.slice(0, separator);
    const path = separator === -1 ? key : key.slice(separator + 1);
    let node: unknown = (resources[locale] as Record<string, unknown>)[namespace];
    for (const part of path.split('.')) {
      node = typeof node === 'object' && node !== null ? (node as Record<string, unknown>)[part] : undefined;
    }
    // A missing text is a bug; showing the key makes it visible instead of blank.
    return typeof node === 'string' ? node : key;
  };
}

export type LocaleResolution = { supported: boolean; locale: LocaleCode };

/**
 * The language guard of spec §4: `?lang=` must be a supported code, else a 404; without it the
 * `locale` cookie (default en) decides.
 */
export function resolveLocale(search: string, cookieHeader: string): LocaleResolution {
  const lang = new URLSearchParams(search).get('lang');
  if (lang !== null && lang !== '') {
    const decision = languageGuard({ lang });
    return 'allow' in decision
      ? { supported: true, locale: decision.locale }
      : { supported: false, locale: defaultLocale };
  }
  const cookie = /(?:^|;\s*)locale=([^;]*)/.exec(cookieHeader)?.[1];
  return { supported: true, locale: isLocaleCode(cookie) ? cookie : defaultLocale };
}
