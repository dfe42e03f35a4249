import { useEffect, type ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useBrandStore } from '../../../stores/brand-store.js';
import { useConfiguration, ConfigurationUnavailableError } from '../../../lib/configuration.js';
import { BrandTheme } from './brand-theme.js';
import { TestModeBanner } from '../../../components/test-mode-banner.js';
import { paths } from '../../../config/paths.js';

export interface ErrorRouteState {
  statusCode: number;
  message: string;
}

/**
 * Loads the brand configuration before any branded page renders. Without it the app goes to
 * /error (spec §8 "Missing configuration goes to /error"); /error itself renders unbranded.
 */
export function ConfigurationGate({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const location = useLocation();
  const query = useConfiguration();
  const setDetails = useBrandStore((state) => state.setDetails);
  const details = useBrandStore((state) => state.details);
  useEffect(() => {
    if (query.data !== undefined) setDetails(query.data);
  }, [query.data, setDetails]);

  if (query.isError && location.pathname !== paths.error) {
    const state: ErrorRouteState = {
      statusCode: query.error instanceof ConfigurationUnavailableError ? query.error.statusCode : 500,
      message: t('errorConfigurationUnavailable'),
    };
    return <Navigate to={paths.error} replace state={state} />;
  }
  if (query.isError) return <>{children}</>;
  if (details === null) {
    return (
      <p className="app-loading" role="status">
        {t('loading')}
      </p>
    );
  }
  return (
    <>
      <BrandTheme details={details} />
      <TestModeBanner />
      {children}
    </>
  );
}
