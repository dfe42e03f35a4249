import { createHash } from 'node:crypto';
import type { Database } from '../db/database.js';
import { demoUsers } from './demo-users.js';
import { findUserByEmail } from '../modules/accounts/index.js';
import { createMerchant, storeMerchantKeys } from '../modules/merchants/index.js';

/** The demo brand's merchant (test mode): its id and test keys are public, like the demo passwords. */
export const demoMerchantId = 'mer_demo';
const demoKey = (label: string) => createHash('sha256').update(`demo-merchant:${label}`).digest('base64url');
export const demoMerchantKeys = {
  publishable: `pk_test_${demoKey('publishable')}`,
  secret: `sk_test_${demoKey('secret')}`,
};

/**
 * Test mode only, idempotent: the demo merchant user sells as "Demo Shop" with test keys, paid in
 * every coin, 1 % fee, and payments may be created from the browser on the local demo shop origins.
 */
export async function seedDemoMerchant(
  database: Database,
  options: { testMode?: boolean; demoShopOrigins?: string[] },
): Promise<boolean> {
  if (options.testMode !== true) return false;
  const user = await findUserByEmail(database, 'brd_demo', demoUsers.merchant.email);
  if (user === undefined) return false;
  return database.transaction(async (transaction) => {
    const created = await createMerchant(transaction, {
      id: demoMerchantId,
      brandId: 'brd_demo',
      userId: user.id,
      name: 'Demo Shop',
      allowedOrigins: options.demoShopOrigins ?? [],
    });
    if (!created) return false;
    await storeMerchantKeys(transaction, {
      merchantId: demoMerchantId,
      mode: 'test',
      keys: demoMerchantKeys,
      keyIds: { publishable: 'mkey_demopublishable', secret: 'mkey_demosecret' },
    });
    return true;
  });
}

export function demoMerchantLines(): string[] {
  return [
    `Demo merchant (test mode): merchant_id ${demoMerchantId}`,
    `  publishable key ${demoMerchantKeys.publishable}`,
    `  secret key      ${demoMerchantKeys.secret}`,
  ];
}
