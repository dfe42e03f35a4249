import { createHash } from 'node:crypto';
import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { migrationsDir } from '../config/package-paths.js';

const versionedFilePattern = /^(\d{3,})_[a-z0-9_]+\.sql$/;
const repeatableFilePattern = /^R__[a-z0-9_]+\.sql$/;

/** A versioned migration (`NNN_name.sql`): applied once, in version order, then never again. */
export interface MigrationFile {
  version: number;
  name: string;
  path: string;
}

/**
 * A repeatable migration (`R__name.sql`, Flyway's convention): applied after every versioned one,
 * and again whenever its content changes. For definitions that are replaced whole (SQL functions),
 * so the current version of each is written in one place.
 */
export interface RepeatableMigrationFile {
  name: string;
  path: string;
}

export interface MigrationFolder {
  /** In version order. */
  versioned: MigrationFile[];
  /** In name order. */
  repeatable: RepeatableMigrationFile[];
}

function assertDistinctVersions(files: readonly MigrationFile[]): void {
  for (let index = 1; index < files.length; index += 1) {
    if (files[index]?.version === files[index - 1]?.version)
      throw new Error(`Duplicate migration version: ${files[index]?.name}`);
  }
}

/** The `.sql` files of a migrations folder; a name that is neither kind is refused. */
export async function readMigrationFolder(directory: string = migrationsDir): Promise<MigrationFolder> {
  const names = (await readdir(directory)).filter((name) => name.endsWith('.sql')).sort();
  const versioned: MigrationFile[] = [];
  const repeatable: RepeatableMigrationFile[] = [];
  for (const name of names) {
    const path = join(directory, name);
    if (repeatableFilePattern.test(name)) {
      repeatable.push({ name, path });
      continue;
    }
    const match = versionedFilePattern.exec(name);
    if (!match?.[1])
      throw new Error(
        `Migration file name must look like 001_name.sql (versioned) or R__name.sql (repeatable): ${name}`,
      );
    versioned.push({ version: Number(match[1]), name, path });
  }
  versioned.sort((left, right) => left.version - right.version);
  assertDistinctVersions(versioned);
  return { versioned, repeatable };
}

export async function listMigrations(directory: string = migrationsDir): Promise<MigrationFile[]> {
  return (await readMigrationFolder(directory)).versioned;
}

export async function listRepeatableMigrations(directory: string = migrationsDir): Promise<RepeatableMigrationFile[]> {
  return (await readMigrationFolder(directory)).repeatable;
}

/** What the runner records of a repeatable migration: SHA-256 of its text, hex. */
export function checksumOf(script: string): string {
  return createHash('sha256').update(script, 'utf8').digest('hex');
}
