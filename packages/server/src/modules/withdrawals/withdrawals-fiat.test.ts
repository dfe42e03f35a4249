import { afterAll, beforeAll, expect, it } from 'vitest';
import type { App } from '../../app.js';
import type { Database } from '../../db/database.js';
import { buildTestApp } from '../../testing/test-app.js';
import { forEachDatabase } from '../../testing/test-databases.js';
import type { TestUser } from '../accounts/testing.js';
import { outboxFor } from '../accounts/testing/accounts-test-client.js';
import { accountIdOf, getAccount } from '../ledger/index.js';
import type { PayoutOutcome, PayoutRecord, PayoutRequest } from '../payouts/index.js';
import { expectLedgerReconciles } from '../wallets/testing.js';
import { createWithdrawingUser, fund } from './testing.js';

/**
 * Fiat withdrawals up to the payouts module's port, the handler alone: the request side (EEA
 * residence, IBAN, holder name, hold) and the outcome handler as the payouts module calls it (posted
 * when sent, returned when the bank rejects, voided when the payout fails before it left), each
 * outcome delivered twice to show it is idempotent. `requestPayout` records what it was asked here;
 * withdrawals-sepa-payouts.test.ts runs the same path through the real payouts module and its batches.
 */
let clientCounter = 0;
const clientId = () => `wd-fiat-${(clientCounter += 1)}-${Date.now()}`;

forEachDatabase('fiat withdrawals', ({ openTestDatabase }) => {
  let app: App;
  let database: Database;
  const requested: PayoutRequest[] = [];

  beforeAll(async () => {
    database = await openTestDatabase();
    app = await buildTestApp({ database });
    await app.rates.refresher.refreshNow();
    app.withdrawals.context.requestPayout = async (_queryable, request) => {
      requested.push(request);
      return payoutOf(request, 'pending');
    };
  });
  afterAll(async () => {
    await expectLedgerReconciles(database);
    await app.close();
  });

  const payoutOf = (request: PayoutRequest, status: PayoutRecord['status']): PayoutRecord => ({
    id: `pay_${request.id}`,
    source: request.source,
    sourceId: request.sourceId,
    rail: request.rail,
    status,
    amount: request.amount,
    currency: request.currency,
    batchId: null,
    reason: null,
  });
  const deliver = (outcome: PayoutOutcome) =>
    app.database.transaction((transaction) => app.withdrawals.payoutOutcomeHandler(transaction, outcome));
  const eurAccount = async (userId: string) =>
    (await getAccount(database, accountIdOf({ owner: userId, asset: 'EUR', kind: 'user' })))!;
  const bankWithdrawal = (user: TestUser, holder = 'Müller, Anna-Lena') =>
    app.inject({
      method: 'POST',
      url: '/api/transactions/withdrawal',
      headers: user.headers,
      payload: {
        method: 'bank',
        client_id: clientId(),
        currency: 'EUR',
        amount: '100.00',
        iban: 'de89 3704 0044 0532 0130 00',
        bic: 'COBADEFFXXX',
        account_holder: holder,
      },
    });
  const statusOf = async (id: string) =>
    (await database.query<{ status: string }>('select status from withdrawals where id = $1', [id])).rows[0]!.status;

  it('refuses another holder’s account and holds nothing', async () => {
    const user = await createWithdrawingUser(app);
    await fund(app, user.userId, 'EUR', 50_000n);
    const response = await bankWithdrawal(user, 'Jan Novák');
    expect(response.statusCode).toBe(400);
    expect(response.body).toContain('The account holder must be you');
    expect((await eurAccount(user.userId)).debitsPending).toBe(0n);
  });

  it('holds amount and fee, asks the payout, posts when sent and returns both when the bank rejects it', async () => {
    const user = await createWithdrawingUser(app);
    await fund(app, user.userId, 'EUR', 50_000n);
    const response = await bankWithdrawal(user);
    expect(response.statusCode, response.body).toBe(200);
    const withdrawal = response.json().request_details.withdrawal;
    expect(withdrawal).toMatchObject({ status: 'processing', iban: 'DE89370400440532013000', fee: '1.00' });
    const request = requested.find((candidate) => candidate.sourceId === withdrawal.id)!;
    expect(request).toMatchObject({
      source: 'withdrawal',
      rail: 'sepa',
      amount: 10_000n,
      currency: 'EUR',
      creditor: { iban: 'DE89370400440532013000', bic: 'COBADEFFXXX', name: 'Müller, Anna-Lena' },
    });
    expect((await eurAccount(user.userId)).debitsPending).toBe(10_100n);

    const sent = payoutOf(request, 'sent');
    await deliver({ payout: sent, status: 'sent' });
    await deliver({ payout: sent, status: 'sent' });
    let account = await eurAccount(user.userId);
    expect(account.debitsPending).toBe(0n);
    expect(account.creditsPosted - account.debitsPosted).toBe(50_000n - 10_100n);
    expect(await statusOf(withdrawal.id)).toBe('sent');

    const rejected = { ...payoutOf(request, 'rejected'), reason: 'AC04 account closed' };
    await deliver({ payout: rejected, status: 'rejected', reason: 'AC04 account closed' });
    await deliver({ payout: rejected, status: 'rejected', reason: 'AC04 account closed' });
    account = await eurAccount(user.userId);
    expect(account.creditsPosted - account.debitsPosted).toBe(50_000n);
    expect(await statusOf(withdrawal.id)).toBe('failed');
    const email = (await outboxFor(app, user.email)).find((message) => message.subject.includes('failed'));
    expect(email?.text_body).toContain('AC04 account closed');
  });

  it('voids the holds of a payout that failed before it was sent', async () => {
    const user = await createWithdrawingUser(app);
    await fund(app, user.userId, 'EUR', 20_000n);
    const withdrawal = (await bankWithdrawal(user)).json().request_details.withdrawal;
    const request = requested.find((candidate) => candidate.sourceId === withdrawal.id)!;
    await deliver({ payout: payoutOf(request, 'failed'), status: 'failed', reason: 'creditor bank unreachable' });
    const account = await eurAccount(user.userId);
    expect(account.debitsPending).toBe(0n);
    expect(account.creditsPosted - account.debitsPosted).toBe(20_000n);
    expect(await statusOf(withdrawal.id)).toBe('failed');
  });
});
