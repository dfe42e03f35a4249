import type { LocaleCode } from '@platform/core';
import type { NotifyCopy } from '../copy.js';
import { cz } from './cz.js';
import { de } from './de.js';
import { en } from './en.js';
import { es } from './es.js';
import { fi } from './fi.js';
import { it } from './it.js';
import { no } from './no.js';

/** Every locale of spec §1; the Record type makes a missing locale a type error. */
export const copyByLocale: Record<LocaleCode, NotifyCopy> = { en, es, cz, de, fi, it, no };
