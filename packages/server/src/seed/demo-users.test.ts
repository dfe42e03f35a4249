import { afterAll, beforeAll, expect, it } from 'vitest';
import type { App } from '../app.js';
import { parseEnv } from '../config/env.js';
import { findUserByEmail } from '../modules/accounts/user-repository.js';
import { buildTestApp, demoSecretsOf } from '../testing/test-app.js';
import { forEachDatabase } from '../testing/test-databases.js';
import { demoUserLines, demoUsers, seedDemoUsers } from './demo-users.js';

forEachDatabase('demo users seed', ({ openTestDatabase }) => {
  let app: App;
  beforeAll(async () => {
    app = await buildTestApp({ database: await openTestDatabase() });
  });
  afterAll(async () => {
    await app.close();
  });

  it("lets each demo user sign in on the demo brand with the printed credentials (the data folder's passwords)", async () => {
    const secrets = demoSecretsOf(app);
    for (const [name, demo] of Object.entries(demoUsers) as [keyof typeof demoUsers, { email: string }][]) {
      const password = secrets.passwords[name];
      const response = await app.inject({
        method: 'POST',
        url: '/api/users/login',
        payload: { email: demo.email, password },
      });
      expect(response.statusCode, demo.email).toBe(200);
      expect(demoUserLines(secrets).join('\n')).toContain(`${demo.email}  ${password}`);
    }
  });

  it('no longer accepts the passwords that used to be published, and replaces them in a data folder seeded with them', async () => {
    const legacy = { email: demoUsers.retail.email, password: 'demo-retail-2024' };
    const login = (payload: object) => app.inject({ method: 'POST', url: '/api/users/login', payload });
    expect((await login(legacy)).statusCode).toBe(400);
    const retail = await findUserByEmail(app.database, 'brd_demo', demoUsers.retail.email);
    const oldHash = await app.accounts.passwords.hash('demo-retail-2024');
    await app.database.query('update users set password_hash = $2 where id = $1', [retail?.id, oldHash]);
    expect((await login(legacy)).statusCode).toBe(200);
    const env = parseEnv({ NODE_ENV: 'test' });
    expect(await seedDemoUsers(app.database, { ...env, demoSecrets: demoSecretsOf(app) })).toEqual([]);
    expect((await login(legacy)).statusCode).toBe(400);
    const password = demoSecretsOf(app).passwords.retail;
    expect((await login({ email: demoUsers.retail.email, password })).statusCode).toBe(200);
  });

  it('seeds a verified retail user, a merchant with fiat_withdrawals and widget on, and an operator', async () => {
    const retail = await findUserByEmail(app.database, 'brd_demo', demoUsers.retail.email);
    expect(retail).toMatchObject({ role: 'user', emailVerified: true, phoneVerified: true, city: 'London' });
    const merchant = await findUserByEmail(app.database, 'brd_demo', demoUsers.merchant.email);
    expect(merchant).toMatchObject({ role: 'merchant', permissions: { fiat_withdrawals: '1', widget: '1' } });
    const operator = await findUserByEmail(app.database, 'brd_demo', demoUsers.operator.email);
    expect(operator?.role).toBe('operator');
  });

  it('is idempotent and adds nothing outside test mode', async () => {
    const env = parseEnv({ NODE_ENV: 'test' });
    const demoSecrets = demoSecretsOf(app);
    expect(await seedDemoUsers(app.database, { ...env, demoSecrets })).toEqual([]);
    const operator = await findUserByEmail(app.database, 'brd_demo', demoUsers.operator.email);
    for (const table of ['login_events', 'sessions']) {
      await app.database.query(`delete from ${table} where user_id = $1`, [operator?.id]);
    }
    await app.database.query(`delete from users where id = $1`, [operator?.id]);
    expect(await seedDemoUsers(app.database, { testMode: false, accounts: env.accounts, demoSecrets })).toEqual([]);
    expect(await seedDemoUsers(app.database, env)).toEqual([]);
    expect(await seedDemoUsers(app.database, { ...env, demoSecrets })).toEqual([demoUsers.operator.email]);
  });
});
