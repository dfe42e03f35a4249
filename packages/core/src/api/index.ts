export * from './fetch-like.js';
export * from './client-error.js';
export * from './call-definition.js';
export * from './call-types.js';
export * from './request-bodies.js';
export * from './api-calls.js';
export * from './client.js';
