import { useId, useRef, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { useMessageText } from '../../../../lib/message-text.js';
import { useSchemaForm } from '../../../../lib/use-schema-form.js';
import { maxAllowedOrigins, originProblem } from '../../utils/origins.js';

/** An origin that may join `origins`: exact, new, and within the limit (as the server checks). */
function newOriginSchema(origins: readonly string[]) {
  return z.object({ origin: z.string().trim() }).superRefine(({ origin }, context) => {
    const problem = originProblem(origin, origins);
    if (problem !== null) {
      context.addIssue({
        code: 'custom',
        path: ['origin'],
        message: `merchantSettings:widgetSettings.originErrors.${problem}`,
      });
    }
  });
}

/**
 * The exact origins allowed to create payments from a browser with the publishable key: a list
 * with Remove per origin and an input to add one (Enter adds; it does not submit the form).
 */
export function AllowedOriginsEditor({
  origins,
  onChange,
  serverError,
}: {
  origins: readonly string[];
  onChange: (origins: string[]) => void;
  serverError?: string | null;
}) {
  const { t } = useTranslation('merchantSettings');
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const messageText = useMessageText();
  // Not a <form>: it sits inside the settings form (forms do not nest); Add or Enter validates it.
  const form = useSchemaForm(newOriginSchema(origins), { origin: '' });
  const add = () => {
    const parsed = form.validate();
    if (parsed === null) return;
    onChange([...origins, parsed.origin]);
    form.setAll({ origin: '' });
  };
  const problem = form.errors['origin'] ? messageText(form.errors['origin'], { max: maxAllowedOrigins }) : null;
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    add();
  };
  const error = problem ?? serverError ?? null;
  return (
    <fieldset className="merchant-fieldset">
      <legend>{t('widgetSettings.allowedOrigins')}</legend>
      <p id={`${id}-hint`} className="merchant-muted">
        {t('widgetSettings.allowedOriginsHint')}
      </p>
      {origins.length === 0 ? (
        <p className="merchant-muted">{t('widgetSettings.noOrigins')}</p>
      ) : (
        <ul className="merchant-origins" aria-label={t('widgetSettings.allowedOrigins')}>
          {origins.map((origin) => (
            <li key={origin}>
              <code>{origin}</code>
              <button
                type="button"
                className="button"
                aria-label={t('widgetSettings.removeOrigin', { origin })}
                onClick={() => {
                  onChange(origins.filter((other) => other !== origin));
                  input.current?.focus();
                }}
              >
                {t('widgetSettings.remove')}
              </button>
            </li>
          ))}
        </ul>
      )}
      <div className={`field${error ? ' field--invalid' : ''}`}>
        <label htmlFor={`${id}-input`}>{t('widgetSettings.addOrigin')}</label>
        <div className="merchant-actions">
          <input
            ref={input}
            id={`${id}-input`}
            type="url"
            inputMode="url"
            placeholder="https://shop.example"
            maxLength={200}
            value={form.values.origin}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-hint ${id}-error` : `${id}-hint`}
            onChange={(event) => form.setValue('origin', event.currentTarget.value)}
            onKeyDown={onKeyDown}
          />
          <button type="button" className="button" onClick={add}>
            {t('widgetSettings.add')}
          </button>
        </div>
        {error ? (
          <span id={`${id}-error`} role="alert" className="field__error">
            {error}
          </span>
        ) : null}
      </div>
    </fieldset>
  );
}
