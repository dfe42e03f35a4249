import { z } from 'zod';
import { wireIdSchema } from './wire.js';

/**
 * A saved payment card (spec §3 lists cards without fields). Only what a PSP lets a platform keep
 * is here: brand, last four digits, expiry and holder name; never the full number or CVC.
 */
export const cardSchema = z.object({
  id: wireIdSchema,
  brand: z.string().max(40),
  last4: z.string().regex(/^[0-9]{4}$/),
  expiry_month: z.coerce.number().int().min(1).max(12),
  expiry_year: z.coerce.number().int().min(2000).max(2100),
  holder_name: z.string().max(200).default(''),
  /** Whether the card may be used to withdraw to (EEA residents only, spec §1). */
  withdrawal_enabled: z.boolean().default(false),
});
export type Card = z.infer<typeof cardSchema>;

export const cardListSchema = z.array(cardSchema).max(100);
