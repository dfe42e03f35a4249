import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { SettlementInfo } from '@platform/core';
import type { SavedSettlementInfo } from '../../api/get-settlement-info.js';
import { useUpdateSettlementInfo } from '../../api/update-settlement-info.js';
import { useFieldFailures } from '../../hooks/use-merchant-failure.js';
import {
  checkSettlementInfo,
  emptySettlementInfo,
  settlementFields,
  type SettlementField,
} from '../../utils/settlement-info-check.js';
import { Field } from '../../../../components/ui/field.js';
import { FormMessage } from '../../../../components/ui/form-message.js';

const fieldNames = settlementFields.map((field) => field.name);

/**
 * Settlement bank details (spec §3 settlement info, PATCH /users/updateSettlementInfo): checked in
 * the browser first (every field, IBAN and BIC with core/banking), then the server's field errors
 * from the envelope under their fields.
 */
function draftOf(saved: SavedSettlementInfo | null): SettlementInfo {
  if (saved === null) return emptySettlementInfo;
  const draft = { ...emptySettlementInfo };
  for (const { name } of settlementFields) draft[name] = saved[name];
  return draft;
}

export function BankDetailsForm({ saved }: { saved: SavedSettlementInfo | null }) {
  const { t } = useTranslation('merchant');
  const update = useUpdateSettlementInfo();
  const fieldFailures = useFieldFailures(fieldNames);
  const [draft, setDraft] = useState<SettlementInfo>(() => draftOf(saved));
  const [errors, setErrors] = useState<Partial<Record<SettlementField, string>>>({});
  const [general, setGeneral] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setDone(false);
    setGeneral(null);
    const checked = checkSettlementInfo(draft);
    if (!checked.ok) {
      const texts: Partial<Record<SettlementField, string>> = {};
      for (const [name, text] of Object.entries(checked.errors))
        texts[name as SettlementField] = t(text.key, text.values);
      return setErrors(texts);
    }
    setErrors({});
    update.mutate(checked.info, {
      onSuccess: (stored) => {
        setDraft(draftOf(stored));
        setDone(true);
      },
      onError: (error) => {
        const failure = fieldFailures(error);
        setErrors(failure.byField);
        setGeneral(failure.general);
      },
    });
  };
  return (
    <section className="merchant-card" aria-labelledby="bank-details-title">
      <h2 id="bank-details-title">{t('bankDetails.title')}</h2>
      <p className="merchant-muted">{t('bankDetails.intro')}</p>
      <form className="form merchant-form" onSubmit={submit} noValidate>
        {settlementFields.map(({ name, maxLength, multiline }) => {
          const control = {
            name,
            maxLength,
            required: true,
            value: draft[name],
            onChange: (event: { currentTarget: { value: string } }) =>
              setDraft({ ...draft, [name]: event.currentTarget.value }),
          };
          return (
            <Field key={name} label={t(`bankDetails.fields.${name}`)} error={errors[name]}>
              {multiline ? (
                <textarea rows={2} {...control} />
              ) : (
                <input autoComplete="off" spellCheck={false} {...control} />
              )}
            </Field>
          );
        })}
        <FormMessage error={general} success={done ? t('bankDetails.saved') : null} />
        <div>
          <button
            type="submit"
            className="button button--primary"
            disabled={update.isPending}
            aria-busy={update.isPending}
          >
            {update.isPending ? t('common.saving') : t('bankDetails.save')}
          </button>
        </div>
      </form>
    </section>
  );
}
