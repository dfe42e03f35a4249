/**
 * The ledger's surface under its earlier name, for the modules that still import it from here.
 * The surface is index.ts; README.md describes the module.
 */
export * from './index.js';
