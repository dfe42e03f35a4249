// A chunk of its own (with zod, shared with the contract rows the steps call), loaded while the
// configuration call is under way: the first bundle does not carry zod (the members app does the same).
export { configurationDetailsSchema } from '@platform/core';
