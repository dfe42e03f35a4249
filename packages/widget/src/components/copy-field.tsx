import { useState } from 'react';
import type { Translate } from '../i18n/texts.js';

type CopyResult = 'idle' | 'copied' | 'failed';

/**
 * A value the customer copies into a wallet (amount, address, destination tag): the value as shown,
 * a copy button, and the result announced politely. The copied text is the machine form (no
 * group separators), which wallets accept.
 */
export function CopyField(props: {
  label: string;
  display: string;
  value: string;
  copyLabel: string;
  emphasis?: boolean;
  t: Translate;
}) {
  const [result, setResult] = useState<CopyResult>('idle');
  const copy = () => {
    const clipboard = typeof navigator === 'undefined' ? undefined : navigator.clipboard;
    if (clipboard === undefined) {
      setResult('failed');
      return;
    }
    clipboard.writeText(props.value).then(
      () => setResult('copied'),
      () => setResult('failed'),
    );
  };
  return (
    <div className={props.emphasis === true ? 'widget-field widget-field--emphasis' : 'widget-field'}>
      <span className="widget-field__label">{props.label}</span>
      <div className="widget-field__row">
        <code className="widget-field__value">{props.display}</code>
        <button type="button" className="widget-button widget-button--small" onClick={copy}>
          {props.copyLabel}
        </button>
      </div>
      <span className="widget-field__result" aria-live="polite">
        {result === 'copied' ? props.t('widget:copy.copied') : result === 'failed' ? props.t('widget:copy.failed') : ''}
      </span>
    </div>
  );
}
