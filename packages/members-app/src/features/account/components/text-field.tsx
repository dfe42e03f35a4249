import { useId, type InputHTMLAttributes } from 'react';
import { useTranslation } from 'react-i18next';
import type { SchemaForm } from '../hooks/use-schema-form.js';

type InputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'name' | 'value' | 'onChange' | 'form'>;

/** A labelled input bound to a schema form; its error (an i18n key) shows under it. */
export function TextField({
  form,
  name,
  label,
  ...input
}: { form: SchemaForm; name: string; label: string } & InputProps) {
  const { t } = useTranslation();
  const id = useId();
  const error = form.errors[name];
  return (
    <div className={`field${error ? ' field--invalid' : ''}`}>
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        name={name}
        value={form.values[name] ?? ''}
        onChange={(event) => form.setValue(name, event.currentTarget.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        {...input}
      />
      {error && (
        <span id={`${id}-error`} className="field__error">
          {t(error)}
        </span>
      )}
    </div>
  );
}

/** The new password and its confirmation (fields `password` and `confirmPassword`). */
export function NewPasswordFields({ form, passwordLabel }: { form: SchemaForm; passwordLabel: string }) {
  const { t } = useTranslation();
  return (
    <>
      <TextField form={form} name="password" type="password" autoComplete="new-password" label={passwordLabel} />
      <TextField
        form={form}
        name="confirmPassword"
        type="password"
        autoComplete="new-password"
        label={t('account:common.confirmPassword')}
      />
    </>
  );
}
