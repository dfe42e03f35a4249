/**
 * Operator command: proves the ledger's books and exits 0 when they hold, 1 when any violation is
 * found (2 when the database cannot be read). Reads DATABASE_URL (PostgreSQL) or DATA_DIR (PGlite
 * under `<DATA_DIR>/pglite`, DATA_DIR defaulting to ./data as the server does). Read-only: it runs
 * the ledger's reconcile in one repeatable-read snapshot and changes nothing.
 *
 *   pnpm reconcile                                   # the server's embedded database
 *   DATABASE_URL=postgres://… pnpm reconcile
 */
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { z } from 'zod';
import type { Database } from '../db/database.js';
import { openDatabase } from '../db/open-database.js';
import { reconcile, type ReconciliationReport } from '../modules/ledger/index.js';

export interface ReconcileCommandOptions {
  database: Database;
  /** Receives the report one line at a time. */
  output: (line: string) => void;
}

function formatReport(report: ReconciliationReport): string[] {
  const lines = [`Ledger reconciliation: ${report.accountsChecked} accounts, ${report.assets.length} assets`];
  for (const totals of report.assets) {
    const balanced = totals.debitsPosted === totals.creditsPosted && totals.debitsPending === totals.creditsPending;
    lines.push(
      `${totals.asset}: posted debits ${totals.debitsPosted} credits ${totals.creditsPosted}, ` +
        `pending debits ${totals.debitsPending} credits ${totals.creditsPending} — ${balanced ? 'balanced' : 'UNBALANCED'}`,
    );
  }
  if (report.violations.length === 0) {
    lines.push('No violation: the books balance.');
    return lines;
  }
  lines.push(`${report.violations.length} violation(s):`);
  for (const violation of report.violations) {
    lines.push(`VIOLATION ${violation.type} ${violation.subject}: ${violation.detail}`);
  }
  return lines;
}

/** Runs the reconciliation, writes the report and returns the exit code (0 clean, 1 violations). */
export async function runReconcile(options: ReconcileCommandOptions): Promise<0 | 1> {
  const report = await reconcile(options.database);
  for (const line of formatReport(report)) options.output(line);
  return report.violations.length === 0 ? 0 : 1;
}

const commandEnvSchema = z.object({
  DATABASE_URL: z.preprocess(
    (value) => (value === '' ? undefined : value),
    z.url({ protocol: /^postgres(ql)?$/, message: 'must be a postgres:// URL' }).optional(),
  ),
  DATA_DIR: z.preprocess((value) => (value === '' ? undefined : value), z.string().min(1).optional()),
});

/** Only the two database variables: a problem in unrelated server settings must not block an audit. */
export function databaseEnvFrom(source: Record<string, string | undefined>, cwd: string) {
  const raw = commandEnvSchema.parse(source);
  return { databaseUrl: raw.DATABASE_URL, dataDir: resolve(cwd, raw.DATA_DIR ?? './data') };
}

/**
 * Why the command cannot audit this place, or null: an embedded database that does not exist yet
 * (opening it would create an empty one), or a database whose ledger tables were never migrated.
 */
export function missingDatabaseReason(environment: {
  databaseUrl: string | undefined;
  dataDir: string;
}): string | null {
  if (environment.databaseUrl !== undefined) return null;
  const folder = join(environment.dataDir, 'pglite');
  if (existsSync(folder)) return null;
  return `no platform database at ${folder}: start the platform once (npm start) or set DATA_DIR or DATABASE_URL to its database`;
}

async function ledgerTablesExist(database: Database): Promise<boolean> {
  const { rows } = await database.query<{ present: boolean }>(
    "select to_regclass('ledger_accounts') is not null as present",
  );
  return rows[0]?.present === true;
}

async function main(): Promise<number> {
  const environment = databaseEnvFrom(process.env, process.cwd());
  const missing = missingDatabaseReason(environment);
  if (missing !== null) throw new Error(missing);
  const database = await openDatabase(environment);
  if (!(await ledgerTablesExist(database))) {
    await database.close();
    throw new Error('the database has no ledger tables: it was never migrated (npm start migrates it)');
  }
  try {
    return await runReconcile({ database, output: (line) => process.stdout.write(`${line}\n`) });
  } finally {
    await database.close();
  }
}

if (process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href) {
  main().then(
    (code) => {
      process.exitCode = code;
    },
    (error: unknown) => {
      process.stderr.write(`Reconciliation could not run: ${error instanceof Error ? error.message : String(error)}\n`);
      process.exitCode = 2;
    },
  );
}
