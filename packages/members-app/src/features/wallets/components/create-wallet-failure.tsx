import { useTranslation } from 'react-i18next';
import { readApiFailure } from '../../../lib/api-failure.js';

/** Why a wallet could not be created: the brand has no deposit key for the coin, or anything else. */
export function CreateWalletFailure({ error, currency }: { error: unknown; currency: string }) {
  const { t } = useTranslation('wallets');
  return (
    <p role="alert" className="wallets-error">
      {readApiFailure(error).code === 'configuration_missing'
        ? t('addWallet.notConfigured', { currency })
        : t('addWallet.failed')}
    </p>
  );
}
