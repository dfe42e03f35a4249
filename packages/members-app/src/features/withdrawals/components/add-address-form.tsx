import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { cryptoCurrencies, fiatCurrencies } from '@platform/core';
import { destinationTagRequired } from '@platform/core/addresses';
import { Button } from '../../../components/ui/button.js';
import { FormMessage } from '../../../components/ui/form-message.js';
import { SelectField } from '../../../components/ui/select-field.js';
import { SubmitButton } from '../../../components/ui/submit-button.js';
import { TextField } from '../../../components/ui/text-field.js';
import type { BodyOf } from '../../../lib/api-client.js';
import { useMutationFailureText } from '../../../lib/mutation-failure.js';
import { useSchemaForm } from '../../../lib/use-schema-form.js';
import type { useChangeAddressBook } from '../api/address-book.js';
import { ChoiceField } from './choice-field.js';

type NewEntry = {
  kind: 'crypto' | 'bank';
  currency: string;
  label: string;
  address: string;
  destinationTag: string;
  iban: string;
  bic: string;
  accountHolder: string;
};

const emptyEntry: NewEntry = {
  kind: 'crypto',
  currency: cryptoCurrencies[0],
  label: '',
  address: '',
  destinationTag: '',
  iban: '',
  bic: '',
  accountHolder: '',
};

const key = (name: string) => `withdrawals:errors.${name}`;

/** A new entry checked as POST /users/addBeneficiary checks it, turned into its body. */
const newEntrySchema = z
  .custom<NewEntry>()
  .superRefine((entry, context) => {
    const issue = (path: string, name: string) =>
      context.addIssue({ code: 'custom', path: [path], message: key(name) });
    if (entry.label.trim() === '') issue('label', 'label');
    if (entry.kind === 'bank') {
      if (entry.iban.trim() === '') issue('iban', 'iban');
      if (entry.accountHolder.trim() === '') issue('accountHolder', 'accountHolder');
      return;
    }
    if (entry.address.trim() === '') issue('address', 'address');
    const tag = entry.destinationTag.trim();
    if ((tag === '' && destinationTagRequired(entry.currency)) || (tag !== '' && !/^[0-9]{1,10}$/.test(tag))) {
      issue('destinationTag', 'destinationTag');
    }
  })
  .transform((entry): BodyOf<'addBeneficiary'> => {
    const label = entry.label.trim();
    if (entry.kind === 'bank') {
      const bic = entry.bic.trim();
      return {
        kind: 'bank',
        currency: entry.currency as (typeof fiatCurrencies)[number],
        iban: entry.iban.replace(/\s+/g, ''),
        ...(bic === '' ? {} : { bic }),
        account_holder: entry.accountHolder.trim(),
        label,
      };
    }
    const tag = entry.destinationTag.trim();
    return {
      kind: 'crypto',
      currency: entry.currency as (typeof cryptoCurrencies)[number],
      address: entry.address.trim(),
      ...(tag === '' ? {} : { destination_tag: tag }),
      label,
    };
  });

/**
 * A new address-book entry: a crypto address of one coin (with its destination tag where the coin
 * needs one) or, for users who may withdraw fiat, a bank account. The server emails a link to
 * confirm it; the entry is usable after the brand's waiting period from then.
 */
export function AddAddressForm({
  mutation,
  fiatAllowed,
  onAdded,
  onCancel,
}: {
  mutation: ReturnType<typeof useChangeAddressBook>['add'];
  fiatAllowed: boolean;
  onAdded: () => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation('withdrawals');
  const form = useSchemaForm<typeof newEntrySchema, NewEntry>(newEntrySchema, emptyEntry);
  const failure = useMutationFailureText(mutation);
  const values = form.values;
  const currencies = values.kind === 'bank' ? fiatCurrencies : cryptoCurrencies;
  return (
    <form
      className="form card"
      noValidate
      aria-label={t('book.addTitle')}
      onSubmit={form.submitWith((body) => mutation.mutate(body, { onSuccess: onAdded }))}
    >
      <h3>{t('book.addTitle')}</h3>
      {fiatAllowed ? (
        <ChoiceField
          legend={t('book.kind')}
          name="kind"
          value={values.kind}
          onChange={(kind) => form.setAll({ ...values, kind, currency: kind === 'bank' ? 'EUR' : cryptoCurrencies[0] })}
          choices={[
            { value: 'crypto', label: t('book.kindCrypto') },
            { value: 'bank', label: t('book.kindBank') },
          ]}
        />
      ) : null}
      <SelectField
        form={form}
        name="currency"
        label={t('book.currency')}
        options={currencies.map((code) => ({ value: code, label: code }))}
      />
      <TextField form={form} name="label" label={t('book.label')} hint={t('book.labelHint')} maxLength={80} />
      {values.kind === 'bank' ? (
        <>
          <TextField form={form} name="iban" label={t('fiat.iban')} autoComplete="off" spellCheck={false} />
          <TextField form={form} name="bic" label={t('fiat.bic')} autoComplete="off" spellCheck={false} />
          <TextField form={form} name="accountHolder" label={t('fiat.holder')} />
        </>
      ) : (
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
      )}
      <FormMessage error={failure} />
      <div className="links">
        <SubmitButton pending={mutation.isPending} label={t('book.save')} pendingLabel={t('book.saving')} />
        <Button onClick={onCancel}>{t('book.cancel')}</Button>
      </div>
    </form>
  );
}
