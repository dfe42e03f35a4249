import type { FormBinding } from '../../lib/use-schema-form.js';
import { useMessageText } from '../../lib/message-text.js';
import { Field } from './field.js';

/** Digits only, at most `length` of them (a pasted "123 456" or "123-456" becomes "123456"). */
export function normaliseCode(raw: string, length: number): string {
  return raw.replace(/\D/g, '').slice(0, length);
}

/**
 * A one-time code (email, SMS, authenticator) bound to a schema form: the numeric keypad, the
 * phone's code suggestion (autocomplete one-time-code), spaced digits that are easy to compare
 * with the message, and paste of a formatted code.
 */
export function CodeField({
  form,
  name,
  label,
  length = 6,
}: {
  form: FormBinding;
  name: string;
  label: string;
  length?: number;
}) {
  const messageText = useMessageText();
  const error = form.errors[name];
  return (
    <Field label={label} error={error ? messageText(error) : null}>
      <input
        className="code-input"
        name={name}
        type="text"
        inputMode="numeric"
        autoComplete="one-time-code"
        pattern="[0-9]*"
        maxLength={length + 2}
        value={String(form.values[name] ?? '')}
        onChange={(event) => form.setValue(name, normaliseCode(event.currentTarget.value, length))}
      />
    </Field>
  );
}
