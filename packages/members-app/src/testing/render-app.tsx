import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import type { ConfigurationDetails, LocaleCode } from '@platform/core';
import { createAppI18n } from '../app/i18n.js';
import { AppProvider } from '../app/provider.js';
import { buildRoutes } from '../app/routes.js';
import { configurationQueryKey, ConfigurationUnavailableError } from '../lib/configuration.js';
import { createQueryClient } from '../lib/query-client.js';
import { useBrandStore } from '../stores/brand-store.js';
import { useLocaleStore } from '../stores/locale-store.js';

/**
 * Renders the real app (router from core's route table, providers, stores) at a URL. The brand
 * configuration (or its failure) is put in the query cache as if the configuration call had answered.
 * Texts load as in the browser: the shell's namespaces first, a page's and layout's namespaces
 * with their chunks (so a screen showing a namespace its page did not load fails the test).
 */
export interface RenderAppOptions {
  details?: ConfigurationDetails;
  /** The configuration call failed with this HTTP status. */
  configurationFailedStatus?: number;
  locale?: LocaleCode;
}

export async function renderApp(url: string, options: RenderAppOptions = {}) {
  const locale = options.locale ?? 'en';
  const i18n = await createAppI18n(locale);
  useLocaleStore.setState({ locale, i18n });
  useBrandStore.setState({ details: null });
  const queryClient = createQueryClient();
  if (options.details !== undefined) queryClient.setQueryData(configurationQueryKey, options.details);
  if (options.configurationFailedStatus !== undefined) {
    const error = new ConfigurationUnavailableError(options.configurationFailedStatus);
    await queryClient.prefetchQuery({
      queryKey: configurationQueryKey,
      queryFn: () => Promise.reject(error),
      retry: false,
    });
    queryClient.setQueryDefaults(configurationQueryKey, { retry: false, retryOnMount: false });
  }
  const router = createMemoryRouter(buildRoutes(), { initialEntries: [url] });
  const result = render(
    <AppProvider queryClient={queryClient} i18n={i18n}>
      <RouterProvider router={router} />
    </AppProvider>,
  );
  return { ...result, router };
}
