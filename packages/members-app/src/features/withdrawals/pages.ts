import type { PageLoader } from '../../types/page-loader.js';
import { withTexts } from '../../lib/lazy-texts.js';

/** Pages of the withdrawals feature, by route path of core's `membersAppRoutes`; each its own chunk with the feature's texts. */
export const withdrawalPages: Record<string, PageLoader> = {
  '/withdrawal': withTexts(['withdrawals'], () =>
    import('./components/withdrawal-page.js').then((module) => module.WithdrawalPage),
  ),
  '/withdrawal/confirm-address': withTexts(['withdrawals'], () =>
    import('./components/confirm-address-page.js').then((module) => module.ConfirmAddressPage),
  ),
  '/operator/withdrawals': withTexts(['withdrawals'], () =>
    import('./components/operator-withdrawals-page.js').then((module) => module.OperatorWithdrawalsPage),
  ),
  '/operator/payouts': withTexts(['withdrawals'], () =>
    import('./components/operator-payouts-page.js').then((module) => module.OperatorPayoutsPage),
  ),
};
