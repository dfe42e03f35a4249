import { useEffect, useSyncExternalStore } from 'react';
import {
  appEnglish,
  createTextStore,
  loadAppTexts,
  loadMessagesTexts,
  loadWidgetTexts,
  messagesEnglish,
  widgetEnglish,
  type LocaleCode,
} from '@platform/core';

// The runtime-free translator and the page-load language guard are shared with the other iframe
// app through core. This app ships only the namespaces below (app, messages, widget), not every text of
// the platform: a key of another namespace shows as the key (and fails this app's tests). English is
// in the bundle (the fallback); any other locale is a chunk of its own, loaded before it is shown.
export { resolveLocale, type LocaleResolution } from '@platform/core';

const texts = createTextStore(
  { app: appEnglish, messages: messagesEnglish, widget: widgetEnglish },
  { app: loadAppTexts, messages: loadMessagesTexts, widget: loadWidgetTexts },
);

/** Loads a locale's texts once (main.tsx starts with the page's locale). */
export const loadTexts = (locale: LocaleCode): Promise<void> => texts.load(locale);

export type TextValues = Readonly<Record<string, string | number>>;

/** A text by key, with its `{{name}}` placeholders filled from `values` (the iframe has no i18next). */
export type Translate = (key: string, values?: TextValues) => string;

/** A translator over the loaded texts: English where the locale's texts are not loaded. */
export function translator(locale: LocaleCode): Translate {
  const lookup = texts.translator(locale);
  return (key, values) => fillPlaceholders(lookup(key), values);
}

/**
 * The translator of a locale once its texts are loaded, null until then (the caller renders
 * nothing rather than English first); asks for the texts when they are not loaded.
 */
export function useTranslator(locale: LocaleCode): Translate | null {
  const ready = useSyncExternalStore(texts.subscribe, () => texts.ready(locale));
  useEffect(() => {
    if (!ready) void texts.load(locale);
  }, [ready, locale]);
  return ready ? translator(locale) : null;
}

/** Replaces `{{name}}` with `values.name`; a placeholder without a value stays as written. */
export function fillPlaceholders(text: string, values: TextValues = {}): string {
  return text.replace(/\{\{(\w+)\}\}/g, (placeholder, name: string) =>
    Object.hasOwn(values, name) ? String(values[name]) : placeholder,
  );
}
