/**
 * Thrown only for integration mistakes and bugs, never for an outcome a user can cause (those are
 * result codes). `invalid_request`: the caller broke the documented contract (fix the call).
 * `invariant_violated`: the ledger found itself in a state that must be impossible (a bug: stop).
 */
export type LedgerErrorType = 'invalid_request' | 'invariant_violated';

export class LedgerError extends Error {
  constructor(
    readonly type: LedgerErrorType,
    message: string,
  ) {
    super(message);
    this.name = 'LedgerError';
  }
}

/** Asserts an invariant; a false condition is a bug in the ledger, so it throws. */
export function assertInvariant(condition: boolean, message: string): asserts condition {
  if (!condition) throw new LedgerError('invariant_violated', message);
}
