import { useTranslation } from 'react-i18next';

/**
 * 403: a signed-in user opened a page their permissions do not open (spec §6, e.g. a merchant
 * page without fiat_withdrawals). The server answers a direct load of it with HTTP 403 too. Shown
 * inside pages, whose loaders load the shared `ui` texts (so the iframes' bundles do not carry them).
 */
export function ForbiddenPage() {
  const { t } = useTranslation();
  return (
    <section className="error-page">
      <p className="error-page__status">403</p>
      <h1 className="error-page__heading">{t('ui:forbiddenTitle')}</h1>
      <p className="error-page__message">{t('ui:forbiddenMessage')}</p>
      <a className="error-page__home" href="/">
        {t('messages:errorPage.backHome')}
      </a>
    </section>
  );
}
