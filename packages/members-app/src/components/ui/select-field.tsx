import type { SelectHTMLAttributes } from 'react';
import type { FormBinding } from '../../lib/use-schema-form.js';
import { useMessageText } from '../../lib/message-text.js';
import { Field } from './field.js';

type SelectProps = Omit<SelectHTMLAttributes<HTMLSelectElement>, 'name' | 'value' | 'onChange' | 'form'>;

export interface SelectOption {
  value: string;
  label: string;
}

/** A labelled select bound to a schema form; its error shows under it. */
export function SelectField({
  form,
  name,
  label,
  hint,
  options,
  ...select
}: {
  form: FormBinding;
  name: string;
  label: string;
  hint?: string | null;
  options: readonly SelectOption[];
} & SelectProps) {
  const messageText = useMessageText();
  const error = form.errors[name];
  return (
    <Field label={label} hint={hint} error={error ? messageText(error) : null}>
      <select
        name={name}
        value={String(form.values[name] ?? '')}
        onChange={(event) => form.setValue(name, event.currentTarget.value)}
        {...select}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </Field>
  );
}
