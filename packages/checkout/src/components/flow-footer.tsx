import type { Configuration, LocaleCode } from '@platform/core';
import type { Translate } from '../i18n/texts.js';

type FooterConfiguration = Pick<Configuration, 'disclaimer' | 'company_name' | 'terms_url' | 'privacy_url'> &
  Partial<Record<`disclaimer_${LocaleCode}`, string | undefined>>;

/** Spec §2 flow footer: the per-locale `disclaimer_{locale}` wins over the general disclaimer. */
export function flowDisclaimer(configuration: FooterConfiguration, locale: LocaleCode): string {
  const perLocale = configuration[`disclaimer_${locale}`];
  return perLocale !== undefined && perLocale.trim() !== '' ? perLocale : configuration.disclaimer;
}

/** Flow footer of spec §2: disclaimer, company line, terms and privacy links. */
export function FlowFooter(props: {
  configuration: FooterConfiguration;
  locale: LocaleCode;
  t: Translate;
  year: number;
}) {
  const { configuration, locale, t, year } = props;
  const disclaimer = flowDisclaimer(configuration, locale);
  return (
    <footer className="flow-footer">
      {disclaimer !== '' && <p className="flow-footer__disclaimer">{disclaimer}</p>}
      <p className="flow-footer__company">
        © {year} {configuration.company_name} {t('footerRights')}
      </p>
      <p className="flow-footer__links">
        {configuration.terms_url !== '' && (
          <a href={configuration.terms_url} target="_blank" rel="noopener noreferrer">
            {t('footerTerms')}
          </a>
        )}
        {configuration.privacy_url !== '' && (
          <a href={configuration.privacy_url} target="_blank" rel="noopener noreferrer">
            {t('footerPrivacy')}
          </a>
        )}
      </p>
    </footer>
  );
}
