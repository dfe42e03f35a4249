import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../../app.js';
import { forEachDatabase } from '../../../testing/test-databases.js';
import { createTestUser } from '../../accounts/testing.js';
import { buildIdentityTestApp } from '../testing/identity-test-app.js';

const regionMessage = 'Unfortunately we do not provide our services for this region.';
const chinaIp = '175.16.199.0';
const swedenIp = '89.160.20.112';

/** Adds blocked_countries to a stored brand (as an operator would) and drops the resolver's cache. */
async function blockCountries(app: App, brandId: string, countries: string[]) {
  await app.database.query(
    `update brands set configuration = configuration || jsonb_build_object('blocked_countries', $2::jsonb) where id = $1`,
    [brandId, JSON.stringify(countries)],
  );
  app.brands.resolver.clearCache();
}

forEachDatabase('region not served', ({ openTestDatabase }) => {
  describe('behind a trusted proxy (TRUST_PROXY=1)', () => {
    let app: App;
    beforeAll(async () => {
      ({ app } = await buildIdentityTestApp(await openTestDatabase(), { TRUST_PROXY: '1' }));
      await blockCountries(app, 'brd_demo', ['CN']);
    });
    afterAll(async () => {
      await app.close();
    });

    const from = (ip: string, host = 'localhost') => ({ host, origin: `http://${host}`, 'x-forwarded-for': ip });

    it('GET /api/locate answers the client country from X-Forwarded-For, and whether the brand serves it', async () => {
      const china = await app.inject({ method: 'GET', url: '/api/locate', headers: from(chinaIp) });
      expect(china.statusCode).toBe(200);
      expect(china.json()).toEqual({
        request_status: 1,
        request_details: { country: 'CN', ip: chinaIp, located: true, served: false },
      });
      expect(china.headers['cache-control']).toBe('no-store');
      const sweden = await app.inject({ method: 'GET', url: '/api/locate', headers: from(swedenIp) });
      expect(sweden.json().request_details).toEqual({ country: 'SE', ip: swedenIp, located: true, served: true });
      const privateIp = await app.inject({ method: 'GET', url: '/api/locate', headers: from('10.0.0.8') });
      expect(privateIp.json().request_details).toMatchObject({ country: 'GB', located: false, served: true });
      // The other brand blocks nothing.
      const alt = await app.inject({ method: 'GET', url: '/api/locate', headers: from(chinaIp, 'alt.localhost') });
      expect(alt.json().request_details).toMatchObject({ country: 'CN', served: true });
    });

    it('refuses login and registration from a blocked country with the spec message, before anything else', async () => {
      const user = await createTestUser(app);
      for (const [url, payload] of [
        ['/api/users/login', { email: user.email, password: user.password }],
        ['/api/users/register', { email: 'new@example.com' }],
        ['/api/users/registrationAttempt', { email: 'new@example.com' }],
        ['/api/verify/requestOTP', { email: user.email }],
      ] as const) {
        const response = await app.inject({ method: 'POST', url, headers: from(chinaIp), payload });
        expect(response.statusCode, url).toBe(403);
        expect(response.json()).toEqual({
          request_status: 0,
          error_message: { region: { error: [regionMessage] } },
          error_code: 'forbidden',
        });
      }
      const allowed = await app.inject({
        method: 'POST',
        url: '/api/users/login',
        headers: from(swedenIp),
        payload: { email: user.email, password: user.password },
      });
      expect(allowed.statusCode).toBe(200);
      expect(allowed.json().request_details.user_token).toEqual(expect.any(String));
    });

    it('exposes the guard as app.identity.requireServedRegion and the country as app.identity.locateCountry', () => {
      expect(typeof app.identity.requireServedRegion).toBe('function');
      expect(app.identity.locateCountry(swedenIp)).toEqual({ country: 'SE', located: true });
    });
  });

  describe('without TRUST_PROXY', () => {
    let app: App;
    beforeAll(async () => {
      ({ app } = await buildIdentityTestApp(await openTestDatabase()));
      await blockCountries(app, 'brd_demo', ['GB']);
    });
    afterAll(async () => {
      await app.close();
    });

    it('ignores X-Forwarded-For: the socket address (loopback) counts, which is the default GB', async () => {
      const response = await app.inject({
        method: 'GET',
        url: '/api/locate',
        headers: { host: 'localhost', 'x-forwarded-for': swedenIp },
      });
      expect(response.json().request_details).toMatchObject({ country: 'GB', located: false, served: false });
      const login = await app.inject({
        method: 'POST',
        url: '/api/users/login',
        headers: { host: 'localhost', origin: 'http://localhost', 'x-forwarded-for': swedenIp },
        payload: { email: 'a@example.com', password: 'whatever-password' },
      });
      expect(login.statusCode).toBe(403);
      expect(login.json().error_message.region.error).toEqual([regionMessage]);
    });

    it('refuses a brand configuration whose blocked_countries are not country codes', async () => {
      await app.database.query(
        `update brands set configuration = configuration || '{"blocked_countries": ["Narnia"]}'::jsonb where id = 'brd_alt'`,
      );
      app.brands.resolver.clearCache();
      const response = await app.inject({ method: 'GET', url: '/api/locate', headers: { host: 'alt.localhost' } });
      expect(response.statusCode).toBe(503);
      expect(response.json().error_code).toBe('configuration_missing');
    });
  });
});

forEachDatabase('identity routes in the OpenAPI description', ({ openTestDatabase }) => {
  it('documents every identity route', async () => {
    const { app } = await buildIdentityTestApp(await openTestDatabase());
    const response = await app.inject({ method: 'GET', url: '/docs/json' });
    expect(response.statusCode).toBe(200);
    const paths = (response.json() as { paths: Record<string, Record<string, unknown>> }).paths;
    const methodsOf = (path: string) => Object.keys(paths[path] ?? {}).sort();
    expect(methodsOf('/api/users/totp')).toEqual(['delete', 'get']);
    expect(methodsOf('/api/users/totp/setup')).toEqual(['post']);
    expect(methodsOf('/api/users/totp/confirm')).toEqual(['post']);
    expect(methodsOf('/api/users/totp/recoveryCodes')).toEqual(['post']);
    expect(methodsOf('/api/users/changeOTP')).toEqual(['patch']);
    expect(methodsOf('/api/users/compliance')).toEqual(['get']);
    expect(methodsOf('/api/verify/setVerifyId')).toEqual(['patch']);
    expect(methodsOf('/api/verify/setVerificationData')).toEqual(['patch']);
    expect(methodsOf('/api/operator/kyc')).toEqual(['get']);
    expect(methodsOf('/api/operator/kyc/{id}')).toEqual(['get']);
    expect(methodsOf('/api/operator/kyc/{id}/files/{fileId}')).toEqual(['get']);
    expect(methodsOf('/api/operator/kyc/{id}/approve')).toEqual(['post']);
    expect(methodsOf('/api/operator/kyc/{id}/reject')).toEqual(['post']);
    expect(methodsOf('/api/locate')).toEqual(['get']);
    await app.close();
  });
});
