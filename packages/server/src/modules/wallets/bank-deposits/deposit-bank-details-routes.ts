import { endpoints } from '@platform/core';
import type { FastifyPluginAsync } from 'fastify';
import { DomainError } from '../../../errors/domain-error.js';
import { authOf } from '../../../http/request-auth.js';
import { serve } from '../../../http/serve.js';
import { findWallet } from '../wallet-repository.js';
import { findBrandBankAccount, toBankAccountWire } from './bank-accounts.js';

export interface DepositBankDetailsRoutesOptions {
  testMode: boolean;
}

/** "Deposit EUR" (spec §2): GET /users/depositBankDetails. Needs accounts. */
export const depositBankDetailsRoutes: FastifyPluginAsync<DepositBankDetailsRoutesOptions> = async (app, options) => {
  serve(app, endpoints.depositBankDetails, async function depositBankDetails(request) {
    const auth = authOf(request);
    const currency = request.query.currency;
    const wallet = await findWallet(app.database, { userId: auth.userId, currency });
    if (wallet?.depositReference == null) {
      throw new DomainError('not_found', { currency: `You have no ${currency} wallet yet.` });
    }
    const account = await findBrandBankAccount(app.database, { brandId: auth.brandId, currency });
    return {
      currency,
      reference: wallet.depositReference,
      test_mode: options.testMode,
      bank_account: account === undefined ? null : toBankAccountWire(account),
    };
  });
};
