import type { ErrorCode } from '@platform/core';

/**
 * Why an operation was refused, from a closed set. Most are the envelope's `error_code` itself;
 * three name a case whose HTTP answer the spec or the caller fixes differently:
 * - `password_expired`: spec §7 answers `error_message.me.error[0] = 'expired_password'` with
 *   error_code `request_failed`, as 403;
 * - `upstream_failed` / `upstream_timeout`: a third party the platform fetches from failed or took
 *   too long (502 request_failed / 504 service_unavailable).
 * A broken invariant is not a DomainError: throw a plain Error (a 500 whose details stay in the log).
 */
export type DomainErrorCode =
  Exclude<ErrorCode, 'server_error'> | 'password_expired' | 'upstream_failed' | 'upstream_timeout';

/** The one place a domain code becomes an HTTP status and an envelope error_code. */
export const domainErrorHttp: Record<DomainErrorCode, { statusCode: number; errorCode: ErrorCode }> = {
  validation_failed: { statusCode: 400, errorCode: 'validation_failed' },
  request_failed: { statusCode: 400, errorCode: 'request_failed' },
  unauthorized: { statusCode: 401, errorCode: 'unauthorized' },
  invalid_session: { statusCode: 401, errorCode: 'invalid_session' },
  forbidden: { statusCode: 403, errorCode: 'forbidden' },
  step_up_required: { statusCode: 403, errorCode: 'step_up_required' },
  password_expired: { statusCode: 403, errorCode: 'request_failed' },
  not_found: { statusCode: 404, errorCode: 'not_found' },
  conflict: { statusCode: 409, errorCode: 'conflict' },
  payload_too_large: { statusCode: 413, errorCode: 'payload_too_large' },
  unsupported_media_type: { statusCode: 415, errorCode: 'unsupported_media_type' },
  misdirected_request: { statusCode: 421, errorCode: 'misdirected_request' },
  rate_limited: { statusCode: 429, errorCode: 'rate_limited' },
  upstream_failed: { statusCode: 502, errorCode: 'request_failed' },
  configuration_missing: { statusCode: 503, errorCode: 'configuration_missing' },
  service_unavailable: { statusCode: 503, errorCode: 'service_unavailable' },
  upstream_timeout: { statusCode: 504, errorCode: 'service_unavailable' },
};

/** Messages for the client: one text (topic `general`) or texts by field (or topic). */
export type DomainErrorMessages = string | Record<string, string | string[]>;

/**
 * A refusal the client should see as written. Domain services throw it; only the error handler
 * (plugins/error-handler.ts) turns it into an HTTP status and the spec's failure envelope.
 */
export class DomainError extends Error {
  constructor(
    readonly code: DomainErrorCode,
    readonly messages: DomainErrorMessages,
    /** rate_limited: seconds until a retry may pass (also answered as the Retry-After header). */
    readonly retryAfterSeconds?: number,
  ) {
    super(typeof messages === 'string' ? messages : JSON.stringify(messages));
    this.name = 'DomainError';
  }
}

export function isDomainError(error: unknown): error is DomainError {
  return error instanceof DomainError;
}
