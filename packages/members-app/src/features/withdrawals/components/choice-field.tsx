import type { ReactNode } from 'react';

export interface Choice<Value extends string> {
  value: Value;
  label: string;
}

/** Radio buttons in a fieldset with its legend: a choice of a few (method, rail, where the coins go). */
export function ChoiceField<Value extends string>({
  legend,
  name,
  value,
  choices,
  onChange,
  children,
}: {
  legend: string;
  name: string;
  value: Value;
  choices: readonly Choice<Value>[];
  onChange: (value: Value) => void;
  children?: ReactNode;
}) {
  return (
    <fieldset className="withdrawals-choice">
      <legend>{legend}</legend>
      {choices.map((choice) => (
        <label key={choice.value} className="field field--check">
          <input
            type="radio"
            name={name}
            value={choice.value}
            checked={value === choice.value}
            onChange={() => onChange(choice.value)}
          />
          {choice.label}
        </label>
      ))}
      {children}
    </fieldset>
  );
}
