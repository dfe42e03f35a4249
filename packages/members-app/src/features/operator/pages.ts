import type { PageLoader } from '../../types/page-loader.js';
import { withTexts } from '../../lib/lazy-texts.js';

/**
 * The operators' checkout screens (beyond the spec, operator role only), by route path of core's
 * `membersAppRoutes`: an order's refund, and the delivery queue. Their texts are in the `account`
 * namespace (`checkoutOperator`), beside the KYC reviewer's.
 */
export const operatorPages: Record<string, PageLoader> = {
  '/operator/checkout/orders': withTexts(['account'], () =>
    import('./components/checkout-orders-page.js').then((module) => module.CheckoutOrdersPage),
  ),
  '/operator/checkout/deliveries': withTexts(['account'], () =>
    import('./components/checkout-deliveries-page.js').then((module) => module.CheckoutDeliveriesPage),
  ),
};
