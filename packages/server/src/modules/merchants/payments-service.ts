/**
 * The payments service: one file per use case, re-exported here for the module's index and tests.
 * - create-payment.ts: POST /api/transaction and payment links (idempotent per key);
 * - select-payment-currency.ts: the customer's coin (address, rate and the 900 s window);
 * - refresh-payment.ts: the state machine moved by deposits and the clock, settlement, events;
 * - accept-late-payment.ts: the merchant accepts a payment paid late;
 * - payment-reads.ts: the payment as every call answers it; payment-events.ts: the webhook hand-off.
 */
export {
  awaitingCurrencySeconds,
  monitoringWindowSeconds,
  newPaymentId,
  sessionExpiredMessage,
  type PaymentEvent,
  type PaymentsContext,
} from './payments-context.js';
export { maxLinkExpirySeconds, minLinkExpirySeconds } from '@platform/core';
export { createPayment, type CreatePaymentInput } from './create-payment.js';
export { selectPaymentCurrency, type CoinChoice } from './select-payment-currency.js';
export { openPaymentsBatch, refreshOpenPayments, refreshPayment, type OpenPaymentsPass } from './refresh-payment.js';
export { acceptLatePayment } from './accept-late-payment.js';
export { getPayment, getVersionedPayment, type RefreshedPayment } from './payment-reads.js';
export { notify } from './payment-events.js';
