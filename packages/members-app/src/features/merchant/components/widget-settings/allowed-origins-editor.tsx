import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { maxAllowedOrigins, originProblem } from '../../utils/origins.js';

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
  const [candidate, setCandidate] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const add = () => {
    const found = originProblem(candidate, origins);
    if (found !== null) return setProblem(t(`widgetSettings.originErrors.${found}`, { max: maxAllowedOrigins }));
    onChange([...origins, candidate.trim()]);
    setCandidate('');
    setProblem(null);
  };
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
            value={candidate}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-hint ${id}-error` : `${id}-hint`}
            onChange={(event) => setCandidate(event.currentTarget.value)}
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
