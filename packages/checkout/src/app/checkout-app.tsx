import { lazy, Suspense, useEffect, useMemo, type ComponentType } from 'react';
import { useStore } from '@nanostores/preact';
import { createFlowClient, type FlowClient } from '../api/flow-client.js';
import { resolveLocale, useTranslator } from '../i18n/texts.js';
import { navigate, useLocation } from '../router/location-store.js';
import { findFlowRoute } from '../router/match-route.js';
import { useConfiguration } from '../config/use-configuration.js';
import type { ConfigurationResult } from '../config/load-configuration.js';
import { FlowLayout } from '../components/flow-layout.js';
import { flowStepOf } from '../components/flow-steps.js';
import { emitCheckoutEvent } from '../events/checkout-events.js';
import { readFlowToken } from '../flow/flow-token.js';
import { closeIfReturnedPopup } from '../flow/hosted-page.js';
import { $gate, enterFlowPage, flowPath } from '../stores/flow-store.js';
import type { ScreenProps } from '../screens/screen-props.js';
import { BuyScreen } from '../screens/buy-screen.js';

// The first step is in the entry; the later ones load together with the first of them.
const later = () => import('../screens/later-steps.js');
const step = (pick: (module: Awaited<ReturnType<typeof later>>) => ComponentType<ScreenProps>) =>
  lazy(() => later().then((module) => ({ default: pick(module) })));
const screens: Record<string, ComponentType<ScreenProps>> = {
  '/': BuyScreen,
  '/buy': BuyScreen,
  '/buy/widget': BuyScreen,
  '/test': BuyScreen,
  '/details': step((module) => module.DetailsScreen),
  '/payment': step((module) => module.PaymentScreen),
  '/wire': step((module) => module.WireScreen),
  '/online_banking': step((module) => module.OnlineBankingScreen),
  '/processing': step((module) => (props) => <module.WaitingScreen {...props} kind="processing" />),
  '/review': step((module) => (props) => <module.WaitingScreen {...props} kind="review" />),
  '/compliance': step((module) => module.ComplianceScreen),
  '/kyc': step((module) => module.KycScreen),
  '/invoice': step((module) => module.InvoiceScreen),
};

const navigation = { push: (to: string) => navigate(to), replace: (to: string) => navigate(to, { replace: true }) };

export interface CheckoutAppProps {
  /** The configuration call main.tsx started before the first render. */
  configuration?: Promise<ConfigurationResult>;
  /** Tests pass a client over a fake server; the page builds one over fetch and the configured API base. */
  client?: FlowClient;
}

/**
 * The guest checkout iframe: brand configuration, language guard, route match, the flow gate (spec
 * §4) for the page, then its screen under the flow layout. Nothing shows until the texts of the
 * page's language are loaded (main.tsx starts loading them first).
 */
export function CheckoutApp(props: CheckoutAppProps) {
  const location = useLocation();
  const configuration = useConfiguration(props.configuration);
  const language = resolveLocale(location.search, typeof document === 'undefined' ? '' : document.cookie);
  const t = useTranslator(language.locale);
  const gate = useStore($gate);
  const details = configuration !== undefined && 'data' in configuration ? configuration.data : undefined;
  const client = useMemo(
    () =>
      props.client ??
      (details === undefined
        ? undefined
        : createFlowClient({
            fetch: (url, init) => fetch(url, init),
            apiBase: details.module.api,
            merchantApiBase: details.module.mapi,
            getToken: () => readFlowToken(),
          })),
    [props.client, details],
  );
  const route = findFlowRoute(location.pathname);
  const path = flowPath(location.pathname);
  const Screen = route === undefined ? undefined : screens[path];

  useEffect(() => {
    if (client === undefined || Screen === undefined) return;
    // Back from the 3-D Secure page with a decline: the card form, with its reason (before the gate
    // would send an unpaid card checkout there without it).
    const query = new URLSearchParams(location.search);
    if (path === '/processing' && closeIfReturnedPopup()) return; // the popup of a hosted page: done
    if (path === '/processing' && query.get('payment') === 'declined') {
      navigation.replace(`/flow/payment?declined=${encodeURIComponent(query.get('code') ?? 'generic_decline')}`);
      return;
    }
    void enterFlowPage(client, location.pathname, navigation);
  }, [client, Screen, location.pathname, location.search, path]);
  useEffect(() => {
    if (configuration !== undefined && 'error' in configuration) {
      emitCheckoutEvent('error', { code: 'unavailable', message: 'The checkout could not load its configuration.' });
    }
  }, [configuration]);

  if (t === null) return null;
  if (configuration === undefined)
    return (
      <p className="flow-message" role="status">
        {t('loading')}
      </p>
    );
  if ('error' in configuration) {
    return (
      <p className="flow-message" role="alert">
        {t('errorConfigurationUnavailable')}
      </p>
    );
  }
  const found = language.supported && Screen !== undefined && client !== undefined;
  const ready = gate.status === 'ready' && gate.path === location.pathname;
  return (
    <FlowLayout
      configuration={configuration.data.module}
      locale={language.locale}
      t={t}
      activeStep={flowStepOf(location.pathname)}
    >
      {configuration.data.test_mode && <p className="flow-test-mode">{t('testModeNote')}</p>}
      {!found ? (
        <p className="flow-message" role="alert">
          {t('messages:errors.pageNotFound')}
        </p>
      ) : !ready ? (
        <p className="flow-message" role="status">
          {t('loading')}
        </p>
      ) : (
        <Suspense
          fallback={
            <p className="flow-message" role="status">
              {t('loading')}
            </p>
          }
        >
          <Screen
            key={location.pathname}
            client={client}
            t={t}
            locale={language.locale}
            configuration={configuration.data.module}
            testMode={configuration.data.test_mode}
            path={path}
            search={location.search}
            session={gate.status === 'ready' ? gate.session : undefined}
            navigation={navigation}
          />
        </Suspense>
      )}
    </FlowLayout>
  );
}
