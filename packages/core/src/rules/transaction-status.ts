/**
 * The one status vocabulary of the platform, from spec §4's transaction status display: every
 * status a user sees (wallet activity, transactions, merchant transactions, settlements, payouts)
 * is one of these labels (namespace `status`), through the rules here and in merchant-status.ts.
 *
 * Spec §4: "Completed shown as approved; initial withdrawal as 2-FA Pending; initial with
 * payment_status authorized as Pre-Authorized; initial with payment_status pending, canceled or
 * failed takes that status; initial with no payment_status is hidden. Labels also show Pending and
 * COMPLETED."
 *
 * Decision (issue 15: the same deposit read "COMPLETED" on the wallet page and "Approved" on
 * Transactions): whatever completed reads "Approved" in every list; "COMPLETED" is the spelling in
 * which statuses may arrive (the legacy API's "Completed", "COMPLETED", "Pending": they are compared
 * case-insensitively), not a second label for the same state. Work that waits reads "Pending", work
 * under way "Processing".
 */
export type StatusTone = 'success' | 'warning' | 'danger' | 'info' | 'neutral';

export type TransactionStatusDisplay =
  { hidden: true } | { hidden: false; labelKey: `status:${TransactionStatusLabel}`; tone: StatusTone };

export const transactionStatusLabels = [
  'approved',
  'twoFaPending',
  'preAuthorized',
  'pending',
  'canceled',
  'failed',
  'processing',
  'rejected',
  'refunded',
  'expired',
  'unknown',
] as const;
export type TransactionStatusLabel = (typeof transactionStatusLabels)[number];

export interface TransactionStatusInput {
  type?: string | null;
  status?: string | null;
  payment_status?: string | null;
}

const tones: Record<TransactionStatusLabel, StatusTone> = {
  approved: 'success',
  twoFaPending: 'warning',
  preAuthorized: 'info',
  pending: 'warning',
  processing: 'info',
  canceled: 'danger',
  failed: 'danger',
  rejected: 'danger',
  refunded: 'neutral',
  expired: 'neutral',
  unknown: 'neutral',
};

const plainStatuses: Record<string, TransactionStatusLabel> = {
  pending: 'pending',
  canceled: 'canceled',
  cancelled: 'canceled',
  failed: 'failed',
  processing: 'processing',
  rejected: 'rejected',
  refunded: 'refunded',
  expired: 'expired',
};

export function statusTone(label: TransactionStatusLabel): StatusTone {
  return tones[label];
}

function shown(label: TransactionStatusLabel): TransactionStatusDisplay {
  return { hidden: false, labelKey: `status:${label}`, tone: tones[label] };
}

function word(value: string | null | undefined): string {
  return (value ?? '').trim().toLowerCase();
}

/**
 * When an `initial` row is shown at all (spec §4: "initial with no payment_status is hidden"): a
 * withdrawal always (it waits for its 2FA confirmation), any other type only with one of the
 * payment statuses below. Every other initial row (no payment_status, or one not listed) is hidden.
 * The server's transactions lists skip hidden rows in their page query, with a SQL condition built
 * from these two lists (wallets module, transactions/hidden-transactions.ts) and tested against
 * transactionStatusDisplay, so this is the one source of the rule.
 */
export const initialShownTypes = ['withdrawal'] as const;

/** The label of an initial row by its payment status. */
const initialPaymentStatusLabels = new Map<string, TransactionStatusLabel>([
  ['authorized', 'preAuthorized'],
  ['pending', 'pending'],
  ['canceled', 'canceled'],
  ['failed', 'failed'],
]);
export const initialShownPaymentStatuses: readonly string[] = [...initialPaymentStatusLabels.keys()];

function initialDisplay(input: TransactionStatusInput): TransactionStatusDisplay {
  if ((initialShownTypes as readonly string[]).includes(word(input.type))) return shown('twoFaPending');
  const label = initialPaymentStatusLabels.get(word(input.payment_status));
  // An initial order the customer never paid for is not shown at all.
  return label === undefined ? { hidden: true } : shown(label);
}

export function transactionStatusDisplay(input: TransactionStatusInput): TransactionStatusDisplay {
  const status = word(input.status);
  if (status === 'initial') return initialDisplay(input);
  if (status === 'completed') return shown('approved');
  const label = plainStatuses[status];
  return shown(label ?? 'unknown');
}
