import { randomBytes } from 'node:crypto';
import { vi } from 'vitest';
import type { App } from '../../../app.js';
import type { Database } from '../../../db/database.js';
import { buildTestApp } from '../../../testing/test-app.js';
import { createTestUser, type TestUser } from '../../accounts/testing.js';

export interface WebhookTestMerchant {
  user: TestUser;
  merchantId: string;
  name: string;
}

/** Tests only: a user of the demo brand with a merchants row (075_merchants.sql). */
export async function createWebhookTestMerchant(app: App, name = 'Mug Shop'): Promise<WebhookTestMerchant> {
  const user = await createTestUser(app, { permissions: { widget: '1' } });
  const merchantId = `mer_${randomBytes(8).toString('hex')}`;
  await app.database.query(
    `insert into merchants (id, brand_id, user_id, name) select $1, brand_id, id, $3 from users where id = $2`,
    [merchantId, user.userId, name],
  );
  return { user, merchantId, name };
}

/** The whole app in test mode, jobs off (tests run delivery passes themselves). */
export function buildWebhookTestApp(database: Database, env: Record<string, string> = {}): Promise<App> {
  return buildTestApp({ database, env });
}

/**
 * Runs `work` with Date set to `at` (timers stay real), so the `standardwebhooks` package checks
 * timestamps against the test clock as a receiver at that moment would.
 */
export async function atTime<T>(at: Date, work: () => Promise<T> | T): Promise<T> {
  vi.useFakeTimers({ toFake: ['Date'], now: at });
  try {
    return await work();
  } finally {
    vi.useRealTimers();
  }
}

export const secondsAfter = (start: Date, seconds: number) => new Date(start.getTime() + seconds * 1000);
