import { z } from 'zod';

/**
 * Shared wire shapes of the legacy API. Amounts travel as decimal strings so no float ever carries
 * money; a JSON integer that is a safe integer is exact too, so it is accepted and turned into its
 * decimal string. A JSON fraction (0.1) is refused: it may already have lost digits.
 */
const decimalPattern = /^-?[0-9]{1,40}(\.[0-9]{1,40})?$/;

export const wireDecimalSchema = z.union([z.string(), z.number()]).transform((value, ctx) => {
  if (typeof value === 'number') {
    if (Number.isSafeInteger(value)) return String(value);
    ctx.addIssue({ code: 'custom', message: 'amounts travel as decimal strings, not fractional numbers' });
    return z.NEVER;
  }
  if (decimalPattern.test(value)) return value;
  ctx.addIssue({ code: 'custom', message: 'not a decimal amount' });
  return z.NEVER;
});
export type WireDecimal = z.infer<typeof wireDecimalSchema>;

/** Ids arrive as numbers from some legacy services and as strings from others; inside they are strings. */
export const wireIdSchema = z.union([z.string().min(1).max(200), z.number().int().nonnegative()]).transform(String);

/** Free text the legacy API may send as null; inside, absent text is ''. */
export const wireTextSchema = z
  .union([z.string().max(10_000), z.null()])
  .optional()
  .transform((value) => value ?? '');

/**
 * A timestamp as the server sends it (ISO 8601 from this server; the legacy API used other date
 * formats, so it is not parsed here), or null/absent for "never".
 */
export const wireTimestampSchema = z.union([z.string().max(64), z.null()]).optional();
