import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import type { Database } from './database.js';
import { forEachDatabase } from '../testing/test-databases.js';
import { checksumOf, listMigrations, listRepeatableMigrations, migrate, readMigrationFolder } from './migrate.js';

/** A migrations folder holding these files. */
function migrationFolder(files: Record<string, string>): string {
  const directory = mkdtempSync(join(tmpdir(), 'migrations-'));
  for (const [name, script] of Object.entries(files)) writeFileSync(join(directory, name), script);
  return directory;
}

/** What schema_repeatable_migrations holds; nothing before the runner first created it. */
async function recordedRepeatables(database: Database): Promise<{ name: string; checksum: string }[]> {
  const table = await database.query<{ name: string | null }>(
    `select to_regclass('schema_repeatable_migrations')::text as name`,
  );
  if (table.rows[0]?.name === null) return [];
  const recorded = await database.query<{ name: string; checksum: string }>(
    'select name, checksum from schema_repeatable_migrations order by name',
  );
  return recorded.rows;
}

forEachDatabase('migrations', ({ openTestDatabase }) => {
  it('applies every migration once, records it, and applies nothing the second time', async () => {
    const database = await openTestDatabase();
    const { versioned, repeatable } = await readMigrationFolder();
    expect(versioned.length).toBeGreaterThan(0);

    const first = await migrate(database);
    expect(first).toEqual([...versioned, ...repeatable].map((file) => file.name));
    const second = await migrate(database);
    expect(second).toEqual([]);

    const recorded = await database.query<{ version: number; name: string }>(
      'select version, name from schema_migrations order by version',
    );
    expect(recorded.rows).toEqual(versioned.map((file) => ({ version: file.version, name: file.name })));
    expect((await recordedRepeatables(database)).map((row) => row.name)).toEqual(repeatable.map((file) => file.name));
    const tables = await database.query<{ table_name: string }>(
      `select table_name from information_schema.tables where table_schema = current_schema() order by table_name`,
    );
    // Other modules add their own migrations; these tables come from 001_brands.sql and the runner.
    expect(tables.rows.map((row) => row.table_name)).toEqual(
      expect.arrayContaining(['brand_hosts', 'brands', 'schema_migrations', 'schema_repeatable_migrations']),
    );
  });

  it('applies each migration exactly once when several instances start at the same time', async () => {
    const database = await openTestDatabase();
    const results = await Promise.all([migrate(database), migrate(database), migrate(database)]);
    const { versioned, repeatable } = await readMigrationFolder();
    expect(results.flat().sort()).toEqual([...versioned, ...repeatable].map((file) => file.name).sort());
  });

  it('applies files in numeric order and rolls a failing migration back whole', async () => {
    const database = await openTestDatabase();
    const directory = migrationFolder({
      '010_second.sql': 'insert into ordered (step) values (2);',
      '002_first.sql': 'create table ordered (step integer not null); insert into ordered (step) values (1);',
      '011_broken.sql': 'insert into ordered (step) values (3); select * from no_such_table;',
    });

    await expect(migrate(database, directory)).rejects.toThrow(/no_such_table/);
    const steps = await database.query<{ step: number }>('select step from ordered order by step');
    expect(steps.rows.map((row) => row.step)).toEqual([1, 2]);
    const recorded = await database.query<{ name: string }>('select name from schema_migrations order by version');
    expect(recorded.rows.map((row) => row.name)).toEqual(['002_first.sql', '010_second.sql']);
  });

  it('commits a transaction that succeeds and rolls back one that throws', async () => {
    const database = await openTestDatabase();
    await database.query('create table notes (body text not null)');
    await database.transaction(async (transaction) => {
      await transaction.query('insert into notes (body) values ($1)', ['kept']);
    });
    await expect(
      database.transaction(async (transaction) => {
        await transaction.query('insert into notes (body) values ($1)', ['discarded']);
        throw new Error('changed my mind');
      }),
    ).rejects.toThrow('changed my mind');
    const notes = await database.query<{ body: string }>('select body from notes');
    expect(notes.rows).toEqual([{ body: 'kept' }]);
  });
});

