import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Wallet } from '@platform/core';
import { Amount } from '../../../components/ui/amount.js';
import { walletPath } from '../utils/wallet-currencies.js';
import { TableRegion } from '../../../components/ui/data-table.js';

/**
 * The wallets list (spec §2): each wallet's available balance and deposit in orders, which one is
 * the default, and "Make default" for the others.
 */
export function WalletList({
  wallets,
  onMakeDefault,
  pendingDefault,
}: {
  wallets: readonly Wallet[];
  onMakeDefault: (currency: string) => void;
  /** The currency whose "make default" is in flight, if any. */
  pendingDefault: string | null;
}) {
  const { t } = useTranslation('wallets');
  if (wallets.length === 0) return <p className="wallets-muted">{t('wallets.empty')}</p>;
  return (
    <TableRegion label={t('wallets.title')}>
      <table className="data-table">
        <caption className="visually-hidden">{t('wallets.title')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('wallets.currency')}</th>
            <th scope="col">{t('wallets.availableBalance')}</th>
            <th scope="col">{t('wallets.depositInOrders')}</th>
            <th scope="col">{t('wallets.defaultWallet')}</th>
            <th scope="col">
              <span className="visually-hidden">{t('wallets.actions')}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {wallets.map((wallet) => (
            <tr key={wallet.currency} data-currency={wallet.currency}>
              <th scope="row">
                <Link to={walletPath(wallet.currency)}>
                  {wallet.name ? `${wallet.name} (${wallet.currency})` : wallet.currency}
                </Link>
              </th>
              <td data-testid={`available-${wallet.currency}`}>
                <Amount currency={wallet.currency} value={wallet.available_balance} />
              </td>
              <td>
                <Amount currency={wallet.currency} value={wallet.deposit_in_orders} />
              </td>
              <td>
                {wallet.is_default ? (
                  <span className="status-badge status-badge--info">{t('wallets.default')}</span>
                ) : (
                  <button
                    type="button"
                    className="wallets-button wallets-button--small wallets-button--secondary"
                    disabled={pendingDefault !== null}
                    onClick={() => onMakeDefault(wallet.currency)}
                  >
                    {pendingDefault === wallet.currency ? t('common.saving') : t('wallets.makeDefault')}
                    {/* The visible words start the name (WCAG 2.5.3), the coin tells the buttons apart. */}
                    <span className="visually-hidden"> ({wallet.currency})</span>
                  </button>
                )}
              </td>
              <td className="data-table__actions">
                <Link to={walletPath(wallet.currency)}>{t('wallets.view')}</Link>{' '}
                <Link to={`/deposit?currency=${encodeURIComponent(wallet.currency)}`}>{t('wallets.deposit')}</Link>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableRegion>
  );
}
