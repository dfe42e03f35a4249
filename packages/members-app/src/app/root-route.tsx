import { lazy, Suspense } from 'react';
import { Outlet } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ErrorLayout } from '../components/layouts/error-layout.js';
import { NotFoundPage } from '../components/errors/not-found-page.js';
import { LanguageGuard } from '../features/locale/components/language-guard.js';
import { ConfigurationGate } from '../features/brand/components/configuration-gate.js';
import { useBrandStore } from '../stores/brand-store.js';

/**
 * The brand's chat widgets, a chunk of their own loaded only when the brand has chat scripts: they
 * need the session (the user's id and names), which the entry does not carry (budgets.json).
 */
const ChatWidgets = lazy(() =>
  import('../features/chat/components/chat-widgets.js').then((module) => ({ default: module.ChatWidgets })),
);

function BrandChat() {
  const scripts = useBrandStore((state) => state.details?.module.chat_scripts);
  if (scripts === undefined || scripts.length === 0) return null;
  return (
    <Suspense fallback={null}>
      <ChatWidgets />
    </Suspense>
  );
}

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
        <BrandChat />
        <Outlet />
      </ConfigurationGate>
    </LanguageGuard>
  );
}
