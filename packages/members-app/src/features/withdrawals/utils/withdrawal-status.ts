import { statusTone, type StatusTone, type TransactionStatusLabel, type WithdrawalStatus } from '@platform/core';

/**
 * A withdrawal's status in the platform's one status vocabulary (namespace `status`): waiting for
 * its code reads "2-FA Pending" (spec §4), waiting for an operator "Pending", being sent or sent
 * and confirming "Processing", confirmed "Approved".
 */
const labels: Record<WithdrawalStatus, TransactionStatusLabel> = {
  otp_pending: 'twoFaPending',
  approval_pending: 'pending',
  processing: 'processing',
  sent: 'processing',
  completed: 'approved',
  failed: 'failed',
  rejected: 'rejected',
  canceled: 'canceled',
};

export function withdrawalStatusDisplay(status: WithdrawalStatus): { labelKey: string; tone: StatusTone } {
  const label = labels[status];
  return { labelKey: `status:${label}`, tone: statusTone(label) };
}
