import { Link, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useUserBalances } from '../api/get-user-balances.js';
import { activityRows, useWalletActivity } from '../api/get-wallet-activity.js';
import { useSetDefaultWallet } from '../api/set-default-wallet.js';
import { Amount } from '../../../components/ui/amount.js';
import { DateTime } from '../../../components/ui/date-time.js';
import { DepositAddress } from './deposit-address.js';
import { Loading, LoadFailed, LoadMore } from '../../../components/ui/query-state.js';
import { TransactionsTable } from './transactions-table.js';
import { currencyFromRoute, findWallet, isCryptoWallet } from '../utils/wallet-currencies.js';
import '../wallets.css';

function WalletActivity({ currency }: { currency: string }) {
  const { t } = useTranslation('wallets');
  const activity = useWalletActivity(currency);
  if (activity.isPending) return <Loading />;
  if (activity.isError) {
    return <LoadFailed message={t('wallet.activityFailed')} onRetry={() => void activity.refetch()} />;
  }
  return (
    <>
      <TransactionsTable transactions={activityRows(activity.data.pages)} caption={t('wallet.activity')} />
      <LoadMore query={activity} />
    </>
  );
}

/**
 * A wallet (spec §2 wallets/{coin}, labels of spec §3): the deposit address with QR and copy, the
 * destination tag when there is one, available balance, deposit in orders, last receive, last
 * withdraw, total send, total receive, total withdrawal, and the wallet's activity.
 */
export function WalletPage() {
  const { t } = useTranslation('wallets');
  const { coin } = useParams();
  const currency = currencyFromRoute(coin);
  const balances = useUserBalances();
  const setDefault = useSetDefaultWallet();
  if (currency === null) return <NoWallet text={t('wallet.unknownCurrency', { currency: coin ?? '' })} />;
  if (balances.isPending) return <Loading />;
  if (balances.isError) return <LoadFailed message={t('wallets.loadFailed')} onRetry={() => void balances.refetch()} />;
  const wallet = findWallet(balances.data.wallets, currency);
  if (!wallet) return <NoWallet text={t('wallet.notFound', { currency })} />;
  const never = t('wallet.never');
  return (
    <section className="wallets-page page-container">
      <div className="wallets-page__heading">
        <h1>{t('wallet.title', { currency })}</h1>
        {wallet.is_default ? (
          <span className="status-badge status-badge--info">{t('wallets.default')}</span>
        ) : (
          <button
            type="button"
            className="wallets-button wallets-button--secondary"
            disabled={setDefault.isPending}
            onClick={() => setDefault.mutate(currency)}
          >
            {t('wallets.makeDefault')}
          </button>
        )}
        <Link className="wallets-button" to={`/deposit?currency=${encodeURIComponent(currency)}`}>
          {t('wallets.deposit')}
        </Link>
      </div>
      {setDefault.isError ? (
        <p role="alert" className="wallets-error">
          {t('wallets.defaultFailed', { currency })}
        </p>
      ) : null}
      {isCryptoWallet(wallet) ? (
        <DepositAddress currency={currency} address={wallet.address} destinationTag={wallet.destination_tag} />
      ) : null}
      <dl className="wallets-details wallets-details--grid">
        <div>
          <dt>{t('wallets.availableBalance')}</dt>
          <dd data-testid="wallet-available-balance">
            <Amount currency={currency} value={wallet.available_balance} />
          </dd>
        </div>
        <div>
          <dt>{t('wallets.depositInOrders')}</dt>
          <dd>
            <Amount currency={currency} value={wallet.deposit_in_orders} />
          </dd>
        </div>
        <div>
          <dt>{t('wallet.lastReceive')}</dt>
          <dd>
            <DateTime value={wallet.last_receive} fallback={never} />
          </dd>
        </div>
        <div>
          <dt>{t('wallet.lastWithdraw')}</dt>
          <dd>
            <DateTime value={wallet.last_withdraw} fallback={never} />
          </dd>
        </div>
        <div>
          <dt>{t('wallet.totalSend')}</dt>
          <dd>
            <Amount currency={currency} value={wallet.total_send} />
          </dd>
        </div>
        <div>
          <dt>{t('wallet.totalReceive')}</dt>
          <dd>
            <Amount currency={currency} value={wallet.total_receive} />
          </dd>
        </div>
        <div>
          <dt>{t('wallet.totalWithdrawal')}</dt>
          <dd>
            <Amount currency={currency} value={wallet.total_withdrawal} />
          </dd>
        </div>
      </dl>
      <h2>{t('wallet.activity')}</h2>
      <WalletActivity currency={currency} />
    </section>
  );
}

function NoWallet({ text }: { text: string }) {
  const { t } = useTranslation('wallets');
  return (
    <section className="wallets-page page-container">
      <p role="status">{text}</p>
      <Link to="/wallets?addWallet=true">{t('addWallet.open')}</Link>
    </section>
  );
}
