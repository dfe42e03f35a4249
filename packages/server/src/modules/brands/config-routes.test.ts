import { configurationDetailsSchema, failureEnvelopeSchema } from '@platform/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app.js';
import type { Database } from '../../db/database.js';
import { migrate } from '../../db/migrate.js';
import { seed } from '../../seed/seed.js';
import { buildTestApp } from '../../testing/test-app.js';
import { forEachDatabase } from '../../testing/test-databases.js';
import { configurationMissingMessage } from './brand-resolver.js';

async function configFor(app: App, host: string) {
  const response = await app.inject({ method: 'GET', url: '/api/config', headers: { host } });
  return { response, body: response.json() as { request_status: number; request_details: unknown } };
}

forEachDatabase('GET /api/config', ({ openTestDatabase }) => {
  describe('with the seeded demo brands', () => {
    let app: App;
    let database: Database;
    beforeAll(async () => {
      database = await openTestDatabase();
      app = await buildTestApp({ database });
    });
    afterAll(async () => {
      await app.close();
    });

    it('answers the envelope of spec §7 that core’s configurationDetailsSchema accepts', async () => {
      const { response, body } = await configFor(app, 'localhost:3000');
      expect(response.statusCode).toBe(200);
      expect(body.request_status).toBe(1);
      const details = configurationDetailsSchema.parse(body.request_details);
      expect(details.module).toMatchObject({
        label_name: 'Demo Exchange',
        wl_id: 1,
        api: '/api',
        mapi: '/m',
        enable_flow: true,
        enable_trade: true,
        enable_widget: true,
        enable_withdraw: true,
        enable_statements: true,
        registration_new_flow: true,
        active_locales: ['en', 'es', 'cz', 'de', 'fi', 'it', 'no'],
      });
      expect(details.meta).toEqual({ link: [], css: [], js: [], images: [] });
    });

    it.each([
      ['localhost', 1],
      ['127.0.0.1:8080', 1],
      ['alt.localhost', 2],
      ['ALT.LOCALHOST:3000', 2],
      ['127.0.0.2:3000', 2],
      ['unknown-brand.example', 1],
    ])('resolves host %s to the brand with wl_id %i', async (host, wlId) => {
      const { body } = await configFor(app, host);
      const details = configurationDetailsSchema.parse(body.request_details);
      expect(details.module.wl_id).toBe(wlId);
      expect(details.module.label_name).toBe(wlId === 2 ? 'Alt Exchange' : 'Demo Exchange');
    });

    it('tells clients that the platform runs in test mode (test_mode: true), so every page can say so', async () => {
      const { body } = await configFor(app, 'localhost');
      expect((body.request_details as { test_mode: unknown }).test_mode).toBe(true);
    });

    it('gives each brand its own theme colours', async () => {
      const demo = configurationDetailsSchema.parse((await configFor(app, 'localhost')).body.request_details);
      const alt = configurationDetailsSchema.parse((await configFor(app, 'alt.localhost')).body.request_details);
      expect(demo.module.primary_color).not.toBe(alt.module.primary_color);
    });

    it('seeds idempotently: a second seed adds nothing', async () => {
      expect(await seed(database, { apiBase: '/api', merchantApiBase: '/m' })).toEqual([]);
      const brands = await database.query<{ count: number }>('select count(*)::int as count from brands');
      expect(brands.rows[0]?.count).toBe(2);
    });
  });

  describe('in live mode', () => {
    it('answers test_mode: false', async () => {
      const live = await buildTestApp({
        database: await openTestDatabase(),
        env: { TEST_MODE: '0', TOTP_ENCRYPTION_KEY: '11'.repeat(32) },
      });
      try {
        const { body } = await configFor(live, 'localhost');
        expect((body.request_details as { test_mode: unknown }).test_mode).toBe(false);
      } finally {
        await live.close();
      }
    });
  });

  describe('with no brand at all (migrated, never seeded)', () => {
    it('answers 503 configuration_missing: the platform has nothing to serve', async () => {
      const database = await openTestDatabase();
      await migrate(database);
      const bare = await buildTestApp({ database, prepared: true });
      try {
        const { response, body } = await configFor(bare, 'shop.example');
        expect(response.statusCode).toBe(503);
        expect(failureEnvelopeSchema.parse(body).error_code).toBe('configuration_missing');
      } finally {
        await bare.close();
      }
    });
  });

  describe('with a broken or missing brand configuration', () => {
    let app: App;
    let database: Database;
    beforeAll(async () => {
      database = await openTestDatabase();
      app = await buildTestApp({ database, brandCacheTtlMs: 0 });
    });
    afterAll(async () => {
      await app.close();
    });

    it('answers 503 configuration_missing when the stored configuration fails the schema', async () => {
      await database.query(`update brands set configuration = configuration - 'label_name' where id = 'brd_alt'`);
      const { response, body } = await configFor(app, 'alt.localhost');
      expect(response.statusCode).toBe(503);
      expect(failureEnvelopeSchema.parse(body)).toEqual({
        request_status: 0,
        error_code: 'configuration_missing',
        error_message: { configuration: { error: [configurationMissingMessage] } },
      });
      // The intact default brand is still served to its own hosts.
      expect((await configFor(app, 'localhost')).response.statusCode).toBe(200);
    });

    it('answers 421 misdirected_request when brands exist but none serves the host and none is the default', async () => {
      await database.query(`update brands set is_default = false`);
      const { response, body } = await configFor(app, 'shop.example');
      expect(response.statusCode).toBe(421);
      expect(failureEnvelopeSchema.parse(body).error_code).toBe('misdirected_request');
    });
  });
});
