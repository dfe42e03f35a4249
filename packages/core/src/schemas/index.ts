export * from './envelope.js';
export * from './flags.js';
export * from './configuration.js';
