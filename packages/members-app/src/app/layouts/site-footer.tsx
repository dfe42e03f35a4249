import { useTranslation } from 'react-i18next';
import type { Configuration } from '@platform/core';
import './site-footer.css';

/** Footer of the home and members layouts: company line and the brand's legal links. */
export function SiteFooter({ configuration }: { configuration: Configuration }) {
  const { t } = useTranslation();
  const links = [
    { url: configuration.terms_url, label: t('footerTerms') },
    { url: configuration.privacy_url, label: t('footerPrivacy') },
    { url: configuration.refund_url, label: t('footerRefund') },
    { url: configuration.aml_url, label: t('footerAml') },
  ].filter((link) => link.url !== '');
  return (
    <footer className="site-footer">
      <p className="site-footer__company">
        © {new Date().getFullYear()} {configuration.company_name || configuration.label_name} {t('footerRights')}
      </p>
      {links.length > 0 && (
        <ul className="site-footer__links">
          {links.map((link) => (
            <li key={link.url}>
              <a href={link.url} rel="noopener">
                {link.label}
              </a>
            </li>
          ))}
        </ul>
      )}
      {configuration.support_email !== '' && (
        <p className="site-footer__support">
          <a href={`mailto:${configuration.support_email}`}>{configuration.support_email}</a>
        </p>
      )}
    </footer>
  );
}
