import { useTranslation } from 'react-i18next';

/** Routes whose feature belongs to a later issue say so honestly instead of showing made-up data. */
export function NotAvailablePage() {
  const { t } = useTranslation();
  return (
    <section className="not-available page-container" role="status">
      <p>{t('notAvailableYet')}</p>
    </section>
  );
}
