/**
 * The merchants module (issue 6): merchants and API keys (075_merchants.sql), payments with their
 * BTCPay-style state machine (076_merchant_payments.sql, payment-state.ts), settlement to the
 * merchant's wallet net of fees through the ledger with settlement records (082), settlement info
 * (081), payouts to the settlement bank account (083), refunds through the chains module's sends
 * (084), payment links with an expiry and emailed links (085), the dashboard sums of spec §4, live
 * status over Server-Sent Events, and the spec §7 "Merchant widget" calls under the merchant base.
 * README.md documents the choices.
 */
import type { CryptoCurrency } from '@platform/core';
import type { Env } from '../../config/env.js';
import type { PaymentsContext } from './payments-service.js';

export { merchantsPlugin, type MerchantsPluginOptions, type MerchantsService } from './merchants-plugin.js';
export { merchantsEnvShape, toMerchantsEnv, type MerchantsEnv } from './merchants-env.js';
export { merchantApiGuard, type MerchantApiGuardOptions } from './merchant-api-guard.js';
export { embedFrameAncestors } from './embed-frame-ancestors.js';
export { merchantApiRoutes } from './merchant-api-routes.js';
export { merchantAreaRoutes } from './merchant-area-routes.js';
export { findMerchant, findMerchantByUser, merchantIdPattern, type MerchantRecord } from './merchant-repository.js';
export { createMerchant, storeMerchantKeys, type NewMerchant } from './create-merchant.js';
export { rotateMerchantKeys, authenticateMerchantKey, listMerchantKeys, type MerchantKeyPair } from './api-keys.js';
export {
  createPayment,
  selectPaymentCurrency,
  getPayment,
  refreshPayment,
  acceptLatePayment,
  type PaymentEvent,
  type PaymentsContext,
} from './payments-service.js';
export { nextPaymentState } from './payment-state.js';
export { settleCardSale, CardSaleConflictError, type CardSale } from './card-sales.js';
export { requestRefund, progressRefund, progressOpenRefunds } from './refunds.js';
export { requestPayout, settlePayout } from './payouts.js';
export { merchantSummary } from './summary.js';

/** The payments context from the environment: confirmations as the chains module applies them. */
export function paymentsContextOptions(env: Env): Omit<PaymentsContext, 'database'> {
  const chains = env.chains;
  const hasNode = (coin: CryptoCurrency) => {
    if (coin === 'ETH' || coin === 'USDT' || coin === 'USDC') return chains.eth !== undefined;
    return chains.utxoNodes[coin] !== undefined;
  };
  return {
    network: env.wallets.depositNetwork,
    testMode: env.testMode,
    requiredConfirmations: (coin) =>
      chains.simulated && !hasNode(coin) ? chains.simConfirmations : chains.confirmations[coin],
    moneyRateMaxAgeMs: env.rates.moneyMaxAgeMs ?? 120_000,
    tokenContracts: {
      ...(chains.eth?.usdtContract === undefined ? {} : { USDT: chains.eth.usdtContract }),
      ...(chains.eth?.usdcContract === undefined ? {} : { USDC: chains.eth.usdcContract }),
    },
    publicUrl: env.publicUrl,
    maxOpenPaymentsPerMerchant: env.merchants.maxOpenPaymentsPerMerchant,
    now: () => new Date(),
  };
}
