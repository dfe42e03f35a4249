import { cz } from './cz.js';
import { de } from './de.js';
import { es } from './es.js';
import { fi } from './fi.js';
import { it } from './it.js';
import type { LocaleDefaults, TranslatedLocale } from './locale-defaults.js';
import { no } from './no.js';

export type { LocaleDefaults, NeutralWordings, TranslatedLocale, TranslatedPage } from './locale-defaults.js';

/**
 * The default pages in the six other locales (written for this platform; not yet reviewed by native
 * speakers or counsel: content/README.md). Blog posts stay English.
 */
export const localeDefaults: Record<TranslatedLocale, LocaleDefaults> = { es, cz, de, fi, it, no };
