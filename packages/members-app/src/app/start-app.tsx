import { StrictMode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { createBrowserRouter, RouterProvider, type RouteObject } from 'react-router';
import { intlLocale, resolveLocale } from '@platform/core';
import { createQueryClient } from '../lib/query-client.js';
import { useLocaleStore } from '../stores/locale-store.js';
import { createAppI18n } from './i18n.js';
import { AppProvider } from './provider.js';
import { buildRoutes } from './routes.js';

export interface StartOptions {
  /** The page's address query and cookies (main.tsx passes the document's). */
  search: string;
  cookie: string;
  createRouter?: (routes: RouteObject[]) => ReturnType<typeof createBrowserRouter>;
  queryClient?: ReturnType<typeof createQueryClient>;
}

/**
 * Boots the app into `root`. The page's language is a supported ?lang= (which the language guard
 * would switch to at once), else the locale cookie; its texts, unless English, are a chunk, and the
 * first render waits for it so no text shows in English first. Nothing else waits on that chunk or
 * delays it: it is the first thing the app asks for.
 */
export async function startApp(root: HTMLElement, options: StartOptions): Promise<Root> {
  const requested = resolveLocale(options.search, options.cookie);
  // An unsupported ?lang= is the language guard's 404 page, shown in the cookie's language.
  const { locale } = requested.supported ? requested : resolveLocale('', options.cookie);
  const i18n = await createAppI18n(locale);
  const store = useLocaleStore.getState();
  store.attach(i18n);
  if (store.locale !== locale) store.setLocale(locale);
  document.documentElement.lang = intlLocale(locale);
  const router = (options.createRouter ?? createBrowserRouter)(buildRoutes());
  const reactRoot = createRoot(root);
  reactRoot.render(
    <StrictMode>
      <AppProvider queryClient={options.queryClient ?? createQueryClient()} i18n={i18n}>
        <RouterProvider router={router} />
      </AppProvider>
    </StrictMode>,
  );
  return reactRoot;
}
