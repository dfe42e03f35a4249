// The side-effect-free entry: importing it defines nothing and touches no browser global.
export { mount } from './mount.js';
export { MountError } from './errors.js';
export type * from './types.js';
