import { z } from 'zod';

/**
 * The API envelope of spec §7. Success is `request_status` equal to 1 (the legacy API sends the
 * number or the string "1"); checkout calls answer `success: true` instead. Failures carry
 * `error_message` as a map of field (or topic) → `{ error: [messages] }`, e.g.
 * `error_message.session_key.error[0] === 'invalid_session'`, and a machine-readable `error_code`.
 */
export const requestStatusSchema = z.union([z.literal(1), z.literal('1'), z.literal(0), z.literal('0')]);
export type RequestStatus = z.infer<typeof requestStatusSchema>;

export const errorMessageSchema = z.record(z.string(), z.object({ error: z.array(z.string()) }));
export type ErrorMessage = z.infer<typeof errorMessageSchema>;

/** The closed set of machine-readable error codes the server answers with. */
export const errorCodes = [
  'request_failed',
  'validation_failed',
  'not_found',
  'unauthorized',
  'forbidden',
  'invalid_session',
  'rate_limited',
  'conflict',
  'configuration_missing',
  'payload_too_large',
  'unsupported_media_type',
  'service_unavailable',
  'server_error',
  /** A sensitive change needs a fresh re-authentication (password or a current 2FA code). */
  'step_up_required',
  /** HTTP 421: the request's Host is not a host this platform serves (no brand has it). */
  'misdirected_request',
] as const;
export const errorCodeSchema = z.enum(errorCodes);
export type ErrorCode = z.infer<typeof errorCodeSchema>;

export function envelopeSchema<T extends z.ZodType>(details: T) {
  return z.object({
    request_status: requestStatusSchema,
    request_details: details.optional(),
    error_message: errorMessageSchema.optional(),
    error_code: z.string().optional(),
  });
}

export const failureEnvelopeSchema = z.object({
  request_status: z.union([z.literal(0), z.literal('0')]),
  error_message: errorMessageSchema,
  error_code: errorCodeSchema,
});
export type FailureEnvelope = z.infer<typeof failureEnvelopeSchema>;

export interface SuccessEnvelope<T> {
  request_status: 1;
  request_details: T;
}

export function isSuccessStatus(status: unknown): boolean {
  return status === 1 || status === '1';
}

export function ok<T>(details: T): SuccessEnvelope<T> {
  return { request_status: 1, request_details: details };
}

/** A failure envelope; `messages` maps a field or topic to its messages (topic `general` by default). */
export function fail(code: ErrorCode, messages: string | Record<string, string | string[]>): FailureEnvelope {
  const map: ErrorMessage = {};
  if (typeof messages === 'string') {
    map['general'] = { error: [messages] };
  } else {
    for (const [key, value] of Object.entries(messages)) map[key] = { error: Array.isArray(value) ? value : [value] };
  }
  return { request_status: 0, error_message: map, error_code: code };
}

/** Checkout calls (spec §7) answer `success` instead of `request_status`. */
export function checkoutEnvelopeSchema<T extends z.ZodType>(details: T) {
  return z.object({
    success: z.boolean(),
    request_details: details.optional(),
    error_message: errorMessageSchema.optional(),
    error_code: z.string().optional(),
  });
}
