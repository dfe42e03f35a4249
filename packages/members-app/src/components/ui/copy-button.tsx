import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import './ui.css';

/** How long the button says "Copied" after a copy. */
const copiedNoticeMs = 2_000;

/**
 * Copies `text` to the clipboard and says so on the button (a polite live region, so a screen
 * reader hears it too); a refused clipboard says that instead.
 */
export function CopyButton({ text, label }: { text: string; label: string }) {
  const { t } = useTranslation('ui');
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
    <button
      type="button"
      className="button button--small"
      aria-label={label}
      aria-live="polite"
      onClick={() => void copy()}
    >
      {state === 'copied' ? t('copied') : state === 'failed' ? t('copyFailed') : t('copy')}
    </button>
  );
}
