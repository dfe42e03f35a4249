import { useState, type FormEvent } from 'react';
import { firstIssueByField } from '@platform/core';
import type { z } from 'zod';

/**
 * Form state validated by one of core's zod schemas (the server validates with the same ones).
 * Errors are i18n keys by field, shown after a submit attempt.
 */
export function useSchemaForm<Schema extends z.ZodType>(schema: Schema, initial: Record<string, string>) {
  const [values, setValues] = useState<Record<string, string>>(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  /** The parsed form, or null with the errors shown. */
  const validate = (): z.infer<Schema> | null => {
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
    setValue: (name: string, value: string) => setValues((current) => ({ ...current, [name]: value })),
    setAll: (next: Record<string, string>) => setValues(next),
    validate,
    /** A form's onSubmit: no page load; `handler` runs with the parsed form when it is valid. */
    submitWith:
      (handler: (body: z.infer<Schema>) => void) =>
      (event: FormEvent): void => {
        event.preventDefault();
        const body = validate();
        if (body !== null) handler(body);
      },
  };
}
export type SchemaForm = ReturnType<typeof useSchemaForm>;