/** A script that logs one step into the `steps` table. */
const logStep = (step: string) => `insert into steps (step) values ('${step}');`;

forEachDatabase('repeatable migrations', ({ openTestDatabase }) => {
  it('applies them after every versioned migration, in name order, and again only when they change', async () => {
    const database = await openTestDatabase();
    const directory = migrationFolder({
      'R__b_second.sql': logStep('repeatable b'),
      'R__a_first.sql': `create or replace function step_count() returns bigint language sql as $$ select count(*) from steps $$; ${logStep('repeatable a')}`,
      '001_steps.sql': `create table steps (id integer generated always as identity, step text not null); ${logStep('001')}`,
      '002_more.sql': logStep('002'),
    });
    const steps = async () => (await database.query<{ step: string }>('select step from steps order by id')).rows;

    expect(await migrate(database, directory)).toEqual([
      '001_steps.sql',
      '002_more.sql',
      'R__a_first.sql',
      'R__b_second.sql',
    ]);
    expect((await steps()).map((row) => row.step)).toEqual(['001', '002', 'repeatable a', 'repeatable b']);
    expect(await migrate(database, directory)).toEqual([]);

    const changed = `${logStep('repeatable b, changed')} -- a new version`;
    writeFileSync(join(directory, 'R__b_second.sql'), changed);
    expect(await migrate(database, directory)).toEqual(['R__b_second.sql']);
    expect((await steps()).at(-1)).toEqual({ step: 'repeatable b, changed' });
    expect(await recordedRepeatables(database)).toEqual([
      {
        name: 'R__a_first.sql',
        checksum: checksumOf(
          `create or replace function step_count() returns bigint language sql as $$ select count(*) from steps $$; ${logStep('repeatable a')}`,
        ),
      },
      { name: 'R__b_second.sql', checksum: checksumOf(changed) },
    ]);
    expect(await migrate(database, directory)).toEqual([]);
  });
});

forEachDatabase('repeatable migrations that fail or race', ({ openTestDatabase }) => {
  it('rolls a failing repeatable migration back whole, records nothing, and applies it once fixed', async () => {
    const database = await openTestDatabase();
    const directory = migrationFolder({
      '001_steps.sql': 'create table steps (step text not null);',
      'R__broken.sql': `${logStep('half')} select * from no_such_table;`,
    });
    await expect(migrate(database, directory)).rejects.toThrow(/no_such_table/);
    expect((await database.query('select step from steps')).rows).toEqual([]);
    expect(await recordedRepeatables(database)).toEqual([]);

    writeFileSync(join(directory, 'R__broken.sql'), logStep('whole'));
    expect(await migrate(database, directory)).toEqual(['R__broken.sql']);
    expect((await database.query('select step from steps')).rows).toEqual([{ step: 'whole' }]);
  });

  it('applies a changed repeatable migration exactly once when several instances start at the same time', async () => {
    const database = await openTestDatabase();
    const directory = migrationFolder({
      '001_steps.sql': 'create table steps (step text not null);',
      'R__log.sql': logStep('first'),
    });
    await migrate(database, directory);
    writeFileSync(join(directory, 'R__log.sql'), logStep('second'));
    const results = await Promise.all([
      migrate(database, directory),
      migrate(database, directory),
      migrate(database, directory),
    ]);
    expect(results.flat()).toEqual(['R__log.sql']);
    const steps = await database.query<{ step: string }>('select step from steps order by step');
    expect(steps.rows.map((row) => row.step)).toEqual(['first', 'second']);
  });
});

it('refuses migration files with names it cannot order', async () => {
  for (const name of ['first.sql', 'R_one_underscore.sql', 'R__Upper.sql']) {
    const directory = migrationFolder({ [name]: 'select 1;' });
    await expect(listMigrations(directory)).rejects.toThrow(
      `Migration file name must look like 001_name.sql (versioned) or R__name.sql (repeatable): ${name}`,
    );
  }
});

it('lists the ledger functions as a repeatable migration of the server', async () => {
  expect((await listRepeatableMigrations()).map((file) => file.name)).toContain('R__ledger_functions.sql');
});
