import { beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/database.js';
import { migrate } from '../../db/migrate.js';
import { forEachDatabase } from '../../testing/test-databases.js';
import { checkCode, CodeCooldownError, issueCode, newCode } from './one-time-codes.js';
import {
  clearRateLimit,
  failureCount,
  hitRateLimit,
  lockedForSeconds,
  pruneRateLimits,
  recordFailure,
} from '../../lib/rate-limits.js';

forEachDatabase('one-time codes and rate limits', ({ openTestDatabase }) => {
  let database: Database;
  beforeAll(async () => {
    database = await openTestDatabase();
    await migrate(database);
  });

  const issue = (subject: string) =>
    database.transaction((transaction) =>
      issueCode(transaction, {
        purpose: 'email_verification',
        subject,
        channel: 'email',
        destination: 'a@example.com',
      }),
    );
  const check = (subject: string, code: string) =>
    database.transaction((transaction) => checkCode(transaction, { purpose: 'email_verification', subject, code }));

  describe('codes', () => {
    it('are six digits from the RNG', () => {
      const codes = new Set(Array.from({ length: 200 }, () => newCode()));
      for (const code of codes) expect(code).toMatch(/^\d{6}$/);
      expect(codes.size).toBeGreaterThan(190);
    });

    it('are stored hashed with a per-code salt, never in clear', async () => {
      const { code, id } = await issue('usr_hashed');
      const row = await database.query<{ code_hash: string; salt: string }>(
        'select code_hash, salt from one_time_codes where id = $1',
        [id],
      );
      expect(JSON.stringify(row.rows)).not.toContain(code);
      expect(row.rows[0]?.salt).toMatch(/^[0-9a-f]{32}$/);
    });

    it('work once', async () => {
      const { code } = await issue('usr_once');
      expect((await check('usr_once', code)).ok).toBe(true);
      expect((await check('usr_once', code)).ok).toBe(false);
    });

    it('die after 10 minutes', async () => {
      const { code } = await issue('usr_old');
      await database.query(
        `update one_time_codes set created_at = now() - interval '11 minutes', expires_at = now() - interval '1 minute'
         where subject = 'usr_old'`,
      );
      expect((await check('usr_old', code)).ok).toBe(false);
    });

    it('refuse a resend within 60 s and replace the old code after it', async () => {
      const first = await issue('usr_resend');
      await expect(issue('usr_resend')).rejects.toBeInstanceOf(CodeCooldownError);
      await database.query(
        `update one_time_codes set created_at = created_at - interval '61 seconds', expires_at = expires_at - interval '61 seconds'
         where subject = 'usr_resend'`,
      );
      const second = await issue('usr_resend');
      if (first.code !== second.code) expect((await check('usr_resend', first.code)).ok).toBe(false);
      expect((await check('usr_resend', second.code)).ok).toBe(true);
    });
  });

  describe('rate limits', () => {
    it('count attempts in a fixed window', async () => {
      const rule = { limit: 2, windowSeconds: 60 };
      expect((await hitRateLimit(database, 'test:window', rule)).allowed).toBe(true);
      expect((await hitRateLimit(database, 'test:window', rule)).allowed).toBe(true);
      const third = await hitRateLimit(database, 'test:window', rule);
      expect(third).toMatchObject({ allowed: false });
      expect(third.retryAfterSeconds).toBeGreaterThan(0);
      expect(third.retryAfterSeconds).toBeLessThanOrEqual(60);
      await database.query(
        `update rate_limit_buckets set window_start = now() - interval '61 seconds' where key = 'test:window'`,
      );
      expect((await hitRateLimit(database, 'test:window', rule)).allowed).toBe(true);
    });

    it('lock a key at the failure count, and clear it', async () => {
      const rule = { failures: 3, windowSeconds: 60, lockSeconds: 120 };
      await recordFailure(database, 'test:lock', rule);
      await recordFailure(database, 'test:lock', rule);
      expect(await failureCount(database, 'test:lock', 60)).toBe(2);
      expect(await lockedForSeconds(database, 'test:lock')).toBe(0);
      await recordFailure(database, 'test:lock', rule);
      const seconds = await lockedForSeconds(database, 'test:lock');
      expect(seconds).toBeGreaterThan(100);
      expect(seconds).toBeLessThanOrEqual(120);
      await clearRateLimit(database, 'test:lock');
      expect(await lockedForSeconds(database, 'test:lock')).toBe(0);
    });

    it('prune finished windows only', async () => {
      await hitRateLimit(database, 'test:fresh', { limit: 1, windowSeconds: 60 });
      await hitRateLimit(database, 'test:stale', { limit: 1, windowSeconds: 60 });
      await database.query(
        `update rate_limit_buckets set window_start = now() - interval '2 days' where key = 'test:stale'`,
      );
      await pruneRateLimits(database);
      const keys = (await database.query<{ key: string }>(`select key from rate_limit_buckets where key like 'test:%'`))
        .rows;
      expect(keys.map((row) => row.key)).toContain('test:fresh');
      expect(keys.map((row) => row.key)).not.toContain('test:stale');
    });
  });
});
