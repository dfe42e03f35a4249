export * from './scales.js';
export * from './parse-amount.js';
export * from './decimal-string.js';
export * from './fiat-sign.js';
export * from './format-amount.js';
export * from './amount-schema.js';
