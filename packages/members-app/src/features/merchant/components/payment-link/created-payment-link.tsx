import { useLayoutEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { CreatedPaymentLink as Created } from '../../api/create-payment-link.js';
import { absoluteLink } from '../../utils/payment-link-draft.js';
import { CopyButton } from '../../../../components/ui/copy-button.js';
import { DateTime } from '../../../../components/ui/date-time.js';
import { Amount } from '../../../../components/ui/amount.js';
import { SendLinkForm } from './send-link-form.js';

/**
 * The created payment link: the link (selectable, with copy and open), what it asks for, and the
 * form that emails it to the customer. Focus moves to its heading so keyboard and screen-reader
 * users land on the result.
 */
export function CreatedPaymentLink({ created, onCreateAnother }: { created: Created; onCreateAnother: () => void }) {
  const { t } = useTranslation('merchant');
  const heading = useRef<HTMLHeadingElement>(null);
  useLayoutEffect(() => heading.current?.focus(), []);
  const link = absoluteLink(created.link, window.location.origin);
  return (
    <section className="merchant-card" aria-labelledby="created-link-title">
      <h2 id="created-link-title" ref={heading} tabIndex={-1}>
        {t('paymentLink.createdTitle')}
      </h2>
      {link === null ? (
        <p role="alert" className="notice notice--error">
          {t('errors.unexpected')}
        </p>
      ) : (
        <div className="merchant-link">
          <label htmlFor="created-link-url">{t('paymentLink.link')}</label>
          <input id="created-link-url" readOnly value={link} onFocus={(event) => event.currentTarget.select()} />
          <div className="merchant-actions">
            <CopyButton text={link} label={t('paymentLink.copyLink')} />
            <a className="button" href={link} target="_blank" rel="noopener noreferrer">
              {t('paymentLink.openLink')}
              <span className="visually-hidden"> {t('common.opensInNewTab')}</span>
            </a>
          </div>
        </div>
      )}
      <dl className="merchant-details">
        <dt>{t('paymentLink.amount')}</dt>
        <dd>
          <Amount currency={created.currency} value={created.amount} />
        </dd>
        {created.product !== null && (
          <>
            <dt>{t('paymentLink.product')}</dt>
            <dd>{created.product}</dd>
          </>
        )}
        {created.order_id !== null && (
          <>
            <dt>{t('paymentLink.orderId')}</dt>
            <dd>{created.order_id}</dd>
          </>
        )}
        {created.link_expires_at ? (
          <>
            <dt>{t('paymentLink.expiry')}</dt>
            <dd>
              <DateTime value={created.link_expires_at} />
            </dd>
          </>
        ) : null}
      </dl>
      {created.test_mode ? <p className="merchant-badge">{t('common.testMode')}</p> : null}
      <SendLinkForm merchantId={created.merchant_id} transactionId={created.transaction_id} />
      <button type="button" className="button" onClick={onCreateAnother}>
        {t('paymentLink.createAnother')}
      </button>
    </section>
  );
}
