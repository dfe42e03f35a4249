import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { App } from '../../../app.js';
import type { Database } from '../../../db/database.js';
import { buildTestApp } from '../../../testing/test-app.js';
import type { TestUser } from '../../accounts/testing.js';

/** The whole app (as app.ts builds it) with DATA_DIR in a fresh temporary folder (KYC documents land there). */
export async function buildIdentityTestApp(
  database: Database,
  env: Record<string, string> = {},
): Promise<{ app: App; dataDir: string }> {
  const dataDir = mkdtempSync(join(tmpdir(), 'identity-data-'));
  const app = await buildTestApp({ database, env: { DATA_DIR: dataDir, ...env } });
  return { app, dataDir };
}

/** Re-authenticates the user's session with its password (POST /users/reauthenticate: the step-up). */
export async function markSteppedUp(app: App, user: TestUser): Promise<void> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/users/reauthenticate',
    headers: user.headers,
    payload: { password: user.password },
  });
  if (response.statusCode !== 200) throw new Error(`step-up failed: ${response.statusCode} ${response.body}`);
}

/** The outbox rows of a recipient, newest first (test mode writes every email there). */
export async function outboxTemplatesFor(app: App, recipient: string): Promise<string[]> {
  const result = await app.database.query<{ template: string }>(
    'select template from notification_outbox where recipient = $1 order by created_at desc, id desc',
    [recipient],
  );
  return result.rows.map((row) => row.template);
}
