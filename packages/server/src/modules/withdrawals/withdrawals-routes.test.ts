import { transactionStatusDisplay } from '@platform/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app.js';
import type { Database } from '../../db/database.js';
import { buildTestApp } from '../../testing/test-app.js';
import { forEachDatabase } from '../../testing/test-databases.js';
import { updateUser } from '../accounts/index.js';
import { latestCode, outboxFor } from '../accounts/testing/accounts-test-client.js';
import type { TestUser } from '../accounts/testing.js';
import { accountIdOf, getAccount } from '../ledger/index.js';
import { expectLedgerReconciles } from '../wallets/testing.js';
import { createWithdrawingUser, fund, ltcTravelRule, mainnetBtcAddress, regtestLtcAddress } from './testing.js';

let clientCounter = 0;
/** The first message of a field in the failure envelope (error_message.field.error[0]). */
const fieldError = (response: { json(): unknown }, field: string): string =>
  (response.json() as { error_message: Record<string, { error: string[] }> }).error_message[field]!.error[0]!;
const clientId = () => `wd-test-${(clientCounter += 1)}-${Date.now()}`;

forEachDatabase('withdrawals API', ({ openTestDatabase }) => {
  let app: App;
  let database: Database;

  beforeAll(async () => {
    database = await openTestDatabase();
    app = await buildTestApp({ database, env: { WITHDRAWAL_ADDRESS_WAITING_SECONDS: '3600' } });
    await app.rates.refresher.refreshNow();
  });
  afterAll(async () => {
    await expectLedgerReconciles(database);
    await app.close();
  });

  const post = (user: TestUser, url: string, payload: object) =>
    app.inject({ method: 'POST', url: `/api${url}`, headers: user.headers, payload });
  const get = (user: TestUser, url: string) => app.inject({ method: 'GET', url: `/api${url}`, headers: user.headers });
  const available = async (userId: string, asset: 'LTC' | 'BTC' | 'EUR') => {
    const account = await getAccount(database, accountIdOf({ owner: userId, asset, kind: 'user' }));
    return account === undefined ? 0n : account.creditsPosted - account.debitsPosted - account.debitsPending;
  };
  const withdrawalCount = async (userId: string) =>
    Number(
      (
        await database.query<{ count: string }>('select count(*)::text as count from withdrawals where user_id = $1', [
          userId,
        ])
      ).rows[0]!.count,
    );
  const ltcWithdrawal = (address: string, amount = '0.1') => ({
    method: 'crypto',
    client_id: clientId(),
    currency: 'LTC',
    amount,
    address,
    travel_rule: ltcTravelRule,
  });

  it('sends LTC once: held with its fee, listed, broadcast with its txid; a replay answers the same withdrawal', async () => {
    const user = await createWithdrawingUser(app);
    await fund(app, user.userId, 'LTC', 100_000_000n);
    const body = ltcWithdrawal(regtestLtcAddress(), '0.25');
    const first = await post(user, '/transactions/withdrawal', body);
    expect(first.statusCode, first.body).toBe(200);
    const withdrawal = first.json().request_details.withdrawal;
    expect(withdrawal).toMatchObject({
      status: 'processing',
      amount: '0.25000000',
      fee: '0.00100000',
      total: '0.25100000',
    });
    expect(await available(user.userId, 'LTC')).toBe(100_000_000n - 25_100_000n);

    const replay = await post(user, '/transactions/withdrawal', body);
    expect(replay.json().request_details).toMatchObject({ replayed: true, withdrawal: { id: withdrawal.id } });
    const conflict = await post(user, '/transactions/withdrawal', { ...body, amount: '0.3' });
    expect(conflict.statusCode).toBe(409);
    expect(await available(user.userId, 'LTC')).toBe(100_000_000n - 25_100_000n);

    await app.withdrawals.advance();
    const sent = (await get(user, `/transactions/withdrawals/${withdrawal.id}`)).json().request_details.withdrawal;
    expect(sent.status).toBe('sent');
    expect(sent.txid).toMatch(/^[0-9a-f]{64}$/);
    const sends = await database.query('select id from chain_sends where hold_transfer_id = $1', [
      `${withdrawal.id}_hold`,
    ]);
    expect(sends.rows).toHaveLength(1);
    const listed = (await get(user, '/transactions/getTransactions?type=withdrawal')).json().request_details
      .transactions[withdrawal.transaction_id];
    expect(listed).toMatchObject({
      status: 'pending',
      txid: sent.txid,
      amount: '0.25000000',
      transaction_fee: '0.00100000',
    });

    await app.chains.simulated.LTC!.mine({ force: true });
    await app.chains.simulated.LTC!.mine({ force: true });
    await app.withdrawals.advance();
    const done = (await get(user, `/transactions/withdrawals/${withdrawal.id}`)).json().request_details.withdrawal;
    expect(done.status).toBe('completed');
    const account = await getAccount(database, accountIdOf({ owner: user.userId, asset: 'LTC', kind: 'user' }));
    expect(account!.debitsPending).toBe(0n);
    expect(account!.creditsPosted - account!.debitsPosted).toBe(100_000_000n - 25_100_000n);
    const templates = (await outboxFor(app, user.email)).map((message) => message.template);
    expect(templates.filter((template) => template === 'withdrawal_update')).toHaveLength(2);
  });

  it('refuses with a clear error and holds nothing: wrong network, credential lock, non-EEA fiat, low balance', async () => {
    const user = await createWithdrawingUser(app, { country: 'GB' });
    await fund(app, user.userId, 'LTC', 10_000_000n);
    const before = await available(user.userId, 'LTC');

    const wrongNetwork = await post(user, '/transactions/withdrawal', {
      ...ltcWithdrawal(''),
      currency: 'BTC',
      address: mainnetBtcAddress(),
    });
    expect(wrongNetwork.statusCode).toBe(400);
    expect(wrongNetwork.body).toContain('belongs to another network');

    const fiat = await post(user, '/transactions/withdrawal', {
      method: 'bank',
      client_id: clientId(),
      currency: 'EUR',
      amount: '20',
      iban: 'DE89 3704 0044 0532 0130 00',
      account_holder: 'Anna Lena Müller',
    });
    expect(fiat.statusCode).toBe(403);
    expect(fiat.body).toContain('residents of the European Economic Area only');

    const tooMuch = await post(user, '/transactions/withdrawal', ltcWithdrawal(regtestLtcAddress(), '0.2'));
    expect(tooMuch.statusCode).toBe(400);
    expect(tooMuch.body).toContain('does not cover');

    const until = new Date(Date.now() + 20 * 3_600_000);
    await database.transaction((transaction) =>
      updateUser(transaction, user.userId, { withdrawalsLockedUntil: until }),
    );
    const locked = await post(user, '/transactions/withdrawal', ltcWithdrawal(regtestLtcAddress(), '0.01'));
    expect(locked.statusCode).toBe(403);
    expect(fieldError(locked, 'withdrawal')).toContain('locked until');
    expect(fieldError(locked, 'locked_until')).toBe(until.toISOString());

    expect(await available(user.userId, 'LTC')).toBe(before);
    expect(await withdrawalCount(user.userId)).toBe(0);
  });

  it('an address-book entry is confirmed from the emailed link and refused inside its waiting period', async () => {
    const user = await createWithdrawingUser(app);
    await fund(app, user.userId, 'LTC', 10_000_000n);
    const address = regtestLtcAddress();
    const added = await post(user, '/users/addBeneficiary', {
      kind: 'crypto',
      currency: 'LTC',
      address,
      label: 'Ledger',
    });
    expect(added.statusCode, added.body).toBe(200);
    const entry = added.json().request_details.beneficiary;
    expect(entry.status).toBe('pending_confirmation');
    const unconfirmed = await post(user, '/transactions/withdrawal', {
      ...ltcWithdrawal(address, '0.01'),
      beneficiary_id: entry.id,
      address: undefined,
    });
    expect(unconfirmed.statusCode).toBe(403);

    const email = (await outboxFor(app, user.email)).find((message) => message.template === 'beneficiary_added');
    const token = /confirm-address\?token=([A-Za-z0-9_-]+)/.exec(email!.text_body)?.[1];
    const confirmed = await app.inject({ method: 'POST', url: '/api/users/confirmBeneficiary', payload: { token } });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json().request_details.beneficiary.status).toBe('waiting');

    const fresh = await post(user, '/transactions/withdrawal', ltcWithdrawal(address, '0.01'));
    expect(fresh.statusCode).toBe(403);
    expect(fieldError(fresh, 'beneficiary')).toContain('can be used from');
    expect(await withdrawalCount(user.userId)).toBe(0);
    expect(await available(user.userId, 'LTC')).toBe(10_000_000n);

    await database.query(
      `update withdrawal_beneficiaries set usable_from = now() - interval '1 second' where id = $1`,
      [entry.id],
    );
    const usable = await post(user, '/transactions/withdrawal', {
      method: 'crypto',
      client_id: clientId(),
      currency: 'LTC',
      amount: '0.01',
      beneficiary_id: entry.id,
      travel_rule: { destination_type: 'platform', platform_name: 'Kraken' },
    });
    expect(usable.statusCode, usable.body).toBe(200);
    expect(usable.json().request_details.withdrawal).toMatchObject({
      address,
      beneficiary_id: entry.id,
      travel_rule: { destination_type: 'platform', platform_name: 'Kraken' },
    });
  });

  it('waits "2-FA Pending" until POST /verify/verifyOTP confirms the withdrawal code', async () => {
    const user = await createWithdrawingUser(app, { otpWithdrawal: 1 });
    await fund(app, user.userId, 'LTC', 10_000_000n);
    const requested = await post(user, '/transactions/withdrawal', ltcWithdrawal(regtestLtcAddress(), '0.02'));
    expect(requested.statusCode, requested.body).toBe(200);
    const details = requested.json().request_details;
    expect(details).toMatchObject({ otp_required: true, otp_channel: 'email', withdrawal: { status: 'otp_pending' } });
    const row = (await get(user, '/transactions/getTransactions?type=withdrawal')).json().request_details.transactions[
      details.withdrawal.transaction_id
    ];
    expect(
      transactionStatusDisplay({ type: row.type, status: row.status, payment_status: row.payment_status }),
    ).toEqual({
      hidden: false,
      labelKey: 'status:twoFaPending',
      tone: 'warning',
    });
    const wrong = await post(user, '/verify/verifyOTP', {
      type: 'withdrawal',
      withdrawal_id: details.withdrawal.id,
      code: '000000',
    });
    expect(wrong.statusCode).toBe(400);
    const code = await latestCode(app, user.email, 'email_verification_code');
    const verified = await post(user, '/verify/verifyOTP', {
      type: 'withdrawal',
      withdrawal_id: details.withdrawal.id,
      code,
    });
    expect(verified.statusCode, verified.body).toBe(200);
    expect(verified.json().request_details).toMatchObject({ verified: 'withdrawal', withdrawal_status: 'processing' });
  });

  describe('approvals', () => {
    let operatorA: TestUser;
    let operatorB: TestUser;
    beforeAll(async () => {
      operatorA = await createWithdrawingUser(app, { role: 'operator' });
      operatorB = await createWithdrawingUser(app, { role: 'operator' });
      const policy = await app.inject({
        method: 'PUT',
        url: '/api/operator/withdrawalPolicy',
        headers: operatorA.headers,
        payload: { approval_threshold_eur: '0.01', second_approval_threshold_eur: '0.02' },
      });
      expect(policy.statusCode, policy.body).toBe(200);
    });
    afterAll(async () => {
      await app.inject({
        method: 'PUT',
        url: '/api/operator/withdrawalPolicy',
        headers: operatorA.headers,
        payload: { approval_threshold_eur: '10000', second_approval_threshold_eur: '50000' },
      });
    });

    it('needs two different operators above the second threshold; the initiator never approves', async () => {
      await fund(app, operatorA.userId, 'LTC', 10_000_000n);
      const own = await post(operatorA, '/transactions/withdrawal', ltcWithdrawal(regtestLtcAddress(), '0.02'));
      expect(own.json().request_details.withdrawal).toMatchObject({
        status: 'approval_pending',
        approvals_required: 2,
      });
      const ownId = own.json().request_details.withdrawal.id;
      expect((await post(operatorA, `/operator/withdrawals/${ownId}/approve`, {})).statusCode).toBe(403);

      const user = await createWithdrawingUser(app);
      await fund(app, user.userId, 'LTC', 10_000_000n);
      const id = (await post(user, '/transactions/withdrawal', ltcWithdrawal(regtestLtcAddress(), '0.02'))).json()
        .request_details.withdrawal.id;
      const queue = (await get(operatorB, '/operator/withdrawals')).json().request_details.withdrawals;
      expect(queue.map((item: { withdrawal: { id: string } }) => item.withdrawal.id)).toContain(id);
      const first = await post(operatorA, `/operator/withdrawals/${id}/approve`, {});
      expect(first.json().request_details.withdrawal).toMatchObject({ status: 'approval_pending' });
      expect((await post(operatorA, `/operator/withdrawals/${id}/approve`, {})).statusCode).toBe(403);
      const second = await post(operatorB, `/operator/withdrawals/${id}/approve`, {});
      expect(second.json().request_details.withdrawal).toMatchObject({ status: 'processing' });
      expect(second.json().request_details.withdrawal.approvals).toHaveLength(2);
    });

    it('a rejection returns amount and fee and tells the user why', async () => {
      const user = await createWithdrawingUser(app);
      await fund(app, user.userId, 'LTC', 10_000_000n);
      const id = (await post(user, '/transactions/withdrawal', ltcWithdrawal(regtestLtcAddress(), '0.02'))).json()
        .request_details.withdrawal.id;
      expect(await available(user.userId, 'LTC')).toBe(10_000_000n - 2_100_000n);
      const rejected = await post(operatorB, `/operator/withdrawals/${id}/reject`, { reason: 'Unusual activity' });
      expect(rejected.json().request_details.withdrawal).toMatchObject({
        status: 'rejected',
        reason: 'Unusual activity',
      });
      expect(await available(user.userId, 'LTC')).toBe(10_000_000n);
      const email = (await outboxFor(app, user.email)).find((message) => message.subject.includes('rejected'));
      expect(email?.text_body).toContain('Unusual activity');
    });
  });
});
