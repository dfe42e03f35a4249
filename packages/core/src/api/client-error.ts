/**
 * Failures that are not an answer of the API: the request never got a response (`network`), the
 * response was not JSON (`invalid_json`), or a successful response did not have the shape the
 * spec gives for that call (`invalid_response`). A failure the API answered is not one of these:
 * the call rejects with that parsed response body unchanged (spec §7/§8).
 */
export type ApiClientErrorType = 'network' | 'invalid_json' | 'invalid_response';

export class ApiClientError extends Error {
  override readonly name = 'ApiClientError';
  readonly type: ApiClientErrorType;
  /** HTTP status when a response arrived, else undefined. */
  readonly status: number | undefined;
  /** The call that failed, e.g. "POST /api/users/login". */
  readonly call: string;

  constructor(
    type: ApiClientErrorType,
    call: string,
    message: string,
    options: { status?: number; cause?: unknown } = {},
  ) {
    super(`${call}: ${message}`, { cause: options.cause });
    this.type = type;
    this.call = call;
    this.status = options.status;
  }
}

export function isApiClientError(value: unknown): value is ApiClientError {
  return value instanceof ApiClientError;
}
