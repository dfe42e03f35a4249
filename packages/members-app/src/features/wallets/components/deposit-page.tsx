import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { currencyCodes } from '@platform/core';
import { useCreateWallet } from '../api/create-wallet.js';
import { useUserBalances } from '../api/get-user-balances.js';
import { BankDeposit } from './bank-deposit.js';
import { CreateWalletFailure } from './create-wallet-failure.js';
import { CurrencyOptgroups } from './currency-optgroups.js';
import { DepositAddress } from './deposit-address.js';
import { Loading, LoadFailed } from '../../../components/ui/query-state.js';
import { useBrandConfiguration } from '../../../lib/use-brand-configuration.js';
import { currencyFromRoute, findWallet, isCryptoWallet } from '../utils/wallet-currencies.js';
import '../wallets.css';

/**
 * Deposit (spec §2): pick a currency; crypto shows the wallet's deposit address with QR and copy,
 * fiat shows the bank transfer details with the wallet's unique reference. Without a wallet for
 * the currency yet, the user can create it here.
 */
export function DepositPage() {
  const { t } = useTranslation('wallets');
  const configuration = useBrandConfiguration();
  const [params, setParams] = useSearchParams();
  const balances = useUserBalances();
  const createWallet = useCreateWallet();
  if (balances.isPending) return <Loading />;
  if (balances.isError) return <LoadFailed message={t('wallets.loadFailed')} onRetry={() => void balances.refetch()} />;
  const { wallets } = balances.data;
  const fallback = wallets.find((wallet) => wallet.is_default)?.currency ?? wallets[0]?.currency ?? currencyCodes[0];
  const currency = currencyFromRoute(params.get('currency') ?? undefined) ?? fallback.toUpperCase();
  const wallet = findWallet(wallets, currency);
  return (
    <section className="wallets-page page-container">
      <h1>{t('deposit.title')}</h1>
      <label className="wallets-field">
        {t('deposit.currency')}
        <select value={currency} onChange={(event) => setParams({ currency: event.target.value })}>
          <CurrencyOptgroups
            order={['crypto', 'fiat']}
            labels={{ crypto: t('deposit.crypto'), fiat: t('deposit.fiat') }}
          />
        </select>
      </label>
      {!wallet ? (
        <div className="wallets-notice">
          <p>{t('deposit.noWallet', { currency })}</p>
          <button
            type="button"
            className="wallets-button"
            disabled={createWallet.isPending}
            onClick={() => createWallet.mutate(currency)}
          >
            {t('deposit.createWallet', { currency })}
          </button>
          {createWallet.isError ? <CreateWalletFailure error={createWallet.error} currency={currency} /> : null}
        </div>
      ) : isCryptoWallet(wallet) ? (
        <>
          <p>{t('deposit.cryptoHint', { currency })}</p>
          <DepositAddress currency={currency} address={wallet.address} destinationTag={wallet.destination_tag} />
        </>
      ) : (
        <BankDeposit wallet={wallet} configuration={configuration} />
      )}
    </section>
  );
}
