// A chunk of its own (stores/address-check.ts imports it on the first check).
export { chainNetworks, validateAddress } from '@platform/core/addresses';
