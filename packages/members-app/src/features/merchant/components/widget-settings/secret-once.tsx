import { useLayoutEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { CopyButton } from '../../../../components/ui/copy-button.js';

/**
 * A secret shown this once (API keys, webhook signing secret): read-only, copyable, with the
 * warning that it cannot be shown again; focus moves to it so a screen reader reads the warning.
 */
export function SecretOnce({
  title,
  secrets,
  onDone,
}: {
  title: string;
  secrets: readonly { label: string; value: string }[];
  onDone: () => void;
}) {
  const { t } = useTranslation('merchantSettings');
  const box = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => box.current?.focus(), []);
  return (
    <div ref={box} tabIndex={-1} role="group" aria-label={title} className="merchant-secret notice">
      <p>
        <strong>{title}</strong>
      </p>
      <p>{t('merchant:common.shownOnce')}</p>
      {secrets.map((secret) => (
        <div key={secret.label} className="merchant-secret__row">
          <span className="merchant-secret__label">{secret.label}</span>
          <code className="merchant-secret__value">{secret.value}</code>
          <CopyButton text={secret.value} label={t('merchant:common.copyOf', { name: secret.label })} />
        </div>
      ))}
      <button type="button" className="button button--primary" onClick={onDone}>
        {t('merchant:common.savedIt')}
      </button>
    </div>
  );
}
