import { ScreenHeading } from '../components/screen-heading.js';
import { confirmationProgress } from '../payment/payment-rules.js';
import type { ScreenProps } from './screen-props.js';

/** Payment detected (spec §2): seen on the network, confirmations n of N. */
export function PaymentDetectedScreen({ session, t, focusHeading }: ScreenProps) {
  const progress = confirmationProgress(session.payment);
  const label = t('widget:detected.confirmations', progress);
  return (
    <section className="widget-screen">
      <ScreenHeading focusOnMount={focusHeading}>{t('widget:detected.title')}</ScreenHeading>
      <p>{t('widget:detected.text')}</p>
      <p className="widget-confirmations">{label}</p>
      <progress
        className="widget-progress"
        max={Math.max(progress.required, 1)}
        value={progress.count}
        aria-label={label}
      />
    </section>
  );
}
