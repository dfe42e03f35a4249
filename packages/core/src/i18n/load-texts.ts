import type { LocaleCode } from './locales.js';

/** Texts at hand: `{ [locale]: { [namespace]: texts } }`; a locale may hold only some namespaces. */
export type LoadedTexts = Partial<Record<LocaleCode, Readonly<Record<string, object>>>>;

/** Namespace → the loader of its texts in one locale (`loadAppTexts`, …): the namespaces an app shows. */
export type TextLoaders = Readonly<Record<string, (locale: LocaleCode) => Promise<object>>>;

/** One locale's texts of several namespaces, loaded in parallel: `{ [namespace]: texts }`. */
export async function loadLocaleTexts(locale: LocaleCode, loaders: TextLoaders): Promise<Record<string, object>> {
  const entries = await Promise.all(
    Object.entries(loaders).map(async ([namespace, load]) => [namespace, await load(locale)] as const),
  );
  return Object.fromEntries(entries);
}
