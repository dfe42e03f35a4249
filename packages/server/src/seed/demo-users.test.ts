import { afterAll, beforeAll, expect, it } from 'vitest';
import type { App } from '../app.js';
import { parseEnv } from '../config/env.js';
import { findUserByEmail } from '../modules/accounts/user-repository.js';
import { buildTestApp } from '../testing/test-app.js';
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

  it('lets each demo user sign in on the demo brand with the printed credentials', async () => {
    for (const demo of Object.values(demoUsers)) {
      const response = await app.inject({
        method: 'POST',
        url: '/api/users/login',
        payload: { email: demo.email, password: demo.password },
      });
      expect(response.statusCode, demo.email).toBe(200);
      expect(demoUserLines().join('\n')).toContain(`${demo.email}  ${demo.password}`);
    }
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
    expect(await seedDemoUsers(app.database, env)).toEqual([]);
    const operator = await findUserByEmail(app.database, 'brd_demo', demoUsers.operator.email);
    for (const table of ['login_events', 'sessions']) {
      await app.database.query(`delete from ${table} where user_id = $1`, [operator?.id]);
    }
    await app.database.query(`delete from users where id = $1`, [operator?.id]);
    expect(await seedDemoUsers(app.database, { testMode: false, accounts: env.accounts })).toEqual([]);
    expect(await seedDemoUsers(app.database, env)).toEqual([demoUsers.operator.email]);
  });
});
