import { useCallback, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useUserBalances } from '../api/get-user-balances.js';
import { useSetDefaultWallet } from '../api/set-default-wallet.js';
import { AccountValue } from './account-value.js';
import { AddWalletDialog } from './add-wallet-dialog.js';
import { Loading, LoadFailed } from '../../../components/ui/query-state.js';
import { WalletList } from './wallet-list.js';
import { useBrandConfiguration } from '../../../lib/use-brand-configuration.js';
import { addableCryptoCurrencies, walletPath } from '../utils/wallet-currencies.js';
import '../wallets.css';

/**
 * Wallets (spec §2): the account value (animated, user's fiat and BTC), each wallet's available
 * balance and deposit in orders, make default, and "Add Another Wallet" (the dialog is open while
 * the URL says ?addWallet=true, so the sidebar link opens it too).
 */
export function WalletsPage() {
  const { t } = useTranslation('wallets');
  const configuration = useBrandConfiguration();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const balances = useUserBalances();
  const setDefault = useSetDefaultWallet();
  const [notice, setNotice] = useState<string | null>(null);
  const dialogOpen = params.get('addWallet') === 'true';
  const closeDialog = useCallback(() => setParams({}, { replace: true }), [setParams]);

  if (balances.isPending) return <Loading />;
  if (balances.isError) {
    return <LoadFailed message={t('wallets.loadFailed')} onRetry={() => void balances.refetch()} />;
  }
  const { wallets } = balances.data;
  const makeDefault = (currency: string) => {
    setNotice(null);
    setDefault.mutate(currency, {
      onSuccess: () => setNotice(t('wallets.defaultChanged', { currency })),
      onError: () => setNotice(t('wallets.defaultFailed', { currency })),
    });
  };
  return (
    <section className="wallets-page page-container">
      <div className="wallets-page__heading">
        <h1>{t('wallets.title')}</h1>
        <button type="button" className="wallets-button" onClick={() => setParams({ addWallet: 'true' })}>
          {t('addWallet.open')}
        </button>
      </div>
      <AccountValue
        className="account-value--page"
        fiatCurrency={balances.data.currency ?? configuration.default_currency}
        values={balances.data.account_values}
      />
      {notice ? (
        <p role="status" className="wallets-notice">
          {notice}
        </p>
      ) : null}
      <WalletList
        wallets={wallets}
        onMakeDefault={makeDefault}
        pendingDefault={setDefault.isPending ? (setDefault.variables ?? null) : null}
      />
      {dialogOpen ? (
        <AddWalletDialog
          currencies={addableCryptoCurrencies(configuration, wallets)}
          onClose={closeDialog}
          onCreated={(wallet) => void navigate(walletPath(wallet.currency))}
        />
      ) : null}
    </section>
  );
}
