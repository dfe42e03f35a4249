import { createHash } from 'node:crypto';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { App } from '../app.js';
import { buildTestApp, demoSecretsOf } from '../testing/test-app.js';
import { forEachDatabase } from '../testing/test-databases.js';
import { demoMerchantId, demoMerchantLines, seedDemoMerchant } from './demo-merchant.js';

/** The demo merchant's keys as they used to be published (constants in the repository). */
const legacyKey = (label: string) => createHash('sha256').update(`demo-merchant:${label}`).digest('base64url');
const legacySecretKey = `sk_test_${legacyKey('secret')}`;
const legacyPublishableKey = `pk_test_${legacyKey('publishable')}`;
const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

forEachDatabase('demo merchant seed', ({ openTestDatabase }) => {
  let app: App;
  beforeAll(async () => {
    app = await buildTestApp({ database: await openTestDatabase() });
    await app.rates.refresher.refreshNow();
  });
  afterAll(async () => {
    await app.close();
  });

  const create = (secretKey: string) =>
    app.inject({
      method: 'POST',
      url: '/m/api/transaction',
      headers: { authorization: `Bearer ${secretKey}` },
      payload: { merchant_id: demoMerchantId, amount: '250', currency: 'EUR', currency_1_iso: 'BTC' },
    });

  it("seeds the demo merchant once, whose printed secret key (the data folder's) creates a payment", async () => {
    const secrets = demoSecretsOf(app);
    expect(await seedDemoMerchant(app.database, { testMode: true, demoSecrets: secrets })).toBe(false);
    expect(demoMerchantLines(secrets).join('\n')).toContain(secrets.merchantKeys.secret);
    const response = await create(secrets.merchantKeys.secret);
    expect(response.statusCode).toBe(200);
    expect(response.json().request_details.currency_1_address).toMatch(/^bcrt1/);
  });

  it('refuses the key that used to be published, and revokes it in a data folder still using it', async () => {
    expect((await create(legacySecretKey)).statusCode).toBe(401);
    // A database seeded before the keys became per data folder: the published key works there…
    await app.database.query(
      `update merchant_api_keys set key_hash = case kind when 'secret' then $1 else $2 end
       where merchant_id = $3 and revoked_at is null`,
      [sha256(legacySecretKey), sha256(legacyPublishableKey), demoMerchantId],
    );
    expect((await create(legacySecretKey)).statusCode).toBe(200);
    // …until the next start's seed puts the data folder's keys in its place.
    const secrets = demoSecretsOf(app);
    expect(await seedDemoMerchant(app.database, { testMode: true, demoSecrets: secrets })).toBe(false);
    expect((await create(legacySecretKey)).statusCode).toBe(401);
    expect((await create(secrets.merchantKeys.secret)).statusCode).toBe(200);
  });

  it('seeds nothing in live mode or without the demo secrets', async () => {
    expect(await seedDemoMerchant(app.database, { testMode: false, demoSecrets: demoSecretsOf(app) })).toBe(false);
    expect(await seedDemoMerchant(app.database, { testMode: true })).toBe(false);
  });
});
