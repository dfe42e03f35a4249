import { randomBytes } from 'node:crypto';
import { encodeSegwitAddress } from '@platform/core/addresses';
import type { App } from '../../app.js';
import { createTestUser, type TestUser } from '../accounts/testing.js';
import { updateUser } from '../accounts/index.js';
import { creditTestDeposit } from '../wallets/index.js';
import type { CurrencyCode } from '@platform/core';

/** A fresh Litecoin regtest address (P2WPKH, random program): valid for LTC on DEPOSIT_NETWORK regtest. */
export function regtestLtcAddress(): string {
  return encodeSegwitAddress({ hrp: 'rltc', witnessVersion: 0, program: randomBytes(20) });
}

/** A Bitcoin mainnet address: valid, but on another network than the test server's regtest. */
export function mainnetBtcAddress(): string {
  return encodeSegwitAddress({ hrp: 'bc', witnessVersion: 0, program: randomBytes(20) });
}

let deposits = 0;

/** Credits a user through the wallets module's test deposit (a real ledger transfer). */
export async function fund(app: App, userId: string, currency: CurrencyCode, amountBaseUnits: bigint): Promise<void> {
  deposits += 1;
  await creditTestDeposit(app.database, {
    brandId: 'brd_demo',
    userId,
    currency,
    amountBaseUnits,
    clientId: `wd-fund-${deposits}-${Date.now()}`,
    network: 'regtest',
  });
}

/** A verified EEA resident of the demo brand (Anna Lena Müller, Germany), OTPWithdrawal as asked. */
export async function createWithdrawingUser(
  app: App,
  options: { otpWithdrawal?: 0 | 1; country?: string; role?: 'user' | 'operator' } = {},
): Promise<TestUser> {
  const user = await createTestUser(app, {
    complianceVerification: 'successful',
    firstName: 'Anna Lena',
    lastName: 'Müller',
    ...(options.role === undefined ? {} : { role: options.role }),
  });
  await app.database.transaction((transaction) =>
    updateUser(transaction, user.userId, {
      country: options.country ?? 'DE',
      otpWithdrawal: options.otpWithdrawal ?? 0,
    }),
  );
  return user;
}

export const ltcTravelRule = { destination_type: 'self_hosted', ownership_confirmed: true } as const;
