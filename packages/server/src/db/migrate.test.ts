import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { forEachDatabase } from '../testing/test-databases.js';
import { listMigrations, migrate } from './migrate.js';

forEachDatabase('migrations', ({ openTestDatabase }) => {
  it('applies every migration once, records it, and applies nothing the second time', async () => {
    const database = await openTestDatabase();
    const files = await listMigrations();
    expect(files.length).toBeGreaterThan(0);

    const first = await migrate(database);
    expect(first).toEqual(files.map((file) => file.name));
    const second = await migrate(database);
    expect(second).toEqual([]);

    const recorded = await database.query<{ version: number; name: string }>(
      'select version, name from schema_migrations order by version',
    );
    expect(recorded.rows).toEqual(files.map((file) => ({ version: file.version, name: file.name })));
    const tables = await database.query<{ table_name: string }>(
      `select table_name from information_schema.tables where table_schema = current_schema() order by table_name`,
    );
    // Other modules add their own migrations; these tables come from 001_brands.sql and the runner.
    expect(tables.rows.map((row) => row.table_name)).toEqual(
      expect.arrayContaining(['brand_hosts', 'brands', 'schema_migrations']),
    );
  });

  it('applies each migration exactly once when several instances start at the same time', async () => {
    const database = await openTestDatabase();
    const results = await Promise.all([migrate(database), migrate(database), migrate(database)]);
    const files = await listMigrations();
    expect(results.flat().sort()).toEqual(files.map((file) => file.name).sort());
  });

  it('applies files in numeric order and rolls a failing migration back whole', async () => {
    const database = await openTestDatabase();
    const directory = mkdtempSync(join(tmpdir(), 'migrations-'));
    writeFileSync(join(directory, '010_second.sql'), 'insert into ordered (step) values (2);');
    writeFileSync(
      join(directory, '002_first.sql'),
      'create table ordered (step integer not null); insert into ordered (step) values (1);',
    );
    writeFileSync(
      join(directory, '011_broken.sql'),
      'insert into ordered (step) values (3); select * from no_such_table;',
    );

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

it('refuses migration files with names it cannot order', async () => {
  const directory = mkdtempSync(join(tmpdir(), 'migrations-'));
  writeFileSync(join(directory, 'first.sql'), 'select 1;');
  await expect(listMigrations(directory)).rejects.toThrow('Migration file name must look like 001_name.sql: first.sql');
});
