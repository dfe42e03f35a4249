/**
 * The withdrawals module (issue 17): the address book (beneficiaries confirmed by an emailed link,
 * usable after a waiting period), POST /transactions/withdrawal for crypto and fiat with holds in
 * the ledger, idempotency by client_id, limits per KYC level and currency in EUR, the withdrawal
 * OTP, operator approvals (maker-checker), the travel rule, and the emails of every step.
 * Migration 100_withdrawals.sql; README.md in this folder documents states, money and choices.
 *
 * - `withdrawalsPlugin` decorates `app.withdrawals` ({ context, advance, payoutOutcomeHandler }),
 *   plugs POST /verify/verifyOTP {type: 'withdrawal'} into accounts and, in worker roles, runs the
 *   job that follows crypto sends (txid, confirmations, completed or failed).
 * - `withdrawalsRoutes`: every withdrawals row of core's contract (endpoints/withdrawals.ts).
 * - `withdrawalPayoutHandler`: the payouts module's outcome handler for source 'withdrawal'
 *   (app.withdrawals.payoutOutcomeHandler is the app's instance).
 */
export {
  withdrawalsPlugin,
  withdrawalsRoutes,
  type WithdrawalsPluginOptions,
  type WithdrawalsService,
} from './withdrawals-plugin.js';
export { withdrawalsEnvShape, toWithdrawalsEnv, type WithdrawalsEnv } from './withdrawals-env.js';
export { withdrawalPayoutHandler, advanceWithdrawals } from './withdrawal-progress.js';
export { evmContractCheck, type ContractCheck } from './destination-checks.js';
