import { CodeField } from '../../../components/ui/code-field.js';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { codeFormSchema } from '@platform/core';
import { FormMessage } from '../../../components/ui/form-message.js';
import { useMessageText } from '../../../lib/message-text.js';
import { useMutationFailureText, type MutationState } from '../../../lib/mutation-failure.js';
import { useSchemaForm } from '../../../lib/use-schema-form.js';

/** A mutation (react-query) as the code entry drives it: started with its variables, with its state. */
export interface CodeAction<Variables> extends MutationState {
  readonly isPending: boolean;
  mutate: (variables: Variables, callbacks?: { onSuccess?: () => void }) => void;
}

export interface CodeEntryProps {
  title: string;
  /** The code field's label, naming the code ("SMS code"): never the title plus "Code". */
  label: string;
  intro?: string;
  verified: boolean;
  verifiedText: string;
  /** Sends the code. */
  verify: CodeAction<string>;
  resend?: CodeAction<void>;
  resendLabel?: string;
  /** Shown after a successful resend. */
  resentText?: string;
  /** Checked before either call; an i18n key to show instead (e.g. the registration token rule). */
  precondition?: () => string | null;
}

/** One 6-digit code (email or SMS) with its resend button. */
export function CodeEntry(props: CodeEntryProps) {
  const { t } = useTranslation();
  const messageText = useMessageText();
  const form = useSchemaForm(codeFormSchema, { code: '' });
  const failure = useMutationFailureText(props.verify, ...(props.resend ? [props.resend] : []));
  const [resent, setResent] = useState(false);
  const pending = props.verify.isPending || props.resend?.isPending === true;
  /** The precondition's message in the form's error, or nothing when the call may go. */
  const blocked = () => {
    const key = props.precondition?.() ?? null;
    form.setErrors(key === null ? {} : { '': key });
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
  const formError = form.errors[''];
  return (
    <section className="code-entry">
      <h2>{props.title}</h2>
      {props.intro && <p>{props.intro}</p>}
      <form
        className="form"
        noValidate
        onSubmit={(event) => {
          setResent(false);
          form.submitWith(({ code }) => {
            if (!blocked()) props.verify.mutate(code);
          })(event);
        }}
      >
        <CodeField form={form} name="code" label={props.label} />
        <FormMessage error={formError ? messageText(formError) : failure} success={resent ? props.resentText : null} />
        <div className="links">
          <button type="submit" className="button button--primary" disabled={pending}>
            {t('account:common.verify')}
          </button>
          {props.resend && (
            <button
              type="button"
              className="button"
              disabled={pending}
              onClick={() => {
                setResent(false);
                if (!blocked()) props.resend?.mutate(undefined, { onSuccess: () => setResent(true) });
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
