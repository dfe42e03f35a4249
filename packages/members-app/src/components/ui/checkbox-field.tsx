import type { FormBinding } from '../../lib/use-schema-form.js';
import './ui.css';

/** A checkbox bound to a schema form's boolean value, its label beside it. */
export function CheckboxField({ form, name, label }: { form: FormBinding; name: string; label: string }) {
  return (
    <label className="field field--check">
      <input
        type="checkbox"
        name={name}
        checked={form.values[name] === true}
        onChange={(event) => form.setValue(name, event.currentTarget.checked)}
      />
      {label}
    </label>
  );
}
