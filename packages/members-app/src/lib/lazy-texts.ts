import { addNamespaceTexts, type LocaleCode } from '@platform/core';
import { useLocaleStore } from '../stores/locale-store.js';

/**
 * The large feature namespaces (every locale each) are chunks of their own, loaded before a page
 * or layout that shows them renders, so the app's first bundle does not carry them
 * (`app/i18n.ts` lists what it does carry).
 */
const loaders = {
  /** The shared UI's texts (loading and failure states, copy buttons, the step-up dialog). */
  ui: () => import('@platform/core/i18n/ui').then((module) => module.ui),
  account: () => import('@platform/core/i18n/account').then((module) => module.account),
  wallets: () => import('@platform/core/i18n/wallets').then((module) => module.wallets),
  merchant: () => import('@platform/core/i18n/merchant').then((module) => module.merchant),
  merchantSettings: () => import('@platform/core/i18n/merchant-settings').then((module) => module.merchantSettings),
} satisfies Record<string, () => Promise<Readonly<Record<LocaleCode, object>>>>;

export type LazyNamespace = keyof typeof loaders;
export const lazyNamespaces = Object.keys(loaders) as LazyNamespace[];

const loading = new Map<LazyNamespace, Promise<void>>();

/**
 * Loads a namespace once into the attached i18next instance (a failed load is retried next time).
 * Without an attached instance (unit tests render with every namespace) it only loads the chunk.
 */
export function loadTexts(namespace: LazyNamespace): Promise<void> {
  let pending = loading.get(namespace);
  if (pending === undefined) {
    pending = loaders[namespace]().then(
      (texts) => {
        const instance = useLocaleStore.getState().i18n;
        if (instance !== null) addNamespaceTexts(instance, namespace, texts);
      },
      (error: unknown) => {
        loading.delete(namespace);
        throw error;
      },
    );
    loading.set(namespace, pending);
  }
  return pending;
}

/**
 * A page or layout loader that also waits for the namespaces it shows, and for the shared UI's
 * texts, which every feature's pages show.
 */
export function withTexts<T>(namespaces: readonly LazyNamespace[], load: () => Promise<T>): () => Promise<T> {
  const all = ['ui', ...namespaces.filter((namespace) => namespace !== 'ui')] as const;
  return () => Promise.all([Promise.all(all.map(loadTexts)), load()]).then(([, page]) => page);
}
