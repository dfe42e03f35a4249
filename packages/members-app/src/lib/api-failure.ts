import { isApiClientError } from '@platform/core';

/**
 * A failed call, read from what core's client rejects with: the API's failure envelope unchanged
 * (spec §7/§8), or an ApiClientError when no usable answer arrived.
 */
export interface ApiFailure {
  /** error_code of the envelope, or 'network' / 'invalid_response' when the API did not answer. */
  code: string;
  /** Field (or topic) → its first message, e.g. { session_key: 'invalid_session' }. */
  byField: Record<string, string>;
  /** The first message of any field. */
  first: string | null;
}

export function readApiFailure(error: unknown): ApiFailure {
  if (isApiClientError(error)) return { code: error.type, byField: {}, first: null };
  const byField: Record<string, string> = {};
  let code = 'request_failed';
  if (typeof error === 'object' && error !== null) {
    const record = error as Record<string, unknown>;
    if (typeof record['error_code'] === 'string') code = record['error_code'];
    const messages = record['error_message'];
    if (typeof messages === 'object' && messages !== null) {
      for (const [field, value] of Object.entries(messages as Record<string, unknown>)) {
        const list = (value as { error?: unknown } | null)?.error;
        if (Array.isArray(list) && typeof list[0] === 'string') byField[field] = list[0];
      }
    }
  }
  return { code, byField, first: Object.values(byField)[0] ?? null };
}
