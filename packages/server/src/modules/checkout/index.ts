/**
 * The checkout module (issue 16): the guest checkout's quotes (a rate locked for 180 s), orders and
 * their state machine (core's rules/checkout-order.ts) with every transition recorded, coupons,
 * limits, flow tokens and the spec §7 checkout calls. README.md documents the choices.
 *
 * - `checkoutPlugin` decorates `app.checkoutOrders` (orders-port.ts: what the payment rails call),
 *   `app.checkoutFlow` (flow tokens, the code sender) and `app.checkout`.
 * - `checkoutRoutes` (under the API base).
 */
export { checkoutPlugin, type CheckoutPluginOptions, type CheckoutService } from './checkout-plugin.js';
export { checkoutRoutes, type CheckoutRoutesOptions } from './checkout-routes.js';
export type {
  ApplyPaymentEventInput,
  CheckoutCodeSender,
  CheckoutFlowAuth,
  CheckoutOrders,
  CheckoutOrderView,
  PaymentEvent,
  PaymentRail,
  StartedRefund,
  StartRefundInput,
} from './orders-port.js';
export { flowTokenCookieName } from './flow-tokens.js';
export { testModeCoupons } from './coupons.js';
export { seedTestModeLiquidity, testModeLiquidity } from './liquidity.js';
export { checkoutErrorHandler, translateCheckoutMessage, checkoutTexts } from './checkout-texts.js';
