export * from './schemas/envelope.js';
export * from './schemas/flags.js';
export * from './schemas/configuration.js';
export * from './i18n/locales.js';
