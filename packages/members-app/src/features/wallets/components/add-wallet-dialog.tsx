import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import type { Wallet } from '@platform/core';
import { useSchemaForm } from '../../../lib/use-schema-form.js';
import { Button } from '../../../components/ui/button.js';
import { Modal } from '../../../components/ui/modal.js';
import { SelectField } from '../../../components/ui/select-field.js';
import { SubmitButton } from '../../../components/ui/submit-button.js';
import { useCreateWallet } from '../api/create-wallet.js';
import { CreateWalletFailure } from './create-wallet-failure.js';

/** The coin to add: one of the offered ones (the list holds only coins without a wallet yet). */
const addWalletFormSchema = z.object({ currency: z.string().min(1) });

/**
 * "Add another wallet" (spec §2, wallets?addWallet=true): pick a coin the user has no wallet for yet
 * and create it. The design system's dialog: focus starts on the coin list, Escape or Cancel
 * closes it and focus goes back where it was.
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
  const form = useSchemaForm(addWalletFormSchema, { currency: currencies[0] ?? '' });
  const currency = form.values.currency;
  const createWallet = useCreateWallet();
  const submit = form.submitWith((chosen) =>
    createWallet.mutate(chosen.currency, { onSuccess: (result) => onCreated(result.wallet) }),
  );
  return (
    <Modal open title={t('addWallet.title')} onClose={onClose}>
      {currencies.length === 0 ? (
        <>
          <p>{t('addWallet.allAdded')}</p>
          <div className="dialog__actions">
            <Button onClick={onClose}>{t('common.close')}</Button>
          </div>
        </>
      ) : (
        <form className="form" onSubmit={submit} noValidate>
          <SelectField
            form={form}
            name="currency"
            label={t('addWallet.currency')}
            options={currencies.map((code) => ({ value: code, label: code }))}
          />
          {createWallet.isError ? <CreateWalletFailure error={createWallet.error} currency={currency} /> : null}
          <div className="dialog__actions">
            <Button onClick={onClose}>{t('common.cancel')}</Button>
            <SubmitButton
              pending={createWallet.isPending}
              label={t('addWallet.create')}
              pendingLabel={t('addWallet.creating')}
            />
          </div>
        </form>
      )}
    </Modal>
  );
}
