import { create } from 'zustand';
import type { i18n as I18n } from 'i18next';
import {
  cookieNames,
  defaultLocale,
  intlLocale,
  isLocaleCode,
  localeCookieMaxAgeSeconds,
  type LocaleCode,
} from '@platform/core';
import { readCookie, writeCookie } from '../lib/cookies.js';

/**
 * The interface language. Changing it switches i18next, the document language and the `locale`
 * cookie (spec §9: max-age 86400 s, default en) so the choice survives reloads. `setLocale` expects
 * the language's texts loaded: the app switches through `switchLocale` (lib/lazy-texts.ts).
 */
interface LocaleState {
  locale: LocaleCode;
  i18n: I18n | null;
  attach: (i18n: I18n) => void;
  setLocale: (locale: LocaleCode) => void;
}

export function localeFromCookie(): LocaleCode {
  const value = typeof document === 'undefined' ? undefined : readCookie(cookieNames.locale);
  return isLocaleCode(value) ? value : defaultLocale;
}

export const useLocaleStore = create<LocaleState>((set, get) => ({
  locale: localeFromCookie(),
  i18n: null,
  attach: (i18n) => set({ i18n }),
  setLocale: (locale) => {
    writeCookie(cookieNames.locale, locale, localeCookieMaxAgeSeconds);
    document.documentElement.lang = intlLocale(locale);
    void get().i18n?.changeLanguage(locale);
    set({ locale });
  },
}));
