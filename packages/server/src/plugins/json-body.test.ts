import { failureEnvelopeSchema } from '@platform/core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { App } from '../app.js';
import { createTestUser } from '../modules/accounts/testing.js';
import { createTestMerchant, type TestMerchant } from '../modules/merchants/testing.js';
import { buildTestApp } from '../testing/test-app.js';
import { forEachDatabase } from '../testing/test-databases.js';
import { invalidUtf8Message } from './json-body.js';

/** `{"<field>":"Ab<0xFF 0xFE>cd"}`: JSON whose bytes are not UTF-8. */
const brokenJson = (field: string) =>
  Buffer.concat([Buffer.from(`{"${field}":"Ab`), Buffer.from([0xff, 0xfe]), Buffer.from('cd"}')]);

const refused = {
  request_status: 0,
  error_code: 'validation_failed',
  error_message: { body: { error: [invalidUtf8Message] } },
};

forEachDatabase('JSON bodies that are not UTF-8', ({ openTestDatabase }) => {
  let app: App;
  let merchant: TestMerchant;
  beforeAll(async () => {
    app = await buildTestApp({ database: await openTestDatabase() });
    merchant = await createTestMerchant(app, { name: 'Mug Shop' });
  });
  afterAll(async () => {
    await app.close();
  });

  const send = (method: 'PATCH' | 'POST', url: string, payload: Buffer, headers: Record<string, string> = {}) =>
    app.inject({ method, url, headers: { ...headers, 'content-type': 'application/json' }, payload });

  it('refuses PATCH /users/merchant/edit with a clear error and stores nothing', async () => {
    const response = await send('PATCH', '/api/users/merchant/edit', brokenJson('name'), merchant.user.headers);
    expect(response.statusCode).toBe(400);
    expect(failureEnvelopeSchema.parse(response.json())).toEqual(refused);
    const settings = await app.inject({ method: 'GET', url: '/api/users/merchant', headers: merchant.user.headers });
    expect(settings.json().request_details.name).toBe('Mug Shop');
  });

  it('refuses every JSON call the same way (a profile edit, a merchant API call)', async () => {
    const user = await createTestUser(app, { firstName: 'Dana' });
    const edit = await send('PATCH', '/api/users/edit', brokenJson('firstName'), user.headers);
    expect(edit.statusCode).toBe(400);
    expect(failureEnvelopeSchema.parse(edit.json())).toEqual(refused);
    const widget = await send('POST', '/m/api/currencies', brokenJson('merchant_id'));
    expect(failureEnvelopeSchema.parse(widget.json())).toEqual(refused);
  });

  it('keeps taking valid UTF-8, multi-byte characters included', async () => {
    const response = await send(
      'PATCH',
      '/api/users/merchant/edit',
      Buffer.from(JSON.stringify({ name: 'Café ☕ Kaffeehaus' }), 'utf8'),
      merchant.user.headers,
    );
    expect(response.statusCode).toBe(200);
    expect(response.json().request_details.name).toBe('Café ☕ Kaffeehaus');
  });

  it('keeps refusing prototype poisoning as Fastify does', async () => {
    const response = await send(
      'PATCH',
      '/api/users/merchant/edit',
      Buffer.from('{"name":"x","__proto__":{"admin":true}}'),
      merchant.user.headers,
    );
    expect(response.statusCode).toBe(400);
  });
});
