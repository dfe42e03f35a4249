import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { loadOrCreateKeyFile, totpKeyFilePath } from './key-file.js';

describe('TOTP key file (live mode without TOTP_ENCRYPTION_KEY)', () => {
  const folders: string[] = [];
  const dataDir = () => {
    const folder = mkdtempSync(join(tmpdir(), 'totp-key-'));
    folders.push(folder);
    return folder;
  };
  afterEach(() => {
    for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
  });

  it('creates a random 32-byte key once, private to the owner, and reads the same key afterwards', () => {
    const path = totpKeyFilePath(dataDir());
    const first = loadOrCreateKeyFile(path);
    expect(first.created).toBe(true);
    expect(first.key).toHaveLength(32);
    expect(statSync(path).mode & 0o777).toBe(0o600);
    expect(statSync(join(path, '..')).mode & 0o777).toBe(0o700);
    expect(readFileSync(path, 'utf8').trim()).toBe(first.key.toString('hex'));

    const again = loadOrCreateKeyFile(path);
    expect(again.created).toBe(false);
    expect(again.key).toEqual(first.key);
    // Another data folder gets another key.
    expect(loadOrCreateKeyFile(totpKeyFilePath(dataDir())).key).not.toEqual(first.key);
  });

  it('refuses a damaged key file instead of replacing it', () => {
    const path = totpKeyFilePath(dataDir());
    loadOrCreateKeyFile(path);
    writeFileSync(path, 'not a key\n');
    expect(() => loadOrCreateKeyFile(path)).toThrow(/does not hold a TOTP key/);
    expect(readFileSync(path, 'utf8')).toBe('not a key\n');
  });
});
