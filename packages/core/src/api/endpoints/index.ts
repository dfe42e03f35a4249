import { accountsEndpoints } from './accounts.js';
import { chainEndpoints } from './chains.js';
import { contentEndpoints } from './content.js';
import { checkoutEndpoints } from './checkout.js';
import { identityEndpoints } from './identity.js';
import { merchantAreaEndpoints } from './merchant-area.js';
import { merchantWidgetEndpoints } from './merchant-widget.js';
import { notifyEndpoints } from './notify.js';
import { payoutEndpoints } from './payouts.js';
import { platformEndpoints } from './platform.js';
import { railsEndpoints } from './rails.js';
import { rateEndpoints } from './rates.js';
import { walletEndpoints } from './wallets.js';
import { webhookEndpoints } from './webhooks.js';
import { withdrawalEndpoints } from './withdrawals.js';

export { merchantCurrenciesDetailsSchema, type MerchantCurrenciesDetails } from './merchant-widget.js';
export { merchantWidgetRoutes, type MerchantWidgetRouteName } from './merchant-widget-routes.js';
/**
 * The row groups the guest checkout calls, for its slim client (packages/checkout/src/api): a
 * browser bundle that imports a group carries that group's schemas, not the whole table's.
 */
export { accountsEndpoints, checkoutEndpoints, identityEndpoints, rateEndpoints };

/**
 * The API contract: every endpoint, by the name the typed client exposes it under. One file per
 * server module that serves the rows (planned spec calls in the file of the issue that builds them);
 * a new endpoint starts as a row here.
 */
export const endpoints = {
  ...platformEndpoints,
  ...accountsEndpoints,
  ...identityEndpoints,
  ...walletEndpoints,
  ...rateEndpoints,
  ...chainEndpoints,
  ...contentEndpoints,
  ...notifyEndpoints,
  ...merchantWidgetEndpoints,
  ...merchantAreaEndpoints,
  ...webhookEndpoints,
  ...checkoutEndpoints,
  ...railsEndpoints,
  ...payoutEndpoints,
  ...withdrawalEndpoints,
} as const;
export type Endpoints = typeof endpoints;
export type EndpointName = keyof Endpoints;
