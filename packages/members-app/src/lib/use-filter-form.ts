import type { z } from 'zod';
import { useMessageText } from './message-text.js';
import { useSchemaForm } from './use-schema-form.js';

/**
 * A list's filter form on the schema-form hook: every filter a string ('' for none), its controls
 * bound by name, applied together on submit; the schema's form-wide error (a bad date range) as text.
 */
export function useFilterForm<Schema extends z.ZodType, Filters extends Record<string, string>>(
  schema: Schema,
  none: Filters,
  value: Partial<Filters>,
) {
  const messageText = useMessageText();
  const form = useSchemaForm<Schema, Filters>(schema, { ...none, ...value });
  const error = form.errors[''];
  return {
    /** `value` and `onChange` of a filter's control. */
    bind: (name: keyof Filters & string) => ({
      value: form.values[name],
      onChange: (event: { currentTarget: { value: string } }) =>
        form.setValue(name, event.currentTarget.value as Filters[typeof name]),
    }),
    submitWith: form.submitWith,
    /** Every filter back to none, the error gone. */
    clear: () => {
      form.setAll(none);
      form.setErrors({});
    },
    error: error ? messageText(error) : null,
  };
}
