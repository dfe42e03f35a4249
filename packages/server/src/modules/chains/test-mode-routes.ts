import { assetScale, failureEnvelopeSchema, ok, parseAmount, toDecimalString } from '@platform/core';
import { depositCoins, validateAddress, type ChainNetwork, type DepositCoin } from '@platform/core/addresses';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { DomainError } from '../../errors/domain-error.js';
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

/**
 * Test mode only (registered under the API base only when TEST_MODE is on, so 404 in live mode):
 * "pay" any address on the simulated chain, like a payment platform's test mode. The payment
 * waits in the simulated mempool, is mined into the next block and then takes the real deposit
 * path (detected → confirming → credited) through the watcher.
 */
export const chainTestModeRoutes: FastifyPluginAsyncZod<ChainTestModeRoutesOptions> = async (app, options) => {
  app.post(
    '/test-mode/chain/pay',
    {
      schema: {
        summary: 'Test mode: pay an address on the simulated chain',
        description:
          'Exists only in test mode. The payment is mined into the next simulated block and credited by the deposit watcher like any chain deposit.',
        tags: ['test mode'],
        body: z.object({
          address: z.string().trim().min(1).max(200),
          amount: z.string().trim().min(1).max(100),
          currency: z.string().trim().toUpperCase().max(10),
        }),
        response: {
          200: z.object({
            request_status: z.literal(1),
            request_details: z.object({
              txid: z.string(),
              chain: z.string(),
              currency: z.string(),
              address: z.string(),
              amount: z.string(),
            }),
          }),
          400: failureEnvelopeSchema,
          409: failureEnvelopeSchema,
        },
      },
    },
    async (request) => {
      const { address, amount, currency } = request.body;
      if (!(depositCoins as readonly string[]).includes(currency)) {
        throw new DomainError('validation_failed', { currency: testPaymentMessages.currency });
      }
      const coin = currency as DepositCoin;
      const parsed = parseAmount(coin, amount);
      if (!parsed.ok || parsed.value <= 0n)
        throw new DomainError('validation_failed', { amount: testPaymentMessages.amount });
      if (parsed.value > maxTestPaymentCoins * 10n ** BigInt(assetScale(coin))) {
        throw new DomainError('validation_failed', { amount: testPaymentMessages.tooLarge });
      }
      const checked = validateAddress({ coin, network: options.network, address });
      if (!checked.ok) {
        throw new DomainError('validation_failed', {
          address: testPaymentMessages.address[checked.error] ?? testPaymentMessages.address['invalid_format']!,
        });
      }
      const chain = chainOf(coin);
      const simulated = app.chains.simulated[chain];
      if (simulated === undefined) throw new DomainError('conflict', { currency: testPaymentMessages.realNode });
      const txid = await simulated.pay({ asset: coin, address: checked.normalized, amount: parsed.value });
      return ok({
        txid,
        chain,
        currency: coin,
        address: checked.normalized,
        amount: toDecimalString(coin, parsed.value),
      });
    },
  );
};
