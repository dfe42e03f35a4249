import { useState, type FormEvent } from 'react';
import { firstIssueByField } from '@platform/core';
import type { z } from 'zod';

/**
 * The one way of doing forms: the values of a form, validated by a zod schema (core's form
 * schemas, which the server uses too, or one built from core's field schemas). Errors are messages
 * by field (the path of the issue, '' for the form as a whole): i18n keys from the schema, or what
 * the API answered for a field (see `messageText`). They show after a submit attempt.
 */
export function useSchemaForm<Schema extends z.ZodType, Values extends object = Record<string, string>>(
  schema: Schema,
  initial: Values,
) {
  const [values, setValues] = useState<Values>(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  /** The parsed form, or null with the errors shown. */
  const validate = (): z.output<Schema> | null => {
    const parsed = schema.safeParse(values);
    if (parsed.success) {
      setErrors({});
      return parsed.data;
    }
    setErrors(firstIssueByField(parsed.error));
    return null;
  };
  return {
    values,
    errors,
    setErrors,
    setValue: <Name extends keyof Values>(name: Name, value: Values[Name]) =>
      setValues((current) => ({ ...current, [name]: value })),
    setAll: (next: Values) => setValues(next),
    validate,
    /** A form's onSubmit: no page load; `handler` runs with the parsed form when it is valid. */
    submitWith:
      (handler: (parsed: z.output<Schema>) => void) =>
      (event: FormEvent): void => {
        event.preventDefault();
        const parsed = validate();
        if (parsed !== null) handler(parsed);
      },
  };
}

/** What a field control needs of a schema form (the text, select and checkbox fields). */
export interface FormBinding {
  readonly values: Readonly<Record<string, unknown>>;
  readonly errors: Readonly<Record<string, string>>;
  setValue(name: string, value: string | boolean): void;
}
