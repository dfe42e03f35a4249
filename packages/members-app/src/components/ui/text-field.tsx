import type { InputHTMLAttributes } from 'react';
import type { FormBinding } from '../../lib/use-schema-form.js';
import { useMessageText } from '../../lib/message-text.js';
import { Field } from './field.js';

type InputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'name' | 'value' | 'onChange' | 'form'>;

/** A labelled input bound to a schema form; its error shows under it. */
export function TextField({
  form,
  name,
  label,
  hint,
  ...input
}: { form: FormBinding; name: string; label: string; hint?: string | null } & InputProps) {
  const messageText = useMessageText();
  const error = form.errors[name];
  return (
    <Field label={label} hint={hint} error={error ? messageText(error) : null}>
      <input
        name={name}
        value={String(form.values[name] ?? '')}
        onChange={(event) => form.setValue(name, event.currentTarget.value)}
        {...input}
      />
    </Field>
  );
}
