import { useTranslation } from 'react-i18next';
import { transactionStatusDisplay, type Transaction } from '@platform/core';

/** Whether core's status rule shows the row at all (spec §4: an unpaid initial order is hidden). */
export function isShownTransaction(transaction: Transaction): boolean {
  return !transactionStatusDisplay(transaction).hidden;
}

/**
 * The status text of spec §4 through core's rule (the one vocabulary: a completed row reads
 * "Approved" on the wallet page and on Transactions alike), with its tone as a class.
 */
export function TransactionStatus({ transaction }: { transaction: Transaction }) {
  const { t } = useTranslation();
  const display = transactionStatusDisplay(transaction);
  if (display.hidden) return null;
  return <span className={`status-badge status-badge--${display.tone}`}>{t(display.labelKey)}</span>;
}
