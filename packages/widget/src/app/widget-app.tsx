import { resolveLocale, translator } from '../i18n/texts.js';
import { checkWidgetQuery } from '../guard/widget-guard.js';
import { useLocation } from '../router/location-store.js';
import { findWidgetRoute } from '../router/match-route.js';
import { WidgetLayout } from '../components/widget-layout.js';
import { MessagePage } from '../components/message-page.js';

/**
 * The widget iframe: language guard, then route match, then the widget guard (spec §4), then the
 * page. Every widget page belongs to the payment feature of a later issue, so each shows the
 * "not available yet" text rather than invented payment data.
 */
export function WidgetApp() {
  const location = useLocation();
  const language = resolveLocale(location.search, typeof document === 'undefined' ? '' : document.cookie);
  const t = translator(language.locale);
  const route = findWidgetRoute(location.pathname);
  if (!language.supported || route === undefined) {
    return (
      <WidgetLayout>
        <MessagePage message={t('messages:errors.pageNotFound')} />
      </WidgetLayout>
    );
  }
  const guard = checkWidgetQuery(location.search);
  return (
    <WidgetLayout>
      {guard.allowed ? (
        <MessagePage message={t('notAvailableYet')} role="status" />
      ) : (
        <MessagePage message={t(guard.messageKey)} role="alert" />
      )}
    </WidgetLayout>
  );
}
