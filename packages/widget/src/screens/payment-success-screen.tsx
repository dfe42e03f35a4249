import { ScreenHeading } from '../components/screen-heading.js';
import type { ScreenProps } from './screen-props.js';

/** Payment success (spec §2): settled; the way back to the merchant goes through the redirect screen. */
export function PaymentSuccessScreen({
  session,
  t,
  focusHeading,
  redirectHref,
  onReturn,
}: ScreenProps & { redirectHref: string; onReturn(): void }) {
  return (
    <section className="widget-screen">
      <ScreenHeading focusOnMount={focusHeading}>{t('widget:success.title')}</ScreenHeading>
      <p>{t('widget:success.text')}</p>
      {session.payment.exception_status === 'paid_over' && <p>{t('widget:success.overpaid')}</p>}
      <a
        className="widget-button"
        href={redirectHref}
        onClick={(event) => {
          event.preventDefault();
          onReturn();
        }}
      >
        {t('widget:success.returnToMerchant')}
      </a>
    </section>
  );
}
