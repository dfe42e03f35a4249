// Deposit address derivation and address validation, kept out of the core main entry so front-end
// bundles that only need schemas do not pull in elliptic-curve code.
export * from './networks.js';
export * from './extended-key-versions.js';
export * from './extended-key.js';
export * from './segwit.js';
export * from './base58-address.js';
export * from './cashaddr.js';
export * from './legacy-conversion.js';
export * from './evm.js';
export * from './derive.js';
export * from './validate.js';
export * from './decimal-amount.js';
export * from './payment-uri.js';
export * from './request-schemas.js';
