// Bank account identifiers (IBAN, BIC, UK sort code, US routing number) and the schema of a brand's
// deposit bank account. A subpath entry: the server validates with it; front ends import only the
// formatting they use (printIban), so the country table stays out of bundles that do not need it.
export * from './iban.js';
export * from './bic.js';
export * from './domestic.js';
export * from './deposit-bank-account.js';
export * from './payment-card.js';
