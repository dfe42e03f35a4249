import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

/** How long the button says "Copied" after a copy. */
const copiedNoticeMs = 2_000;

/** Copies `text` to the clipboard and says so; a refused clipboard says that instead. */
export function CopyButton({ text, label }: { text: string; label: string }) {
  const { t } = useTranslation('wallets');
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
      className="wallets-button wallets-button--small"
      aria-label={label}
      onClick={() => void copy()}
    >
      {state === 'copied' ? t('wallet.copied') : state === 'failed' ? t('wallet.copyFailed') : t('wallet.copy')}
    </button>
  );
}
