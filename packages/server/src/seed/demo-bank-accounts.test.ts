import { depositBankAccountInputSchema } from '@platform/core/banking';
import { expect, it } from 'vitest';
import { migrate } from '../db/migrate.js';
import { listBrandBankAccounts, setBrandBankAccount } from '../modules/wallets/bank-deposits/bank-accounts.js';
import { forEachDatabase } from '../testing/test-databases.js';
import { demoBankAccounts, seedDemoBankAccounts } from './demo-bank-accounts.js';
import { seed } from './seed.js';

forEachDatabase('demo bank accounts seed', ({ openTestDatabase }) => {
  it('gives the demo brands test-mode accounts once and never overwrites an operator’s account', async () => {
    const database = await openTestDatabase();
    await migrate(database);
    await seed(database, { apiBase: '/api', merchantApiBase: '/m', testMode: false });
    expect(await listBrandBankAccounts(database, 'brd_demo')).toEqual([]);

    expect(await seedDemoBankAccounts(database, { testMode: true })).toBe(3);
    const seeded = await listBrandBankAccounts(database, 'brd_demo');
    expect(seeded.map((account) => [account.currency, account.accountType, account.isDemo])).toEqual([
      ['EUR', 'iban', true],
      ['GBP', 'sort_code', true],
    ]);
    expect(seeded[0]?.iban).toBe('DE89370400440532013000');

    const operatorAccount = depositBankAccountInputSchema.parse({
      ...demoBankAccounts['brd_alt']?.[0],
      beneficiary_name: 'Demo Exchange Ltd',
      iban: 'BE68 5390 0754 7034',
      bic: 'GKCCBEBB',
    });
    await setBrandBankAccount(database, 'brd_demo', operatorAccount);
    expect(await seedDemoBankAccounts(database, { testMode: true })).toBe(0);
    const after = await listBrandBankAccounts(database, 'brd_demo');
    expect(after[0]).toMatchObject({ currency: 'EUR', iban: 'BE68539007547034', isDemo: false });
  });
});
