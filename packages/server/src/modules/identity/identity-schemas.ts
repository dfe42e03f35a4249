import { failureEnvelopeSchema } from '@platform/core';
import { z } from 'zod';

/** The success envelope of spec §7 around a route's details. */
export function okEnvelope<T extends z.ZodType>(details: T) {
  return z.object({ request_status: z.literal(1), request_details: details });
}

/** Failure responses every signed-in identity route can give. */
export const signedInFailures = {
  400: failureEnvelopeSchema,
  401: failureEnvelopeSchema,
  403: failureEnvelopeSchema,
  429: failureEnvelopeSchema,
  503: failureEnvelopeSchema,
} as const;

export const sixDigitCodeSchema = z
  .string()
  .trim()
  .regex(/^[0-9]{6}$/, { message: 'Code must be 6 digits' });

/** A 6-digit authenticator code or a recovery code (xxxxx-xxxxx). */
export const twoFactorCodeSchema = z
  .string()
  .trim()
  .min(6, { message: 'must be a 6-digit code or a recovery code' })
  .max(16, { message: 'must be a 6-digit code or a recovery code' })
  .regex(/^[A-Za-z0-9 -]+$/, { message: 'must be a 6-digit code or a recovery code' });
