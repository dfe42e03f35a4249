export * from './locales.js';
