import {
  merchantPayoutSchema,
  merchantSettlementPageSchema,
  settlementInfoDetailsSchema,
  type MerchantSettlement,
} from '@platform/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app.js';
import type { Database } from '../../db/database.js';
import { forEachDatabase } from '../../testing/test-databases.js';
import { createTestUser } from '../accounts/testing.js';
import {
  accountIdOf,
  createTransfers,
  ensureAccount,
  getBalances,
  lookupTransfer,
  platformOwner,
} from '../ledger/ledger-service.js';
import { creditTestDeposit } from '../wallets/index.js';
import { settleCardSale } from './card-sales.js';
import { findMerchant } from './merchant-repository.js';
import {
  closeMerchantTestApp,
  createTestMerchant,
  openMerchantTestApp,
  payOnSimulatedChain,
  stepUp,
  type TestMerchant,
} from './testing.js';

const bankDetails = {
  bank_iban: 'de89 3704 0044 0532 0130 00',
  bank_swift: 'deutdeff',
  bank_name: 'Commerzbank',
  bank_address: 'Kaiserplatz, 60311 Frankfurt am Main',
  bank_company_name: 'Shoe Shop GmbH',
  bank_company_registered_address: 'Hauptstraße 1, 10115 Berlin',
};

forEachDatabase('merchant settlement info, settlements and payouts', ({ openTestDatabase }) => {
  let app: App;
  let database: Database;
  let merchant: TestMerchant;

  beforeAll(async () => {
    ({ app, database, merchant } = await openMerchantTestApp(openTestDatabase));
  });
  afterAll(() => closeMerchantTestApp({ app, database }));

  const call = (
    method: 'GET' | 'POST' | 'PATCH',
    url: string,
    payload?: Record<string, unknown>,
    who: TestMerchant = merchant,
  ) => app.inject({ method, url, headers: who.user.headers, ...(payload === undefined ? {} : { payload }) });
  const settlements = async (query: string, who: TestMerchant = merchant) => {
    const response = await call('GET', `/api/transactions/getMerchantSettlments?${query}`, undefined, who);
    expect(response.statusCode).toBe(200);
    return merchantSettlementPageSchema.parse(response.json().request_details);
  };
  const wallet = async (userId: string, asset: string) => {
    const rows = await getBalances(database, userId);
    const account = rows.find((row) => row.kind === 'user' && row.asset === asset);
    return { available: account?.available ?? 0n, held: account?.held ?? 0n };
  };

  describe('settlement info', () => {
    it('answers empty fields until saved, then the checked IBAN and BIC in their stored form', async () => {
      const empty = await call('GET', '/api/users/settlementInfo');
      expect(empty.statusCode).toBe(200);
      expect(settlementInfoDetailsSchema.parse(empty.json().request_details)).toMatchObject({
        bank_iban: '',
        bank_swift: '',
        updated_at: null,
      });
      const saved = await call('PATCH', '/api/users/updateSettlementInfo', bankDetails);
      expect(saved.statusCode).toBe(200);
      expect(saved.json()).toMatchObject({
        request_status: 1,
        request_details: {
          bank_iban: 'DE89370400440532013000',
          bank_iban_print: 'DE89 3704 0044 0532 0130 00',
          bank_swift: 'DEUTDEFF',
          bank_company_name: 'Shoe Shop GmbH',
        },
      });
      const read = await call('GET', '/api/users/settlementInfo');
      expect(read.json().request_details).toEqual(saved.json().request_details);
      expect(read.json().request_details.updated_at).not.toBeNull();
    });

    it('refuses a bad IBAN, BIC, a missing or an extra field, naming the field, and changes nothing', async () => {
      const before = (await call('GET', '/api/users/settlementInfo')).json().request_details;
      const cases: [Record<string, unknown>, string, string | RegExp][] = [
        [
          { ...bankDetails, bank_iban: 'DE88 3704 0044 0532 0130 00', bank_name: 'Other' },
          'bank_iban',
          'The IBAN check digits do not match: please check it for typos.',
        ],
        [{ ...bankDetails, bank_iban: 'DE89 3704 0044 0532 0130' }, 'bank_iban', 'IBANs of DE have 22 characters.'],
        [{ ...bankDetails, bank_swift: 'DEUTDEF' }, 'bank_swift', 'A BIC has 8 or 11 characters.'],
        [{ ...bankDetails, bank_swift: 'DEUT1EFF' }, 'bank_swift', /^A BIC is a 4-character bank code/],
        [{ ...bankDetails, bank_name: '  ' }, 'bank_name', 'Please enter the bank name.'],
        [{ ...bankDetails, bank_company_name: undefined }, 'bank_company_name', /./],
        [{ ...bankDetails, surprise: 1 }, 'body', /./],
      ];
      for (const [payload, field, message] of cases) {
        const refused = await call('PATCH', '/api/users/updateSettlementInfo', payload);
        expect(refused.statusCode).toBe(400);
        expect(refused.json()).toMatchObject({ request_status: 0, error_code: 'validation_failed' });
        expect(refused.json().error_message[field].error[0]).toMatch(message);
      }
      expect((await call('GET', '/api/users/settlementInfo')).json().request_details).toEqual(before);
    });

    it('answers 403 to users who are not merchants and 401 without a session', async () => {
      const user = await createTestUser(app);
      for (const [method, url] of [
        ['GET', '/api/users/settlementInfo'],
        ['PATCH', '/api/users/updateSettlementInfo'],
        ['GET', '/api/transactions/getMerchantSettlments?tab=widget'],
        ['GET', '/api/users/merchant/summary'],
      ] as const) {
        const response = await app.inject({
          method,
          url,
          headers: user.headers,
          ...(method === 'PATCH' ? { payload: bankDetails } : {}),
        });
        expect(response.statusCode).toBe(403);
        expect(response.json().error_message.general.error[0]).toBe('This account is not a merchant.');
        const anonymous = await app.inject({ method, url, ...(method === 'PATCH' ? { payload: bankDetails } : {}) });
        expect(anonymous.statusCode).toBe(401);
      }
    });
  });

  describe('settlements', () => {
    it('lists each settled payment on the widget tab with the ledger postings behind it, in cursor pages', async () => {
      const first = await payOnSimulatedChain(app, merchant, {
        amount: '30.00',
        blocks: 2,
        extra: { order_id: 'S-1' },
      });
      const second = await payOnSimulatedChain(app, merchant, {
        amount: '45.00',
        blocks: 2,
        extra: { order_id: 'S-2' },
      });
      const page1 = await settlements('tab=widget&limit=1');
      expect(page1.settlements).toHaveLength(1);
      expect(page1.next_cursor).not.toBeNull();
      const page2 = await settlements(`tab=widget&limit=1&cursor=${page1.next_cursor}`);
      expect(page2.next_cursor).toBeNull();
      const records = [...page1.settlements, ...page2.settlements];
      expect(records.map((record) => record.order_id)).toEqual(['S-2', 'S-1']);
      for (const [record, payment] of [
        [records[0]!, second],
        [records[1]!, first],
      ] as const) {
        const fee = (payment.due * 100n + 9_999n) / 10_000n;
        expect(record).toMatchObject({
          tab: 'widget',
          status: 'completed',
          currency: 'LTC',
          net_currency: 'LTC',
          payment_id: payment.transaction_id,
          gross: payment.currency_1_amount,
        });
        expect(BigInt(record.fee.replace('.', ''))).toBe(fee);
        expect(BigInt(record.net.replace('.', ''))).toBe(payment.due - fee);
        // The record is the ledger's posting: same id, same amount, into the merchant's wallet.
        const posting = await lookupTransfer(database, record.payout_reference!);
        expect(posting).toMatchObject({
          status: 'recorded',
          transfer: {
            amountBaseUnits: payment.due - fee,
            creditAccountId: accountIdOf({ owner: merchant.user.userId, asset: 'LTC', kind: 'user' }),
          },
        });
      }
      const tooBig = await call('GET', '/api/transactions/getMerchantSettlments?tab=widget&limit=101');
      expect(tooBig.statusCode).toBe(400);
      const badTab = await call('GET', '/api/transactions/getMerchantSettlments?tab=cash');
      expect(badTab.statusCode).toBe(400);
      expect(badTab.json().error_message.tab).toBeDefined();
    });

    it('lists card sales on the creditcards tab: none until the checkout books one, then one per order', async () => {
      expect((await settlements('tab=creditcards')).settlements).toEqual([]);
      const record = (await findMerchant(database, merchant.merchantId))!;
      for (let attempt = 0; attempt < 2; attempt += 1) {
        await database.transaction((transaction) =>
          settleCardSale(transaction, { merchant: record, orderId: 'CO-9', currency: 'EUR', grossBaseUnits: 25_000n }),
        );
      }
      const page = await settlements('tab=creditcards');
      expect(page.settlements).toEqual([
        expect.objectContaining<Partial<MerchantSettlement>>({
          tab: 'creditcards',
          order_id: 'CO-9',
          currency: 'EUR',
          gross: '250.00',
          fee: '2.50',
          net: '247.50',
          status: 'completed',
        }),
      ]);
      expect(await wallet(merchant.user.userId, 'EUR')).toEqual({ available: 24_750n, held: 0n });
      // The widget tab does not show it.
      expect((await settlements('tab=widget')).settlements.every((each) => each.tab === 'widget')).toBe(true);
    });
  });

  describe('payouts', () => {
    it('books a fiat payout only after a step-up, with bank details and enough balance; idempotent per key', async () => {
      const seller = await createTestMerchant(app);
      const brand = (await findMerchant(database, seller.merchantId))!.brandId;
      const payout = (payload: Record<string, unknown>) => call('POST', '/api/users/merchant/payouts', payload, seller);
      const body = { currency: 'EUR', amount: '200.00', idempotency_key: 'po-1' };
      const noStepUp = await payout(body);
      expect(noStepUp.statusCode).toBe(403);
      expect(noStepUp.json().error_code).toBe('step_up_required');
      await stepUp(app, seller);
      const noBank = await payout(body);
      expect(noBank.statusCode).toBe(409);
      expect(noBank.json().error_message.bank_iban.error[0]).toMatch(/settlement bank details/);
      expect((await call('PATCH', '/api/users/updateSettlementInfo', bankDetails, seller)).statusCode).toBe(200);
      await creditTestDeposit(database, {
        brandId: brand,
        userId: seller.user.userId,
        currency: 'EUR',
        amountBaseUnits: 50_000n,
        clientId: 'payout-funds',
        network: 'regtest',
      });
      const noKey = await payout({ currency: 'EUR', amount: '200.00' });
      expect(noKey.statusCode).toBe(400);
      expect(noKey.json().error_message.idempotency_key).toBeDefined();
      const tooMuch = await payout({ ...body, amount: '500.01', idempotency_key: 'po-big' });
      expect(tooMuch.statusCode).toBe(400);
      expect(tooMuch.json().error_message.amount.error[0]).toMatch(/more than the available balance/);

      const requested = await payout(body);
      expect(requested.statusCode).toBe(200);
      const made = merchantPayoutSchema.parse(requested.json().request_details);
      expect(made).toMatchObject({
        status: 'requested',
        currency: 'EUR',
        amount: '200.00',
        payout_currency: 'EUR',
        payout_amount: '200.00',
        rate: null,
        bank_iban: 'DE89370400440532013000',
        bank_swift: 'DEUTDEFF',
      });
      expect(made.reference).toMatch(/^PO-[A-Z0-9]+$/);
      const again = await app.inject({
        method: 'POST',
        url: '/api/users/merchant/payouts',
        headers: { ...seller.user.headers, 'idempotency-key': 'po-1' },
        payload: { currency: 'EUR', amount: '200.00' },
      });
      expect(again.json().request_details.payout_id).toBe(made.payout_id);
      expect((await payout({ ...body, amount: '201.00' })).statusCode).toBe(409);
      expect(await wallet(seller.user.userId, 'EUR')).toEqual({ available: 30_000n, held: 20_000n });

      const wire = await settlements('tab=wire', seller);
      expect(wire.settlements).toEqual([
        expect.objectContaining({
          id: made.payout_id,
          tab: 'wire',
          status: 'requested',
          gross: '200.00',
          net: '200.00',
          payout_reference: made.reference,
        }),
      ]);
      const listed = await call('GET', '/api/users/merchant/payouts', undefined, seller);
      expect(listed.json().request_details.payouts.map((each: { payout_id: string }) => each.payout_id)).toEqual([
        made.payout_id,
      ]);

      // An operator of the brand sends the wire: paid, the hold posted.
      const operator = await createTestUser(app, { role: 'operator' });
      const queue = await app.inject({
        method: 'GET',
        url: '/api/operator/merchant/payouts',
        headers: operator.headers,
      });
      expect(queue.json().request_details.payouts.map((each: { payout_id: string }) => each.payout_id)).toContain(
        made.payout_id,
      );
      expect(
        (await app.inject({ method: 'GET', url: '/api/operator/merchant/payouts', headers: seller.user.headers }))
          .statusCode,
      ).toBe(403);
      const paid = await app.inject({
        method: 'POST',
        url: `/api/operator/merchant/payouts/${made.payout_id}/paid`,
        headers: operator.headers,
        payload: { bank_reference: 'SEPA-123' },
      });
      expect(paid.json().request_details).toMatchObject({ status: 'paid', bank_reference: 'SEPA-123' });
      const repeated = await app.inject({
        method: 'POST',
        url: `/api/operator/merchant/payouts/${made.payout_id}/paid`,
        headers: operator.headers,
        payload: { bank_reference: 'SEPA-123' },
      });
      expect(repeated.statusCode).toBe(200);
      const failAfterPaid = await app.inject({
        method: 'POST',
        url: `/api/operator/merchant/payouts/${made.payout_id}/failed`,
        headers: operator.headers,
        payload: { reason: 'too late' },
      });
      expect(failAfterPaid.statusCode).toBe(409);
      expect(await wallet(seller.user.userId, 'EUR')).toEqual({ available: 30_000n, held: 0n });

      // A wire that could not be sent gives the money back.
      const second = (await payout({ ...body, amount: '100.00', idempotency_key: 'po-2' })).json().request_details;
      expect(await wallet(seller.user.userId, 'EUR')).toEqual({ available: 20_000n, held: 10_000n });
      const failed = await app.inject({
        method: 'POST',
        url: `/api/operator/merchant/payouts/${second.payout_id}/failed`,
        headers: operator.headers,
        payload: { reason: 'The beneficiary bank refused the wire.' },
      });
      expect(failed.json().request_details).toMatchObject({ status: 'failed' });
      expect(await wallet(seller.user.userId, 'EUR')).toEqual({ available: 30_000n, held: 0n });
      const statuses = (await settlements('tab=wire', seller)).settlements.map((each) => [each.id, each.status]);
      expect(statuses).toEqual([
        [second.payout_id, 'failed'],
        [made.payout_id, 'paid'],
      ]);
    });

    it('sells a coin to the platform at the fixed rate and wires the fiat once the platform can fund it', async () => {
      await stepUp(app, merchant);
      const before = await wallet(merchant.user.userId, 'LTC');
      expect(before.available).toBeGreaterThan(10_000_000n);
      const requested = await call('POST', '/api/users/merchant/payouts', {
        currency: 'LTC',
        amount: '0.1',
        idempotency_key: 'coin-1',
      });
      expect(requested.statusCode).toBe(200);
      const payout = merchantPayoutSchema.parse(requested.json().request_details);
      expect(payout).toMatchObject({ currency: 'LTC', amount: '0.10000000', payout_currency: 'EUR' });
      expect(payout.rate).not.toBeNull();
      const euros = BigInt(payout.payout_amount.replace('.', ''));
      expect(euros).toBeGreaterThan(0n);
      expect(await wallet(merchant.user.userId, 'LTC')).toEqual({
        available: before.available - 10_000_000n,
        held: 10_000_000n,
      });
      const operator = await createTestUser(app, { role: 'operator' });
      const markPaid = () =>
        app.inject({
          method: 'POST',
          url: `/api/operator/merchant/payouts/${payout.payout_id}/paid`,
          headers: operator.headers,
          payload: { bank_reference: 'SEPA-LTC' },
        });
      // The platform has no EUR liquidity yet: nothing moves.
      const unfunded = await markPaid();
      expect(unfunded.statusCode).toBe(409);
      expect(unfunded.json().error_message.general.error[0]).toMatch(/liquidity cannot fund/);
      for (const kind of ['bank_clearing', 'liquidity'] as const) {
        await ensureAccount(database, { owner: platformOwner, asset: 'EUR', kind });
      }
      await createTransfers(database, [
        {
          type: 'immediate',
          id: 'treasury_eur_1',
          debitAccountId: accountIdOf({ owner: platformOwner, asset: 'EUR', kind: 'bank_clearing' }),
          creditAccountId: accountIdOf({ owner: platformOwner, asset: 'EUR', kind: 'liquidity' }),
          asset: 'EUR',
          amount: euros,
          code: 'treasury',
        },
      ]);
      const paid = await markPaid();
      expect(paid.statusCode).toBe(200);
      expect(paid.json().request_details.status).toBe('paid');
      expect(await wallet(merchant.user.userId, 'LTC')).toEqual({
        available: before.available - 10_000_000n,
        held: 0n,
      });
    });
  });
});
