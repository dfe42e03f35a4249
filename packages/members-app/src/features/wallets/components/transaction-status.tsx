import { useTranslation } from 'react-i18next';
import { transactionStatusDisplay, type Transaction } from '@platform/core';

export type StatusList = 'orders' | 'walletActivity';

/** Whether core's status rule shows the row at all (spec §4: an unpaid initial order is hidden). */
export function isShownTransaction(transaction: Transaction, list: StatusList): boolean {
  return !transactionStatusDisplay({ ...transaction, list }).hidden;
}

/** The status text of spec §4 through core's rule, with its tone as a class. */
export function TransactionStatus({ transaction, list }: { transaction: Transaction; list: StatusList }) {
  const { t } = useTranslation();
  const display = transactionStatusDisplay({ ...transaction, list });
  if (display.hidden) return null;
  return <span className={`status-badge status-badge--${display.tone}`}>{t(display.labelKey)}</span>;
}
