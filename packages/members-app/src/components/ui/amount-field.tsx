import { displayDecimals, isCurrencyCode } from '@platform/core';
import type { FormBinding } from '../../lib/use-schema-form.js';
import { useMessageText } from '../../lib/message-text.js';
import { Field } from './field.js';

/** Keeps what can become an amount in `decimals` places: digits and one separator (`,` read as `.`). */
export function normaliseAmountInput(raw: string, decimals: number): string {
  const cleaned = raw.replace(/,/g, '.').replace(/[^\d.]/g, '');
  const [whole = '', ...rest] = cleaned.split('.');
  if (rest.length === 0) return whole;
  return `${whole}.${rest.join('').slice(0, decimals)}`;
}

/**
 * An amount of one currency bound to a schema form: a decimal keypad on phones, the currency beside
 * the figure, and no more decimals than the currency has (spec §9: crypto 8, fiat 2). The value
 * stays a decimal string; the schema and the server turn it into base units.
 */
export function AmountField({
  form,
  name,
  label,
  currency,
  hint,
}: {
  form: FormBinding;
  name: string;
  label: string;
  currency: string;
  hint?: string | null;
}) {
  const messageText = useMessageText();
  const error = form.errors[name];
  const decimals = isCurrencyCode(currency) ? displayDecimals(currency) : 2;
  return (
    <Field label={label} hint={hint} error={error ? messageText(error) : null}>
      <AmountInput
        name={name}
        currency={currency}
        value={String(form.values[name] ?? '')}
        onChange={(value) => form.setValue(name, normaliseAmountInput(value, decimals))}
      />
    </Field>
  );
}

/** The input of AmountField; Field hands it id and aria attributes, which go to the <input>. */
function AmountInput({
  currency,
  value,
  onChange,
  ...aria
}: {
  name: string;
  currency: string;
  value: string;
  onChange: (value: string) => void;
}) {
  return (
    <span className="input-affix amount-input">
      <input
        {...aria}
        type="text"
        inputMode="decimal"
        autoComplete="off"
        value={value}
        placeholder="0.00"
        onChange={(event) => onChange(event.currentTarget.value)}
      />
      <span className="input-affix__suffix" aria-hidden="true">
        {currency}
      </span>
    </span>
  );
}
