import { resolveLocale, useTranslator } from '../i18n/texts.js';
import { checkWidgetQuery } from '../guard/widget-guard.js';
import { useLocation } from '../router/location-store.js';
import { findWidgetRoute } from '../router/match-route.js';
import { screenOfRoutePath } from '../router/widget-screens.js';
import { WidgetLayout } from '../components/widget-layout.js';
import { MessagePage } from '../components/message-page.js';
import { PaymentRoot } from './payment-root.js';

/**
 * The widget iframe: language guard, then route match, then the widget guard's query check
 * (spec §4), then the payment (whose lookup completes the guard). Nothing shows until the texts
 * of the page's language are loaded (main.tsx starts loading them before the first render).
 */
export function WidgetApp() {
  const location = useLocation();
  const language = resolveLocale(location.search, typeof document === 'undefined' ? '' : document.cookie);
  const t = useTranslator(language.locale);
  if (t === null) return null;
  const route = findWidgetRoute(location.pathname);
  const screen = route === undefined ? undefined : screenOfRoutePath(route.path);
  if (!language.supported || screen === undefined) {
    return (
      <WidgetLayout>
        <MessagePage message={t('messages:errors.pageNotFound')} />
      </WidgetLayout>
    );
  }
  const guard = checkWidgetQuery(location.search);
  if (!guard.allowed) {
    return (
      <WidgetLayout>
        <MessagePage message={t(guard.messageKey)} role="alert" />
      </WidgetLayout>
    );
  }
  return (
    <PaymentRoot
      ids={{ merchantId: guard.merchantId, transactionId: guard.transactionId }}
      routeScreen={screen}
      search={location.search}
      locale={language.locale}
      t={t}
    />
  );
}
