import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { readApiFailure } from '../../lib/api-failure.js';
import { useFailureText } from '../../lib/failure-text.js';
import { useMessageText } from '../../lib/message-text.js';
import type { WithStepUp } from '../../lib/session/step-up.js';
import { useReauthenticate } from '../../lib/session/use-reauthenticate.js';
import { useSchemaForm } from '../../lib/use-schema-form.js';
import { FormMessage } from './form-message.js';
import { Modal } from './modal.js';
import { TextField } from './text-field.js';

/**
 * Step-up re-authentication: a sensitive change (email, mobile, password, two-factor, a payout)
 * answered `step_up_required`; the user confirms with the password or a current two-factor code
 * (POST /users/reauthenticate) and the change is sent again once.
 */
export function useStepUp() {
  const [open, setOpen] = useState(false);
  const settle = useRef<((confirmed: boolean) => void) | null>(null);
  const withStepUp: WithStepUp = async (action) => {
    try {
      return await action();
    } catch (error) {
      if (readApiFailure(error).code !== 'step_up_required') throw error;
      const confirmed = await new Promise<boolean>((resolve) => {
        settle.current = resolve;
        setOpen(true);
      });
      if (!confirmed) throw error;
      return await action();
    }
  };
  const finish = (confirmed: boolean) => {
    setOpen(false);
    settle.current?.(confirmed);
    settle.current = null;
  };
  return { withStepUp, dialog: <StepUpDialog open={open} onFinish={finish} /> };
}

/** The password, else the two-factor code; one of them is needed (the whole form's error). */
const stepUpFormSchema = z
  .object({ password: z.string(), code: z.string().trim() })
  .transform((form) => (form.password !== '' ? { password: form.password } : { code: form.code }))
  .refine((body) => 'password' in body || body.code !== '', { error: 'ui:stepUpMissing' });

const emptyForm = { password: '', code: '' };

function StepUpDialog({ open, onFinish }: { open: boolean; onFinish: (confirmed: boolean) => void }) {
  const { t } = useTranslation('ui');
  const messageText = useMessageText();
  const failureText = useFailureText();
  const form = useSchemaForm(stepUpFormSchema, emptyForm);
  const reauthenticate = useReauthenticate();
  const close = (confirmed: boolean) => {
    form.setAll(emptyForm);
    form.setErrors({});
    reauthenticate.reset();
    onFinish(confirmed);
  };
  const formError = form.errors[''];
  const error = formError ? messageText(formError) : reauthenticate.isError ? failureText(reauthenticate.error) : null;
  return (
    <Modal open={open} title={t('stepUpTitle')} onClose={() => close(false)}>
      <form
        className="form"
        noValidate
        onSubmit={form.submitWith((body) => reauthenticate.mutate(body, { onSuccess: () => close(true) }))}
      >
        <p>{t('stepUpIntro')}</p>
        <TextField
          form={form}
          name="password"
          type="password"
          autoComplete="current-password"
          label={t('stepUpPassword')}
        />
        <TextField form={form} name="code" autoComplete="one-time-code" label={t('stepUpCode')} />
        <FormMessage error={error} />
        <div className="links">
          <button type="submit" className="button button--primary" disabled={reauthenticate.isPending}>
            {t('stepUpConfirm')}
          </button>
          <button type="button" className="button" onClick={() => close(false)}>
            {t('cancel')}
          </button>
        </div>
      </form>
    </Modal>
  );
}
