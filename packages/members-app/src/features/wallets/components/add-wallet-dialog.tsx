import { useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import type { Wallet } from '@platform/core';
import { useSchemaForm } from '../../../lib/use-schema-form.js';
import { useCreateWallet } from '../api/create-wallet.js';
import { CreateWalletFailure } from './create-wallet-failure.js';

/** The coin to add: one of the offered ones (the list holds only coins without a wallet yet). */
const addWalletFormSchema = z.object({ currency: z.string().min(1) });

/**
 * "Add another wallet" (spec §2, wallets?addWallet=true): pick a coin the user has no wallet for yet
 * and create it. The dialog closes with Escape or Cancel; focus starts on the coin list.
 */
export function AddWalletDialog({
  currencies,
  onClose,
  onCreated,
}: {
  currencies: readonly string[];
  onClose: () => void;
  onCreated: (wallet: Wallet) => void;
}) {
  const { t } = useTranslation('wallets');
  const titleId = useId();
  const form = useSchemaForm(addWalletFormSchema, { currency: currencies[0] ?? '' });
  const currency = form.values.currency;
  const createWallet = useCreateWallet();
  const selectRef = useRef<HTMLSelectElement>(null);
  useEffect(() => {
    selectRef.current?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [onClose]);
  const submit = form.submitWith((chosen) =>
    createWallet.mutate(chosen.currency, { onSuccess: (result) => onCreated(result.wallet) }),
  );
  return (
    <div className="wallets-dialog__backdrop">
      <div className="wallets-dialog" role="dialog" aria-modal="true" aria-labelledby={titleId}>
        <h2 id={titleId}>{t('addWallet.title')}</h2>
        {currencies.length === 0 ? (
          <p>{t('addWallet.allAdded')}</p>
        ) : (
          <form onSubmit={submit}>
            <label className="wallets-field">
              {t('addWallet.currency')}
              <select
                ref={selectRef}
                value={currency}
                onChange={(event) => form.setValue('currency', event.target.value)}
              >
                {currencies.map((code) => (
                  <option key={code} value={code}>
                    {code}
                  </option>
                ))}
              </select>
            </label>
            {createWallet.isError ? <CreateWalletFailure error={createWallet.error} currency={currency} /> : null}
            <div className="wallets-dialog__actions">
              <button type="submit" className="wallets-button" disabled={createWallet.isPending}>
                {createWallet.isPending ? t('addWallet.creating') : t('addWallet.create')}
              </button>
              <button type="button" className="wallets-button wallets-button--secondary" onClick={onClose}>
                {t('common.cancel')}
              </button>
            </div>
          </form>
        )}
        {currencies.length === 0 ? (
          <button type="button" className="wallets-button wallets-button--secondary" onClick={onClose}>
            {t('common.close')}
          </button>
        ) : null}
      </div>
    </div>
  );
}
