import { depositBankDetailsSchema } from '@platform/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { DomainError } from '../../../errors/domain-error.js';
import { authOf, failureResponses, successSchema } from '../route-support.js';
import { findWallet } from '../wallet-repository.js';
import { findBrandBankAccount, toBankAccountWire } from './bank-accounts.js';
import { fiatParamSchema } from './bank-deposit-schemas.js';

export interface DepositBankDetailsRoutesOptions {
  testMode: boolean;
}

/** "Deposit EUR" (spec §2): GET /users/depositBankDetails. Needs accounts. */
export const depositBankDetailsRoutes: FastifyPluginAsyncZod<DepositBankDetailsRoutesOptions> = async (
  app,
  options,
) => {
  app.get(
    '/users/depositBankDetails',
    {
      schema: {
        summary: 'Where to send a fiat deposit: the brand’s bank account for the currency and the wallet’s reference',
        description:
          'Query currency (a fiat code). bank_account is null when the brand has no account for that currency. The transfer must quote reference, the wallet’s unique deposit reference, to be credited. test_mode true: the details are test data and no real money is received. 404 when the user has no wallet of the currency; 400 for a coin.',
        tags: ['wallets'],
        querystring: z.object({ currency: fiatParamSchema }),
        response: { 200: successSchema(depositBankDetailsSchema), ...failureResponses },
      },
      preHandler: app.accounts.requireUser(),
    },
    async (request) => {
      const auth = authOf(request);
      const currency = request.query.currency;
      const wallet = await findWallet(app.database, { userId: auth.userId, currency });
      if (wallet?.depositReference == null) {
        throw new DomainError('not_found', { currency: `You have no ${currency} wallet yet.` });
      }
      const account = await findBrandBankAccount(app.database, { brandId: auth.brandId, currency });
      return {
        request_status: 1 as const,
        request_details: {
          currency,
          reference: wallet.depositReference,
          test_mode: options.testMode,
          bank_account: account === undefined ? null : toBankAccountWire(account),
        },
      };
    },
  );
};
