import { Outlet, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { FlowLayout as CheckoutFlowLayout, flowStepOf } from '@platform/checkout';
import { useLocaleStore } from '../../stores/locale-store.js';
import { useBrandConfiguration } from '../../lib/use-brand-configuration.js';

/** Flow layout of spec §2, shared with the checkout iframe (header, stepper, footer). */
export function FlowLayout() {
  const configuration = useBrandConfiguration();
  const { t } = useTranslation();
  const locale = useLocaleStore((state) => state.locale);
  const { pathname } = useLocation();
  return (
    <CheckoutFlowLayout configuration={configuration} locale={locale} t={t} activeStep={flowStepOf(pathname)}>
      <Outlet />
    </CheckoutFlowLayout>
  );
}
