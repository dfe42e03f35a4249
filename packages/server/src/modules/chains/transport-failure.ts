import { isOutboundHttpError } from '../../lib/outbound-http.js';

/**
 * How a chain node's or the deposit signer's transport failure is named in messages: the name of
 * the error the call ended with ("TimeoutError", "TypeError" for a refused connection, …), never
 * the URL or its credentials.
 */
export function transportFailureName(error: unknown): string {
  if (!isOutboundHttpError(error)) return error instanceof Error ? error.name : 'Error';
  if (error.failure === 'timeout') return 'TimeoutError';
  if (error.failure === 'aborted') return 'AbortError';
  return /\(([A-Za-z]+)\)$/.exec(error.message)?.[1] ?? 'Error';
}

/** Whether the answer was larger than the call's cap. */
export function isTooLarge(error: unknown): boolean {
  return isOutboundHttpError(error) && error.failure === 'too_large';
}
