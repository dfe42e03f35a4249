import { failureEnvelopeSchema } from '@platform/core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { App } from '../../app.js';
import { buildTestApp } from '../../testing/test-app.js';
import { forEachDatabase } from '../../testing/test-databases.js';
import { createTestUser, type TestUser } from '../accounts/testing.js';
import { outboxRefusedMessage } from './test-mode-routes.js';

/** A stranger on the network: not a loopback connection. */
const remote = '203.0.113.9';

async function queueCode(app: App, host: string, recipient: string, code: string): Promise<void> {
  const brand = await app.brands.resolver.resolve(host);
  await app.database.transaction((transaction) =>
    app.notify.queue(transaction, {
      brand,
      recipient,
      locale: 'en',
      message: { template: 'email_verification_code', params: { code, expiresInMinutes: 10 } },
    }),
  );
}

interface Listed {
  statusCode: number;
  recipients: string[];
  brands: string[];
  body: unknown;
}

async function outbox(
  app: App,
  url: string,
  options: { remoteAddress?: string; headers?: Record<string, string> } = {},
): Promise<Listed> {
  const response = await app.inject({
    method: 'GET',
    url,
    remoteAddress: options.remoteAddress ?? '127.0.0.1',
    headers: options.headers ?? {},
  });
  const body = response.json() as { request_details?: { messages?: { recipient: string; brand_id: string }[] } };
  const messages = body.request_details?.messages ?? [];
  return {
    statusCode: response.statusCode,
    recipients: [...new Set(messages.map((message) => message.recipient))].sort(),
    brands: [...new Set(messages.map((message) => message.brand_id))].sort(),
    body,
  };
}

function expectRefused(listed: Listed): void {
  expect(listed.statusCode).toBe(403);
  expect(failureEnvelopeSchema.parse(listed.body)).toEqual({
    request_status: 0,
    error_code: 'forbidden',
    error_message: { outbox: { error: [outboxRefusedMessage] } },
  });
}

forEachDatabase('who may read the test-mode outbox', ({ openTestDatabase }) => {
  let app: App;
  let operator: TestUser;
  let retail: TestUser;
  beforeAll(async () => {
    app = await buildTestApp({ database: await openTestDatabase() });
    operator = await createTestUser(app, { role: 'operator' });
    retail = await createTestUser(app);
    await queueCode(app, 'localhost', 'alice@example.com', '111111');
    await queueCode(app, 'localhost', 'bob@example.com', '222222');
    await queueCode(app, 'alt.localhost', 'carol@example.com', '333333');
  });
  afterAll(async () => {
    await app.close();
  });

  it('refuses an anonymous caller from the network, with or without a recipient', async () => {
    expectRefused(await outbox(app, '/api/test-mode/outbox', { remoteAddress: remote }));
    expectRefused(await outbox(app, '/api/test-mode/outbox?limit=100', { remoteAddress: remote }));
    expectRefused(await outbox(app, '/api/test-mode/outbox?to=alice@example.com', { remoteAddress: remote }));
  });

  it('refuses a loopback caller who names no recipient, and a signed-in user who is not an operator', async () => {
    expectRefused(await outbox(app, '/api/test-mode/outbox?limit=100'));
    expectRefused(await outbox(app, '/api/test-mode/outbox', { remoteAddress: remote, headers: retail.headers }));
  });

  it("answers a loopback caller naming one recipient with that recipient's messages only", async () => {
    const listed = await outbox(app, '/api/test-mode/outbox?to=alice@example.com');
    expect(listed.statusCode).toBe(200);
    expect(listed.recipients).toEqual(['alice@example.com']);
  });

  it("answers an operator from anywhere with every message of the operator's brand, and no other brand's", async () => {
    const listed = await outbox(app, '/api/test-mode/outbox?limit=100', {
      remoteAddress: remote,
      headers: operator.headers,
    });
    expect(listed.statusCode).toBe(200);
    expect(listed.recipients).toEqual(expect.arrayContaining(['alice@example.com', 'bob@example.com']));
    expect(listed.recipients).not.toContain('carol@example.com');
    expect(listed.brands).toEqual(['brd_demo']);
  });

  it('reads one message only for an operator of its brand or a loopback caller naming its recipient', async () => {
    const operatorView = await outbox(app, '/api/test-mode/outbox?to=carol@example.com');
    const carolMessage = (operatorView.body as { request_details: { messages: { id: string }[] } }).request_details
      .messages[0];
    const url = `/api/test-mode/outbox/${carolMessage?.id ?? ''}`;
    const one = (query: string, options: { remoteAddress?: string; headers?: Record<string, string> } = {}) =>
      app.inject({
        method: 'GET',
        url: `${url}${query}`,
        remoteAddress: options.remoteAddress ?? '127.0.0.1',
        headers: options.headers ?? {},
      });
    expect((await one('', { remoteAddress: remote })).statusCode).toBe(403);
    expect((await one('')).statusCode).toBe(403);
    expect((await one('?to=alice@example.com')).statusCode).toBe(404);
    expect((await one('?to=carol@example.com')).statusCode).toBe(200);
    // The demo brand's operator does not read the alt brand's message.
    expect((await one('', { remoteAddress: remote, headers: operator.headers })).statusCode).toBe(404);
  });
});

forEachDatabase('the test-mode outbox behind a reverse proxy (TRUST_PROXY)', ({ openTestDatabase }) => {
  it('never counts a loopback connection as local: a proxy on the same machine forwards everyone', async () => {
    const app = await buildTestApp({ database: await openTestDatabase(), env: { TRUST_PROXY: '1' } });
    try {
      await queueCode(app, 'localhost', 'alice@example.com', '111111');
      expectRefused(await outbox(app, '/api/test-mode/outbox?to=alice@example.com'));
      // Nor does a forged header make a remote caller local.
      expectRefused(
        await outbox(app, '/api/test-mode/outbox?to=alice@example.com', {
          remoteAddress: remote,
          headers: { 'x-forwarded-for': '127.0.0.1' },
        }),
      );
      const operator = await createTestUser(app, { role: 'operator' });
      const listed = await outbox(app, '/api/test-mode/outbox?to=alice@example.com', { headers: operator.headers });
      expect(listed.recipients).toEqual(['alice@example.com']);
    } finally {
      await app.close();
    }
  });
});
