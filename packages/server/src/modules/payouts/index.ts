/**
 * The payouts module's public surface (README.md): money paid out of the platform for another
 * module, by SEPA credit transfer (operator batches as ISO 20022 pain.001 files) or to a card.
 *
 * - The port (payout-port.ts): `PayoutRequest`, `PayoutRecord`, `PayoutOutcome`,
 *   `PayoutOutcomeHandler`, `RequestPayout`, and its implementation `requestPayout(db, request)`,
 *   run inside the caller's transaction.
 * - `payoutsPlugin({ outcomeHandlers })` (after `rails`) decorates `app.payouts`; every status change
 *   after the request calls the source's handler in the change's transaction.
 * - `payoutsRoutes` (under the API base): the operators' calls (debtor account, list, batches, file,
 *   sent, bank outcome, card payout status).
 * - `localizePayoutMessage`: the module's refusals in the 7 locales, for a source that shows them.
 */
export type {
  CardCreditor,
  PayoutOutcome,
  PayoutOutcomeHandler,
  PayoutRail,
  PayoutRecord,
  PayoutRequest,
  PayoutSource,
  PayoutStatus,
  RequestPayout,
  SepaCreditor,
} from './payout-port.js';
export { requestPayout } from './request-payout.js';
export { payoutsPlugin, type PayoutsPluginOptions, type PayoutsService } from './payouts-plugin.js';
export { payoutsRoutes } from './routes/payouts-routes.js';
export { localizePayoutMessage, payoutTexts } from './payouts-texts.js';
