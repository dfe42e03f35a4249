/**
 * The rails module's public surface: the payment rails of the guest checkout (README.md).
 *
 * - `railsPlugin` (after the checkout plugin, whose `app.checkoutOrders` it calls) decorates
 *   `app.rails`: the card processor (the sandbox PSP in test mode; `useCardPsp(adapter)` plugs in a
 *   live one), and the contexts of the card and bank services.
 * - `railsRoutes` (under the API base): POST /paynet/deposit, /paynet/wirePreAuth,
 *   /paynet/wirePreAuthStatus/{id}, GET /users/getUserCards, POST /users/checkout/register,
 *   GET /verify/checkVerify/{id}, GET /verify/id/{orderId}, the operators' checkout bank lines and
 *   queue, and (test mode) the sandbox 3-D Secure and bank pages.
 * - Flow variants of accounts' PATCH /verify/resetMobileCode/{id} and POST /verify/resend:
 *   `resetBuyerMobile`, `resendBuyerCode` (accounts calls them for a checkout id).
 */
export { railsPlugin, processingUrl, type RailsPluginOptions, type RailsService } from './rails-plugin.js';
export { railsRoutes, type RailsRoutesOptions } from './routes/rails-routes.js';
export { railsEnvShape, toRailsEnv, type RailsEnv } from './rails-env.js';
export type {
  CardPsp,
  CardDetails,
  CardToken,
  AuthorizeResult,
  PspPaymentState,
  PspWebhookEvent,
  DeclineCode,
} from './card/card-psp.js';
export { sandboxTestCards } from './card/sandbox-psp.js';
export { resetBuyerMobile, resendBuyerCode } from './verify/flow-verification.js';
/** The cards a user paid with (GET /users/getUserCards), for card payouts of the withdrawals module. */
export { listUserCards } from './card/saved-cards.js';
