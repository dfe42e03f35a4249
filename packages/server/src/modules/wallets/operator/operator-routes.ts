import { chainNetworks, expectedAccountPath, type ChainNetwork } from '@platform/core/addresses';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { DomainError } from '../../../errors/domain-error.js';
import { reconcile } from '../../ledger/ledger-service.js';
import { configureBrandXpub, listBrandXpubs } from '../deposits/brand-xpubs.js';
import { depositChains } from '../deposits/chains.js';
import { clientIdPattern, creditTestDeposit } from '../deposits/test-deposit.js';
import {
  authOf,
  currencyParamSchema,
  depositAmount,
  failureResponses,
  successSchema,
  toHttpFailure,
} from '../route-support.js';
import { toTransactionWire, transactionWireSchema } from '../transactions/transaction-wire.js';

export interface OperatorRoutesOptions {
  testMode: boolean;
  network: ChainNetwork;
}

const testDepositBodySchema = z.object({
  user_id: z.string().regex(/^usr_[a-z0-9]{1,60}$/, { message: 'must be a user id (usr_…)' }),
  currency: currencyParamSchema,
  amount: z.string().max(100),
  client_id: z.string().regex(clientIdPattern, { message: 'must be 1 to 48 characters of A-Z, a-z, 0-9, _ and -' }),
});

const reconcileDetailsSchema = z.object({
  clean: z.boolean(),
  accounts_checked: z.number().int(),
  assets: z.array(
    z.object({
      asset: z.string(),
      debits_posted: z.string(),
      credits_posted: z.string(),
      debits_pending: z.string(),
      credits_pending: z.string(),
      balanced: z.boolean(),
    }),
  ),
  violations: z.array(z.object({ type: z.string(), subject: z.string(), detail: z.string() })),
});

/** What each refusal of core's key parser means to the operator pasting a key. */
const keyErrorMessages: Record<string, string> = {
  invalid_extended_key: 'This is not an extended public key.',
  private_key_not_accepted: 'This is a private key: never paste it anywhere. Export the account-level public key.',
  unsupported_key_type: 'This key type cannot receive native deposits on this chain (use zpub/vpub or xpub/tpub).',
  wrong_coin: 'This key belongs to another coin.',
  wrong_network: 'This key belongs to another network.',
  not_account_level: "Export the account-level key (depth 3, e.g. m/84'/0'/0').",
  already_configured: 'This brand already has another key for this chain and network; a key cannot be replaced.',
};

const depositKeySchema = z.object({
  chain: z.enum(depositChains),
  network: z.enum(chainNetworks),
  xpub: z.string(),
  next_index: z.number().int(),
  is_demo: z.boolean(),
  account_path: z.string(),
});

/**
 * Operator calls (role operator, own brand only): the brand's deposit keys, the ledger
 * reconciliation, and in test mode only, test deposits. Needs accounts.
 */
