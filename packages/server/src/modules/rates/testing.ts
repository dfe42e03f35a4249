import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { migrationsDir } from '../../config/package-paths.js';
import type { Database } from '../../db/database.js';

/**
 * Test helper: applies only this module's migrations, so the rates tests do not depend on other
 * modules' migrations. (The full migrate() path is covered by the app's own tests.)
 */
export async function applyRatesMigration(database: Database): Promise<void> {
  for (const file of ['020_rates.sql', '110_rate_history.sql']) {
    const script = await readFile(join(migrationsDir, file), 'utf8');
    await database.transaction((transaction) => transaction.execScript(script));
  }
}
