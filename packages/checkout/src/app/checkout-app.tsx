import { resolveLocale, useTranslator } from '../i18n/texts.js';
import { useLocation } from '../router/location-store.js';
import { findFlowRoute } from '../router/match-route.js';
import { useConfiguration } from '../config/use-configuration.js';
import { FlowLayout } from '../components/flow-layout.js';
import { flowStepOf } from '../components/flow-steps.js';

/**
 * The guest checkout iframe: brand configuration, language guard, route match, then the page under
 * the flow layout. The checkout steps themselves are a later issue, so each page says so honestly.
 * Nothing shows until the texts of the page's language are loaded (main.tsx starts loading them first).
 */
export function CheckoutApp() {
  const location = useLocation();
  const configuration = useConfiguration();
  const language = resolveLocale(location.search, typeof document === 'undefined' ? '' : document.cookie);
  const t = useTranslator(language.locale);
  if (t === null) return null;
  if (configuration === undefined) return <p className="flow-message">{t('loading')}</p>;
  if ('error' in configuration) {
    return (
      <p className="flow-message" role="alert">
        {t('errorConfigurationUnavailable')}
      </p>
    );
  }
  const route = findFlowRoute(location.pathname);
  const found = language.supported && route !== undefined;
  return (
    <FlowLayout
      configuration={configuration.data.module}
      locale={language.locale}
      t={t}
      activeStep={flowStepOf(location.pathname)}
    >
      <p className="flow-message" role={found ? 'status' : undefined}>
        {found ? t('notAvailableYet') : t('messages:errors.pageNotFound')}
      </p>
    </FlowLayout>
  );
}
