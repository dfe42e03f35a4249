import { appTexts, messagesTexts, widgetTexts, translator as translatorOver, type LocaleCode } from '@platform/core';

// The runtime-free translator and the page-load language guard are shared with the other iframe
// app through core. This app ships only the namespaces below (app, messages, widget), not every text of
// the platform: a key of another namespace shows as the key (and fails this app's tests).
export { resolveLocale, type LocaleResolution } from '@platform/core';

const namespaces = { app: appTexts, messages: messagesTexts, widget: widgetTexts };

export type TextValues = Readonly<Record<string, string | number>>;

/** A text by key, with its `{{name}}` placeholders filled from `values` (the iframe has no i18next). */
export type Translate = (key: string, values?: TextValues) => string;

export function translator(locale: LocaleCode): Translate {
  const lookup = translatorOver(locale, namespaces);
  return (key, values) => fillPlaceholders(lookup(key), values);
}

/** Replaces `{{name}}` with `values.name`; a placeholder without a value stays as written. */
export function fillPlaceholders(text: string, values: TextValues = {}): string {
  return text.replace(/\{\{(\w+)\}\}/g, (placeholder, name: string) =>
    Object.hasOwn(values, name) ? String(values[name]) : placeholder,
  );
}
