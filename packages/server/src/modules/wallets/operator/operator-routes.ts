import { endpoints } from '@platform/core';
import { expectedAccountPath, type ChainNetwork } from '@platform/core/addresses';
import type { FastifyPluginAsync } from 'fastify';
import type { Database } from '../../../db/database.js';
import { DomainError } from '../../../errors/domain-error.js';
import { authOf } from '../../../http/request-auth.js';
import { serve } from '../../../http/serve.js';
import { reconcile } from '../../ledger/index.js';
import { configureBrandXpub, listBrandXpubs } from '../deposits/brand-xpubs.js';
import { depositAmount } from '../deposits/deposit-amount.js';
import { creditTestDeposit, testDepositTransferId } from '../deposits/test-deposit.js';
import { assertWithinTestDepositLimits } from '../deposits/test-deposit-limits.js';
import { toTransactionWire } from '../transactions/transaction-wire.js';
import { refusingWalletsErrors } from '../wallets-error.js';

export interface OperatorRoutesOptions {
  testMode: boolean;
  network: ChainNetwork;
}

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

type BrandKey = Awaited<ReturnType<typeof listBrandXpubs>>[number];

function depositKeyWire(key: BrandKey) {
  return {
    chain: key.chain,
    network: key.network,
    xpub: key.xpub,
    next_index: key.nextIndex,
    is_demo: key.isDemo,
    account_path: expectedAccountPath(key.chain, key.network),
  };
}

/** Sets the brand's key of a chain and network once (the same key again is a no-op), refusing bad keys. */
async function setDepositKey(database: Database, input: Parameters<typeof configureBrandXpub>[1]) {
  const result = await configureBrandXpub(database, input);
  if (!result.ok) {
    const message = keyErrorMessages[result.error] ?? result.error;
    if (result.error === 'already_configured') throw new DomainError('conflict', { xpub: message });
    throw new DomainError('validation_failed', { xpub: message });
  }
  const key = (await listBrandXpubs(database, input.brandId)).find(
    (each) => each.chain === input.chain && each.network === input.network,
  );
  if (key === undefined) throw new Error('The key just configured is missing');
  return { inserted: result.inserted, key: depositKeyWire(key) };
}

/** The ledger's reconciliation report: per asset totals as base-unit strings, and every violation. */
async function reconciliation(database: Database) {
  const report = await reconcile(database);
  return {
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
  };
}

/**
 * Operator calls (role operator, own brand only): the brand's deposit keys, the ledger
 * reconciliation, and in test mode only, test deposits. Needs accounts.
 */
export const operatorRoutes: FastifyPluginAsync<OperatorRoutesOptions> = async (app, options) => {
  serve(app, endpoints.getDepositKeys, async function getDepositKeys(request) {
    const keys = await listBrandXpubs(app.database, authOf(request).brandId);
    return { keys: keys.map(depositKeyWire) };
  });

  serve(app, endpoints.setDepositKeys, async function setDepositKeys(request) {
    const { chain, xpub } = request.body;
    const network = request.body.network ?? options.network;
    return setDepositKey(app.database, { brandId: authOf(request).brandId, chain, network, xpub });
  });

  serve(app, endpoints.reconcileLedger, async function reconcileLedger() {
    return reconciliation(app.database);
  });

  // Live mode has no test deposits at all: the route does not exist there (404).
  if (!options.testMode) return;

  serve(app, endpoints.createTestDeposit, async function createTestDeposit(request) {
    const auth = authOf(request);
    const body = request.body;
    const amountBaseUnits = depositAmount(body.currency, body.amount);
    await assertWithinTestDepositLimits(app.database, {
      userId: body.user_id,
      currency: body.currency,
      amountBaseUnits,
      transferId: testDepositTransferId(auth.brandId, body.client_id),
    });
    const result = await refusingWalletsErrors(
      () =>
        creditTestDeposit(app.database, {
          brandId: auth.brandId,
          userId: body.user_id,
          currency: body.currency,
          amountBaseUnits,
          clientId: body.client_id,
          network: options.network,
        }),
      { currency: 'currency' },
    );
    return { transaction: toTransactionWire(result.transaction), replayed: result.replayed };
  });
};
