import type { ErrorCode } from '@platform/core';

/**
 * A failure the client should see as written: the error handler turns it into
 * `fail(code, messages)` with `statusCode`. Anything else thrown is a 5xx whose details stay in the log.
 */
export class HttpFailure extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: ErrorCode,
    readonly messages: string | Record<string, string | string[]>,
  ) {
    super(typeof messages === 'string' ? messages : JSON.stringify(messages));
    this.name = 'HttpFailure';
  }
}

export function isHttpFailure(error: unknown): error is HttpFailure {
  return error instanceof HttpFailure;
}
