import { z } from 'zod';

/**
 * The 200 response schema of a route not yet served from a contract row (`serve()` builds it from
 * the row): the envelope of spec §7 around `details`. Goes away with the last legacy route.
 */
export function successSchema<T extends z.ZodType>(details: T) {
  return z.object({ request_status: z.literal(1), request_details: details });
}
