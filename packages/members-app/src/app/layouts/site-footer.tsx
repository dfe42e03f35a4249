import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { contentPageHref, type Configuration, type ContentPageSlug } from '@platform/core';
import './site-footer.css';

/** The footer's content pages (issue 18), with the key of their label. */
const helpLinks: readonly [ContentPageSlug, string][] = [
  ['support', 'footerSupport'],
  ['knowledge-base', 'footerKnowledgeBase'],
  ['identity-verification', 'footerIdentityVerification'],
  ['blog', 'footerBlog'],
  ['about', 'footerAbout'],
  ['contact', 'footerContact'],
];
const legalLinks: readonly [ContentPageSlug, string][] = [
  ['terms', 'footerTerms'],
  ['privacy', 'footerPrivacy'],
  ['refund-policy', 'footerRefund'],
  ['aml-kyc', 'footerAml'],
];

/** A content page's link: the brand's own URL when its configuration sets one (spec §3), else the app's page. */
function FooterLink({
  configuration,
  slug,
  label,
}: {
  configuration: Configuration;
  slug: ContentPageSlug;
  label: string;
}) {
  const href = contentPageHref(configuration, slug);
  return href.startsWith('/') ? (
    <Link to={href}>{label}</Link>
  ) : (
    <a href={href} rel="noopener">
      {label}
    </a>
  );
}

/** Footer of the home and members layouts: company line, the content pages and the brand's legal links. */
export function SiteFooter({ configuration }: { configuration: Configuration }) {
  const { t } = useTranslation();
  return (
    <footer className="site-footer">
      <p className="site-footer__company">
        © {new Date().getFullYear()} {configuration.company_name || configuration.label_name} {t('footerRights')}
      </p>
      {[helpLinks, legalLinks].map((links, index) => (
        <ul key={index} className="site-footer__links">
          {links.map(([slug, key]) => (
            <li key={slug}>
              <FooterLink configuration={configuration} slug={slug} label={t(key)} />
            </li>
          ))}
        </ul>
      ))}
      {configuration.support_email !== '' && (
        <p className="site-footer__support">
          <a href={`mailto:${configuration.support_email}`}>{configuration.support_email}</a>
        </p>
      )}
    </footer>
  );
}
