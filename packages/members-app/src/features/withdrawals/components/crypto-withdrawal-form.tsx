import { useTranslation } from 'react-i18next';
import { cryptoCurrencies, type Beneficiary, type WithdrawalSettings } from '@platform/core';
import { destinationTagRequired } from '@platform/core/addresses';
import { CheckboxField } from '../../../components/ui/checkbox-field.js';
import { SelectField } from '../../../components/ui/select-field.js';
import { TextField } from '../../../components/ui/text-field.js';
import { useMessageText } from '../../../lib/message-text.js';
import { useSchemaForm } from '../../../lib/use-schema-form.js';
import { useWithdrawalQuote } from '../api/withdrawal-quote.js';
import { useDebouncedValue } from '../hooks/use-debounced-value.js';
import { quoteAmount } from '../utils/withdrawal-amounts.js';
import { cryptoDraftSchema, newDestination, type CryptoBody, type CryptoDraft } from '../utils/withdrawal-drafts.js';
import { ChoiceField } from './choice-field.js';
import { DestinationSelect } from './destination-select.js';
import { WithdrawalAmount, WithdrawalFormSummary } from './withdrawal-form-summary.js';

/**
 * The crypto withdrawal's details: the coin, where to (an address-book entry, or a new address
 * unless allowlist-only), the amount with "Max", where the coins go (travel rule: the user's own
 * wallet, confirmed above the brand's threshold, or another platform, named), and the quote.
 */
export function CryptoWithdrawalForm({
  draft,
  entries,
  settings,
  onReview,
}: {
  draft: CryptoDraft;
  entries: readonly Beneficiary[];
  settings: WithdrawalSettings;
  onReview: (draft: CryptoDraft, body: CryptoBody) => void;
}) {
  const { t } = useTranslation('withdrawals');
  const messageText = useMessageText();
  // The schema reads the quote's answer at submit time (the quote depends on the form's values).
  const ownership = { required: false };
  const form = useSchemaForm<ReturnType<typeof cryptoDraftSchema>, CryptoDraft>(
    cryptoDraftSchema(() => ownership.required),
    draft,
  );
  const values = form.values;
  const amount = useDebouncedValue(quoteAmount(values.currency, values.amount));
  const liveQuote = useWithdrawalQuote({ currency: values.currency, amount, method: 'crypto' });
  ownership.required = liveQuote.data?.ownership_confirmation_required ?? false;
  const coinEntries = entries.filter((entry) => entry.kind === 'crypto' && entry.currency === values.currency);
  const current = liveQuote.data;
  return (
    <form className="form" noValidate onSubmit={form.submitWith((body) => onReview(values, body))}>
      <SelectField
        form={form}
        name="currency"
        label={t('form.coin')}
        options={cryptoCurrencies.map((code) => ({ value: code, label: code }))}
      />
      <DestinationSelect
        form={form}
        entries={coinEntries}
        allowNew={!settings.allowlist_only}
        newLabel={t('form.newAddress')}
      />
      {settings.allowlist_only ? <p className="muted">{t('form.allowlistOnly')}</p> : null}
      {values.destination === newDestination ? (
        <>
          <TextField
            form={form}
            name="address"
            label={t('form.address')}
            hint={t('form.addressHint')}
            autoComplete="off"
            spellCheck={false}
          />
          {destinationTagRequired(values.currency) ? (
            <TextField form={form} name="destinationTag" label={t('form.destinationTag')} inputMode="numeric" />
          ) : null}
        </>
      ) : null}
      <WithdrawalAmount form={form} currency={values.currency} quote={current} />
      <ChoiceField
        legend={t('travel.legend')}
        name="destinationType"
        value={values.destinationType}
        onChange={(value) => form.setValue('destinationType', value)}
        choices={[
          { value: 'self_hosted', label: t('travel.selfHosted') },
          { value: 'platform', label: t('travel.platform') },
        ]}
      >
        {values.destinationType === 'platform' ? (
          <TextField form={form} name="platformName" label={t('travel.platformName')} />
        ) : current?.ownership_confirmation_required ? (
          <>
            <CheckboxField form={form} name="ownershipConfirmed" label={t('travel.ownership')} />
            {form.errors['ownershipConfirmed'] ? (
              <span className="field__error">{messageText(form.errors['ownershipConfirmed'])}</span>
            ) : null}
          </>
        ) : null}
      </ChoiceField>
      <WithdrawalFormSummary quote={current} amountEntered={values.amount !== ''} />
    </form>
  );
}
