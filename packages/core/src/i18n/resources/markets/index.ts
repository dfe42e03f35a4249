import type { LocaleCode } from '../../locales.js';
import type { MarketsTexts } from './en.js';

export { en as marketsEnglish, type MarketsTexts } from './en.js';

/** One module per locale, so a bundler makes each locale a chunk of its own. */
const loaders: Record<LocaleCode, () => Promise<MarketsTexts>> = {
  en: () => import('./en.js').then((module) => module.en),
  es: () => import('./es.js').then((module) => module.es),
  cz: () => import('./cz.js').then((module) => module.cz),
  de: () => import('./de.js').then((module) => module.de),
  fi: () => import('./fi.js').then((module) => module.fi),
  it: () => import('./it.js').then((module) => module.it),
  no: () => import('./no.js').then((module) => module.no),
};

/** Namespace `markets` in one locale, loaded on demand (`marketsEnglish` is the same in English, at hand). */
export function loadMarketsTexts(locale: LocaleCode): Promise<MarketsTexts> {
  return loaders[locale]();
}
