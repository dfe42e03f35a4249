import { Outlet } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ErrorLayout } from '../components/layouts/error-layout.js';
import { NotFoundPage } from '../components/errors/not-found-page.js';
import { LanguageGuard } from '../features/locale/components/language-guard.js';
import { ConfigurationGate } from '../features/brand/components/configuration-gate.js';
import { ChatWidgets } from '../features/chat/components/chat-widgets.js';

/** Shown while the first route area's code loads. */
export function RootLoading() {
  const { t } = useTranslation();
  return (
    <p className="app-loading" role="status">
      {t('loading')}
    </p>
  );
}

export function NotFoundRoute() {
  return (
    <ErrorLayout>
      <NotFoundPage />
    </ErrorLayout>
  );
}

/** Every page: the language guard first (a bad ?lang= is a 404), then the brand configuration (and its chat widgets). */
export function RootRoute() {
  return (
    <LanguageGuard notFound={<NotFoundRoute />}>
      <ConfigurationGate>
        <ChatWidgets />
        <Outlet />
      </ConfigurationGate>
    </LanguageGuard>
  );
}
