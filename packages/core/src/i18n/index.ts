export * from './locales.js';
export * from './resources/index.js';
export * from './create-i18n.js';
export * from './translate.js';
export * from './load-texts.js';
export * from './missing-texts.js';