export const operatorRoutes: FastifyPluginAsyncZod<OperatorRoutesOptions> = async (app, options) => {
  app.get(
    '/operator/depositKeys',
    {
      schema: {
        summary: 'The brand’s extended public keys for deposit addresses, per chain and network',
        tags: ['operator'],
        response: { 200: successSchema(z.object({ keys: z.array(depositKeySchema) })), ...failureResponses },
      },
      preHandler: app.accounts.requireOperator,
    },
    async (request) => {
      const keys = await listBrandXpubs(app.database, authOf(request).brandId);
      return {
        request_status: 1 as const,
        request_details: {
          keys: keys.map((key) => ({
            chain: key.chain,
            network: key.network,
            xpub: key.xpub,
            next_index: key.nextIndex,
            is_demo: key.isDemo,
            account_path: expectedAccountPath(key.chain, key.network),
          })),
        },
      };
    },
  );

  app.put(
    '/operator/depositKeys',
    {
      schema: {
        summary: 'Sets the brand’s account-level extended public key of a chain (once)',
        description:
          'Body { chain: BTC|LTC|BCH|ETH, network (default the server’s deposit network), xpub }. Checked by core’s parser: right network and script type, account level, never a private key. ETH’s key also serves USDT and USDC. A key is set once per chain and network (409 otherwise); the same key again is a no-op.',
        tags: ['operator'],
        body: z.object({
          chain: z.enum(depositChains, { message: `must be one of ${depositChains.join(', ')}` }),
          network: z.enum(chainNetworks, { message: `must be one of ${chainNetworks.join(', ')}` }).optional(),
          xpub: z.string().trim().min(1).max(200),
        }),
        response: {
          200: successSchema(z.object({ inserted: z.boolean(), key: depositKeySchema })),
          ...failureResponses,
        },
      },
      preHandler: app.accounts.requireOperator,
    },
    async (request) => {
      const brandId = authOf(request).brandId;
      const { chain, xpub } = request.body;
      const network = request.body.network ?? options.network;
      const result = await configureBrandXpub(app.database, { brandId, chain, network, xpub });
      if (!result.ok) {
        const message = keyErrorMessages[result.error] ?? result.error;
        if (result.error === 'already_configured') throw new DomainError('conflict', { xpub: message });
        throw new DomainError('validation_failed', { xpub: message });
      }
      const key = (await listBrandXpubs(app.database, brandId)).find(
        (each) => each.chain === chain && each.network === network,
      );
      if (key === undefined) throw new Error('The key just configured is missing');
      return {
        request_status: 1 as const,
        request_details: {
          inserted: result.inserted,
          key: {
            chain,
            network,
            xpub: key.xpub,
            next_index: key.nextIndex,
            is_demo: key.isDemo,
            account_path: expectedAccountPath(chain, network),
          },
        },
      };
    },
  );

  app.get(
    '/operator/ledger/reconcile',
    {
      schema: {
        summary: 'Proves the ledger: per asset debits equal credits, balances equal their journals, none negative',
        description: 'Amounts are base-unit integers as strings. clean is true when there is no violation.',
        tags: ['operator'],
        response: { 200: successSchema(reconcileDetailsSchema), ...failureResponses },
      },
      preHandler: app.accounts.requireOperator,
    },
    async () => {
      const report = await reconcile(app.database);
      return {
        request_status: 1 as const,
        request_details: {
          clean: report.violations.length === 0,
          accounts_checked: report.accountsChecked,
          assets: report.assets.map((totals) => ({
            asset: totals.asset,
            debits_posted: totals.debitsPosted.toString(),
            credits_posted: totals.creditsPosted.toString(),
            debits_pending: totals.debitsPending.toString(),
            credits_pending: totals.creditsPending.toString(),
            balanced: totals.debitsPosted === totals.creditsPosted && totals.debitsPending === totals.creditsPending,
          })),
          violations: report.violations.map((violation) => ({ ...violation })),
        },
      };
    },
  );

  // Live mode has no test deposits at all: the route does not exist there (404).
  if (!options.testMode) return;

  app.post(
    '/operator/testDeposit',
    {
      schema: {
        summary: 'TEST MODE: credits a test deposit to a user of the operator’s brand (a real ledger transfer)',
        description:
          'Body { user_id, currency, amount (decimal string), client_id }. client_id is the idempotency key: the same request again returns the same transaction with replayed true and credits once; the same client_id with another request is 409 conflict. Creates the wallet when missing. Absent (404) in live mode.',
        tags: ['operator'],
        body: testDepositBodySchema,
        response: {
          200: successSchema(z.object({ transaction: transactionWireSchema, replayed: z.boolean() })),
          ...failureResponses,
        },
      },
      preHandler: app.accounts.requireOperator,
    },
    async (request) => {
      const auth = authOf(request);
      const body = request.body;
      const amountBaseUnits = depositAmount(body.currency, body.amount);
      try {
        const result = await creditTestDeposit(app.database, {
          brandId: auth.brandId,
          userId: body.user_id,
          currency: body.currency,
          amountBaseUnits,
          clientId: body.client_id,
          network: options.network,
        });
        return {
          request_status: 1 as const,
          request_details: { transaction: toTransactionWire(result.transaction), replayed: result.replayed },
        };
      } catch (error) {
        throw toHttpFailure(error, { currency: 'currency' });
      }
    },
  );
};
