import type { LocaleCode } from '../../locales.js';
import type { UiTexts } from './en.js';

export { en as uiEnglish, type UiTexts } from './en.js';

/** One module per locale, so a bundler makes each locale a chunk of its own. */
const loaders: Record<LocaleCode, () => Promise<UiTexts>> = {
  en: () => import('./en.js').then((module) => module.en),
  es: () => import('./es.js').then((module) => module.es),
  cz: () => import('./cz.js').then((module) => module.cz),
  de: () => import('./de.js').then((module) => module.de),
  fi: () => import('./fi.js').then((module) => module.fi),
  it: () => import('./it.js').then((module) => module.it),
  no: () => import('./no.js').then((module) => module.no),
};

/** Namespace `ui` in one locale, loaded on demand (`uiEnglish` is the same in English, at hand). */
export function loadUiTexts(locale: LocaleCode): Promise<UiTexts> {
  return loaders[locale]();
}
