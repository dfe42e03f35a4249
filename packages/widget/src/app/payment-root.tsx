import { useCallback, useEffect, useLayoutEffect, useMemo, useRef } from 'react';
import type { CryptoCurrency, LocaleCode } from '@platform/core';
import type { Translate } from '../i18n/texts.js';
import type { PaymentIds } from '../api/widget-api.js';
import { browserEnvironment, createPaymentSession } from '../payment/payment-session.js';
import { screenForPayment } from '../payment/payment-rules.js';
import { merchantHeaderContent, orderSummaryContent } from '../payment/header-content.js';
import { navigate } from '../router/location-store.js';
import { widgetScreenPath, type WidgetScreen } from '../router/widget-screens.js';
import { useStore } from '../stores/use-store.js';
import { applyMerchantTheme } from '../theme/apply-merchant-theme.js';
import { WidgetLayout } from '../components/widget-layout.js';
import { MessagePage } from '../components/message-page.js';
import { HomeScreen } from '../screens/home-screen.js';
import { PaymentScreen } from '../screens/payment-screen.js';
import { PaymentDetectedScreen } from '../screens/payment-detected-screen.js';
import { PaymentSuccessScreen } from '../screens/payment-success-screen.js';
import { PaymentFailedScreen } from '../screens/payment-failed-screen.js';
import { RedirectScreen } from '../screens/redirect-screen.js';
import type { ScreenProps } from '../screens/screen-props.js';
import './payment-root.css';

/**
 * The widget once the query passed the guard: one payment session for the ids, the screen its
 * payment belongs on (the address bar follows, replacing the entry), the header, the theme and
 * the live region.
 */
export function PaymentRoot(props: {
  ids: PaymentIds;
  routeScreen: WidgetScreen;
  search: string;
  locale: LocaleCode;
  t: Translate;
}) {
  const { ids, routeScreen, search, locale, t } = props;
  // A new session only for other ids (the ids object itself is new on each render).
  const { merchantId, transactionId } = ids;
  const session = useMemo(
    () => createPaymentSession({ merchantId, transactionId }, browserEnvironment()),
    [merchantId, transactionId],
  );
  useEffect(() => {
    void session.start();
    return () => session.stop();
  }, [session]);
  const state = useStore(session.$state);
  const announcement = useStore(session.$announcement);
  const ready = state.phase === 'ready' ? state : undefined;
  const screen = ready === undefined ? routeScreen : screenForPayment(ready.payment, routeScreen);

  // Layout effects: the address bar and the merchant's colours follow in the same frame.
  useLayoutEffect(() => {
    if (screen !== routeScreen) navigate(`${widgetScreenPath(screen)}${search}`, { replace: true });
  }, [screen, routeScreen, search]);

  const theme = ready?.merchant.theme;
  useLayoutEffect(() => {
    if (theme !== undefined) applyMerchantTheme(theme);
  }, [theme]);

  // The first screen shown keeps the page's focus; later screens may take it (ScreenHeading).
  const firstScreen = useRef<WidgetScreen | undefined>(undefined);
  if (ready !== undefined && firstScreen.current === undefined) firstScreen.current = screen;
  const focusHeading = firstScreen.current !== undefined && firstScreen.current !== screen;

  const choose = useCallback((iso: CryptoCurrency) => void session.chooseCurrency(iso), [session]);
  const leave = useCallback(() => session.leave(), [session]);
  const redirectHref = `${widgetScreenPath('redirect')}${search}`;
  const goToRedirect = useCallback(() => navigate(redirectHref), [redirectHref]);

  const announcementText = announcement === null ? '' : t(announcement.key, announcement.values);
  if (ready === undefined) {
    return (
      <WidgetLayout announcement={announcementText}>
        {state.phase === 'blocked' ? (
          <MessagePage message={t(state.messageKey)} role="alert" />
        ) : (
          <MessagePage message={t('app:loading')} />
        )}
      </WidgetLayout>
    );
  }
  const screenProps: ScreenProps = { session: ready, locale, t, focusHeading };
  const header = merchantHeaderContent({ ...ready, screen, locale, t });
  return (
    <WidgetLayout
      header={header}
      announcement={announcementText}
      testModeLabel={ready.payment.test_mode ? t('widget:testMode') : undefined}
    >
      {ready.connectionLost && (
        <p className="widget-connection" role="alert">
          {t('messages:errors.serverProblem')}
        </p>
      )}
      {screen === 'home' && (
        <HomeScreen
          {...screenProps}
          onChoose={choose}
          orderSummary={header === undefined ? orderSummaryContent({ ...ready, locale, t }) : undefined}
        />
      )}
      {screen === 'payment' && <PaymentScreen {...screenProps} />}
      {screen === 'payment-detected' && <PaymentDetectedScreen {...screenProps} />}
      {screen === 'payment-success' && (
        <PaymentSuccessScreen {...screenProps} redirectHref={redirectHref} onReturn={goToRedirect} />
      )}
      {screen === 'payment-failed' && <PaymentFailedScreen {...screenProps} />}
      {screen === 'redirect' && <RedirectScreen {...screenProps} onLeave={leave} />}
    </WidgetLayout>
  );
}
