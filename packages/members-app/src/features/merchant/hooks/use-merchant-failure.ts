import { useTranslation } from 'react-i18next';
import { knownMessageKey } from '../../../lib/failure-text.js';
import { readApiFailure, type ApiFailure } from '../../../lib/api-failure.js';

/**
 * Text for a failed merchant call in the interface language: a message the app knows (spec text or
 * schema key) translated; rate limits, outages, "not a merchant" and unreadable answers get the
 * feature's own texts; any other message the API wrote is shown as it came (as text, never HTML).
 */
export function merchantFailureText(failure: ApiFailure, t: (key: string) => string): string {
  if (failure.code === 'rate_limited') return t('merchant:errors.rateLimited');
  if (failure.code === 'network' || failure.code === 'invalid_json') return t('merchant:errors.network');
  if (failure.code === 'invalid_response') return t('merchant:errors.unexpected');
  if (failure.code === 'forbidden') return t('merchant:errors.notMerchant');
  if (failure.first !== null) {
    const key = knownMessageKey(failure.first);
    return key === undefined ? failure.first : t(key);
  }
  return t('merchant:errors.unexpected');
}

export function useMerchantFailureText(): (error: unknown) => string {
  const { t } = useTranslation();
  return (error: unknown) => merchantFailureText(readApiFailure(error), t);
}

/**
 * A failure split over a form's fields: the envelope's messages whose field (before any `.index`,
 * e.g. `allowed_origins.0`) is one of `fields`, and the text of the rest (null when every message
 * belongs to a field).
 */
export function useFieldFailures<Field extends string>(fields: readonly Field[]) {
  const { t } = useTranslation();
  return (error: unknown): { byField: Partial<Record<Field, string>>; general: string | null } => {
    const failure = readApiFailure(error);
    const byField: Partial<Record<Field, string>> = {};
    const rest: Record<string, string> = {};
    for (const [name, message] of Object.entries(failure.byField)) {
      const field = name.split('.')[0] as Field;
      if (fields.includes(field)) byField[field] ??= translated(message, t);
      else rest[name] = message;
    }
    const left = Object.values(rest)[0] ?? null;
    const general =
      Object.keys(byField).length > 0 && left === null
        ? null
        : merchantFailureText({ ...failure, byField: rest, first: left }, t);
    return { byField, general };
  };
}

function translated(message: string, t: (key: string) => string): string {
  const key = knownMessageKey(message);
  return key === undefined ? message : t(key);
}

/**
 * A failed save shown on its schema form: the envelope's messages of `fields` under those fields
 * (a field the form names otherwise through `formNames`), the rest as the form's own error ('').
 */
export function useFormFailure<Field extends string>(
  fields: readonly Field[],
  setErrors: (errors: Record<string, string>) => void,
  formNames: Partial<Record<Field, string>> = {},
) {
  const fieldFailures = useFieldFailures(fields);
  return (error: unknown) => {
    const failure = fieldFailures(error);
    const errors: Record<string, string> = {};
    for (const [field, text] of Object.entries(failure.byField) as [Field, string][]) {
      errors[formNames[field] ?? field] = text;
    }
    if (failure.general !== null) errors[''] = failure.general;
    setErrors(errors);
  };
}
