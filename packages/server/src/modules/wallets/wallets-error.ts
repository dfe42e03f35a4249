/**
 * The closed set of failures the wallets module reports to its callers (routes map each to an
 * HTTP failure); anything else thrown is a bug or an outage.
 * - deposits_not_configured: the brand has no extended public key for the coin on this network;
 * - user_not_found: no such user (or one of another brand);
 * - wallet_not_found: the user has no wallet of that currency;
 * - transaction_not_found: no such transaction of this user;
 * - idempotency_conflict: a client id was used before for a different request;
 * - history_too_long: a statement or balance history would read more ledger movements than allowed;
 * - invalid_request: the caller broke a documented precondition.
 */
export type WalletsErrorType =
  | 'deposits_not_configured'
  | 'user_not_found'
  | 'wallet_not_found'
  | 'transaction_not_found'
  | 'idempotency_conflict'
  | 'history_too_long'
  | 'invalid_request';

export class WalletsError extends Error {
  constructor(
    readonly type: WalletsErrorType,
    message: string,
  ) {
    super(message);
    this.name = 'WalletsError';
  }
}

export function isWalletsError(error: unknown, type?: WalletsErrorType): error is WalletsError {
  return error instanceof WalletsError && (type === undefined || error.type === type);
}
