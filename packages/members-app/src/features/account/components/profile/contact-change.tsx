import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { codeSchema, emailSchema, mobileNumberSchema } from '@platform/core';
import { apiClient } from '../../../../lib/api-client.js';
import { useRefreshCurrentUser } from '../../../../lib/session/use-refresh-current-user.js';
import { useSchemaForm } from '../../../../lib/use-schema-form.js';
import { useApiAction } from '../../hooks/use-api-action.js';
import { FormMessage } from '../../../../components/ui/form-message.js';
import { TextField } from '../../../../components/ui/text-field.js';
import { useStepUp } from '../../../../components/ui/step-up-dialog.js';

type Contact = 'email' | 'mobile';

const newValueSchemas = {
  email: z.object({ value: emailSchema }),
  mobile: z.object({ value: mobileNumberSchema }),
};
const codeOnlySchema = z.object({ code: codeSchema });

const texts = {
  email: {
    title: 'account:profile.changeEmailTitle',
    label: 'account:profile.newEmail',
    done: 'account:profile.emailChanged',
    type: 'email',
  },
  mobile: {
    title: 'account:profile.changeMobileTitle',
    label: 'account:profile.newMobile',
    done: 'account:profile.mobileChanged',
    type: 'tel',
  },
} as const;

/**
 * Changing the email address or the mobile number of a verified account: behind a step-up (PATCH
 * /users/changeEmail or /users/changeMobile), it takes effect when the code sent to the new address
 * or number is entered (POST /verify/verifyOTP type email_change or mobile_change).
 */
export function ContactChange({ contact }: { contact: Contact }) {
  const { t } = useTranslation();
  const refresh = useRefreshCurrentUser();
  const stepUp = useStepUp();
  const action = useApiAction();
  const valueForm = useSchemaForm(newValueSchemas[contact], { value: '' });
  const codeForm = useSchemaForm(codeOnlySchema, { code: '' });
  const [target, setTarget] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const text = texts[contact];
  return (
    <section aria-labelledby={`change-${contact}`}>
      <h2 id={`change-${contact}`}>{t(text.title)}</h2>
      {target === null ? (
        <form
          className="form"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            setDone(false);
            const parsed = valueForm.validate();
            if (parsed === null) return;
            void action.run(async () => {
              const answer = await stepUp.withStepUp(() =>
                contact === 'email'
                  ? apiClient().changeEmail({ body: { email: parsed.value } })
                  : apiClient().changeMobile({ body: { mobile: parsed.value } }),
              );
              setTarget(parsed.value);
              return answer;
            });
          }}
        >
          <TextField form={valueForm} name="value" type={text.type} label={t(text.label)} />
          <FormMessage error={action.error} success={done ? t(text.done) : null} />
          <button type="submit" className="button" disabled={action.pending}>
            {t('account:profile.sendCode')}
          </button>
        </form>
      ) : (
        <form
          className="form"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            const parsed = codeForm.validate();
            if (parsed === null) return;
            void action.run(async () => {
              const answer = await apiClient().verifyOtp({
                body: { type: contact === 'email' ? 'email_change' : 'mobile_change', code: parsed.code },
              });
              await refresh();
              setTarget(null);
              valueForm.setAll({ value: '' });
              codeForm.setAll({ code: '' });
              setDone(true);
              return answer;
            });
          }}
        >
          <p>{t('account:profile.codeSentTo', { target })}</p>
          <TextField
            form={codeForm}
            name="code"
            inputMode="numeric"
            autoComplete="one-time-code"
            label={t('account:common.code')}
          />
          <FormMessage error={action.error} />
          <button type="submit" className="button button--primary" disabled={action.pending}>
            {t('account:common.verify')}
          </button>
        </form>
      )}
      {stepUp.dialog}
    </section>
  );
}
