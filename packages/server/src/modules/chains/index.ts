/**
 * The chains module (issue 5): deposit detection and sending against real nodes, and test mode's
 * simulated chain. Migration 060_chains.sql; README.md in this folder documents states and paths.
 *
 * - Sources (chain-source.ts) behind one interface per chain family: UTXO over Bitcoin
 *   Core-compatible JSON-RPC (block and mempool scan), EVM over JSON-RPC (block transactions and
 *   ERC-20 Transfer logs), the simulated chain (database-backed, mined in process).
 * - The deposit watcher: restart-safe cursor, reorganisations by block hash, replaced transactions,
 *   confirmations per coin, dust, crediting exactly once (ledger transfer id = deposit id), reversal
 *   of a credit whose transaction left the chain (rev_<deposit id>) with an operator alert.
 * - Sending: send requests against ledger holds, UTXO through the node wallet and EVM through a
 *   hot-wallet key with database nonces (a nonce the node refused is handed out again: no gap);
 *   retries never pay twice. Gas of the platform's own EVM transactions is booked (network_fee).
 * - The user sees each deposit in their transactions list from detection (pending, n of N
 *   confirmations, txid) to credit (completed) or cancelation; credit queues deposit_received.
 * - Sweeping in live mode signs through an external deposit signer over HTTP (signer/).
 */
export { chainsPlugin, sweepSigner, type ChainsPluginOptions, type ChainsService } from './chains-plugin.js';
export { chainTestModeRoutes, type ChainTestModeRoutesOptions } from './test-mode-routes.js';
export { chainOperatorRoutes } from './operator-routes.js';
export { chainsEnvShape, toChainsEnv, type ChainsEnv } from './chains-env.js';
export {
  defaultConfirmations,
  defaultDustBaseUnits,
  watchedChains,
  type ChainBlock,
  type ChainPayment,
  type ChainSource,
  type WatchedChain,
} from './chain-source.js';
export {
  createDepositWatcher,
  reversalTransferId,
  type CreditedDeposit,
  type DepositEvent,
  type DepositWatcher,
  type DepositWatcherOptions,
} from './deposit-watcher.js';
export { createJsonRpcClient, JsonRpcError, type JsonRpcClient } from './json-rpc.js';
export { createUtxoSource } from './sources/utxo-source.js';
export { createEvmSource, type EvmToken } from './sources/evm-source.js';
export { createSimulatedChain, type SimulatedChain } from './sources/simulated-chain.js';
export { depositReceivedNotifier } from './deposit-notifications.js';
export { listPaymentDeposits, type PaymentDeposit } from './payment-deposits.js';
export type { DepositSigner, SweepSigningRequest } from './sending/deposit-keys.js';
export { createHttpDepositSigner, DepositSignerError } from './signer/http-deposit-signer.js';
export { startDepositSigner, type DepositSignerSettings } from './signer/deposit-signer-server.js';
export { gasFeeTransferId } from './sending/gas-fees.js';
export { createSendRequest, findSend, type NewSend, type SendRecord } from './sending/send-requests.js';
