import { randomBytes } from 'node:crypto';
import { chmodSync, mkdirSync, openSync, readFileSync, writeSync, closeSync } from 'node:fs';
import { dirname, join } from 'node:path';

/** The key file of live mode without TOTP_ENCRYPTION_KEY, inside the data folder. */
export function totpKeyFilePath(dataDir: string): string {
  return join(dataDir, 'secrets', 'totp.key');
}

/**
 * Reads the 32-byte TOTP key from `path` (64 hex digits), creating it first with fresh random bytes
 * when it does not exist. The create is exclusive (`wx`), so two processes starting together on
 * one data folder end up with the same key; the folder is 0700 and the file 0600. A file that
 * exists but does not hold a key is an error, never silently replaced: replacing it would make
 * every stored authenticator app unreadable.
 */
export function loadOrCreateKeyFile(path: string): { key: Buffer; created: boolean } {
  mkdirSync(dirname(path), { recursive: true, mode: 0o700 });
  let created = false;
  try {
    const fd = openSync(path, 'wx', 0o600);
    try {
      writeSync(fd, `${randomBytes(32).toString('hex')}\n`);
    } finally {
      closeSync(fd);
    }
    created = true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  const text = readFileSync(path, 'utf8').trim();
  if (!/^[0-9a-fA-F]{64}$/.test(text)) {
    throw new Error(`${path} does not hold a TOTP key (64 hex digits); restore it or set TOTP_ENCRYPTION_KEY`);
  }
  if (created) chmodSync(path, 0o600);
  return { key: Buffer.from(text, 'hex'), created };
}
