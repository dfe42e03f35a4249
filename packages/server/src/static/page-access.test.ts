import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../app.js';
import { createTestUser, type TestUser } from '../modules/accounts/testing.js';
import { buildTestApp } from '../testing/test-app.js';
import { forEachDatabase } from '../testing/test-databases.js';

function fakeMembersApp(): string {
  const appsDir = mkdtempSync(join(tmpdir(), 'server-apps-'));
  mkdirSync(join(appsDir, 'members-app/dist'), { recursive: true });
  writeFileSync(join(appsDir, 'members-app/dist/index.html'), '<!doctype html><title>members-app</title>');
  return appsDir;
}

const merchantPages = [
  '/merchantTransactions',
  '/merchantSettlements',
  '/merchantSettlements/wire',
  '/generatePaymentLink',
];

/** Issue 15: a retail user opening a merchant URL got the 404 page with HTTP 200. */
forEachDatabase('direct loads of permission pages', ({ openTestDatabase }) => {
  let app: App;
  let retail: TestUser;
  let merchant: TestUser;
  beforeAll(async () => {
    app = await buildTestApp({ database: await openTestDatabase(), env: { APPS_DIR: fakeMembersApp() } });
    retail = await createTestUser(app, {
      permissions: { send: '1', withdrawal: '1', fiat_withdrawals: '0', widget: '0' },
    });
    merchant = await createTestUser(app, {
      permissions: { send: '1', withdrawal: '1', fiat_withdrawals: '1', widget: '1' },
    });
  });
  afterAll(async () => {
    await app.close();
  });

  const load = (url: string, user?: TestUser) =>
    app.inject({
      method: 'GET',
      url,
      headers: { host: 'localhost', accept: 'text/html' },
      ...(user === undefined ? {} : { cookies: { token: user.token } }),
    });

  describe.each(merchantPages)('%s', (url) => {
    it('answers 403 with the app (which says so) to a signed-in user without the permission', async () => {
      const response = await load(url, retail);
      expect(response.statusCode).toBe(403);
      expect(response.body).toContain('<title>members-app</title>');
      expect(response.headers['cache-control']).toBe('no-cache');
    });

    it('answers 200 to a user with the permission, and to an anonymous visitor (the app sends them to sign in)', async () => {
      expect((await load(url, merchant)).statusCode).toBe(200);
      expect((await load(url)).statusCode).toBe(200);
    });
  });

  it('keeps 200 for the pages every user opens, and 404 for unknown paths', async () => {
    expect((await load('/wallets', retail)).statusCode).toBe(200);
    expect((await load('/merchantSettlements/nowhere', retail)).statusCode).toBe(404);
    expect((await load('/nowhere', retail)).statusCode).toBe(404);
  });

  it('counts only a live session of this host’s brand: an ended one, a stale token or another brand is anonymous', async () => {
    const ended = await createTestUser(app, { permissions: { send: '1', fiat_withdrawals: '0' } });
    await app.inject({ method: 'POST', url: '/api/users/logout', headers: ended.headers, payload: {} });
    expect((await load('/merchantTransactions', ended)).statusCode).toBe(200);
    expect((await load('/merchantTransactions', { ...retail, token: 'x'.repeat(43) })).statusCode).toBe(200);
    const other = await app.inject({
      method: 'GET',
      url: '/merchantTransactions',
      headers: { host: 'alt.localhost', accept: 'text/html' },
      cookies: { token: retail.token },
    });
    expect(other.statusCode).toBe(200);
  });
});
