import type { LocaleCode } from '../../locales.js';
import type { WithdrawalsTexts } from './en.js';

export { en as withdrawalsEnglish, type WithdrawalsTexts } from './en.js';

/** One module per locale, so a bundler makes each locale a chunk of its own. */
const loaders: Record<LocaleCode, () => Promise<WithdrawalsTexts>> = {
  en: () => import('./en.js').then((module) => module.en),
  es: () => import('./es.js').then((module) => module.es),
  cz: () => import('./cz.js').then((module) => module.cz),
  de: () => import('./de.js').then((module) => module.de),
  fi: () => import('./fi.js').then((module) => module.fi),
  it: () => import('./it.js').then((module) => module.it),
  no: () => import('./no.js').then((module) => module.no),
};

/** Namespace `withdrawals` in one locale, loaded on demand (`withdrawalsEnglish` is the same in English, at hand). */
export function loadWithdrawalsTexts(locale: LocaleCode): Promise<WithdrawalsTexts> {
  return loaders[locale]();
}
