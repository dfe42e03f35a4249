export * from './messages.js';
export * from './fields.js';
export * from './forms.js';
export * from './address.js';
export * from './guards.js';
