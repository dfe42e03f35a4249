import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { useBrandConfiguration } from '../../../lib/use-brand-configuration.js';
import { BrandLogo } from '../../../components/brand-logo.js';
import '../public.css';

/**
 * The brand's maintenance page (spec §2 "Maintenance: optional slug, nested optional slug"):
 * `/maintenance`, `/maintenance/:slug` and `/maintenance/:slug/:nested` all show it; a slug names
 * the section that is down (e.g. /maintenance/wallets/deposit → "Unavailable: wallets / deposit").
 * The server answers these paths 200 and `noindex` is not needed: robots.txt does not list them.
 */
export function MaintenancePage() {
  const { t } = useTranslation('public');
  const configuration = useBrandConfiguration();
  const { slug, nested } = useParams();
  const section = [slug, nested].filter((part): part is string => part !== undefined && part !== '').join(' / ');
  return (
    <section className="maintenance-page" aria-labelledby="maintenance-title">
      <BrandLogo configuration={configuration} variant="default" />
      <h1 id="maintenance-title">{t('maintenance.title')}</h1>
      <p>{t('maintenance.text', { brand: configuration.label_name })}</p>
      {section !== '' && <p className="muted">{t('maintenance.section', { section })}</p>}
      <p>
        <Link to="/">{t('maintenance.home')}</Link>
      </p>
    </section>
  );
}
