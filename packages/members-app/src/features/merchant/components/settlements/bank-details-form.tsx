import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import type { SettlementInfo } from '@platform/core';
import type { SavedSettlementInfo } from '../../api/get-settlement-info.js';
import { useUpdateSettlementInfo } from '../../api/update-settlement-info.js';
import { useFormFailure } from '../../hooks/use-merchant-failure.js';
import { checkSettlementInfo, emptySettlementInfo, settlementFields } from '../../utils/settlement-info-check.js';
import { Field } from '../../../../components/ui/field.js';
import { FormMessage } from '../../../../components/ui/form-message.js';
import { useMessageText } from '../../../../lib/message-text.js';
import { useSchemaForm } from '../../../../lib/use-schema-form.js';
import { SubmitButton } from '../../../../components/ui/submit-button.js';

const fieldNames = settlementFields.map((field) => field.name);

/**
 * The bank details as the server checks them (every field, IBAN and BIC with core/banking); the
 * parsed form is what is sent (IBAN and BIC in electronic format). Messages carry values (the IBAN's
 * country and length), so they are texts in the interface language.
 */
function settlementInfoFormSchema(t: (key: string, values?: Record<string, string | number>) => string) {
  const fields = Object.fromEntries(fieldNames.map((name) => [name, z.string()])) as Record<
    keyof SettlementInfo,
    z.ZodString
  >;
  return z.object(fields).transform((draft, context) => {
    const checked = checkSettlementInfo(draft);
    if (checked.ok) return checked.info;
    for (const [name, text] of Object.entries(checked.errors)) {
      context.addIssue({ code: 'custom', path: [name], message: t(text.key, text.values) });
    }
    return z.NEVER;
  });
}

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
  const messageText = useMessageText();
  const update = useUpdateSettlementInfo();
  const form = useSchemaForm<ReturnType<typeof settlementInfoFormSchema>, SettlementInfo>(
    settlementInfoFormSchema(t),
    draftOf(saved),
  );
  const showFailure = useFormFailure(fieldNames, form.setErrors);
  const [done, setDone] = useState(false);
  const save = form.submitWith((info) =>
    update.mutate(info, {
      onSuccess: (stored) => {
        form.setAll(draftOf(stored));
        setDone(true);
      },
      onError: showFailure,
    }),
  );
  const general = form.errors[''] ? messageText(form.errors['']) : null;
  return (
    <section className="merchant-card" aria-labelledby="bank-details-title">
      <h2 id="bank-details-title">{t('bankDetails.title')}</h2>
      <p className="merchant-muted">{t('bankDetails.intro')}</p>
      <form
        className="form merchant-form"
        onSubmit={(event) => {
          setDone(false);
          save(event);
        }}
        noValidate
      >
        {settlementFields.map(({ name, maxLength, multiline }) => {
          const control = {
            name,
            maxLength,
            required: true,
            value: form.values[name],
            onChange: (event: { currentTarget: { value: string } }) => form.setValue(name, event.currentTarget.value),
          };
          return (
            <Field
              key={name}
              label={t(`bankDetails.fields.${name}`)}
              error={form.errors[name] ? messageText(form.errors[name]) : null}
            >
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
          <SubmitButton pending={update.isPending} label={t('bankDetails.save')} pendingLabel={t('common.saving')} />
        </div>
      </form>
    </section>
  );
}
