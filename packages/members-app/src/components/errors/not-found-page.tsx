import { useTranslation } from 'react-i18next';

/** 404 of spec §5/§8: no route matched, or the language guard refused `?lang=`. */
export function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <section className="error-page">
      <p className="error-page__status">404</p>
      <h1 className="error-page__heading">{t('messages:errors.pageNotFound')}</h1>
      <a className="error-page__home" href="/">
        {t('messages:errorPage.backHome')}
      </a>
    </section>
  );
}
