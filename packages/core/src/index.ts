export * from './schemas/index.js';
export * from './money/index.js';
export * from './rules/index.js';
export * from './validation/index.js';
export * from './i18n/index.js';
export * from './api/index.js';
export * from './routes/index.js';
export * from './design/index.js';
