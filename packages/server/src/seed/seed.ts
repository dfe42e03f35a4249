import type { Database } from '../db/database.js';
import { insertBrandIfAbsent } from '../modules/brands/index.js';
import { seedTestModeLiquidity } from '../modules/checkout/index.js';
import { seedDefaultContent } from '../modules/content/index.js';
import { seedDemoBankAccounts } from './demo-bank-accounts.js';
import { seedDemoMerchant, type DemoMerchantOptions } from './demo-merchant.js';
import { demoBrands, type DemoBrandBases } from './demo-brands.js';
import { seedDemoUsers, type DemoUsersOptions } from './demo-users.js';
import { seedDemoWallets, type DemoWalletsOptions } from './demo-wallets.js';

/**
 * Idempotent start-up seed: inserts the demo brands that are missing and never overwrites a brand
 * an operator has edited. Returns the ids it inserted.
 */
export async function seed(
  database: Database,
  bases: DemoBrandBases & DemoWalletsOptions & DemoUsersOptions & DemoMerchantOptions,
): Promise<string[]> {
  const insertedBrands = await database.transaction(async (transaction) => {
    const inserted: string[] = [];
    for (const brand of demoBrands(bases)) {
      if (await insertBrandIfAbsent(transaction, brand)) inserted.push(brand.id);
      // The default content pages (English), never over an operator's edit.
      await seedDefaultContent(transaction, brand.id);
    }
    return inserted;
  });
  await seedDemoUsers(database, bases);
  await seedDemoWallets(database, bases);
  await seedDemoBankAccounts(database, bases);
  await seedDemoMerchant(database, bases);
  // Test mode: the coins the demo brands' guest checkout sells (checkout module README).
  if (bases.testMode === true) for (const brand of demoBrands(bases)) await seedTestModeLiquidity(database, brand.id);
  return insertedBrands;
}
