import { useTranslation } from 'react-i18next';

/**
 * Error page of spec §2: the status code, the heading "We're unable to find the page you're looking
 * for.", and the message, or the unknown-error text when there is none.
 */
export function ErrorPage({ statusCode = 500, message }: { statusCode?: number; message?: string | undefined }) {
  const { t } = useTranslation();
  return (
    <section className="error-page">
      <p className="error-page__status">{statusCode}</p>
      <h1 className="error-page__heading">{t('messages:errorPage.heading')}</h1>
      <p className="error-page__message">{message ?? t('messages:errorPage.unknownError')}</p>
      <a className="error-page__home" href="/">
        {t('messages:errorPage.backHome')}
      </a>
    </section>
  );
}
