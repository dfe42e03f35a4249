import { randomBytes } from 'node:crypto';
import { expect, it } from 'vitest';
import { parseEnv } from '../config/env.js';
import { migrate } from '../db/migrate.js';
import { findUserByEmail } from '../modules/accounts/user-repository.js';
import { userAccountSummary } from '../modules/wallets/user-account-summary.js';
import { expectLedgerReconciles } from '../modules/wallets/testing.js';
import { forEachDatabase } from '../testing/test-databases.js';
import { generateDemoSecrets } from './demo-secrets.js';
import { demoUsers } from './demo-users.js';
import { demoDeposits, seedDemoWallets } from './demo-wallets.js';
import { seed } from './seed.js';

forEachDatabase('demo wallets seed', ({ openTestDatabase }) => {
  it('gives the demo brands regtest keys and the demo users balances from test deposits, once', async () => {
    const database = await openTestDatabase();
    const env = parseEnv({ LOG_LEVEL: 'silent', NODE_ENV: 'test' });
    await migrate(database);
    await seed(database, { ...env, demoSecrets: generateDemoSecrets() });
    const keys = await database.query<{ brand_id: string; chain: string; network: string; is_demo: boolean }>(
      'select brand_id, chain, network, is_demo from brand_xpubs order by brand_id, chain',
    );
    expect(keys.rows.length).toBe(8);
    expect(keys.rows.every((row) => row.network === 'regtest' && row.is_demo)).toBe(true);
    const retail = await findUserByEmail(database, 'brd_demo', demoUsers.retail.email);
    if (retail === undefined) throw new Error('the demo retail user is missing');
    const summary = await userAccountSummary(database, retail.id);
    expect(summary.wallets.map((wallet) => [wallet.currency, wallet.available_balance])).toEqual([
      ['BTC', '0.52000000'],
      ['LTC', '12.50000000'],
      ['ETH', '3.25000000'],
      ['USDT', '750.00000000'],
      ['EUR', '2500.00'],
    ]);
    expect(summary.wallets.find((wallet) => wallet.is_default)?.currency).toBe(demoDeposits.retail[0]?.[0]);
    const transactions = await database.query('select 1 from transactions where user_id = $1', [retail.id]);
    expect(transactions.rows.length).toBe(5);

    // A restart seeds again: nothing more is credited or configured.
    expect(await seedDemoWallets(database, env)).toEqual({ keysAdded: 0, depositsCredited: 0 });
    const again = await userAccountSummary(database, retail.id);
    expect(again.wallets).toEqual(summary.wallets);
    await expectLedgerReconciles(database);
  });

  it('adds nothing in live mode', async () => {
    const database = await openTestDatabase();
    const env = parseEnv({
      LOG_LEVEL: 'silent',
      NODE_ENV: 'test',
      TEST_MODE: '0',
      TOTP_ENCRYPTION_KEY: randomBytes(32).toString('hex'),
    });
    await migrate(database);
    await seed(database, { ...env, demoSecrets: generateDemoSecrets() });
    expect((await database.query('select 1 from brand_xpubs')).rows).toEqual([]);
    expect((await database.query('select 1 from transactions')).rows).toEqual([]);
  });
});
