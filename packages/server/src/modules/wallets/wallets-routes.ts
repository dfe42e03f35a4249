import { isCryptoCurrency } from '@platform/core';
import type { ChainNetwork } from '@platform/core/addresses';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { DomainError } from '../../errors/domain-error.js';
import { ensureWallet } from './create-wallet.js';
import { chainOf } from './deposits/chains.js';
import { authOf, currencyParamSchema, failureResponses, successSchema, toHttpFailure } from './route-support.js';
import { userAccountSummary, userAccountSummarySchema } from './user-account-summary.js';
import { lockUserWallets, setDefaultWallet } from './wallet-repository.js';
import { loadWalletViews, walletWireSchema, type WalletWire } from './wallet-view.js';

export interface WalletsRoutesOptions {
  network: ChainNetwork;
}

/** Token chains as clients name them: the coin's own chain, or ERC20 for the Ethereum tokens. */
const chainAliases: Record<string, string> = { ERC20: 'ETH', 'ERC-20': 'ETH', ETHEREUM: 'ETH' };

const createWalletBodySchema = z
  .object({
    symbol: currencyParamSchema,
    chain: z.string().max(20).optional(),
    contract_address: z.string().max(100).optional(),
  })
  .superRefine((body, context) => {
    if (body.contract_address !== undefined) {
      context.addIssue({ code: 'custom', path: ['contract_address'], message: 'Custom tokens are not supported.' });
    }
    if (body.chain === undefined) return;
    const chain = body.chain.trim().toUpperCase();
    const expected = isCryptoCurrency(body.symbol) ? chainOf(body.symbol) : undefined;
    if (expected === undefined || (chainAliases[chain] ?? chain) !== expected) {
      context.addIssue({
        code: 'custom',
        path: ['chain'],
        message:
          expected === undefined
            ? `${body.symbol} is not on a chain.`
            : `${body.symbol} wallets are on the ${expected} chain.`,
      });
    }
  });

const walletDetailsSchema = z.object({ wallet: walletWireSchema });

/** Spec §7 wallets: POST /users/createWallet, PATCH /users/defaultWallet, GET /users/getUserBalances. Needs accounts and rates. */
export const walletsRoutes: FastifyPluginAsyncZod<WalletsRoutesOptions> = async (app, options) => {
  const walletWire = async (userId: string, currency: string): Promise<WalletWire> => {
    const view = (await loadWalletViews(app.database, userId)).find((each) => each.record.currency === currency);
    if (view === undefined) throw new Error(`The ${currency} wallet of ${userId} is missing`);
    return view.wire;
  };

  app.post(
    '/users/createWallet',
    {
      schema: {
        summary: 'Adds a wallet of a currency (idempotent: an existing wallet is returned)',
        description:
          'Body { symbol } or { chain, symbol } (USDT and USDC are on the ETH chain; ERC20 is accepted). Crypto wallets get a deposit address derived from the brand key (tokens share the ETH address); fiat wallets a unique deposit reference. The first wallet becomes the default. 503 configuration_missing when the brand has no key for the coin.',
        tags: ['wallets'],
        body: createWalletBodySchema,
        response: { 200: successSchema(walletDetailsSchema.extend({ created: z.boolean() })), ...failureResponses },
      },
      preHandler: app.accounts.requireUser(),
    },
    async (request) => {
      const auth = authOf(request);
      const currency = request.body.symbol;
      try {
        const result = await ensureWallet(app.database, {
          userId: auth.userId,
          brandId: auth.brandId,
          currency,
          network: options.network,
        });
        return {
          request_status: 1 as const,
          request_details: { wallet: await walletWire(auth.userId, currency), created: result.created },
        };
      } catch (error) {
        throw toHttpFailure(error);
      }
    },
  );

  app.patch(
    '/users/defaultWallet',
    {
      schema: {
        summary: 'Makes one of the user’s wallets the default',
        description:
          'Body { symbol }. The previous default is cleared. 404 when the user has no wallet of that currency.',
        tags: ['wallets'],
        body: z.object({ symbol: currencyParamSchema }),
        response: { 200: successSchema(walletDetailsSchema), ...failureResponses },
      },
      preHandler: app.accounts.requireUser(),
    },
    async (request) => {
      const auth = authOf(request);
      const currency = request.body.symbol;
      const found = await app.database.transaction(async (transaction) => {
        await lockUserWallets(transaction, auth.userId);
        return setDefaultWallet(transaction, { userId: auth.userId, currency });
      });
      if (!found) throw new DomainError('not_found', { symbol: `You have no ${currency} wallet yet.` });
      return { request_status: 1 as const, request_details: { wallet: await walletWire(auth.userId, currency) } };
    },
  );

  app.get(
    '/users/getUserBalances',
    {
      schema: {
        summary: 'The user’s wallets with balances, and the account value in their fiat currency and in BTC',
        description:
          'Amounts are decimal strings at display scale (crypto 8 decimals, fiat 2) from the ledger. account_values uses rates up to the display max age; with a missing or older rate it is {} and account_values_available false with account_values_error stale_rate or rate_unavailable.',
        tags: ['wallets'],
        response: { 200: successSchema(userAccountSummarySchema), ...failureResponses },
      },
      preHandler: app.accounts.requireUser(),
    },
    async (request) => {
      const auth = authOf(request);
      try {
        const summary = await userAccountSummary(app.database, auth.userId, {
          now: app.rates.now(),
          maxRateAgeMs: app.rates.displayMaxAgeMs,
        });
        return { request_status: 1 as const, request_details: summary };
      } catch (error) {
        throw toHttpFailure(error, { user: 'session_key' });
      }
    },
  );
};
