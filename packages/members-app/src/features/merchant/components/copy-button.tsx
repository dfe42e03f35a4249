import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

/** How long the button says "Copied" after a copy. */
const copiedNoticeMs = 2_000;

/** Copies `text` to the clipboard and says so (politely, for screen readers); a refusal says that. */
export function CopyButton({ text, label }: { text: string; label: string }) {
  const { t } = useTranslation('merchant');
  const [state, setState] = useState<'idle' | 'copied' | 'failed'>('idle');
  useEffect(() => {
    if (state === 'idle') return;
    const timer = setTimeout(() => setState('idle'), copiedNoticeMs);
    return () => clearTimeout(timer);
  }, [state]);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      setState('copied');
    } catch {
      setState('failed');
    }
  };
  return (
    <>
      <button type="button" className="button" aria-label={label} onClick={() => void copy()}>
        {t('common.copy')}
      </button>
      <span role="status" className="merchant-muted">
        {state === 'copied' ? t('common.copied') : state === 'failed' ? t('common.copyFailed') : ''}
      </span>
    </>
  );
}
