import { defineEndpoint } from '@platform/core';
import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { errorHandlerPlugin } from '../plugins/error-handler.js';
import { serve } from './serve.js';

const row = defineEndpoint({
  method: 'POST',
  path: '/things/{id}',
  auth: 'public',
  summary: 'A test row',
  tags: ['test'],
  request: { params: z.object({ id: z.string().max(5) }), body: z.strictObject({ count: z.number().int() }) },
  details: z.object({ id: z.string(), count: z.number() }),
});
const flagRow = defineEndpoint({
  method: 'GET',
  path: '/flag',
  auth: 'public',
  summary: 'A row whose schema normalises a legacy flag for clients',
  tags: ['test'],
  details: z.object({ verified: z.union([z.literal(1), z.literal(0)]).transform((flag) => flag === 1) }),
});
const checkoutRow = defineEndpoint({
  method: 'GET',
  path: '/checkout/thing',
  success: 'success',
  auth: 'public',
  summary: 'A test checkout row',
  tags: ['test'],
  details: z.object({ ok: z.boolean() }),
});

async function appServing(answer: unknown) {
  const app = Fastify({ logger: false });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  await app.register(errorHandlerPlugin);
  // The wrong answer is the point of one case: the handler's type is bypassed on purpose.
  serve(app, row, async (request) => (answer ?? { id: request.params.id, count: request.body.count }) as never);
  serve(app, checkoutRow, async () => ({ ok: true }));
  serve(app, flagRow, async () => ({ verified: 1, passwordHash: 'internal' }) as never);
  await app.ready();
  return app;
}

describe('serve: a route from a contract row', () => {
  it('answers the envelope around the handler’s details, validated by the row', async () => {
    const app = await appServing(undefined);
    const response = await app.inject({ method: 'POST', url: '/things/a1', payload: { count: 2 } });
    expect(response.json()).toEqual({ request_status: 1, request_details: { id: 'a1', count: 2 } });
    expect((await app.inject({ method: 'GET', url: '/checkout/thing' })).json()).toEqual({
      success: true,
      request_details: { ok: true },
    });
  });

  it('refuses a request outside the row’s schemas with the spec’s envelope', async () => {
    const app = await appServing(undefined);
    const unknownField = await app.inject({ method: 'POST', url: '/things/a1', payload: { count: 2, extra: 1 } });
    expect(unknownField.statusCode).toBe(400);
    expect(unknownField.json()).toMatchObject({ request_status: 0, error_code: 'validation_failed' });
    const longId = await app.inject({ method: 'POST', url: '/things/abcdefgh', payload: { count: 2 } });
    expect(longId.statusCode).toBe(400);
  });

  it('fails (500, details only in the log) when an answer does not match the row', async () => {
    const app = await appServing({ id: 7, count: 'two' });
    const response = await app.inject({ method: 'POST', url: '/things/a1', payload: { count: 2 } });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toMatchObject({ request_status: 0, error_code: 'server_error' });
  });

  it('sends values as the handler built them, without fields the row does not name', async () => {
    const app = await appServing(undefined);
    const response = await app.inject({ method: 'GET', url: '/flag' });
    expect(response.json()).toEqual({ request_status: 1, request_details: { verified: 1 } });
  });

  it('leaves a multipart row’s body to its handler (the row’s schema documents the form)', async () => {
    const app = Fastify({ logger: false });
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(serializerCompiler);
    await app.register(errorHandlerPlugin);
    const upload = defineEndpoint({
      method: 'PATCH',
      path: '/upload',
      auth: 'public',
      consumes: 'multipart',
      summary: 'A test upload row',
      tags: ['test'],
      request: { body: z.strictObject({ name: z.string() }) },
      details: z.object({ received: z.boolean() }),
    });
    serve(app, upload, async (request) => ({ received: request.body !== undefined }));
    const response = await app.inject({ method: 'PATCH', url: '/upload', payload: { other: 1 } });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ request_status: 1, request_details: { received: true } });
    expect(upload.consumes).toBe('multipart');
    expect(row.consumes).toBe('json');
  });

  it('refuses to serve a planned row', async () => {
    const app = Fastify({ logger: false });
    const planned = defineEndpoint({ ...row, status: 'planned', request: row.request, details: row.details });
    expect(() => serve(app, planned, async () => ({ id: 'x', count: 1 }))).toThrow(/planned row/);
  });
});
