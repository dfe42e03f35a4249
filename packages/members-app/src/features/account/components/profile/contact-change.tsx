import { CodeField } from '../../../../components/ui/code-field.js';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { codeFormSchema, emailSchema, mobileNumberSchema } from '@platform/core';
import { FormMessage } from '../../../../components/ui/form-message.js';
import { useStepUp } from '../../../../components/ui/step-up-dialog.js';
import { TextField } from '../../../../components/ui/text-field.js';
import { useMutationFailureText } from '../../../../lib/mutation-failure.js';
import { useSchemaForm } from '../../../../lib/use-schema-form.js';
import { useChangeContact, type Contact } from '../../api/change-contact.js';
import { useVerifyOtp } from '../../api/verify-otp.js';

const newValueSchemas = {
  email: z.object({ value: emailSchema }),
  mobile: z.object({ value: mobileNumberSchema }),
};

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
  const stepUp = useStepUp();
  const valueForm = useSchemaForm(newValueSchemas[contact], { value: '' });
  const codeForm = useSchemaForm(codeFormSchema, { code: '' });
  const [target, setTarget] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const change = useChangeContact({
    withStepUp: stepUp.withStepUp,
    mutationConfig: { onSuccess: (_answer, input) => setTarget(input.value) },
  });
  const confirm = useVerifyOtp({
    mutationConfig: {
      onSuccess: () => {
        setTarget(null);
        valueForm.setAll({ value: '' });
        codeForm.setAll({ code: '' });
        setDone(true);
      },
    },
  });
  const failure = useMutationFailureText(change, confirm);
  const text = texts[contact];
  return (
    <section aria-labelledby={`change-${contact}`}>
      <h2 id={`change-${contact}`}>{t(text.title)}</h2>
      {target === null ? (
        <form
          className="form"
          noValidate
          onSubmit={(event) => {
            setDone(false);
            valueForm.submitWith(({ value }) => change.mutate({ contact, value }))(event);
          }}
        >
          <TextField form={valueForm} name="value" type={text.type} label={t(text.label)} />
          <FormMessage error={failure} success={done ? t(text.done) : null} />
          <button type="submit" className="button" disabled={change.isPending}>
            {t('account:profile.sendCode')}
          </button>
        </form>
      ) : (
        <form
          className="form"
          noValidate
          onSubmit={codeForm.submitWith(({ code }) =>
            confirm.mutate({ type: contact === 'email' ? 'email_change' : 'mobile_change', code }),
          )}
        >
          <p>{t('account:profile.codeSentTo', { target })}</p>
          <CodeField form={codeForm} name="code" label={t('account:common.code')} />
          <FormMessage error={failure} />
          <button type="submit" className="button button--primary" disabled={confirm.isPending}>
            {t('account:common.verify')}
          </button>
        </form>
      )}
      {stepUp.dialog}
    </section>
  );
}
