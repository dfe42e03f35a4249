import { z } from 'zod';
import { chainNetworks, depositCoins } from './networks.js';

/**
 * zod schemas for the inputs of derivation, validation and payment URIs, for use at HTTP, job
 * and configuration boundaries. They check shape only; the functions decide validity.
 */
export const depositCoinSchema = z.enum(depositCoins);
export const chainNetworkSchema = z.enum(chainNetworks);

/** Longer than any extended key or address; keeps pasted garbage out before decoding. */
const maxTextLength = 128;

export const depositAddressRequestSchema = z.object({
  coin: depositCoinSchema,
  network: chainNetworkSchema,
  accountXpub: z.string().min(1).max(maxTextLength),
  index: z.number().int().min(0).max(0x7fffffff),
  change: z.boolean().optional(),
});

export const addressValidationRequestSchema = z.object({
  coin: depositCoinSchema,
  network: chainNetworkSchema,
  address: z.string().min(1).max(maxTextLength),
});

export const paymentUriRequestSchema = addressValidationRequestSchema.extend({
  amount: z.string().regex(/^\d+(\.\d+)?$/, 'Amount must be a plain decimal string'),
  tokenContract: z.string().max(maxTextLength).optional(),
  decimals: z.number().int().min(0).max(36).optional(),
});
