import { languageGuard } from '../rules/route-guards.js';
import { loadLocaleTexts, type LoadedTexts, type TextLoaders } from './load-texts.js';
import { defaultLocale, isLocaleCode, type LocaleCode } from './locales.js';
import { reportMissingText } from './missing-texts.js';

/**
 * Texts without an i18n runtime, for the iframe apps (widget, checkout) whose bundles must stay
 * small: a lookup in the same resources i18next uses. Keys read like i18next's:
 * `namespace:path.to.text`, namespace `app` when omitted. A missing text shows its key (and is
 * reported to the tests' handler, missing-texts.ts).
 */
export type Translate = (key: string) => string;

function lookup(texts: Readonly<Record<string, object>> | undefined, namespace: string, path: string): unknown {
  let node: unknown = texts?.[namespace];
  for (const part of path.split('.')) {
    node = typeof node === 'object' && node !== null ? (node as Record<string, unknown>)[part] : undefined;
  }
  return node;
}

/**
 * A translator over the texts an app has loaded (`{ en: { app, … }, de: { app, … } }`): the
 * locale's text, else the English one (the fallback, always in the app's bundle), else the key.
 * Each app passes only the namespaces it uses, so its bundle holds those and no other text.
 */
export function translator(locale: LocaleCode, texts: LoadedTexts): Translate {
  return (key) => {
    const separator = key.indexOf(':');
    const namespace = separator === -1 ? 'app' : key.slice(0, separator);
    const path = separator === -1 ? key : key.slice(separator + 1);
    const text = lookup(texts[locale], namespace, path) ?? lookup(texts[defaultLocale], namespace, path);
    if (typeof text === 'string') return text;
    reportMissingText(path, namespace, locale);
    return key;
  };
}

/**
 * An iframe app's texts: English at hand, any other locale loaded once when first asked for. A
 * React hook reads `ready` through `subscribe` (useSyncExternalStore) and renders once it is true.
 */
export interface TextStore {
  /** Loads a locale's texts once. Never rejects: if the chunk fails, that locale shows English. */
  load(locale: LocaleCode): Promise<void>;
  /** Whether the locale's texts are loaded (or failed to load, so English stands in). */
  ready(locale: LocaleCode): boolean;
  translator(locale: LocaleCode): Translate;
  subscribe(listener: () => void): () => void;
}

export function createTextStore(english: Readonly<Record<string, object>>, loaders: TextLoaders): TextStore {
  const texts: { [L in LocaleCode]?: Readonly<Record<string, object>> } = { en: english };
  const settled = new Set<LocaleCode>([defaultLocale]);
  const pending = new Map<LocaleCode, Promise<void>>();
  const listeners = new Set<() => void>();
  const settle = (locale: LocaleCode, loaded: Record<string, object> | undefined) => {
    if (loaded !== undefined) texts[locale] = loaded;
    settled.add(locale);
    for (const listener of listeners) listener();
  };
  return {
    load(locale) {
      if (settled.has(locale)) return Promise.resolve();
      let loading = pending.get(locale);
      if (loading === undefined) {
        loading = loadLocaleTexts(locale, loaders).then(
          (loaded) => settle(locale, loaded),
          () => settle(locale, undefined),
        );
        pending.set(locale, loading);
      }
      return loading;
    },
    ready: (locale) => settled.has(locale),
    translator: (locale) => translator(locale, texts),
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
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
