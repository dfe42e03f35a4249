import { z } from 'zod';

/**
 * Switches and permission flags arrive as 1/0, "1"/"0", true/false (or absent) from the legacy API.
 * Only 1, "1" and true are on (spec §6: the string "1" is on).
 */
export const flagSchema = z
  .union([z.boolean(), z.number(), z.string(), z.null()])
  // .optional() outside the union: zod 4 treats an object key as optional only then.
  .optional()
  .transform((value) => value === true || value === 1 || value === '1');
export type Flag = boolean;
