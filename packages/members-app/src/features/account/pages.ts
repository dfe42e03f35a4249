import type { PageLoader } from '../../types/page-loader.js';
import { withTexts } from '../../lib/lazy-texts.js';

/**
 * Pages of the accounts and identity feature, by route path of core's `membersAppRoutes`. Each page is its
 * own chunk, loaded when its route is entered, together with the feature's texts (`lib/lazy-texts.ts`).
 */
export const accountPages: Record<string, PageLoader> = {
  '/login': withTexts(['account'], () => import('./components/login-page.js').then((module) => module.LoginPage)),
  '/login/token': withTexts(['account'], () =>
    import('./components/login-token-page.js').then((module) => module.LoginTokenPage),
  ),
  '/register': withTexts(['account'], () =>
    import('./components/register-page.js').then((module) => module.RegisterPage),
  ),
  '/register/personal_details': withTexts(['account'], () =>
    import('./components/personal-details-page.js').then((module) => module.PersonalDetailsPage),
  ),
  '/register/address_details': withTexts(['account'], () =>
    import('./components/address-details-page.js').then((module) => module.AddressDetailsPage),
  ),
  '/verification': withTexts(['account'], () =>
    import('./components/verification-page.js').then((module) => module.VerificationPage),
  ),
  '/double-auth': withTexts(['account'], () =>
    import('./components/double-auth-page.js').then((module) => module.DoubleAuthPage),
  ),
  '/forget-password': withTexts(['account'], () =>
    import('./components/forget-password-page.js').then((module) => module.ForgetPasswordPage),
  ),
  '/change-password': withTexts(['account'], () =>
    import('./components/change-password-page.js').then((module) => module.ChangePasswordPage),
  ),
  '/onboarding': withTexts(['account'], () =>
    import('./components/onboarding-page.js').then((module) => module.OnboardingPage),
  ),
  '/onboarding/compliance': withTexts(['account'], () =>
    import('./components/compliance-page.js').then((module) => module.OnboardingCompliancePage),
  ),
  '/compliance': withTexts(['account'], () =>
    import('./components/compliance-page.js').then((module) => module.CompliancePage),
  ),
  '/profile': withTexts(['account'], () =>
    import('./components/profile/profile-page.js').then((module) => module.ProfilePage),
  ),
  '/test-mode/outbox': withTexts(['account'], () =>
    import('./components/test-outbox-page.js').then((module) => module.TestOutboxPage),
  ),
  '/operator/kyc': withTexts(['account'], () =>
    import('./components/operator-kyc-page.js').then((module) => module.OperatorKycPage),
  ),
};
