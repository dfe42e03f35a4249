import { languageGuard } from '../rules/route-guards.js';
import { defaultLocale, isLocaleCode, type LocaleCode } from './locales.js';

/**
 * Texts without an i18n runtime, for the iframe apps (widget, checkout) whose bundles must stay
 * small: a lookup in the same resources i18next uses. Keys read like i18next's:
 * `namespace:path.to.text`, namespace `app` when omitted. A missing text shows its key.
 */
export type Translate = (key: string) => string;

/** Namespace name → that namespace's texts in every locale (e.g. `{ app: appTexts }`). */
export type NamespaceTexts = Readonly<Record<string, Readonly<Record<LocaleCode, unknown>>>>;

/**
 * A translator over the namespaces an app ships: each app passes only the namespaces it uses, so
 * its bundle holds those and not every text of the platform.
 */
export function translator(locale: LocaleCode, namespaces: NamespaceTexts): Translate {
  return (key) => {
    const separator = key.indexOf(':');
    const namespace = separator === -1 ? 'app' : key.slice(0, separator);
    const path = separator === -1 ? key : key.slice(separator + 1);
    let node: unknown = namespaces[namespace]?.[locale];
    for (const part of path.split('.')) {
      node = typeof node === 'object' && node !== null ? (node as Record<string, unknown>)[part] : undefined;
    }
    return typeof node === 'string' ? node : key;
  };
}

export type LocaleResolution = { supported: boolean; locale: LocaleCode };

function queryParameter(search: string, name: string): string | null {
  for (const pair of search.replace(/^\?/, '').split('&')) {
    const [key, value = ''] = pair.split('=');
    if (key === name) {
      try {
        return decodeURIComponent(value.replace(/\+/g, ' '));
      } catch {
        return value;
      }
    }
  }
  return null;
}

/**
 * The language guard of spec §4 for a page load: `?lang=` must be a supported code, else a 404;
 * without it the `locale` cookie (default en) decides.
 */
export function resolveLocale(search: string, cookieHeader: string): LocaleResolution {
  const lang = queryParameter(search, 'lang');
  if (lang !== null && lang !== '') {
    const decision = languageGuard({ lang });
    return 'allow' in decision
      ? { supported: true, locale: decision.locale }
      : { supported: false, locale: defaultLocale };
  }
  const cookie = /(?:^|;\s*)locale=([^;]*)/.exec(cookieHeader)?.[1];
  return { supported: true, locale: isLocaleCode(cookie) ? cookie : defaultLocale };
}
