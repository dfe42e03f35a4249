import { DomainError } from '../../errors/domain-error.js';

/**
 * The closed set of failures the wallets module reports to its callers (walletsRefusal maps each to a
 * DomainError); anything else thrown is a bug or an outage.
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

/** Request field names a refusal is reported under (the caller's names where they differ). */
export interface RefusalFields {
  currency?: string;
  user?: string;
  transaction?: string;
}

/**
 * The WalletsError a service threw, as the refusal a client can act on (field names are the
 * request's); anything else is returned as it is, for the error handler (a 5xx, details only in
 * the log). Use as `throw walletsRefusal(error)`.
 */
export function walletsRefusal(error: unknown, fields: RefusalFields = {}): unknown {
  if (!isWalletsError(error)) return error;
  switch (error.type) {
    case 'deposits_not_configured':
      return new DomainError('configuration_missing', { [fields.currency ?? 'symbol']: error.message });
    case 'user_not_found':
      return new DomainError('not_found', { [fields.user ?? 'user_id']: error.message });
    case 'wallet_not_found':
      return new DomainError('not_found', { [fields.currency ?? 'symbol']: error.message });
    case 'transaction_not_found':
      return new DomainError('not_found', { [fields.transaction ?? 'transaction_id']: error.message });
    case 'idempotency_conflict':
      return new DomainError('conflict', { client_id: error.message });
    case 'history_too_long':
      return new DomainError('validation_failed', { from: error.message });
    case 'invalid_request':
      return new DomainError('validation_failed', error.message);
  }
}

/** Runs a wallets service call, turning a WalletsError it throws into its refusal. */
export async function refusingWalletsErrors<T>(call: () => Promise<T>, fields: RefusalFields = {}): Promise<T> {
  try {
    return await call();
  } catch (error) {
    throw walletsRefusal(error, fields);
  }
}
