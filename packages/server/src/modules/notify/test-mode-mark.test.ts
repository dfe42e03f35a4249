import { afterAll, beforeAll, expect, it } from 'vitest';
import type { App } from '../../app.js';
import { buildTestApp } from '../../testing/test-app.js';
import { forEachDatabase } from '../../testing/test-databases.js';
import { createTestUser } from '../accounts/testing.js';

/** What the platform queued for `recipient`, read from its outbox table (live mode has no outbox route). */
async function queuedFor(app: App, recipient: string) {
  const rows = await app.database.query<{ subject: string; text_body: string; html_body: string | null }>(
    'select subject, text_body, html_body from notification_outbox where recipient = $1',
    [recipient],
  );
  return rows.rows;
}

/** A real email of the platform: the forgot-password link, asked for through the API. */
async function askForResetLink(app: App, email: string): Promise<void> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/users/forgetPassword',
    headers: { host: 'localhost' },
    payload: { email },
  });
  expect(response.statusCode, response.body).toBe(200);
}

/** A user of the demo brand whose emails are in `locale`. */
async function registeredUser(app: App, email: string, locale: string): Promise<void> {
  const user = await createTestUser(app, { email });
  await app.database.query('update users set locale = $2 where id = $1', [user.userId, locale]);
}

forEachDatabase('the TEST MODE mark in emails', ({ openTestDatabase }) => {
  let testMode: App;
  let live: App;
  beforeAll(async () => {
    testMode = await buildTestApp({ database: await openTestDatabase() });
    live = await buildTestApp({
      database: await openTestDatabase(),
      env: { TEST_MODE: '0', TOTP_ENCRYPTION_KEY: '11'.repeat(32), PUBLIC_URL: 'https://exchange.example' },
    });
  });
  afterAll(async () => {
    await testMode.close();
    await live.close();
  });

  it('puts the mark in the subject and the body of every email a test-mode platform sends, in the language of the email', async () => {
    await registeredUser(testMode, 'tester@example.com', 'de');
    await askForResetLink(testMode, 'tester@example.com');
    const [email] = await queuedFor(testMode, 'tester@example.com');
    expect(email?.subject).toMatch(/^\[TESTMODUS\] /);
    expect(email?.text_body).toContain(
      'TESTMODUS: Diese Nachricht stammt aus einer Testinstallation von Demo Exchange.',
    );
    expect(email?.html_body).toContain('data-test-mode');
  });

  it('leaves it out in live mode', async () => {
    await registeredUser(live, 'customer@example.com', 'en');
    await askForResetLink(live, 'customer@example.com');
    const [email] = await queuedFor(live, 'customer@example.com');
    expect(email?.subject).toBe('Reset your Demo Exchange password');
    expect(email?.text_body).not.toContain('TEST MODE');
    expect(email?.html_body).not.toContain('data-test-mode');
  });
});
