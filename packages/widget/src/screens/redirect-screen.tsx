import { useLayoutEffect } from 'react';
import { defaultMerchantName } from '@platform/core';
import { ScreenHeading } from '../components/screen-heading.js';
import { safeReturnUrl } from '../payment/safe-links.js';
import type { ScreenProps } from './screen-props.js';

/**
 * Redirect (spec §2): back to the merchant. The widget lives in a cross-origin iframe, where
 * navigating the top window needs the customer's own click, so the return URL is a link with
 * target="_top" the customer follows; on arrival the screen tells the host page (success, if
 * not told yet, then close), which may close the widget itself.
 */
export function RedirectScreen({ session, t, focusHeading, onLeave }: ScreenProps & { onLeave(): void }) {
  // At once on arrival (a layout effect), before the host page may close the widget.
  useLayoutEffect(() => {
    onLeave();
  }, [onLeave]);
  const returnUrl = safeReturnUrl(session.payment.return_url);
  return (
    <section className="widget-screen">
      <ScreenHeading focusOnMount={focusHeading}>{t('widget:redirect.title')}</ScreenHeading>
      <p>{t('widget:redirect.text')}</p>
      {returnUrl === null ? (
        <p>{t('widget:redirect.closeHint')}</p>
      ) : (
        <a className="widget-button" href={returnUrl} target="_top">
          {t('widget:redirect.continueTo', { merchant: session.merchant.name.trim() || defaultMerchantName })}
        </a>
      )}
    </section>
  );
}
