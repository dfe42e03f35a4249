import { endpoints, type CurrencyCode } from '@platform/core';
import type { ChainNetwork } from '@platform/core/addresses';
import type { FastifyPluginAsync } from 'fastify';
import type { Queryable } from '../../db/database.js';
import { DomainError } from '../../errors/domain-error.js';
import { authOf } from '../../http/request-auth.js';
import { serve } from '../../http/serve.js';
import { ensureWallet } from './create-wallet.js';
import { userAccountSummary } from './user-account-summary.js';
import { lockUserWallets, setDefaultWallet } from './wallet-repository.js';
import { loadWalletViews, type WalletWire } from './wallet-view.js';
import { refusingWalletsErrors } from './wallets-error.js';

export interface WalletsRoutesOptions {
  network: ChainNetwork;
}

/** The wire wallet of a currency the user has (just created or changed). */
async function walletWire(queryable: Queryable, userId: string, currency: CurrencyCode): Promise<WalletWire> {
  const view = (await loadWalletViews(queryable, userId)).find((each) => each.record.currency === currency);
  if (view === undefined) throw new Error(`The ${currency} wallet of ${userId} is missing`);
  return view.wire;
}

/** Spec §7 wallets: POST /users/createWallet, PATCH /users/defaultWallet, GET /users/getUserBalances. Needs accounts and rates. */
export const walletsRoutes: FastifyPluginAsync<WalletsRoutesOptions> = async (app, options) => {
  serve(app, endpoints.createWallet, async function createWallet(request) {
    const auth = authOf(request);
    const currency = request.body.symbol;
    const result = await refusingWalletsErrors(() =>
      ensureWallet(app.database, { userId: auth.userId, brandId: auth.brandId, currency, network: options.network }),
    );
    return { wallet: await walletWire(app.database, auth.userId, currency), created: result.created };
  });

  serve(app, endpoints.setDefaultWallet, async function makeDefaultWallet(request) {
    const auth = authOf(request);
    const currency = request.body.symbol;
    const found = await app.database.transaction(async (transaction) => {
      await lockUserWallets(transaction, auth.userId);
      return setDefaultWallet(transaction, { userId: auth.userId, currency });
    });
    if (!found) throw new DomainError('not_found', { symbol: `You have no ${currency} wallet yet.` });
    return { wallet: await walletWire(app.database, auth.userId, currency) };
  });

  serve(app, endpoints.getUserBalances, async function getUserBalances(request) {
    const auth = authOf(request);
    return refusingWalletsErrors(
      () =>
        userAccountSummary(app.database, auth.userId, {
          now: app.rates.now(),
          maxRateAgeMs: app.rates.displayMaxAgeMs,
        }),
      { user: 'session_key' },
    );
  });
};
