import type { i18n } from 'i18next';
import {
  appTexts,
  createI18nWithNamespaces,
  messagesTexts,
  navTexts,
  statusTexts,
  validationTexts,
  type LocaleCode,
} from '@platform/core';

/**
 * The namespaces in the app's first bundle: those the shell (layouts, header, error pages, Session
 * Timeout modal) shows on every page. The large feature namespaces (account, wallets, merchant…) load with
 * the pages and layouts that show them: `lib/lazy-texts.ts`.
 */
export const shellNamespaces = {
  app: appTexts,
  messages: messagesTexts,
  nav: navTexts,
  status: statusTexts,
  validation: validationTexts,
};

export function createAppI18n(locale: LocaleCode): i18n {
  return createI18nWithNamespaces(locale, shellNamespaces);
}
