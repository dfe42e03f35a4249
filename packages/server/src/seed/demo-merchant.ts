import { createHash, randomBytes } from 'node:crypto';
import type { Database } from '../db/database.js';
import { findUserByEmail } from '../modules/accounts/index.js';
import { authenticateMerchantKey, createMerchant, storeMerchantKeys } from '../modules/merchants/index.js';
import type { DemoSecrets } from './demo-secrets.js';
import { demoUsers } from './demo-users.js';

/** The demo brand's merchant (test mode): its id is public; its test keys are the data folder's (demo-secrets.ts). */
export const demoMerchantId = 'mer_demo';

/**
 * The fixed, published test keys of the demo merchant before they became random per data folder:
 * a data folder seeded back then gets them revoked and replaced at the next start.
 */
const legacyPublicKey = (label: string) => createHash('sha256').update(`demo-merchant:${label}`).digest('base64url');
const legacyPublicSecretKey = `sk_test_${legacyPublicKey('secret')}`;

export interface DemoMerchantOptions {
  testMode?: boolean;
  /** Exact origins of the demo shop (scripts/start.mjs adds its own after start). */
  demoShopOrigins?: string[];
  demoSecrets?: DemoSecrets;
}

/**
 * Test mode only, idempotent: the demo merchant user sells as "Demo Shop" with the data folder's
 * test keys, paid in every coin, 1 % fee. Returns whether it created the merchant.
 */
export async function seedDemoMerchant(database: Database, options: DemoMerchantOptions): Promise<boolean> {
  const secrets = options.demoSecrets;
  if (options.testMode !== true || secrets === undefined) return false;
  const user = await findUserByEmail(database, 'brd_demo', demoUsers.merchant.email);
  if (user === undefined) return false;
  const suffix = randomBytes(6).toString('hex');
  const keyIds = { publishable: `mkey_demop${suffix}`, secret: `mkey_demos${suffix}` };
  return database.transaction(async (transaction) => {
    const created = await createMerchant(transaction, {
      id: demoMerchantId,
      brandId: 'brd_demo',
      userId: user.id,
      name: 'Demo Shop',
      allowedOrigins: options.demoShopOrigins ?? [],
    });
    const legacy = created ? null : await authenticateMerchantKey(transaction, legacyPublicSecretKey);
    if (created || legacy?.merchantId === demoMerchantId) {
      // A new merchant, or one still on the published keys: the data folder's keys replace them.
      await storeMerchantKeys(transaction, {
        merchantId: demoMerchantId,
        mode: 'test',
        keys: secrets.merchantKeys,
        keyIds,
        revokeCurrent: true,
      });
    }
    return created;
  });
}

export function demoMerchantLines(secrets: DemoSecrets): string[] {
  return [
    `Demo merchant (test mode): merchant_id ${demoMerchantId} (keys of this data folder)`,
    `  publishable key ${secrets.merchantKeys.publishable}`,
    `  secret key      ${secrets.merchantKeys.secret}`,
  ];
}
