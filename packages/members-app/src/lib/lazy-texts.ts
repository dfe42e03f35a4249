import {
  addLocaleTexts,
  appEnglish,
  loadAccountTexts,
  loadAppTexts,
  loadGalleryTexts,
  loadMarketsTexts,
  loadMerchantSettingsTexts,
  loadMerchantTexts,
  loadMessagesTexts,
  loadNavTexts,
  loadPublicTexts,
  loadStatusTexts,
  loadUiTexts,
  loadValidationTexts,
  loadWalletsTexts,
  loadWithdrawalsTexts,
  messagesEnglish,
  navEnglish,
  statusEnglish,
  validationEnglish,
  type LocaleCode,
} from '@platform/core';
import { importWithReload } from './chunk-reload.js';
import { useLocaleStore } from '../stores/locale-store.js';

/**
 * How the app's texts arrive (core's i18n README): each namespace is one module per locale, and a
 * visitor loads English (the fallback) and their own locale only.
 *
 * The shell namespaces (layouts, header, error pages, Session Timeout modal: every page shows them)
 * have their English in the app's first bundle; their texts in another locale are one chunk, loaded
 * before the first render (app/i18n.ts). The large feature namespaces (account, wallets, merchant…)
 * load with the pages and layouts that show them, English and the current locale each a chunk.
 */
export const shellNamespaces = {
  app: appEnglish,
  messages: messagesEnglish,
  nav: navEnglish,
  status: statusEnglish,
  validation: validationEnglish,
};

const shellLoaders = {
  app: loadAppTexts,
  messages: loadMessagesTexts,
  nav: loadNavTexts,
  status: loadStatusTexts,
  validation: loadValidationTexts,
};

const lazyLoaders = {
  /** The shared UI's texts (loading and failure states, copy buttons, the step-up dialog). */
  ui: loadUiTexts,
  account: loadAccountTexts,
  wallets: loadWalletsTexts,
  merchant: loadMerchantTexts,
  merchantSettings: loadMerchantSettingsTexts,
  withdrawals: loadWithdrawalsTexts,
  /** The design-system gallery's sample texts (test mode only). */
  gallery: loadGalleryTexts,
  /** The prices list and the coin pages. */
  markets: loadMarketsTexts,
  /** The public home area: home page, content pages, blog, maintenance, the content editor. */
  public: loadPublicTexts,
};

type ShellNamespace = keyof typeof shellLoaders;
export type LazyNamespace = keyof typeof lazyLoaders;
export const lazyNamespaces = Object.keys(lazyLoaders) as LazyNamespace[];
type AnyNamespace = ShellNamespace | LazyNamespace;

const loaderOf = (namespace: AnyNamespace) =>
  namespace in shellLoaders ? shellLoaders[namespace as ShellNamespace] : lazyLoaders[namespace as LazyNamespace];

const chunks = new Map<string, Promise<object>>();

/** A namespace's texts in a locale, each loaded once (a failed load is retried next time). */
function textsOf(namespace: AnyNamespace, locale: LocaleCode): Promise<object> {
  const key = `${locale}:${namespace}`;
  let pending = chunks.get(key);
  if (pending === undefined) {
    pending = loaderOf(namespace)(locale).catch((error: unknown) => {
      chunks.delete(key);
      throw error;
    });
    chunks.set(key, pending);
  }
  return pending;
}

/** Into the attached i18next instance (without one, unit tests that render every text, it only loads). */
async function loadInto(namespace: AnyNamespace, locale: LocaleCode): Promise<void> {
  const texts = await textsOf(namespace, locale);
  const instance = useLocaleStore.getState().i18n;
  if (instance !== null) addLocaleTexts(instance, locale, namespace, texts);
}

/** The shell's texts in a locale other than English (English is in the bundle): one chunk. */
export async function loadShellTexts(locale: LocaleCode): Promise<Record<ShellNamespace, object>> {
  const names = Object.keys(shellLoaders) as ShellNamespace[];
  const texts = await Promise.all(names.map((namespace) => textsOf(namespace, locale)));
  return Object.fromEntries(names.map((namespace, index) => [namespace, texts[index]])) as Record<
    ShellNamespace,
    object
  >;
}

/** The feature namespaces asked for so far: a language switch loads them in the new locale. */
const shown = new Set<LazyNamespace>();
/** The locale a switch is loading, which a feature namespace asked for meanwhile loads too. */
let switchingTo: LocaleCode | null = null;

/**
 * Loads a feature namespace in English (the fallback) and the current locale, each once, into the
 * attached i18next instance.
 */
export async function loadTexts(namespace: LazyNamespace): Promise<void> {
  shown.add(namespace);
  const locales = new Set<LocaleCode>(['en', useLocaleStore.getState().locale]);
  if (switchingTo !== null) locales.add(switchingTo);
  await Promise.all([...locales].map((locale) => loadInto(namespace, locale)));
}

/**
 * A page or layout loader that also waits for the namespaces it shows, and for the shared UI's
 * texts, which every feature's pages show.
 */
export function withTexts<T>(namespaces: readonly LazyNamespace[], load: () => Promise<T>): () => Promise<T> {
  const all = ['ui', ...namespaces.filter((namespace) => namespace !== 'ui')] as const;
  return () => Promise.all([Promise.all(all.map(loadTexts)), load()]).then(([, page]) => page);
}

/**
 * Changes the interface language (the picker, a `?lang=` in the address): first loads the new
 * locale's texts of every namespace loaded so far (the shell's and each feature's shown), then
 * switches i18next, the cookie and the store, so no text shows in the old language or in English
 * meanwhile. When switches overlap, the last one asked for wins. A chunk that fails to load
 * reloads the page once (a deploy replaced it, spec §8); the language then stays as it was.
 */
export async function switchLocale(locale: LocaleCode): Promise<void> {
  switchingTo = locale;
  const namespaces: AnyNamespace[] = [...(Object.keys(shellLoaders) as ShellNamespace[]), ...shown];
  try {
    await importWithReload(() => Promise.all(namespaces.map((namespace) => loadInto(namespace, locale))));
  } catch (error) {
    if (switchingTo === locale) switchingTo = null;
    throw error;
  }
  if (switchingTo !== locale) return; // a later switch took over
  switchingTo = null;
  useLocaleStore.getState().setLocale(locale);
}
