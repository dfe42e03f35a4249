import { renderScreen, type RenderScreenOptions } from '../../../testing/render-screen.js';
import { ConfirmAddressPage } from '../components/confirm-address-page.js';
import { OperatorPayoutsPage } from '../components/operator-payouts-page.js';
import { OperatorWithdrawalsPage } from '../components/operator-withdrawals-page.js';
import { WithdrawalPage } from '../components/withdrawal-page.js';

/** Renders the withdrawals screens at a URL (see `renderScreen`). */
export function renderWithdrawalScreen(url: string, options: RenderScreenOptions) {
  return renderScreen(
    url,
    {
      '/withdrawal': WithdrawalPage,
      '/withdrawal/confirm-address': ConfirmAddressPage,
      '/operator/withdrawals': OperatorWithdrawalsPage,
      '/operator/payouts': OperatorPayoutsPage,
    },
    options,
  );
}
