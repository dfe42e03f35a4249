export * from './fetch-like.js';
export * from './client-error.js';
export * from './endpoint.js';
export * from './unchecked.js';
export * from './call-types.js';
export * from './endpoints/index.js';
export * from './client.js';
