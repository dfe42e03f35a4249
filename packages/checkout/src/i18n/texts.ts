import { useEffect, useSyncExternalStore } from 'react';
import {
  appEnglish,
  checkoutEnglish,
  createTextStore,
  loadAppTexts,
  loadCheckoutTexts,
  loadMessagesTexts,
  loadValidationTexts,
  messagesEnglish,
  validationEnglish,
  type LocaleCode,
  type Translate,
} from '@platform/core';

// The runtime-free translator and the page-load language guard are shared with the other iframe
// app through core. This app ships only the namespaces below (app, messages, validation, checkout), not every text of
// the platform: a key of another namespace shows as the key (and fails this app's tests). English is
// in the bundle (the fallback); any other locale is a chunk of its own, loaded before it is shown.
export { resolveLocale, type LocaleResolution, type Translate } from '@platform/core';

const texts = createTextStore(
  { app: appEnglish, messages: messagesEnglish, validation: validationEnglish, checkout: checkoutEnglish },
  { app: loadAppTexts, messages: loadMessagesTexts, validation: loadValidationTexts, checkout: loadCheckoutTexts },
);

/** Loads a locale's texts once (main.tsx starts with the page's locale). */
export const loadTexts = (locale: LocaleCode): Promise<void> => texts.load(locale);

/** A translator over the loaded texts: English where the locale's texts are not loaded. */
export function translator(locale: LocaleCode): Translate {
  return texts.translator(locale);
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
