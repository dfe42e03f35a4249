import { randomBytes } from 'node:crypto';
import { depositBankDetailsSchema, envelopeSchema } from '@platform/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../../app.js';
import type { Database } from '../../../db/database.js';
import { buildTestApp } from '../../../testing/test-app.js';
import { forEachDatabase } from '../../../testing/test-databases.js';
import { createTestUser, type TestUser } from '../../accounts/testing.js';
import { reconcile } from '../../ledger/ledger-service.js';
import { expectLedgerReconciles } from '../testing.js';

const detailsEnvelope = envelopeSchema(depositBankDetailsSchema);

const eurAccount = {
  currency: 'EUR',
  account_type: 'iban',
  beneficiary_name: 'Demo Exchange Ltd',
  beneficiary_address: '1 Demo Street, London',
  bank_name: 'Example Bank NV',
  bank_address: 'Gustav Mahlerlaan 10, Amsterdam',
  iban: 'nl91 abna 0417 1643 00',
  bic: 'abnanl2a',
  payment_scheme: 'SEPA Instant',
};

let bankLine = 0;
/** A fresh bank transaction id per call, so tests do not replay each other's lines. */
const nextBankId = () => `BNK-${Date.now()}-${(bankLine += 1)}`;

forEachDatabase('bank deposits', ({ openTestDatabase }) => {
  describe('in test mode', () => {
    let app: App;
    let database: Database;
    let operator: TestUser;
    let user: TestUser;
    let eurReference: string;
    let gbpReference: string;

    beforeAll(async () => {
      database = await openTestDatabase();
      app = await buildTestApp({ database });
      operator = await createTestUser(app, { role: 'operator' });
      user = await createTestUser(app);
      eurReference = await createFiatWallet(user, 'EUR');
      gbpReference = await createFiatWallet(user, 'GBP');
    });
    afterAll(async () => {
      await expectLedgerReconciles(database);
      await app.close();
    });

    async function createFiatWallet(owner: TestUser, symbol: string): Promise<string> {
      const response = await app.inject({
        method: 'POST',
        url: '/api/users/createWallet',
        headers: owner.headers,
        payload: { symbol },
      });
      expect(response.statusCode).toBe(200);
      return response.json().request_details.wallet.deposit_reference as string;
    }
    const details = (currency: string, as: TestUser = user) =>
      app.inject({ method: 'GET', url: `/api/users/depositBankDetails?currency=${currency}`, headers: as.headers });
    const putAccount = (payload: object, as: TestUser = operator) =>
      app.inject({ method: 'PUT', url: '/api/operator/depositBankAccounts', headers: as.headers, payload });
    const listAccounts = async () => {
      const response = await app.inject({
        method: 'GET',
        url: '/api/operator/depositBankAccounts',
        headers: operator.headers,
      });
      expect(response.statusCode).toBe(200);
      return response.json().request_details.accounts as { currency: string; iban?: string; is_demo: boolean }[];
    };
    const credit = (payload: object, as: TestUser = operator) =>
      app.inject({ method: 'POST', url: '/api/operator/bankDeposits', headers: as.headers, payload });
    const balance = async (currency: string, owner: TestUser = user) =>
      (await app.inject({ method: 'GET', url: '/api/users/getUserBalances', headers: owner.headers }))
        .json()
        .request_details.wallets.find((wallet: { currency: string }) => wallet.currency === currency)
        ?.available_balance as string | undefined;
    /** What a refused request must leave alone: the user's balances, transactions and the credited lines. */
    const snapshot = async () => ({
      eur: await balance('EUR'),
      gbp: await balance('GBP'),
      transactions: (await database.query('select id from transactions where user_id = $1', [user.userId])).rows.length,
      bankDeposits: (await database.query('select id from bank_deposits')).rows.length,
      accounts: await listAccounts(),
    });
    const today = () => new Date().toISOString().slice(0, 10);

    it('shows the user the brand’s seeded test-mode EUR account and their wallet’s reference', async () => {
      const response = await details('eur');
      expect(response.statusCode).toBe(200);
      const parsed = detailsEnvelope.parse(response.json());
      expect(parsed.request_details).toEqual({
        currency: 'EUR',
        reference: eurReference,
        test_mode: true,
        bank_account: {
          currency: 'EUR',
          account_type: 'iban',
          beneficiary_name: 'Demo Exchange Ltd (test mode)',
          beneficiary_address: '1 Demo Street, London (demonstration address)',
          bank_name: 'Demo Test Bank AG (test mode, not a real bank)',
          bank_address: 'Teststraße 1, 60311 Frankfurt am Main (demonstration address)',
          iban: 'DE89370400440532013000',
          bic: 'DEMODEF0XXX',
          payment_scheme: 'SEPA',
        },
      });
      expect(eurReference).toMatch(/^DEP[0-9A-Z]{10}$/);
      const gbp = (await details('GBP')).json().request_details;
      expect(gbp.bank_account).toMatchObject({
        account_type: 'sort_code',
        sort_code: '123456',
        account_number: '98765432',
        payment_scheme: 'Faster Payments',
      });
      expect(gbp.bank_account.iban).toBeUndefined();
      expect(gbp.reference).toBe(gbpReference);
    });

    it('says when the brand has no account for a currency, when the user has no wallet, and refuses coins', async () => {
      await createFiatWallet(user, 'CHF');
      const chf = await details('CHF');
      expect(chf.statusCode).toBe(200);
      expect(chf.json().request_details.bank_account).toBeNull();
      const noWallet = await details('USD');
      expect(noWallet.statusCode).toBe(404);
      expect(noWallet.json().error_message.currency.error[0]).toBe('You have no USD wallet yet.');
      const coin = await details('BTC');
      expect(coin.statusCode).toBe(400);
      expect(coin.json().error_message.currency.error[0]).toContain('deposited on chain');
      const anonymous = await app.inject({
        method: 'GET',
        url: '/api/users/depositBankDetails?currency=EUR',
        headers: { host: 'localhost' },
      });
      expect(anonymous.statusCode).toBe(401);
    });

    it('lets an operator replace the EUR account (stored in electronic format), and users see it', async () => {
      const response = await putAccount(eurAccount);
      expect(response.statusCode).toBe(200);
      expect(response.json().request_details.account).toMatchObject({
        currency: 'EUR',
        iban: 'NL91ABNA0417164300',
        bic: 'ABNANL2A',
        payment_scheme: 'SEPA Instant',
        is_demo: false,
      });
      expect((await details('EUR')).json().request_details.bank_account).toMatchObject({
        iban: 'NL91ABNA0417164300',
        bank_name: 'Example Bank NV',
      });
      const listed = await listAccounts();
      expect(listed.map((account) => [account.currency, account.is_demo])).toEqual([
        ['EUR', false],
        ['GBP', true],
      ]);
      // Another brand's users still see their own brand's account.
      const altUser = await createTestUser(app, { host: 'alt.localhost' });
      await createFiatWallet(altUser, 'EUR');
      expect((await details('EUR', altUser)).json().request_details.bank_account.iban).toBe('NO9386011117947');
    });

    it('refuses a malformed account with a field message and changes nothing', async () => {
      const before = await snapshot();
      const { iban: _iban, ...withoutIban } = eurAccount;
      for (const [payload, field] of [
        [{ ...eurAccount, iban: 'NL91 ABNA 0417 1643 01' }, 'iban'], // bad checksum
        [{ ...eurAccount, iban: 'NL91 ABNA 0417 1643 0' }, 'iban'], // wrong length for NL
        [{ ...eurAccount, iban: 'US12 3456 7890 1234 5678' }, 'iban'], // no IBAN country
        [{ ...eurAccount, iban: 'X'.repeat(10_000) }, 'iban'],
        [{ ...eurAccount, bic: 'ABNANL2' }, 'bic'],
        [{ ...eurAccount, bank_name: 'B'.repeat(141) }, 'bank_name'],
        [{ ...eurAccount, beneficiary_address: 'A'.repeat(100_000) }, 'beneficiary_address'],
        [{ ...eurAccount, beneficiary_name: 'Line\nbreak' }, 'beneficiary_name'],
        [{ ...eurAccount, currency: 'BTC' }, 'currency'],
        [{ ...eurAccount, owner_note: 'extra' }, 'body'],
        [
          { ...withoutIban, account_type: 'sort_code', sort_code: '123456', account_number: '12345678' },
          'account_type',
        ],
        [
          {
            ...withoutIban,
            currency: 'USD',
            account_type: 'routing_number',
            routing_number: '021000022',
            account_number: '1234',
          },
          'routing_number',
        ],
      ] as const) {
        const response = await putAccount(payload);
        expect(response.statusCode, JSON.stringify(payload).slice(0, 200)).toBe(400);
        expect(response.json()).toMatchObject({ request_status: 0, error_code: 'validation_failed' });
        expect(Object.keys(response.json().error_message)).toContain(field);
      }
      expect(await snapshot()).toEqual(before);
    });

    it('credits a bank deposit by reference once, however often the same statement line is replayed', async () => {
      const line = {
        reference: eurReference.toLowerCase(),
        currency: 'EUR',
        amount: '250.75',
        bank_transaction_id: nextBankId(),
        value_date: today(),
      };
      const before = await balance('EUR');
      expect(before).toBe('0.00');
      const first = await credit(line);
      expect(first.statusCode, first.body).toBe(200);
      const result = first.json().request_details;
      expect(result).toMatchObject({
        replayed: false,
        transaction: {
          type: 'deposit',
          status: 'completed',
          currency_iso: 'EUR',
          amount: '250.75',
          direction: 'credit',
          payment_method: 'bank_transfer',
        },
        bank_deposit: {
          bank_transaction_id: line.bank_transaction_id,
          reference: eurReference,
          currency: 'EUR',
          amount: '250.75',
          value_date: line.value_date,
          user_id: user.userId,
          credited_by: operator.userId,
        },
      });
      expect(result.bank_deposit.id).toMatch(/^bdp_[0-9a-f]{24}$/);
      const replays = await Promise.all([1, 2, 3, 4].map(() => credit(line)));
      for (const replay of replays) {
        expect(replay.statusCode).toBe(200);
        expect(replay.json().request_details).toEqual({ ...result, replayed: true });
      }
      expect(await balance('EUR')).toBe('250.75');
      // The user's list shows it once, as a completed bank transfer.
      const listed = await app.inject({
        method: 'GET',
        url: '/api/transactions/getTransactions?asset=EUR',
        headers: user.headers,
      });
      const rows = Object.values(listed.json().request_details.transactions) as { id: string; amount: string }[];
      expect(rows.filter((row) => row.id === result.transaction.id)).toHaveLength(1);
      expect(rows).toHaveLength(1);
    });

    it('refuses the same bank transaction id with another amount, value date or reference (409), crediting nothing', async () => {
      const line = {
        reference: eurReference,
        currency: 'EUR',
        amount: '10.00',
        bank_transaction_id: nextBankId(),
        value_date: today(),
      };
      const first = await credit(line);
      expect(first.statusCode).toBe(200);
      // The same amount written without decimals is the same line.
      const sameLine = await credit({ ...line, amount: '10' });
      expect(sameLine.json().request_details).toEqual({ ...first.json().request_details, replayed: true });
      const otherWalletUser = await createTestUser(app);
      const otherReference = await createFiatWallet(otherWalletUser, 'EUR');
      const before = await snapshot();
      for (const changed of [
        { amount: '10.01' },
        { amount: '1000.00' },
        { value_date: '2020-01-02' },
        { reference: otherReference },
      ]) {
        const response = await credit({ ...line, ...changed });
        expect(response.statusCode, JSON.stringify(changed)).toBe(409);
        expect(response.json()).toMatchObject({
          request_status: 0,
          error_code: 'conflict',
          error_message: { bank_transaction_id: { error: [expect.stringContaining('already credited')] } },
        });
      }
      expect(await snapshot()).toEqual(before);
      expect(await balance('EUR', otherWalletUser)).toBe('0.00');
    });

    it('answers an unknown reference with 404 in the envelope and records nothing', async () => {
      const before = await snapshot();
      const bankId = nextBankId();
      const response = await credit({
        reference: 'DEP0000000000',
        currency: 'EUR',
        amount: '5.00',
        bank_transaction_id: bankId,
        value_date: today(),
      });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({
        request_status: 0,
        error_code: 'not_found',
        error_message: { reference: { error: ['No wallet of this brand has the deposit reference DEP0000000000.'] } },
      });
      expect(await snapshot()).toEqual(before);
      // The id is not burnt: the corrected line still credits.
      const corrected = await credit({
        reference: eurReference,
        currency: 'EUR',
        amount: '5.00',
        bank_transaction_id: bankId,
        value_date: today(),
      });
      expect(corrected.statusCode).toBe(200);
    });

    it('refuses a coin, and a reference of another currency’s wallet, changing nothing', async () => {
      const before = await snapshot();
      const base = { reference: eurReference, amount: '5.00', bank_transaction_id: nextBankId(), value_date: today() };
      const coin = await credit({ ...base, currency: 'BTC' });
      expect(coin.statusCode).toBe(400);
      expect(coin.json().error_message.currency.error[0]).toContain('bank deposits are for fiat currencies');
      const mismatch = await credit({ ...base, reference: gbpReference, currency: 'EUR' });
      expect(mismatch.statusCode).toBe(400);
      expect(mismatch.json().error_message.currency.error[0]).toBe(
        `The reference ${gbpReference} belongs to a GBP wallet, not EUR.`,
      );
      expect(await snapshot()).toEqual(before);
    });

    it('refuses bad input with a field message and changes nothing', async () => {
      const before = await snapshot();
      const base = {
        reference: eurReference,
        currency: 'EUR',
        amount: '1.00',
        bank_transaction_id: nextBankId(),
        value_date: today(),
      };
      const farAhead = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);
      const { value_date: _valueDate, ...withoutDate } = base;
      for (const [payload, field] of [
        [{ ...base, amount: '1.001' }, 'amount'],
        [{ ...base, amount: '0' }, 'amount'],
        [{ ...base, amount: '-5' }, 'amount'],
        [{ ...base, amount: '1e3' }, 'amount'],
        [{ ...base, amount: '9'.repeat(200) }, 'amount'],
        [{ ...base, reference: 'DEP123' }, 'reference'],
        [{ ...base, reference: 'R'.repeat(100_000) }, 'reference'],
        [{ ...base, bank_transaction_id: 'has spaces in it' }, 'bank_transaction_id'],
        [{ ...base, bank_transaction_id: 'B'.repeat(65) }, 'bank_transaction_id'],
        [{ ...base, value_date: '2024-02-30' }, 'value_date'],
        [{ ...base, value_date: '05/01/2024' }, 'value_date'],
        [{ ...base, value_date: farAhead }, 'value_date'],
        [{ ...base, value_date: '1999-12-31' }, 'value_date'],
        [withoutDate, 'value_date'],
        [{ ...base, currency: 'XRP' }, 'currency'],
        [{ ...base, user_id: user.userId }, 'body'],
      ] as const) {
        const response = await credit(payload);
        expect(response.statusCode, JSON.stringify(payload).slice(0, 200)).toBe(400);
        expect(response.json()).toMatchObject({ request_status: 0, error_code: 'validation_failed' });
        expect(Object.keys(response.json().error_message)).toContain(field);
      }
      expect(await snapshot()).toEqual(before);
    });

    it('is for operators of the wallet’s brand only: a user gets 403, no session 401, another brand 404', async () => {
      const before = await snapshot();
      const line = {
        reference: eurReference,
        currency: 'EUR',
        amount: '99.00',
        bank_transaction_id: nextBankId(),
        value_date: today(),
      };
      expect((await credit(line, user)).statusCode).toBe(403);
      expect((await putAccount(eurAccount, user)).statusCode).toBe(403);
      expect(
        (await app.inject({ method: 'GET', url: '/api/operator/depositBankAccounts', headers: user.headers }))
          .statusCode,
      ).toBe(403);
      const anonymous = await app.inject({
        method: 'POST',
        url: '/api/operator/bankDeposits',
        headers: { host: 'localhost' },
        payload: line,
      });
      expect(anonymous.statusCode).toBe(401);
      const altOperator = await createTestUser(app, { role: 'operator', host: 'alt.localhost' });
      expect((await credit(line, altOperator)).statusCode).toBe(404);
      expect(await snapshot()).toEqual(before);
    });

    it('keeps the ledger balanced: bank clearing mirrors what users were credited', async () => {
      const report = await reconcile(database);
      expect(report.violations).toEqual([]);
      const eur = report.assets.find((asset) => asset.asset === 'EUR');
      expect(eur?.debitsPosted).toBe(eur?.creditsPosted);
      const response = await app.inject({
        method: 'GET',
        url: '/api/operator/ledger/reconcile',
        headers: operator.headers,
      });
      expect(response.json().request_details.clean).toBe(true);
    });

    it('documents the bank deposit calls in the OpenAPI document', async () => {
      const response = await app.inject({ method: 'GET', url: '/docs/json' });
      expect(response.statusCode).toBe(200);
      const paths = Object.keys(response.json().paths);
      expect(paths).toEqual(
        expect.arrayContaining([
          '/api/users/depositBankDetails',
          '/api/operator/depositBankAccounts',
          '/api/operator/bankDeposits',
        ]),
      );
    });
  });

  describe('in live mode', () => {
    let app: App;
    beforeAll(async () => {
      const database = await openTestDatabase();
      app = await buildTestApp({
        database,
        env: { TEST_MODE: '0', PASSWORD_HASH_COST: 'standard', TOTP_ENCRYPTION_KEY: randomBytes(32).toString('hex') },
      });
    });
    afterAll(async () => {
      await app.close();
    });

    it('has no demo bank accounts until an operator sets one, and credits bank deposits all the same', async () => {
      const operator = await createTestUser(app, { role: 'operator' });
      const user = await createTestUser(app);
      const wallet = await app.inject({
        method: 'POST',
        url: '/api/users/createWallet',
        headers: user.headers,
        payload: { symbol: 'EUR' },
      });
      const reference = wallet.json().request_details.wallet.deposit_reference as string;
      const details = () =>
        app.inject({ method: 'GET', url: '/api/users/depositBankDetails?currency=EUR', headers: user.headers });
      expect((await details()).json().request_details).toEqual({
        currency: 'EUR',
        reference,
        test_mode: false,
        bank_account: null,
      });
      const put = await app.inject({
        method: 'PUT',
        url: '/api/operator/depositBankAccounts',
        headers: operator.headers,
        payload: eurAccount,
      });
      expect(put.statusCode).toBe(200);
      expect((await details()).json().request_details.bank_account.iban).toBe('NL91ABNA0417164300');
      const credited = await app.inject({
        method: 'POST',
        url: '/api/operator/bankDeposits',
        headers: operator.headers,
        payload: {
          reference,
          currency: 'EUR',
          amount: '42.00',
          bank_transaction_id: nextBankId(),
          value_date: new Date().toISOString().slice(0, 10),
        },
      });
      expect(credited.statusCode, credited.body).toBe(200);
      const balances = await app.inject({ method: 'GET', url: '/api/users/getUserBalances', headers: user.headers });
      expect(
        balances.json().request_details.wallets.find((each: { currency: string }) => each.currency === 'EUR')
          .available_balance,
      ).toBe('42.00');
    });
  });
});
