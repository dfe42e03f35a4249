import { QRCodeSVG } from 'qrcode.react';
import { CopyField } from '../components/copy-field.js';
import { PaymentCountdown } from '../components/payment-countdown.js';
import { ScreenHeading } from '../components/screen-heading.js';
import { amountToSend, formatCoinAmount, formatFiatAmount } from '../payment/display-amounts.js';
import { coinName } from '../payment/header-content.js';
import { safePaymentUri } from '../payment/safe-links.js';
import type { ScreenProps } from './screen-props.js';

/**
 * Payment (spec §2): what to send, where, before when. After a partial payment the amount shown
 * (and copied) is what is still due, with a notice that the rest goes to the same address.
 */
export function PaymentScreen({ session, locale, t, focusHeading }: ScreenProps) {
  const { payment, currencies } = session;
  const iso = payment.currency_1_iso ?? '';
  const partial = payment.exception_status === 'paid_partial';
  const due = partial ? payment.amount_due : (payment.currency_1_amount ?? payment.amount_due);
  const uri = safePaymentUri(payment.qr);
  const expiresAtMs = payment.expires_at === null ? Number.NaN : Date.parse(payment.expires_at);
  return (
    <section className="widget-screen">
      <ScreenHeading focusOnMount={focusHeading}>
        {t('widget:header.payWith', { coin: coinName(currencies, iso), iso })}
      </ScreenHeading>
      {partial && (
        <div className="widget-notice">
          <p className="widget-notice__title">{t('widget:payment.partialTitle')}</p>
          <p>{t('widget:payment.partialText')}</p>
        </div>
      )}
      <CopyField
        label={t(partial ? 'widget:payment.remainingLabel' : 'widget:payment.amountLabel')}
        display={`${formatCoinAmount(due, locale)} ${iso}`}
        value={amountToSend(due)}
        copyLabel={t('widget:copy.amount')}
        emphasis
        t={t}
      />
      {payment.currency_1_address !== null && (
        <CopyField
          label={t('widget:payment.addressLabel')}
          display={payment.currency_1_address}
          value={payment.currency_1_address}
          copyLabel={t('widget:copy.address')}
          t={t}
        />
      )}
      {payment.currency_1_tag !== null && payment.currency_1_tag !== '' && (
        <>
          <CopyField
            label={t('widget:payment.tagLabel')}
            display={payment.currency_1_tag}
            value={payment.currency_1_tag}
            copyLabel={t('widget:copy.tag')}
            t={t}
          />
          <p className="widget-hint">{t('widget:payment.tagHint')}</p>
        </>
      )}
      {uri !== null && (
        <div className="widget-qr">
          <QRCodeSVG value={uri} size={176} marginSize={2} title={t('widget:payment.qrLabel')} />
          <a className="widget-button" href={uri}>
            {t('widget:payment.openInWallet')}
          </a>
        </div>
      )}
      {!Number.isNaN(expiresAtMs) && <PaymentCountdown expiresAtMs={expiresAtMs} t={t} />}
      <dl className="widget-summary">
        <dt>{t('widget:payment.orderTotal')}</dt>
        <dd>{formatFiatAmount(payment.amount, payment.currency, locale)}</dd>
        {payment.rate !== null && (
          <>
            <dt>{t('widget:payment.rate')}</dt>
            <dd>
              {t('widget:payment.rateValue', { iso, price: formatFiatAmount(payment.rate, payment.currency, locale) })}
            </dd>
          </>
        )}
      </dl>
    </section>
  );
}
