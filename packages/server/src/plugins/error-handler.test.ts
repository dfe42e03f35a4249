import { failureEnvelopeSchema } from '@platform/core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { z } from 'zod';
import type { App } from '../app.js';
import { buildTestApp } from '../testing/test-app.js';
import { forEachDatabase } from '../testing/test-databases.js';
import { serverErrorMessage } from './error-handler.js';

const bodyLimitBytes = 2048;

/** Fixture routes: the behaviour under test is the app's real parser, limits and error handler. */
function addFixtureRoutes(app: App) {
  app.post(
    '/api/fixture/profile',
    {
      schema: {
        body: z.object({
          firstName: z.string().min(2, { message: 'at least 2 characters' }),
          email: z.email({ message: 'Please enter a valid email address' }),
          address: z.object({ city: z.string().min(3, { message: 'at least 3 characters' }) }),
        }),
      },
    },
    async (request) => ({ request_status: 1, request_details: { firstName: request.body.firstName } }),
  );
  app.get('/api/fixture/crash', async () => {
    throw new Error('secret connection string postgres://admin:hunter2@db');
  });
}

forEachDatabase('error envelopes', ({ openTestDatabase }) => {
  let app: App;
  const logLines: string[] = [];
  beforeAll(async () => {
    app = await buildTestApp({
      database: await openTestDatabase(),
      env: { LOG_LEVEL: 'info', BODY_LIMIT_BYTES: String(bodyLimitBytes) },
      logStream: { write: (line) => void logLines.push(line) },
      beforeReady: addFixtureRoutes,
    });
  });
  afterAll(async () => {
    await app.close();
  });

  it.each(['/api/users/nothing-here', '/m/api/nothing-here', '/api'])(
    'answers 404 not_found for unknown API path %s',
    async (url) => {
      const response = await app.inject({ method: 'POST', url, payload: {} });
      expect(response.statusCode).toBe(404);
      const body = failureEnvelopeSchema.parse(response.json());
      expect(body.error_code).toBe('not_found');
    },
  );

  it('answers 400 validation_failed with a message per field', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/fixture/profile',
      payload: { firstName: 'A', email: 'not-an-email', address: { city: 'Ku' } },
    });
    expect(response.statusCode).toBe(400);
    expect(failureEnvelopeSchema.parse(response.json())).toEqual({
      request_status: 0,
      error_code: 'validation_failed',
      error_message: {
        firstName: { error: ['at least 2 characters'] },
        email: { error: ['Please enter a valid email address'] },
        'address.city': { error: ['at least 3 characters'] },
      },
    });
  });

  it('accepts a valid body', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/fixture/profile',
      payload: { firstName: 'Ada', email: 'ada@example.com', address: { city: 'London' } },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ request_status: 1, request_details: { firstName: 'Ada' } });
  });

  it('answers 400 for malformed JSON', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/fixture/profile',
      headers: { 'content-type': 'application/json' },
      payload: '{"firstName":',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error_code).toBe('validation_failed');
  });

  it('answers 413 payload_too_large for a body over BODY_LIMIT_BYTES', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/fixture/profile',
      payload: { firstName: 'x'.repeat(bodyLimitBytes * 2), email: 'a@example.com', address: { city: 'London' } },
    });
    expect(response.statusCode).toBe(413);
    expect(failureEnvelopeSchema.parse(response.json()).error_code).toBe('payload_too_large');
  });

  it('answers 415 unsupported_media_type for a content type the API does not parse', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/fixture/profile',
      headers: { 'content-type': 'application/xml' },
      payload: '<profile/>',
    });
    expect(response.statusCode).toBe(415);
    expect(failureEnvelopeSchema.parse(response.json()).error_code).toBe('unsupported_media_type');
  });

  it('hides 5xx details from the client and logs them with the request id', async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/api/fixture/crash',
      headers: { 'x-request-id': 'crash-report-7' },
    });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({
      request_status: 0,
      error_code: 'server_error',
      error_message: { general: { error: [serverErrorMessage] } },
    });
    expect(response.body).not.toContain('hunter2');
    const logged = logLines
      .map((line) => JSON.parse(line) as Record<string, unknown>)
      .find((entry) => entry['reqId'] === 'crash-report-7' && entry['level'] === 50);
    expect(logged).toBeDefined();
    expect(JSON.stringify(logged)).toContain('secret connection string');
  });

  it('never writes the Authorization or Cookie header to the log', async () => {
    // A handler logging the request headers (the default request serializer already leaves them out).
    app.log.info(
      { headers: { authorization: '"user-token-abc"', cookie: 'token=abc', accept: 'text/html' } },
      'headers seen',
    );
    const line = logLines.find((entry) => entry.includes('headers seen'));
    expect(line).toBeDefined();
    expect(line).not.toContain('user-token-abc');
    expect(line).not.toContain('token=abc');
    expect(JSON.parse(line!).headers).toEqual({
      authorization: '[redacted]',
      cookie: '[redacted]',
      accept: 'text/html',
    });
  });
});
