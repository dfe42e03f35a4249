import { copyFileSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Database } from '../../../db/database.js';
import { listMigrations, migrate } from '../../../db/migrate.js';

/**
 * The ledger's SQL functions as the versioned migrations defined them just before they moved into
 * R__ledger_functions.sql (commit e42b146, migrations 010, 011, 070, 086, 087 and 089), recorded
 * once from a database migrated with those files: name, arguments, result, language, volatility,
 * the body as written, and PostgreSQL's own DDL of each (schema name left out).
 */
interface RecordedFunction {
  name: string;
  arguments: string;
  result: string;
  language: string;
  volatility: string;
  source: string;
  definition: string;
}

const recorded = JSON.parse(
  readFileSync(new URL('./ledger-functions-at-the-move.json', import.meta.url), 'utf8'),
) as RecordedFunction[];

export type LedgerFunction = Omit<RecordedFunction, 'definition'>;

/** What every ledger function was at the move (without the DDL, which differs between versions). */
export const functionsAtTheMove: LedgerFunction[] = recorded.map(({ definition: _definition, ...rest }) => rest);

/** Every ledger_* function of the current schema, as PostgreSQL holds it. */
export async function ledgerFunctions(database: Database): Promise<LedgerFunction[]> {
  const result = await database.query<LedgerFunction>(
    `select p.proname as name, pg_get_function_identity_arguments(p.oid) as arguments,
            pg_get_function_result(p.oid) as result, l.lanname as language,
            p.provolatile::text as volatility, p.prosrc as source
     from pg_proc p join pg_namespace n on n.oid = p.pronamespace join pg_language l on l.oid = p.prolang
     where n.nspname = current_schema() and p.proname like 'ledger\\_%'
     order by p.proname, 2`,
  );
  return result.rows.map((row) => ({ ...row }));
}

/**
 * A database as the code before the move left it: every versioned migration applied, and the
 * ledger's functions created by them (from the recorded DDL), with no repeatable migration recorded.
 */
export async function databaseAsBeforeTheMove(database: Database): Promise<void> {
  const versionedOnly = mkdtempSync(join(tmpdir(), 'versioned-migrations-'));
  for (const file of await listMigrations()) copyFileSync(file.path, join(versionedOnly, file.name));
  await migrate(database, versionedOnly);
  for (const entry of recorded) await database.query(entry.definition);
}
