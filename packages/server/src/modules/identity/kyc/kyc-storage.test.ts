import { mkdtempSync } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { createKycStorage, KycFileRejectedError, kycMaxFileBytes } from './kyc-storage.js';
import { tinyJpeg, tinyPdf } from './testing/document-fixtures.js';

const place = { brandId: 'brd_demo', userId: 'usr_abc123' };

function freshStorage() {
  const dataDir = mkdtempSync(join(tmpdir(), 'kyc-storage-'));
  return { dataDir, storage: createKycStorage({ dataDir, appsDir: mkdtempSync(join(tmpdir(), 'kyc-apps-')) }) };
}

/** A stream that hands over the bytes in small chunks, as a socket does. */
const chunked = (bytes: Buffer, size = 1000) =>
  Readable.from(
    Array.from({ length: Math.ceil(bytes.length / size) }, (_, index) =>
      bytes.subarray(index * size, (index + 1) * size),
    ),
  );

describe('KYC document storage', () => {
  it('writes under <DATA_DIR>/private/kyc/<brand>/<user>/<random>, owner-only, with size, hash and sniffed type', async () => {
    const { dataDir, storage } = freshStorage();
    const stored = await storage.store({ ...place, stream: chunked(tinyPdf(), 7) });
    expect(stored).toMatchObject({ sizeBytes: tinyPdf().length, mimeType: 'application/pdf' });
    expect(stored.sha256).toMatch(/^[0-9a-f]{64}$/);
    const path = join(dataDir, 'private', 'kyc', 'brd_demo', 'usr_abc123', stored.storageName);
    expect(await readFile(path)).toEqual(tinyPdf());
    expect((await stat(path)).mode & 0o777).toBe(0o600);
    expect(await storage.exists({ ...place, storageName: stored.storageName })).toBe(true);
    await storage.remove({ ...place, storageName: stored.storageName });
    expect(await storage.exists({ ...place, storageName: stored.storageName })).toBe(false);
  });

  it('stops at 5 MB and at the first bytes of another type, keeping nothing', async () => {
    const { dataDir, storage } = freshStorage();
    await expect(
      storage.store({ ...place, stream: chunked(tinyJpeg(kycMaxFileBytes), 64 * 1024) }),
    ).rejects.toMatchObject({
      reason: 'too_large',
    });
    await expect(
      storage.store({ ...place, stream: chunked(Buffer.from('MZ\x90\x00 executable'), 3) }),
    ).rejects.toBeInstanceOf(KycFileRejectedError);
    await expect(storage.store({ ...place, stream: chunked(Buffer.alloc(0)) })).rejects.toMatchObject({
      reason: 'empty',
    });
    const { readdir } = await import('node:fs/promises');
    expect(await readdir(join(dataDir, 'private', 'kyc', 'brd_demo', 'usr_abc123'))).toEqual([]);
  });

  it('takes exactly 5 MB', async () => {
    const { storage } = freshStorage();
    const stored = await storage.store({ ...place, stream: chunked(tinyJpeg(kycMaxFileBytes - 6), 256 * 1024) });
    expect(stored.sizeBytes).toBe(kycMaxFileBytes);
  });

  it('refuses unsafe path segments and a DATA_DIR inside the served apps folder', () => {
    const { storage } = freshStorage();
    expect(() => storage.open({ brandId: '..', userId: 'usr_a', storageName: 'a'.repeat(32) })).toThrow('unsafe');
    expect(() => storage.open({ ...place, storageName: '../../etc/passwd' })).toThrow('unsafe');
    const apps = mkdtempSync(join(tmpdir(), 'kyc-apps-'));
    expect(() => createKycStorage({ dataDir: join(apps, 'data'), appsDir: apps })).toThrow(
      /must not be inside APPS_DIR/,
    );
    expect(() => createKycStorage({ dataDir: apps, appsDir: apps })).toThrow(/must not be inside APPS_DIR/);
  });
});
