import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { codeFormSchema } from '@platform/core';
import { useSchemaForm } from '../../../lib/use-schema-form.js';
import { useApiAction } from '../hooks/use-api-action.js';
import { TextField } from '../../../components/ui/text-field.js';
import { FormMessage } from '../../../components/ui/form-message.js';

export interface CodeEntryProps {
  title: string;
  intro?: string;
  verified: boolean;
  verifiedText: string;
  /** Sends the code; rejects with the API's failure. */
  onVerify: (code: string) => Promise<unknown>;
  onResend?: () => Promise<unknown>;
  resendLabel?: string;
  /** Shown after a successful resend. */
  resentText?: string;
  /** Checked before either call; an i18n key to show instead (e.g. the registration token rule). */
  precondition?: () => string | null;
}

/** One 6-digit code (email or SMS) with its resend button. */
export function CodeEntry(props: CodeEntryProps) {
  const { t } = useTranslation();
  const form = useSchemaForm(codeFormSchema, { code: '' });
  const action = useApiAction();
  const [resent, setResent] = useState(false);
  const blocked = () => {
    const key = props.precondition?.() ?? null;
    if (key !== null) action.setError(t(key));
    return key !== null;
  };
  if (props.verified) {
    return (
      <section className="code-entry">
        <h2>{props.title}</h2>
        <p className="notice notice--success">{props.verifiedText}</p>
      </section>
    );
  }
  return (
    <section className="code-entry">
      <h2>{props.title}</h2>
      {props.intro && <p>{props.intro}</p>}
      <form
        className="form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          setResent(false);
          const body = form.validate();
          if (body === null || blocked()) return;
          void action.run(() => props.onVerify(body.code));
        }}
      >
        <TextField
          form={form}
          name="code"
          inputMode="numeric"
          autoComplete="one-time-code"
          label={`${props.title}: ${t('account:common.code')}`}
        />
        <FormMessage error={action.error} success={resent ? props.resentText : null} />
        <div className="links">
          <button type="submit" className="button button--primary" disabled={action.pending}>
            {t('account:common.verify')}
          </button>
          {props.onResend && (
            <button
              type="button"
              className="button"
              disabled={action.pending}
              onClick={() => {
                setResent(false);
                if (blocked()) return;
                void action.run(async () => {
                  const answer = await props.onResend?.();
                  setResent(true);
                  return answer ?? true;
                });
              }}
            >
              {props.resendLabel}
            </button>
          )}
        </div>
      </form>
    </section>
  );
}
