// Every locale of namespace `public` at once (`import * as publicTexts from './every-locale.js'`): for the
// server and the tests (i18n/every-locale.ts), never for a browser bundle.
export { en } from './en.js';
export { es } from './es.js';
export { cz } from './cz.js';
export { de } from './de.js';
export { fi } from './fi.js';
export { it } from './it.js';
export { no } from './no.js';
