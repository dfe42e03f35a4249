import { configurationDetailsSchema, envelopeSchema } from '@platform/core';

// core's envelope module builds its zod schemas on load, so its status check comes with them.
export { isSuccessStatus } from '@platform/core';

/**
 * The configuration call's answer as core's contract describes it: `request_details` =
 * `{ module, meta, more }`. A chunk of its own (with zod, shared with the pages' API client), loaded
 * while the call is under way: the app's first bundle does not carry it (lib/configuration.ts).
 */
export const configurationResponseSchema = envelopeSchema(configurationDetailsSchema);
