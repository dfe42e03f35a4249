import { assetScale, endpoints, parseAmount, toDecimalString } from '@platform/core';
import { depositCoins, validateAddress, type ChainNetwork, type DepositCoin } from '@platform/core/addresses';
import type { FastifyPluginAsync } from 'fastify';
import { DomainError } from '../../errors/domain-error.js';
import { serve } from '../../http/serve.js';
import type { WatchedChain } from './chain-source.js';

/** A test payment is at most this many whole coins (a limit like every input has). */
export const maxTestPaymentCoins = 1_000_000n;

export const testPaymentMessages = {
  currency: 'Choose one of BTC, LTC, BCH, ETH, USDT, USDC.',
  amount: 'Enter an amount greater than zero with at most the currency’s decimals.',
  tooLarge: 'A test payment is at most 1000000.',
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

/** A test payment checked: a supported coin, a positive amount within the limit, an address of that coin and network. */
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
  if (parsed.value > maxTestPaymentCoins * 10n ** BigInt(assetScale(coin))) {
    throw new DomainError('validation_failed', { amount: testPaymentMessages.tooLarge });
  }
  const checked = validateAddress({ coin, network, address: input.address });
  if (!checked.ok) {
    throw new DomainError('validation_failed', {
      address: testPaymentMessages.address[checked.error] ?? testPaymentMessages.address['invalid_format']!,
    });
  }
  return { coin, amountBaseUnits: parsed.value, address: checked.normalized };
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
    const txid = await simulated.pay({ asset: coin, address, amount: amountBaseUnits });
    return { txid, chain, currency: coin, address, amount: toDecimalString(coin, amountBaseUnits) };
  });
};
