import type { TransactionStatusLabel } from '../../../rules/transaction-status.js';

/**
 * Namespace `status`: transaction status labels of spec §4 (see rules/transaction-status.ts).
 * `completedUpper` is the COMPLETED label wallet activity shows.
 */
export type StatusTexts = Record<TransactionStatusLabel, string>;

/** English: the fallback, and the shape every other locale of this folder must have. */
export const en: StatusTexts = {
  approved: 'Approved',
  twoFaPending: '2-FA Pending',
  preAuthorized: 'Pre-Authorized',
  pending: 'Pending',
  canceled: 'Canceled',
  failed: 'Failed',
  processing: 'Processing',
  rejected: 'Rejected',
  refunded: 'Refunded',
  expired: 'Expired',
  unknown: 'Unknown',
};
