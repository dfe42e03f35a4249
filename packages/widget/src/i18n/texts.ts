import {
  appTexts,
  messagesTexts,
  widgetTexts,
  translator as translatorOver,
  type LocaleCode,
  type Translate,
} from '@platform/core';

// The runtime-free translator and the page-load language guard are shared with the other iframe
// app through core. This app ships only the namespaces below (app, messages, widget), not every text of
// the platform: a key of another namespace shows as the key (and fails this app's tests).
export { resolveLocale, type LocaleResolution, type Translate } from '@platform/core';

const namespaces = { app: appTexts, messages: messagesTexts, widget: widgetTexts };

export function translator(locale: LocaleCode): Translate {
  return translatorOver(locale, namespaces);
}
