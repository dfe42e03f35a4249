import { useTranslation } from 'react-i18next';
import { fiatCurrencies, type Beneficiary, type WithdrawalSettings } from '@platform/core';
import { SelectField } from '../../../components/ui/select-field.js';
import { TextField } from '../../../components/ui/text-field.js';
import { useCurrentUser } from '../../../lib/session/use-current-user.js';
import { useSchemaForm } from '../../../lib/use-schema-form.js';
import { useUserCards } from '../api/get-user-cards.js';
import { useWithdrawalQuote } from '../api/withdrawal-quote.js';
import { useDebouncedValue } from '../hooks/use-debounced-value.js';
import { quoteAmount } from '../utils/withdrawal-amounts.js';
import { fiatDraftSchema, newDestination, type FiatBody, type FiatDraft } from '../utils/withdrawal-drafts.js';
import { ChoiceField } from './choice-field.js';
import { DestinationSelect } from './destination-select.js';
import { WithdrawalAmount, WithdrawalFormSummary } from './withdrawal-form-summary.js';

/** The card picker: the cards the user paid with that may be paid back to. */
function CardSelect({ form }: { form: Parameters<typeof SelectField>[0]['form'] }) {
  const { t } = useTranslation('withdrawals');
  const cards = useUserCards({ enabled: true });
  const usable = (cards.data ?? []).filter((card) => card.withdrawal_enabled);
  if (cards.isSuccess && usable.length === 0) return <p className="muted">{t('fiat.noCards')}</p>;
  return (
    <SelectField
      form={form}
      name="cardId"
      label={t('fiat.card')}
      options={[
        { value: '', label: t('form.chooseDestination') },
        ...usable.map((card) => ({
          value: card.id,
          label: t('fiat.cardOption', {
            brand: card.brand,
            last4: card.last4,
            month: String(card.expiry_month).padStart(2, '0'),
            year: card.expiry_year,
          }),
        })),
      ]}
    />
  );
}

/**
 * Fiat withdrawal (EEA residents only, spec §1): to a bank account (SEPA: an address-book entry, or
 * an IBAN with BIC whose holder is the verified user) or back to a card the user paid with. A user
 * who lives outside the EEA is told so, and why, instead of the form.
 */
export function FiatWithdrawalForm({
  draft,
  entries,
  settings,
  onReview,
}: {
  draft: FiatDraft;
  entries: readonly Beneficiary[];
  settings: WithdrawalSettings;
  onReview: (draft: FiatDraft, body: FiatBody) => void;
}) {
  const { t } = useTranslation('withdrawals');
  const { user } = useCurrentUser();
  const form = useSchemaForm<typeof fiatDraftSchema, FiatDraft>(fiatDraftSchema, draft);
  const values = form.values;
  const amount = useDebouncedValue(quoteAmount(values.currency, values.amount));
  const quote = useWithdrawalQuote(
    settings.fiat_refusal === null ? { currency: values.currency, amount, method: values.rail } : null,
  );
  if (settings.fiat_refusal !== null) {
    return (
      <p className="notice notice--error" role="alert" data-testid="fiat-refusal">
        {settings.fiat_refusal}
      </p>
    );
  }
  const current = quote.data;
  const bankEntries = entries.filter((entry) => entry.kind === 'bank' && entry.currency === values.currency);
  const holder = user === null ? '' : `${user.firstName} ${user.lastName}`.trim();
  return (
    <form className="form" noValidate onSubmit={form.submitWith((body) => onReview(values, body))}>
      <SelectField
        form={form}
        name="currency"
        label={t('fiat.currency')}
        options={fiatCurrencies.map((code) => ({ value: code, label: code }))}
      />
      <ChoiceField
        legend={t('fiat.railLegend')}
        name="rail"
        value={values.rail}
        onChange={(value) => form.setValue('rail', value)}
        choices={[
          { value: 'bank', label: t('fiat.bank') },
          { value: 'card', label: t('fiat.cardRail') },
        ]}
      />
      {values.rail === 'card' ? (
        <CardSelect form={form} />
      ) : (
        <>
          <DestinationSelect
            form={form}
            entries={bankEntries}
            allowNew={!settings.allowlist_only}
            newLabel={t('fiat.newAccount')}
          />
          {values.destination === newDestination ? (
            <>
              <TextField form={form} name="iban" label={t('fiat.iban')} autoComplete="off" spellCheck={false} />
              <TextField form={form} name="bic" label={t('fiat.bic')} autoComplete="off" spellCheck={false} />
              <TextField
                form={form}
                name="accountHolder"
                label={t('fiat.holder')}
                hint={t('fiat.holderHint', { name: holder })}
              />
            </>
          ) : null}
        </>
      )}
      <WithdrawalAmount form={form} currency={values.currency} quote={current} />
      <WithdrawalFormSummary quote={current} amountEntered={values.amount !== ''} />
    </form>
  );
}
