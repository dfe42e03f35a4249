import { useTranslation } from 'react-i18next';
import { transactionTypes, type Transaction } from '@platform/core';
import { Amount } from '../../../components/ui/amount.js';
import { DateTime } from '../../../components/ui/date-time.js';
import { isShownTransaction, TransactionStatus } from './transaction-status.js';
import { TableRegion } from '../../../components/ui/data-table.js';

function TypeLabel({ type }: { type: string }) {
  const { t } = useTranslation('wallets');
  const known = (transactionTypes as readonly string[]).includes(type.toLowerCase());
  return <>{known ? t(`transactions.types.${type.toLowerCase() as (typeof transactionTypes)[number]}`) : type}</>;
}

/** Payment method codes the server writes, shown in the interface language; other text as it came. */
const paymentMethodCodes = ['test_deposit', 'bank_transfer'] as const;

function PaymentMethod({ method }: { method: string | null | undefined }) {
  const { t } = useTranslation('wallets');
  if (!method) return <>–</>;
  const code = paymentMethodCodes.find((known) => known === method);
  return <>{code ? t(`transactions.paymentMethods.${code}`) : method}</>;
}

/** A chain transaction's hash, shortened for the table; the whole hash is its title. */
function shortHash(txid: string): string {
  return txid.length > 16 ? `${txid.slice(0, 10)}…${txid.slice(-6)}` : txid;
}

/**
 * Under the status of an on-chain row: its confirmations while a deposit confirms (n of N) and its
 * transaction hash. Nothing for rows off chain.
 */
function ChainProgress({ transaction }: { transaction: Transaction }) {
  const { t } = useTranslation('wallets');
  const confirming =
    transaction.status.toLowerCase() === 'pending' &&
    transaction.confirmations !== undefined &&
    transaction.required_confirmations !== undefined;
  if (!confirming && transaction.txid === undefined) return null;
  return (
    <>
      {confirming ? (
        <span className="wallets-muted chain-confirmations">
          {t('transactions.confirmations', {
            confirmed: transaction.confirmations,
            required: transaction.required_confirmations,
          })}
        </span>
      ) : null}
      {transaction.txid === undefined ? null : (
        <code className="chain-txid" title={transaction.txid} aria-label={t('transactions.transactionId')}>
          {shortHash(transaction.txid)}
        </code>
      )}
    </>
  );
}

/**
 * Transactions in the columns of spec §3 (order, amount, payment method, status, from amount, to
 * amount, price, quantity, rate, transaction fee), after the date and type. Status text comes from
 * core's rule; rows the rule hides are left out. On-chain rows add their confirmations and hash.
 */
export function TransactionsTable({
  transactions,
  caption,
}: {
  transactions: readonly Transaction[];
  caption: string;
}) {
  const { t } = useTranslation('wallets');
  const rows = transactions.filter((transaction) => isShownTransaction(transaction));
  if (rows.length === 0) return <p className="wallets-muted">{t('transactions.empty')}</p>;
  return (
    <TableRegion label={caption}>
      <table className="data-table">
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{t('transactions.columns.date')}</th>
            <th scope="col">{t('transactions.columns.type')}</th>
            <th scope="col">{t('transactions.columns.order')}</th>
            <th scope="col">{t('transactions.columns.amount')}</th>
            <th scope="col">{t('transactions.columns.paymentMethod')}</th>
            <th scope="col">{t('transactions.columns.status')}</th>
            <th scope="col">{t('transactions.columns.fromAmount')}</th>
            <th scope="col">{t('transactions.columns.toAmount')}</th>
            <th scope="col">{t('transactions.columns.price')}</th>
            <th scope="col">{t('transactions.columns.quantity')}</th>
            <th scope="col">{t('transactions.columns.rate')}</th>
            <th scope="col">{t('transactions.columns.transactionFee')}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((transaction) => {
            const otherCurrency = transaction.currency_2_iso ?? transaction.currency_iso;
            const debit = transaction.direction === 'debit' || transaction.conversion_t === 'debit';
            return (
              <tr key={transaction.id} data-transaction-id={transaction.id}>
                <td>
                  <DateTime value={transaction.created_at} fallback="–" />
                </td>
                <td>
                  <TypeLabel type={transaction.type} />
                </td>
                <td>{transaction.order_id ?? '–'}</td>
                <td className={debit ? 'amount--debit' : 'amount--credit'}>
                  <Amount currency={transaction.currency_iso} value={transaction.amount} />
                </td>
                <td>
                  <PaymentMethod method={transaction.payment_method} />
                </td>
                <td>
                  <TransactionStatus transaction={transaction} />
                  <ChainProgress transaction={transaction} />
                </td>
                <td>
                  <Amount currency={transaction.currency_iso} value={transaction.from_amount} />
                </td>
                <td>
                  <Amount currency={otherCurrency} value={transaction.to_amount} />
                </td>
                <td>
                  <Amount currency={otherCurrency} value={transaction.price} />
                </td>
                <td>
                  <Amount currency={transaction.currency_iso} value={transaction.quantity} />
                </td>
                <td>
                  <Amount currency={otherCurrency} value={transaction.rate} withCurrency={false} />
                </td>
                <td>
                  <Amount currency={transaction.currency_iso} value={transaction.transaction_fee} />
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </TableRegion>
  );
}
