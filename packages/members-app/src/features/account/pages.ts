import type { PageLoader } from '../../types/page-loader.js';
import { withTexts } from '../../lib/lazy-texts.js';

/**
 * Pages of the accounts and identity feature, by route path of core's `membersAppRoutes`. Each page is its
 * own chunk, loaded when its route is entered, together with the feature's texts (`lib/lazy-texts.ts`).
 */
export const accountPages: Record<string, PageLoader> = {
  '/login': withTexts(['account'], () => import('./pages/login-page.js').then((module) => module.LoginPage)),
  '/login/token': withTexts(['account'], () =>
    import('./pages/login-token-page.js').then((module) => module.LoginTokenPage),
  ),
  '/register': withTexts(['account'], () => import('./pages/register-page.js').then((module) => module.RegisterPage)),
  '/register/personal_details': withTexts(['account'], () =>
    import('./pages/personal-details-page.js').then((module) => module.PersonalDetailsPage),
  ),
  '/register/address_details': withTexts(['account'], () =>
    import('./pages/address-details-page.js').then((module) => module.AddressDetailsPage),
  ),
  '/verification': withTexts(['account'], () =>
    import('./pages/verification-page.js').then((module) => module.VerificationPage),
  ),
  '/double-auth': withTexts(['account'], () =>
    import('./pages/double-auth-page.js').then((module) => module.DoubleAuthPage),
  ),
  '/forget-password': withTexts(['account'], () =>
    import('./pages/forget-password-page.js').then((module) => module.ForgetPasswordPage),
  ),
  '/change-password': withTexts(['account'], () =>
    import('./pages/change-password-page.js').then((module) => module.ChangePasswordPage),
  ),
  '/onboarding': withTexts(['account'], () =>
    import('./pages/onboarding-page.js').then((module) => module.OnboardingPage),
  ),
  '/onboarding/compliance': withTexts(['account'], () =>
    import('./pages/compliance-page.js').then((module) => module.OnboardingCompliancePage),
  ),
  '/compliance': withTexts(['account'], () =>
    import('./pages/compliance-page.js').then((module) => module.CompliancePage),
  ),
  '/profile': withTexts(['account'], () =>
    import('./components/profile/profile-page.js').then((module) => module.ProfilePage),
  ),
  '/test-mode/outbox': withTexts(['account'], () =>
    import('./pages/test-outbox-page.js').then((module) => module.TestOutboxPage),
  ),
  '/operator/kyc': withTexts(['account'], () =>
    import('./pages/operator-kyc-page.js').then((module) => module.OperatorKycPage),
  ),
};
