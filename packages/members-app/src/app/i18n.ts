import type { i18n } from 'i18next';
import { createI18nFrom, missingTextHandler, onMissingText, type LoadedTexts, type LocaleCode } from '@platform/core';
import { loadShellTexts, shellNamespaces } from '../lib/lazy-texts.js';

/**
 * A key no locale has is a defect a user would see as raw text (`stepUp.title`): say so on the
 * console with its namespace, so the Chromium sweep over every page (e2e/design-system.spec.ts)
 * and anyone looking can find it.
 */
function reportMissingKeys(): void {
  // The unit tests install a handler that throws (core's failOnMissingTexts): keep it.
  if (missingTextHandler() !== null) return;
  onMissingText(({ key, namespace }) => console.error(`[i18n] missing ${namespace}:${key}`));
}

/**
 * The app's i18next instance in `locale`, ready for the first render: the shell namespaces'
 * English (in this bundle, the fallback) and, for another locale, their texts in it (one chunk,
 * awaited here so a Czech visitor never sees English first). Should that chunk fail to load, the
 * shell shows English rather than nothing. The feature namespaces load with their pages
 * (`lib/lazy-texts.ts`).
 */
export async function createAppI18n(locale: LocaleCode): Promise<i18n> {
  const texts: LoadedTexts = { en: shellNamespaces };
  if (locale !== 'en') texts[locale] = await loadShellTexts(locale).catch(() => ({}));
  reportMissingKeys();
  return createI18nFrom(locale, texts);
}
