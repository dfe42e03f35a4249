import { useMemo } from 'react';
import { formatCountdown } from '@platform/core';
import { countdownStore } from '../payment/countdown-store.js';
import { useStore } from '../stores/use-store.js';
import type { Translate } from '../i18n/texts.js';

/**
 * The 900 s payment window as "mm:ss". A timer role (not a live region): reading every second
 * aloud would drown everything else; a screen reader reads it when the customer goes to it.
 */
export function PaymentCountdown({ expiresAtMs, t }: { expiresAtMs: number; t: Translate }) {
  const $remaining = useMemo(() => countdownStore(expiresAtMs), [expiresAtMs]);
  const remaining = useStore($remaining);
  return (
    <div className="widget-countdown">
      <span id="widget-countdown-label">{t('widget:payment.timeLeft')}</span>{' '}
      <span className="widget-countdown__time" role="timer" aria-labelledby="widget-countdown-label">
        {formatCountdown(remaining)}
      </span>
      {remaining === 0 && <p className="widget-countdown__up">{t('widget:payment.timeUp')}</p>}
    </div>
  );
}
