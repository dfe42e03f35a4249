import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { intlLocale } from '@platform/core';
import { createAppI18n } from './app/i18n.js';
import { AppProvider } from './app/provider.js';
import { buildRoutes } from './app/routes.js';
import { createQueryClient } from './lib/query-client.js';
import { useLocaleStore } from './stores/locale-store.js';
import './styles/tokens.css';

// Boot code lives in the bundle: the CSP forbids inline scripts.
const { locale, attach } = useLocaleStore.getState();
const i18n = createAppI18n(locale);
attach(i18n);
document.documentElement.lang = intlLocale(locale);

const root = document.getElementById('root');
if (root === null) throw new Error('index.html needs an element with id "root".');
createRoot(root).render(
  <StrictMode>
    <AppProvider queryClient={createQueryClient()} i18n={i18n}>
      <RouterProvider router={createBrowserRouter(buildRoutes())} />
    </AppProvider>
  </StrictMode>,
);
