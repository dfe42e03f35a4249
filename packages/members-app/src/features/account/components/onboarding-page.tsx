import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { AccountPage } from './account-page.js';

/** onboarding: the end of registration; next is identity verification or the wallets. */
export function OnboardingPage() {
  const { t } = useTranslation();
  return (
    <AccountPage title={t('account:onboarding.title')}>
      <p>{t('account:onboarding.intro')}</p>
      <p className="links">
        <Link className="button button--primary" to="/onboarding/compliance">
          {t('account:onboarding.verifyIdentity')}
        </Link>
        <Link className="button" to="/wallets">
          {t('account:onboarding.goToWallets')}
        </Link>
      </p>
    </AccountPage>
  );
}
