import type { LocaleCode } from '../../locales.js';
import type { ValidationTexts } from './en.js';

export { en as validationEnglish, type ValidationTexts } from './en.js';

/** One module per locale, so a bundler makes each locale a chunk of its own. */
const loaders: Record<LocaleCode, () => Promise<ValidationTexts>> = {
  en: () => import('./en.js').then((module) => module.en),
  es: () => import('./es.js').then((module) => module.es),
  cz: () => import('./cz.js').then((module) => module.cz),
  de: () => import('./de.js').then((module) => module.de),
  fi: () => import('./fi.js').then((module) => module.fi),
  it: () => import('./it.js').then((module) => module.it),
  no: () => import('./no.js').then((module) => module.no),
};

/** Namespace `validation` in one locale, loaded on demand (`validationEnglish` is the same in English, at hand). */
export function loadValidationTexts(locale: LocaleCode): Promise<ValidationTexts> {
  return loaders[locale]();
}
