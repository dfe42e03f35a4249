import { randomBytes } from 'node:crypto';
import type { App } from '../../app.js';
import { createTestUser, type TestUser } from '../accounts/testing.js';
import { rotateMerchantKeys, type MerchantKeyPair } from './api-keys.js';

export interface TestMerchant {
  user: TestUser;
  merchantId: string;
  keys: MerchantKeyPair;
}

/**
 * Tests only: a merchant user (widget and fiat_withdrawals permissions) of the host's brand with a
 * merchants row and keys of the app's mode.
 */
export async function createTestMerchant(
  app: App,
  options: {
    name?: string;
    feeBps?: number;
    toleranceBps?: number;
    allowedOrigins?: string[];
    currencies?: string[];
  } = {},
): Promise<TestMerchant> {
  const user = await createTestUser(app, {
    permissions: { send: '1', widget: '1', fiat_withdrawals: '1', withdrawal: '1' },
  });
  const merchantId = `mer_${randomBytes(8).toString('hex')}`;
  const brand = await app.database.query<{ brand_id: string }>('select brand_id from users where id = $1', [
    user.userId,
  ]);
  await app.database.query(
    `insert into merchants (id, brand_id, user_id, name, fee_bps, tolerance_bps, allowed_origins, currencies)
     values ($1, $2, $3, $4, $5, $6, $7, coalesce($8::text[], array['BTC', 'LTC', 'ETH', 'BCH', 'USDT', 'USDC']))`,
    [
      merchantId,
      brand.rows[0]!.brand_id,
      user.userId,
      options.name ?? 'Test Shop',
      options.feeBps ?? 100,
      options.toleranceBps ?? 0,
      options.allowedOrigins ?? [],
      options.currencies ?? null,
    ],
  );
  const keys = await app.database.transaction((transaction) =>
    rotateMerchantKeys(transaction, merchantId, app.merchants.context.testMode ? 'test' : 'live'),
  );
  return { user, merchantId, keys };
}
