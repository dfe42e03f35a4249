import { failureEnvelopeSchema } from '@platform/core';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/database.js';
import { databasePlugin } from '../../plugins/database.js';
import { errorHandlerPlugin } from '../../plugins/error-handler.js';
import { forEachDatabase } from '../../testing/test-databases.js';
import type { Brand } from '../brands/index.js';
import { notifyPlugin } from './notify-plugin.js';
import { parseNotifyEnv } from './notify-env.js';
import { maxOutboxPageSize, notifyTestModeRoutes, outboxMessageNotFound } from './test-mode-routes.js';
import { prepareNotifyDatabase } from './testing/notify-test-database.js';

interface OutboxJson {
  id: string;
  recipient: string;
  subject: string;
  text_body: string;
  status: string;
  delivered_via: string | null;
}

/** The app.ts wiring in miniature: database, error handler, zod compilers, notify, routes under /api. */
async function buildNotifyApp(database: Database, options: { testMode: boolean }): Promise<FastifyInstance> {
  const app = Fastify({ logger: false }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  await app.register(databasePlugin, { database });
  await app.register(errorHandlerPlugin);
  await app.register(notifyPlugin, {
    env: parseNotifyEnv({ NOTIFY_POLL_INTERVAL_MS: '100' }),
    testMode: options.testMode,
    runWorker: true,
  });
  if (options.testMode) await app.register(notifyTestModeRoutes, { prefix: '/api', trustProxy: false });
  await app.ready();
  return app;
}

async function waitFor<T>(read: () => Promise<T>, done: (value: T) => boolean, timeoutMs = 10_000): Promise<T> {
  const deadlineMs = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() > deadlineMs) throw new Error('timed out waiting for the outbox');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

forEachDatabase('test-mode outbox routes', ({ openTestDatabase }) => {
  describe('with test mode on', () => {
    let app: FastifyInstance;
    let brand: Brand;
    beforeAll(async () => {
      const database = await openTestDatabase();
      brand = await prepareNotifyDatabase(database);
      app = await buildNotifyApp(database, { testMode: true });
    });
    afterAll(async () => {
      await app.close();
    });

    const list = async (query: string) => {
      const response = await app.inject({ method: 'GET', url: `/api/test-mode/outbox${query}` });
      return {
        response,
        messages: (response.json() as { request_details?: { messages: OutboxJson[] } }).request_details?.messages ?? [],
      };
    };

    it('shows the codes the platform queued, newest first, delivered by the background worker', async () => {
      for (const code of ['101010', '202020', '303030']) {
        await app.database.transaction((transaction) =>
          app.notify.queue(transaction, {
            brand,
            recipient: 'erin@example.com',
            locale: 'en',
            message: { template: 'email_verification_code', params: { code, expiresInMinutes: 10 } },
          }),
        );
      }
      const { response, messages } = await waitFor(
        () => list('?to=Erin@Example.com'),
        (result) => result.messages.every((message) => message.status === 'sent'),
      );
      expect(response.statusCode).toBe(200);
      expect(messages.map((message) => message.text_body.match(/ {4}(\d{6})/)?.[1])).toEqual([
        '303030',
        '202020',
        '101010',
      ]);
      expect(messages[0]).toMatchObject({
        recipient: 'erin@example.com',
        subject: '[TEST MODE] Your Demo Exchange email verification code',
        status: 'sent',
        delivered_via: 'dev_outbox',
      });

      const limited = await list('?to=erin@example.com&limit=2');
      expect(limited.messages).toHaveLength(2);
      expect((await list('?to=nobody@example.com')).messages).toEqual([]);

      const one = await app.inject({
        method: 'GET',
        url: `/api/test-mode/outbox/${messages[0]?.id ?? ''}?to=erin@example.com`,
      });
      expect(one.statusCode).toBe(200);
      expect((one.json() as { request_details: { message: OutboxJson } }).request_details.message.id).toBe(
        messages[0]?.id,
      );
    });

    it(`caps the page size at ${maxOutboxPageSize}`, async () => {
      const { response } = await list(`?to=erin@example.com&limit=${maxOutboxPageSize + 1}`);
      expect(response.statusCode).toBe(400);
      expect(failureEnvelopeSchema.parse(response.json()).error_code).toBe('validation_failed');
    });

    it('answers 404 in the envelope for an unknown message and 400 for a malformed id', async () => {
      const missing = await app.inject({
        method: 'GET',
        url: '/api/test-mode/outbox/ntf_000000000000?to=erin@example.com',
      });
      expect(missing.statusCode).toBe(404);
      expect(failureEnvelopeSchema.parse(missing.json())).toEqual({
        request_status: 0,
        error_code: 'not_found',
        error_message: { id: { error: [outboxMessageNotFound] } },
      });
      const malformed = await app.inject({ method: 'GET', url: '/api/test-mode/outbox/1%3Bdrop' });
      expect(malformed.statusCode).toBe(400);
    });
  });

  describe('with test mode off', () => {
    it('does not expose the outbox at all', async () => {
      const database = await openTestDatabase();
      await prepareNotifyDatabase(database);
      const app = await buildNotifyApp(database, { testMode: false });
      const response = await app.inject({ method: 'GET', url: '/api/test-mode/outbox' });
      expect(response.statusCode).toBe(404);
      await app.close();
    });
  });
});
