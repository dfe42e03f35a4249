import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import type { ConfigurationDetails, LocaleCode } from '@platform/core';
import { createI18n } from '@platform/core/i18n/every-locale';
import { AppProvider } from '../app/provider.js';
import { createQueryClient } from '../lib/query-client.js';
import { useBrandStore } from '../stores/brand-store.js';
import { useLocaleStore } from '../stores/locale-store.js';

export interface ProviderOptions {
  /** The brand configuration put in its store, as the configuration gate would. */
  details?: ConfigurationDetails;
  locale?: LocaleCode;
}

/** Renders `element` with the app's providers (query cache, every text in `locale`, default en). */
export function renderWithProviders(element: ReactElement, options: ProviderOptions = {}) {
  const locale = options.locale ?? 'en';
  const i18n = createI18n(locale);
  useLocaleStore.setState({ locale, i18n });
  if (options.details !== undefined) useBrandStore.setState({ details: options.details });
  const queryClient = createQueryClient();
  const result = render(
    <AppProvider queryClient={queryClient} i18n={i18n}>
      {element}
    </AppProvider>,
  );
  return { ...result, queryClient };
}
