import type { LocaleCode } from '../../locales.js';
import type { PublicTexts } from './en.js';

export { en as publicEnglish, type PublicTexts } from './en.js';

/** One module per locale, so a bundler makes each locale a chunk of its own. */
const loaders: Record<LocaleCode, () => Promise<PublicTexts>> = {
  en: () => import('./en.js').then((module) => module.en),
  es: () => import('./es.js').then((module) => module.es),
  cz: () => import('./cz.js').then((module) => module.cz),
  de: () => import('./de.js').then((module) => module.de),
  fi: () => import('./fi.js').then((module) => module.fi),
  it: () => import('./it.js').then((module) => module.it),
  no: () => import('./no.js').then((module) => module.no),
};

/** Namespace `public` in one locale, loaded on demand (`publicEnglish` is the same in English, at hand). */
export function loadPublicTexts(locale: LocaleCode): Promise<PublicTexts> {
  return loaders[locale]();
}
