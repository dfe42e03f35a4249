import { changeTone, formatChange } from '@platform/core';
import { useTranslation } from 'react-i18next';
import { useLocaleStore } from '../../../stores/locale-store.js';

/** A percent change with its sign as text, coloured by direction; "n/a" when the history is too short. */
export function ChangeText({ percent }: { percent: string | null }) {
  const { t } = useTranslation('markets');
  const locale = useLocaleStore((state) => state.locale);
  if (percent === null) return <span className="muted">{t('unavailable')}</span>;
  return <span className={`market-change market-change--${changeTone(percent)}`}>{formatChange(percent, locale)}</span>;
}
