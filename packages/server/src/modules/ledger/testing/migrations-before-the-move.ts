import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { serverPackageRoot } from '../../../config/package-paths.js';
import type { Database } from '../../../db/database.js';

/**
 * The last commit whose migrations defined the ledger's SQL functions themselves (011, 070, 086, 087
 * and 089), before they moved to R__ledger_functions.sql. Tests migrate a database with its files
 * to stand for a database migrated by the code of that time.
 */
export const commitBeforeTheMove = 'e42b146fe29f2f8c47dd8205974430be03ee4d66';

function git(args: readonly string[]): string {
  return execFileSync('git', args, { cwd: serverPackageRoot, encoding: 'utf8', maxBuffer: 16 * 1024 * 1024 });
}

/** False outside a git checkout (a source archive): the tests that need the old files are skipped. */
export function isGitCheckout(): boolean {
  try {
    return git(['rev-parse', '--is-inside-work-tree']).trim() === 'true';
  } catch {
    return false;
  }
}

/** A temporary folder holding the server's migration files as they were at `commitBeforeTheMove`. */
export function migrationsBeforeTheMove(): string {
  try {
    git(['cat-file', '-e', `${commitBeforeTheMove}^{commit}`]);
  } catch {
    throw new Error(
      `Commit ${commitBeforeTheMove} (the migrations before the ledger functions moved) is not in this clone: ` +
        'fetch the whole history (git fetch --unshallow).',
    );
  }
  const paths = git(['ls-tree', '--name-only', '--full-name', commitBeforeTheMove, '--', 'migrations/'])
    .split('\n')
    .filter((path) => path.endsWith('.sql'));
  if (paths.length === 0) throw new Error(`No migration files at ${commitBeforeTheMove}`);
  const directory = mkdtempSync(join(tmpdir(), 'migrations-before-the-move-'));
  for (const path of paths)
    writeFileSync(join(directory, basename(path)), git(['show', `${commitBeforeTheMove}:${path}`]));
  return directory;
}

export interface FunctionDefinition {
  name: string;
  arguments: string;
  /** pg_get_functiondef, with the schema name left out (test databases each have their own). */
  definition: string;
}

/** Every ledger_* function of the current schema, as PostgreSQL prints its definition. */
export async function ledgerFunctionDefinitions(database: Database): Promise<FunctionDefinition[]> {
  const result = await database.query<FunctionDefinition & { schema: string }>(
    `select p.proname as name, pg_get_function_identity_arguments(p.oid) as arguments,
            pg_get_functiondef(p.oid) as definition, n.nspname as schema
     from pg_proc p join pg_namespace n on n.oid = p.pronamespace
     where n.nspname = current_schema() and p.proname like 'ledger\\_%'
     order by p.proname, 2`,
  );
  return result.rows.map((row) => ({
    name: row.name,
    arguments: row.arguments,
    definition: row.definition.replace(` FUNCTION ${row.schema}.`, ' FUNCTION '),
  }));
}
