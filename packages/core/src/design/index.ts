export * from './color.js';
export * from './contrast.js';
export * from './brand-palette.js';
