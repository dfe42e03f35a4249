import { copyFileSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { migrationsDir } from '../../../config/package-paths.js';
import type { Database } from '../../../db/database.js';
import { migrate } from '../../../db/migrate.js';
import { demoBrands } from '../../../seed/demo-brands.js';
import { findBrandById, insertBrandIfAbsent, type Brand } from '../../brands/index.js';

/**
 * Migrates with the real migration files this module needs (brands, then the outbox), so these
 * tests do not depend on other modules' migrations, and inserts the demo brand.
 */
export async function prepareNotifyDatabase(database: Database): Promise<Brand> {
  const directory = mkdtempSync(join(tmpdir(), 'notify-migrations-'));
  for (const name of ['001_brands.sql', '030_notify.sql'])
    copyFileSync(join(migrationsDir, name), join(directory, name));
  await migrate(database, directory);
  const [demo] = demoBrands({ apiBase: '/api', merchantApiBase: '/m' });
  if (demo === undefined) throw new Error('the demo brands are missing');
  await database.transaction((transaction) => insertBrandIfAbsent(transaction, demo));
  const brand = await findBrandById(database, demo.id);
  if (brand === undefined) throw new Error('the demo brand was not inserted');
  return brand;
}
