import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/**
 * A module owns its tables and talks to another module only through that module's service
 * functions, never its tables (ARCHITECTURE.md, "Dependencies point one way"). This test keeps it so.
 *
 * Ownership comes from the migrations: the module that owns every table a migration creates is
 * written next to the file name below (a new migration that creates a table must be added here).
 * Zones: each folder under src/modules is its module; src/seed is a zone of its own that owns no
 * table, so the seed goes through services for everything. Read: every string and template literal
 * of a zone's TypeScript, test files and test support (`*.test.ts`, `testing.ts`, `testing/`)
 * left out (fixtures may set up what a test needs). A table named after from, join, into, update,
 * delete from, truncate, lock table, alter table or references in another zone's SQL fails the test.
 */
const migrationOwners: Record<string, string> = {
  '001_brands.sql': 'brands',
  '010_ledger.sql': 'ledger',
  '020_rates.sql': 'rates',
  '030_notify.sql': 'notify',
  '040_accounts.sql': 'accounts',
  '041_accounts_codes.sql': 'accounts',
  '045_identity.sql': 'identity',
  '050_wallets.sql': 'wallets',
  '052_bank_deposits.sql': 'wallets',
  '060_chains.sql': 'chains',
  '065_chain_integration.sql': 'chains',
  '075_merchants.sql': 'merchants',
  '076_merchant_payments.sql': 'merchants',
  '080_webhooks.sql': 'webhooks',
  '081_merchant_settlement_info.sql': 'merchants',
  '082_merchant_settlements.sql': 'merchants',
  '083_merchant_payouts.sql': 'merchants',
  '084_merchant_refunds.sql': 'merchants',
  '085_merchant_payment_links.sql': 'merchants',
  '092_checkout_orders.sql': 'checkout',
  '093_checkout_delivery.sql': 'checkout',
  '095_rails.sql': 'rails',
  '097_rails_refunds.sql': 'rails',
  '105_payouts.sql': 'payouts',
  '106_rails_sandbox_payouts.sql': 'rails',
  '098_checkout_partial_refunds.sql': 'checkout',
  '099_rails_partial_refunds.sql': 'rails',
  '100_withdrawals.sql': 'withdrawals',
  '110_rate_history.sql': 'rates',
  '115_content.sql': 'content',
  '130_chain_sim_send_failures.sql': 'chains',
};

const serverRoot = fileURLToPath(new URL('..', import.meta.url));
const migrationsDirectory = join(serverRoot, 'migrations');
const modulesDirectory = join(serverRoot, 'src', 'modules');
const seedDirectory = join(serverRoot, 'src', 'seed');

const createdTable = /\bcreate\s+table\s+(?:if\s+not\s+exists\s+)?([a-z_][a-z0-9_]*)/gi;
const namedTable =
  /\b(?:from|join|into|update|delete\s+from|truncate(?:\s+table)?|lock\s+table|alter\s+table|references)\s+(?:only\s+)?([a-z_][a-z0-9_]*)/gi;

/** Every table a migration creates, with the module that owns it. */
function tableOwners(): Map<string, string> {
  const owners = new Map<string, string>();
  for (const file of readdirSync(migrationsDirectory)
    .filter((name) => name.endsWith('.sql'))
    .sort()) {
    const tables = [...readFileSync(join(migrationsDirectory, file), 'utf8').matchAll(createdTable)].map((match) =>
      match[1]!.toLowerCase(),
    );
    if (tables.length === 0) continue;
    const owner = migrationOwners[file];
    if (owner === undefined) throw new Error(`${file} creates tables: name its owning module in migrationOwners`);
    for (const table of tables) owners.set(table, owner);
  }
  return owners;
}

/** The text of every string and template literal of a TypeScript file (a template's holes as `?`). */
export function literalTexts(fileName: string, source: string): string[] {
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, false, ts.ScriptKind.TS);
  const texts: string[] = [];
  const visit = (node: ts.Node): void => {
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) texts.push(node.text);
    else if (ts.isTemplateExpression(node))
      texts.push([node.head.text, ...node.templateSpans.map((span) => span.literal.text)].join(' ? '));
    ts.forEachChild(node, visit);
  };
  visit(file);
  return texts;
}

/** Names after SQL's table positions (from, join, into, update, …), lower-cased. */
export function tablesNamedIn(sql: string): string[] {
  return [...sql.matchAll(namedTable)].map((match) => match[1]!.toLowerCase());
}

/** Test files and test support (`testing.ts`, a `testing/` folder) are not a zone's SQL. */
const isTestSupport = (name: string) => name.endsWith('.test.ts') || name === 'testing.ts' || name === 'testing';

function typeScriptFiles(directory: string): string[] {
  return readdirSync(directory).flatMap((name) => {
    if (isTestSupport(name)) return [];
    const path = join(directory, name);
    if (statSync(path).isDirectory()) return typeScriptFiles(path);
    return path.endsWith('.ts') ? [path] : [];
  });
}

/** Each zone's files: one per module folder, and the seed. */
function zones(): Map<string, string[]> {
  const result = new Map<string, string[]>();
  for (const name of readdirSync(modulesDirectory)) {
    const path = join(modulesDirectory, name);
    if (statSync(path).isDirectory()) result.set(name, typeScriptFiles(path));
  }
  result.set('seed', typeScriptFiles(seedDirectory));
  return result;
}

describe('table ownership', () => {
  it('finds the tables named in SQL (the check itself can fail)', () => {
    expect(
      tablesNamedIn(
        `select a.id from chain_deposits d join deposit_addresses a on a.id = d.x
         where not exists (select 1 from ledger_transfers where pending_id = $1)`,
      ),
    ).toEqual(['chain_deposits', 'deposit_addresses', 'ledger_transfers']);
    expect(tablesNamedIn('insert into users (id) values ($1); update wallets set x = 1; delete from sessions')).toEqual(
      ['users', 'wallets', 'sessions'],
    );
    const source =
      'const q = `select 1 from ${table} join merchants m on true`; // from users\nconst s = "into brands";';
    expect(literalTexts('example.ts', source).flatMap(tablesNamedIn)).toEqual(['merchants', 'brands']);
  });

  it('assigns every table of the migrations to an existing module', () => {
    const owners = tableOwners();
    const modules = new Set(readdirSync(modulesDirectory));
    expect(owners.size).toBeGreaterThan(40);
    expect([...new Set(owners.values())].filter((owner) => !modules.has(owner))).toEqual([]);
    expect(Object.keys(migrationOwners).filter((file) => !readdirSync(migrationsDirectory).includes(file))).toEqual([]);
  });

  it('lets no module (nor the seed) name another module’s table in its SQL', () => {
    const owners = tableOwners();
    const trespasses: string[] = [];
    for (const [zone, files] of zones()) {
      for (const file of files) {
        const named = literalTexts(file, readFileSync(file, 'utf8')).flatMap(tablesNamedIn);
        for (const table of new Set(named)) {
          const owner = owners.get(table);
          if (owner !== undefined && owner !== zone)
            trespasses.push(`${relative(serverRoot, file)}: ${table} (owned by ${owner})`);
        }
      }
    }
    expect(trespasses).toEqual([]);
  });
});
