import { createHash } from 'node:crypto';
import type { Database } from '../db/database.js';
import { demoUsers } from './demo-users.js';
import { findUserByEmail } from '../modules/accounts/user-repository.js';

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
    const inserted = await transaction.query(
      `insert into merchants (id, brand_id, user_id, name, allowed_origins) values ($1, 'brd_demo', $2, 'Demo Shop', $3)
       on conflict do nothing returning id`,
      [demoMerchantId, user.id, options.demoShopOrigins ?? []],
    );
    if (inserted.rows.length === 0) return false;
    for (const [kind, key] of Object.entries(demoMerchantKeys)) {
      await transaction.query(
        `insert into merchant_api_keys (id, merchant_id, kind, mode, key_hash, key_prefix) values ($1, $2, $3, 'test', $4, $5)`,
        [`mkey_demo${kind}`, demoMerchantId, kind, createHash('sha256').update(key).digest('hex'), key.slice(0, 14)],
      );
    }
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
