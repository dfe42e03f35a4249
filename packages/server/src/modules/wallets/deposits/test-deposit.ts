import { createHash } from 'node:crypto';
import { testDepositClientIdPattern, type CurrencyCode } from '@platform/core';
import type { ChainNetwork } from '@platform/core/addresses';
import type { Database } from '../../../db/database.js';
import { accountIdOf } from '../../ledger/index.js';
import { ensureWallet } from '../create-wallet.js';
import type { TransactionRecord } from '../transactions/transaction-repository.js';
import { findWalletUser } from '../wallet-users.js';
import { WalletsError } from '../wallets-error.js';
import { creditDeposit } from './credit-deposit.js';

/** payment_method of test deposits: a code the clients translate, like every payment method. */
export const testDepositPaymentMethod = 'test_deposit';

export interface TestDepositInput {
  /** The operator's brand: a user of another brand is unknown to them. */
  brandId: string;
  userId: string;
  currency: CurrencyCode;
  amountBaseUnits: bigint;
  clientId: string;
  network: ChainNetwork;
}

export interface TestDepositResult {
  transaction: TransactionRecord;
  /** True when this client id had already been credited: nothing moved this time. */
  replayed: boolean;
}

/** Ledger transfer id of a test deposit, scoped to the brand so brands cannot collide on client ids. */
export function testDepositTransferId(brandId: string, clientId: string): string {
  const digest = createHash('sha256').update(`${brandId}:${clientId}`).digest('base64url');
  return `tdep_${digest.slice(0, 43)}`;
}

/**
 * Test mode's "credit a test deposit": creditDeposit (a real ledger transfer from the platform's
 * clearing account, then a completed deposit in the user's transactions list) into the user's
 * wallet, created when missing. Idempotent per client id: the transfer id derives from it, so a
 * replay moves nothing and returns the same transaction; the same client id with another user,
 * currency or amount is refused.
 */
export async function creditTestDeposit(database: Database, input: TestDepositInput): Promise<TestDepositResult> {
  if (!testDepositClientIdPattern.test(input.clientId)) throw new WalletsError('invalid_request', 'Invalid client id');
  if (input.amountBaseUnits <= 0n) throw new WalletsError('invalid_request', 'A deposit amount is positive');
  const user = await findWalletUser(database, input.userId);
  if (user === undefined || user.brandId !== input.brandId) throw new WalletsError('user_not_found', 'No such user.');
  await ensureWallet(database, {
    userId: user.id,
    brandId: user.brandId,
    currency: input.currency,
    network: input.network,
  });
  const credited = await creditDeposit(database, {
    brandId: user.brandId,
    userId: user.id,
    currency: input.currency,
    amountBaseUnits: input.amountBaseUnits,
    transferId: testDepositTransferId(user.brandId, input.clientId),
    transferCode: 'test_deposit',
    paymentMethod: testDepositPaymentMethod,
  });
  if (credited.outcome === 'conflict') {
    throw new WalletsError('idempotency_conflict', 'This client id was already used for a different deposit.');
  }
  return { transaction: credited.transaction, replayed: credited.outcome === 'replayed' };
}

/** Exposed for tests and the seed: the ledger account id a user's wallet balance lives in. */
export function userWalletAccountId(userId: string, currency: CurrencyCode): string {
  return accountIdOf({ owner: userId, asset: currency, kind: 'user' });
}
