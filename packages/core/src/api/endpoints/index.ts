import { accountEndpoints } from './account.js';
import { checkoutEndpoints } from './checkout.js';
import { merchantAreaEndpoints } from './merchant-area.js';
import { merchantWidgetEndpoints } from './merchant-widget.js';
import { operatorEndpoints } from './operator.js';
import { platformEndpoints } from './platform.js';
import { testModeEndpoints } from './test-mode.js';
import { userEndpoints } from './users.js';
import { walletEndpoints } from './wallets.js';
import { webhookEndpoints } from './webhooks.js';

export { merchantCurrenciesDetailsSchema, type MerchantCurrenciesDetails } from './merchant-widget.js';

/**
 * The API contract: every endpoint, by the name the typed client exposes it under. One file per
 * area of the product; a new endpoint starts as a row here.
 */
export const endpoints = {
  ...platformEndpoints,
  ...userEndpoints,
  ...accountEndpoints,
  ...walletEndpoints,
  ...checkoutEndpoints,
  ...merchantWidgetEndpoints,
  ...merchantAreaEndpoints,
  ...webhookEndpoints,
  ...operatorEndpoints,
  ...testModeEndpoints,
} as const;
export type Endpoints = typeof endpoints;
export type EndpointName = keyof Endpoints;
