import { endpoints, parseAmount, toDecimalString } from '@platform/core';
import { depositCoins, validateAddress, type ChainNetwork, type DepositCoin } from '@platform/core/addresses';
import type { FastifyPluginAsync } from 'fastify';
import type { Queryable } from '../../db/database.js';
import { DomainError } from '../../errors/domain-error.js';
import { serve } from '../../http/serve.js';
import { assertWithinTestModeCallLimit, assertWithinTestModeDayLimit } from '../../lib/test-mode-limits.js';
import type { WatchedChain } from './chain-source.js';
import { defaultSimulatedSendFailure, setSimulatedSendFailure } from './sending/simulated-send-failures.js';

export const testPaymentMessages = {
  currency: 'Choose one of BTC, LTC, BCH, ETH, USDT, USDC.',
  amount: 'Enter an amount greater than zero with at most the currency’s decimals.',
  address: {
    invalid_format: 'This is not an address of this currency.',
    invalid_checksum: 'This address has a typo (its checksum does not match).',
    wrong_network: 'This address belongs to another network.',
    wrong_coin: 'This address belongs to another currency.',
    unsupported_witness_version: 'This address type is not supported.',
  } as Record<string, string>,
  realNode: 'This currency runs on a real node in this installation: pay it from the node’s wallet.',
} as const;

const chainOf = (coin: DepositCoin): WatchedChain => (coin === 'USDT' || coin === 'USDC' ? 'ETH' : coin);

export interface ChainTestModeRoutesOptions {
  network: ChainNetwork;
}

/**
 * A test payment checked: a supported coin, a positive amount within the per-call cap (core's
 * testModeDepositLimits), an address of that coin and network.
 */
export function checkTestPayment(
  input: { address: string; amount: string; currency: string },
  network: ChainNetwork,
): { coin: DepositCoin; amountBaseUnits: bigint; address: string } {
  if (!(depositCoins as readonly string[]).includes(input.currency)) {
    throw new DomainError('validation_failed', { currency: testPaymentMessages.currency });
  }
  const coin = input.currency as DepositCoin;
  const parsed = parseAmount(coin, input.amount);
  if (!parsed.ok || parsed.value <= 0n)
    throw new DomainError('validation_failed', { amount: testPaymentMessages.amount });
  assertWithinTestModeCallLimit('test payment', coin, parsed.value);
  const checked = validateAddress({ coin, network, address: input.address });
  if (!checked.ok) {
    throw new DomainError('validation_failed', {
      address: testPaymentMessages.address[checked.error] ?? testPaymentMessages.address['invalid_format']!,
    });
  }
  return { coin, amountBaseUnits: parsed.value, address: checked.normalized };
}

/**
 * The per-day cap of one receiving address (a user's wallet address, or a payment's): what the
 * simulated chain paid it in that asset over the last 24 hours. Checked before paying: payments
 * racing at the cap may pass it together, which test mode accepts.
 */
async function assertWithinDayLimit(
  queryable: Queryable,
  payment: { coin: DepositCoin; amountBaseUnits: bigint; address: string },
): Promise<void> {
  const result = await queryable.query<{ total: string; seconds_left: string | null }>(
    `select coalesce(sum(amount), 0)::text as total,
            ceil(extract(epoch from (min(created_at) + interval '1 day' - now())))::text as seconds_left
     from chain_sim_transactions where address = $1 and asset = $2 and created_at > now() - interval '1 day'`,
    [payment.address, payment.coin],
  );
  const row = result.rows[0];
  assertWithinTestModeDayLimit({
    what: 'Test payment',
    receiver: 'address',
    currency: payment.coin,
    amountBaseUnits: payment.amountBaseUnits,
    creditedTodayBaseUnits: BigInt(row?.total ?? '0'),
    secondsUntilOldestLeavesDay: Number(row?.seconds_left ?? '1'),
  });
}

/**
 * Test mode only (registered under the API base only when TEST_MODE is on, so 404 in live mode):
 * "pay" any address on the simulated chain (row testModeChainPay), like a payment platform's test
 * mode. The payment waits in the simulated mempool, is mined into the next block and then takes
 * the real deposit path (detected → confirming → credited) through the watcher.
 */
export const chainTestModeRoutes: FastifyPluginAsync<ChainTestModeRoutesOptions> = async (app, options) => {
  serve(app, endpoints.testModeChainPay, async (request) => {
    const { coin, amountBaseUnits, address } = checkTestPayment(request.body, options.network);
    const chain = chainOf(coin);
    const simulated = app.chains.simulated[chain];
    if (simulated === undefined) throw new DomainError('conflict', { currency: testPaymentMessages.realNode });
    await assertWithinDayLimit(app.database, { coin, amountBaseUnits, address });
    const txid = await simulated.pay({ asset: coin, address, amount: amountBaseUnits });
    return { txid, chain, currency: coin, address, amount: toDecimalString(coin, amountBaseUnits) };
  });

  serve(app, endpoints.testModeChainTransaction, async (request) => {
    const txid = request.params.txid.toLowerCase();
    const result = await app.database.query<{
      chain: WatchedChain;
      asset: DepositCoin;
      address: string;
      amount: string;
    }>(
      // One output per simulated transaction (txid is the table's key); the answer lists outputs as an explorer does.
      'select chain, asset, address, amount::text from chain_sim_transactions where txid = $1',
      [txid],
    );
    const first = result.rows[0];
    const simulated = first === undefined ? undefined : app.chains.simulated[first.chain];
    const confirmations = simulated === undefined ? null : await simulated.confirmationsOf(txid);
    if (first === undefined || confirmations === null) {
      throw new DomainError('not_found', { txid: 'No transaction with this txid on the simulated chain.' });
    }
    return {
      txid,
      chain: first.chain,
      confirmations,
      outputs: result.rows.map((row) => ({
        asset: row.asset,
        address: row.address,
        amount: toDecimalString(row.asset, BigInt(row.amount)),
      })),
    };
  });

  serve(app, endpoints.testModeChainSendFailure, async (request) => {
    const address = request.body.address.toLowerCase();
    const reason = request.body.fail ? (request.body.reason ?? defaultSimulatedSendFailure) : null;
    await setSimulatedSendFailure(app.database, address, reason);
    return { address, fail: request.body.fail, reason };
  });
};
