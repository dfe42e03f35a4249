import { ScreenHeading } from '../components/screen-heading.js';
import { formatCoinAmount } from '../payment/display-amounts.js';
import { safeReturnUrl } from '../payment/safe-links.js';
import type { ScreenProps } from './screen-props.js';

/**
 * Payment failed (spec §2): expired (with the "paid late" hint once a late payment arrives),
 * invalid (never confirmed), or expired after a partial payment, with the amount still missing.
 */
export function PaymentFailedScreen({ session, locale, t, focusHeading }: ScreenProps) {
  const { payment } = session;
  const partial = payment.exception_status === 'paid_partial';
  const late = payment.exception_status === 'paid_late';
  const reason =
    payment.status === 'invalid'
      ? 'widget:failed.invalid'
      : partial
        ? 'widget:failed.partial'
        : 'widget:failed.expired';
  const returnUrl = safeReturnUrl(payment.return_url);
  return (
    <section className="widget-screen">
      <ScreenHeading focusOnMount={focusHeading}>{t('widget:failed.title')}</ScreenHeading>
      <p>{t(reason)}</p>
      {partial && (
        <dl className="widget-summary">
          <dt>{t('widget:failed.missingLabel')}</dt>
          <dd>
            {formatCoinAmount(payment.amount_due, locale)} {payment.currency_1_iso}
          </dd>
        </dl>
      )}
      <p>{t(late ? 'widget:failed.paidLate' : 'widget:failed.contactMerchant')}</p>
      {returnUrl !== null && (
        <a className="widget-button" href={returnUrl} target="_top">
          {t('widget:failed.backToMerchant')}
        </a>
      )}
    </section>
  );
}
