/** The closed set of failures the rates service reports to its callers. */
export type RatesErrorType = 'stale_rate' | 'rate_unavailable' | 'unsupported_pair' | 'too_many_points';

export class RatesError extends Error {
  constructor(
    readonly type: RatesErrorType,
    message: string,
  ) {
    super(message);
    this.name = 'RatesError';
  }
}

export function isRatesError(error: unknown, type?: RatesErrorType): error is RatesError {
  return error instanceof RatesError && (type === undefined || error.type === type);
}
