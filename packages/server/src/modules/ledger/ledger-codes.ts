/**
 * The ledger's closed vocabularies: account kinds with their normal side, transfer types, and the
 * result codes a transfer can get (TigerBeetle's names where TigerBeetle has one).
 */

/**
 * Credit-normal kinds are what the platform owes or has earned (their balance is credits minus
 * debits) and carry `debits_must_not_exceed_credits`, so they never go below zero:
 * - user: a user's wallet balance of one asset (a liability to the user);
 * - merchant_payable: what a merchant will be settled (a liability to the merchant);
 * - liquidity: the platform's own inventory used for conversions (it cannot sell what it lacks);
 * - fee_revenue: fees earned.
 * Debit-normal kinds mirror money held outside the ledger (balance is debits minus credits) and
 * have no limit, because the outside world is not bounded by the ledger:
 * - chain_clearing: coins on chain (deposits debit it, withdrawals credit it);
 * - bank_clearing: fiat at the bank (wires, online banking);
 * - psp_clearing: fiat at the card payment provider.
 * Debit-normal too, an expense (balance is debits minus credits, only ever grows):
 * - network_fee: gas the platform's own chain transactions paid (sweeps, gas top-ups, EVM sends),
 *   booked once per mined transaction as debit network_fee / credit chain_clearing (the coins on
 *   chain shrank by the fee while no user's balance changed).
 */
export const creditNormalKinds = ['user', 'merchant_payable', 'liquidity', 'fee_revenue'] as const;
export const debitNormalKinds = ['chain_clearing', 'bank_clearing', 'psp_clearing', 'network_fee'] as const;
export const accountKinds = [...creditNormalKinds, ...debitNormalKinds] as const;
export type AccountKind = (typeof accountKinds)[number];

export function isCreditNormal(kind: AccountKind): boolean {
  return (creditNormalKinds as readonly string[]).includes(kind);
}

/** Owner of the platform's own accounts (clearing, liquidity, fee revenue). */
export const platformOwner = 'platform';

export const transferTypes = ['immediate', 'pending', 'post_pending', 'void_pending'] as const;
export type TransferType = (typeof transferTypes)[number];

/** Results that mean "this id now names a failure"; stored so a retry gets the same answer. */
export const failureResults = [
  'linked_event_failed',
  'accounts_must_be_different',
  'account_not_found',
  'asset_mismatch',
  'exceeds_credits',
  'exceeds_debits',
  'overflows_debits',
  'overflows_credits',
  'pending_transfer_not_found',
  'pending_transfer_not_pending',
  'pending_transfer_already_posted',
  'pending_transfer_already_voided',
  'pending_transfer_expired',
  'exceeds_pending_transfer_amount',
] as const;
export type FailureResult = (typeof failureResults)[number];

/**
 * `exists`: the id was created before with the same request (a successful replay).
 * `exists_with_different_fields`: the id was created with a different request.
 * `id_already_failed`: the id failed before, and this request differs from the failed one.
 */
export const transferResults = [
  'ok',
  'exists',
  'exists_with_different_fields',
  'id_already_failed',
  ...failureResults,
] as const;
export type TransferResult = (typeof transferResults)[number];

/** True when the transfer with this id is in the ledger after the call (created now or before). */
export function isRecorded(result: TransferResult): boolean {
  return result === 'ok' || result === 'exists';
}
