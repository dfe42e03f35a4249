import { countriesListSchema } from '@platform/core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { App } from '../app.js';
import { buildTestApp } from '../testing/test-app.js';
import { forEachDatabase } from '../testing/test-databases.js';

forEachDatabase('GET /countries.json (spec §7 static /countries.json)', ({ openTestDatabase }) => {
  let app: App;
  beforeAll(async () => {
    app = await buildTestApp({ database: await openTestDatabase() });
  });
  afterAll(async () => {
    await app.close();
  });

  it('lists the 249 ISO 3166-1 alpha-2 codes as JSON, cached for a day', async () => {
    const response = await app.inject({ method: 'GET', url: '/countries.json' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.headers['cache-control']).toBe('public, max-age=86400');
    const { countries } = countriesListSchema.parse(response.json());
    expect(countries).toHaveLength(249);
    expect(countries).toContain('DE');
    expect(countries).not.toContain('Ge');
  });
});
