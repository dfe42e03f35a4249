import type { ChainNetwork } from '@platform/core/addresses';
import type { FastifyPluginAsync } from 'fastify';
import { depositBankDetailsRoutes } from './bank-deposits/deposit-bank-details-routes.js';
import { operatorBankRoutes } from './bank-deposits/operator-bank-routes.js';
import { operatorRoutes } from './operator/operator-routes.js';
import { statementsRoutes } from './statements/statements-routes.js';
import { transactionsRoutes } from './transactions/transactions-routes.js';
import { walletsRoutes } from './wallets-routes.js';

export interface WalletsApiRoutesOptions {
  testMode: boolean;
  network: ChainNetwork;
}

/** Every wallets call, registered under the API base. Needs the accounts, rates and wallets plugins. */
export const walletsApiRoutes: FastifyPluginAsync<WalletsApiRoutesOptions> = async (app, options) => {
  await app.register(walletsRoutes, { network: options.network });
  await app.register(transactionsRoutes);
  await app.register(statementsRoutes, { testMode: options.testMode });
  await app.register(operatorRoutes, { testMode: options.testMode, network: options.network });
  await app.register(depositBankDetailsRoutes, { testMode: options.testMode });
  await app.register(operatorBankRoutes);
};
