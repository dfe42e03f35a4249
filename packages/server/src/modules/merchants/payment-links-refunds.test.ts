import { merchantPaymentViewSchema, type MerchantPaymentView } from '@platform/core';
import { encodeSegwitAddress } from '@platform/core/addresses';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app.js';
import type { Database } from '../../db/database.js';
import { forEachDatabase } from '../../testing/test-databases.js';
import { processSend, SendRefused } from '../chains/sending/send-requests.js';
import { getBalances } from '../ledger/ledger-service.js';
import { coins8, closeMerchantTestApp, createTestMerchant, openMerchantTestApp, type TestMerchant } from './testing.js';

const customerAddress = (fill: number) =>
  encodeSegwitAddress({ hrp: 'rltc', witnessVersion: 0, program: new Uint8Array(20).fill(fill) });

forEachDatabase(
  'payment links expire; paid-late, overpaid and expired partial coins are refunded on chain',
  ({ openTestDatabase }) => {
    let app: App;
    let database: Database;
    let merchant: TestMerchant;

    beforeAll(async () => {
      ({ app, database, merchant } = await openMerchantTestApp(openTestDatabase));
    });
    afterAll(() => closeMerchantTestApp({ app, database }));

    const status = async (paymentId: string): Promise<MerchantPaymentView> => {
      const response = await app.inject({
        method: 'POST',
        url: '/m/api/transaction/status',
        payload: { transaction_id: paymentId, merchant_id: merchant.merchantId },
      });
      expect(response.statusCode).toBe(200);
      return merchantPaymentViewSchema.parse(response.json().request_details);
    };
    const createLink = (payload: Record<string, unknown>) =>
      app.inject({
        method: 'POST',
        url: '/api/users/merchant/payments',
        headers: merchant.user.headers,
        payload: { amount: '25.00', currency: 'EUR', ...payload },
      });
    const secondsBetween = (later: string | null | undefined, earlier: string) =>
      (new Date(later!).getTime() - new Date(earlier).getTime()) / 1000;
    const refund = (paymentId: string, address: string) =>
      app.inject({
        method: 'POST',
        url: `/api/users/merchant/payments/${paymentId}/refund`,
        headers: merchant.user.headers,
        payload: { address },
      });
    const balance = async (kind: 'user' | 'merchant_payable') => {
      const rows = await getBalances(database, merchant.user.userId);
      return rows.find((row) => row.kind === kind && row.asset === 'LTC')?.posted ?? 0n;
    };
    const mineAndProcess = async (blocks: number) => {
      for (let block = 0; block < blocks; block += 1) {
        await app.chains.simulated.LTC!.mine();
        await app.chains.watchers.LTC!.runCycle();
        await app.chains.processSends('LTC');
        await app.merchants.refreshOpen();
      }
    };

    const refusal = (response: Awaited<ReturnType<typeof refund>>) => response.json().error_message.general.error[0];
    const payable = async () => {
      const rows = await getBalances(database, merchant.user.userId);
      const row = rows.find((balance) => balance.kind === 'merchant_payable' && balance.asset === 'LTC');
      return { posted: row?.posted ?? 0n, available: row?.available ?? 0n, held: row?.held ?? 0n };
    };
    const wallet = async () => {
      const rows = await getBalances(database, merchant.user.userId);
      return rows.find((balance) => balance.kind === 'user' && balance.asset === 'LTC')?.posted ?? 0n;
    };
    const create = async (amount: string) =>
      (
        await app.inject({
          method: 'POST',
          url: '/m/api/transaction',
          headers: { authorization: `Bearer ${merchant.keys.secret}` },
          payload: { merchant_id: merchant.merchantId, amount, currency: 'EUR', currency_1_iso: 'LTC' },
        })
      ).json().request_details as { transaction_id: string; currency_1_amount: string; currency_1_address: string };
    const dueOf = (payment: { currency_1_amount: string }) => BigInt(payment.currency_1_amount.replace('.', ''));
    const pay = (payment: { currency_1_address: string }, amount: bigint) =>
      app.inject({
        method: 'POST',
        url: '/api/test-mode/chain/pay',
        payload: { address: payment.currency_1_address, amount: coins8(amount), currency: 'LTC' },
      });
    const expire = async (paymentId: string) => {
      await database.query(
        `update merchant_payments set expires_at = now() - interval '1 second', monitoring_until = now() + interval '1 day'
       where id = $1`,
        [paymentId],
      );
      await app.merchants.refreshOpen();
    };

    /** The node refuses to send the refund's coins; the refunds pass then marks the refund failed. */
    const refuseRefundSend = async (refundId: string) => {
      const send = await database.query<{ send_id: string }>('select send_id from merchant_refunds where id = $1', [
        refundId,
      ]);
      await processSend(
        database,
        {
          chain: 'LTC',
          network: 'simulated',
          send: () => Promise.reject(new SendRefused('Insufficient funds')),
          confirmations: () => Promise.resolve(0),
        },
        send.rows[0]!.send_id,
        2,
      );
      await app.merchants.refreshOpen();
    };
    describe('payment-link expiry', () => {
      it('takes expires_in or link_expires_at within 60 s to 30 days, default 24 h', async () => {
        const byDefault = (await createLink({})).json().request_details;
        expect(secondsBetween(byDefault.link_expires_at, byDefault.created_at)).toBeCloseTo(86_400, -1);
        expect(byDefault.expires_at).toBeNull();
        const hour = (await createLink({ expires_in: 3600 })).json().request_details;
        expect(secondsBetween(hour.link_expires_at, hour.created_at)).toBeCloseTo(3600, -1);
        const at = new Date(Date.now() + 7 * 86_400_000).toISOString();
        const week = (await createLink({ link_expires_at: at })).json().request_details;
        expect(new Date(week.link_expires_at).toISOString()).toBe(at);
        for (const bad of [
          { expires_in: 59 },
          { expires_in: 30 * 86_400 + 1 },
          { link_expires_at: new Date(Date.now() - 1000).toISOString() },
          { link_expires_at: 'tomorrow' },
          { expires_in: 600, link_expires_at: at },
        ]) {
          expect((await createLink(bad)).statusCode).toBe(400);
        }
        // The merchant API takes it too.
        const viaApi = await app.inject({
          method: 'POST',
          url: '/m/api/transaction',
          headers: { authorization: `Bearer ${merchant.keys.secret}` },
          payload: { merchant_id: merchant.merchantId, amount: '5', currency: 'EUR', expires_in: 120 },
        });
        expect(
          secondsBetween(viaApi.json().request_details.link_expires_at, viaApi.json().request_details.created_at),
        ).toBeCloseTo(120, -1);
      });

      it('answers expired after the link expired, and the guard message to a coin choice; a chosen coin keeps 900 s', async () => {
        const link = (await createLink({ expires_in: 60 })).json().request_details;
        const chosenLink = (await createLink({ expires_in: 60 })).json().request_details;
        const chosen = await app.inject({
          method: 'POST',
          url: '/m/api/transaction/currency',
          payload: {
            transaction_id: chosenLink.transaction_id,
            merchant_id: merchant.merchantId,
            currency_1_iso: 'LTC',
          },
        });
        expect(chosen.statusCode).toBe(200);
        const window = chosen.json().request_details;
        expect(secondsBetween(window.expires_at, window.created_at)).toBeGreaterThan(899);
        expect(secondsBetween(window.expires_at, window.created_at)).toBeLessThan(902);
        expect(window.link_expires_at).toBe(chosenLink.link_expires_at);

        // The link's time passes (no periodic pass runs in this test app: the status call recomputes).
        await database.query(
          `update merchant_payments set expires_at = now() - interval '1 second', link_expires_at = now() - interval '1 second'
         where id = $1`,
          [link.transaction_id],
        );
        expect(await status(link.transaction_id)).toMatchObject({ status: 'expired', currency_1_iso: null });
        const tooLate = await app.inject({
          method: 'POST',
          url: '/m/api/transaction/currency',
          payload: { transaction_id: link.transaction_id, merchant_id: merchant.merchantId, currency_1_iso: 'LTC' },
        });
        expect(tooLate.statusCode).toBe(409);
        expect(tooLate.json().error_message.general.error[0]).toBe('Session Expired Please Make another transaction.');
        // The payment whose coin was chosen in time is still open.
        expect(await status(chosenLink.transaction_id)).toMatchObject({ status: 'new' });
      });
    });

    describe('refunds', () => {
      it('refunds a payment paid late in full on chain, once, with the ledger reconciled', async () => {
        const payment = await create('30.00');
        const due = dueOf(payment);
        await expire(payment.transaction_id);
        // Paid but not yet confirmed: nothing to refund yet.
        await pay(payment, due);
        await app.chains.watchers.LTC!.runCycle();
        await app.merchants.refreshOpen();
        const early = await refund(payment.transaction_id, customerAddress(7));
        expect(early.statusCode).toBe(409);
        await mineAndProcess(2);
        expect(await status(payment.transaction_id)).toMatchObject({
          status: 'expired',
          exception_status: 'paid_late',
        });
        const payableBefore = await balance('merchant_payable');
        expect(payableBefore).toBe(due);

        // The address must be the coin's on this network.
        const mainnet = encodeSegwitAddress({ hrp: 'ltc', witnessVersion: 0, program: new Uint8Array(20).fill(7) });
        const bitcoin = encodeSegwitAddress({ hrp: 'bcrt', witnessVersion: 0, program: new Uint8Array(20).fill(7) });
        for (const [address, message] of [
          [mainnet, 'This LTC address is for another network.'],
          [bitcoin, 'This is not a LTC address.'],
          ['rltc1qnotanaddress', /LTC address/],
        ] as const) {
          const refused = await refund(payment.transaction_id, address);
          expect(refused.statusCode).toBe(400);
          expect(refused.json().error_message.address.error[0]).toMatch(message);
        }

        const requested = await refund(payment.transaction_id, customerAddress(7));
        expect(requested.statusCode).toBe(200);
        const view = merchantPaymentViewSchema.parse(requested.json().request_details);
        expect(view.refund).toMatchObject({
          reason: 'paid_late',
          status: 'requested',
          amount: payment.currency_1_amount,
          address: customerAddress(7),
          txid: null,
        });
        // The same request again: the same refund; another address: refused.
        const again = await refund(payment.transaction_id, customerAddress(7));
        expect(again.json().request_details.refund.refund_id).toBe(view.refund!.refund_id);
        expect((await refund(payment.transaction_id, customerAddress(8))).statusCode).toBe(409);
        // Refused payments can no longer be accepted.
        const accept = await app.inject({
          method: 'POST',
          url: `/api/users/merchant/payments/${payment.transaction_id}/acceptLate`,
          headers: merchant.user.headers,
        });
        expect(accept.statusCode).toBe(409);
        // The event went out through onPaymentEvent (the webhooks queue), carrying the payment.
        const events = await database.query<{ body: string }>(
          `select body from webhook_events where merchant_id = $1 and type = 'payment.refund_requested'`,
          [merchant.merchantId],
        );
        expect(events.rows).toHaveLength(1);
        expect(JSON.parse(events.rows[0]!.body).data).toMatchObject({
          transaction_id: payment.transaction_id,
          status: 'expired',
          exception_status: 'paid_late',
        });

        // The chains module sends it: broadcast, then sent after the confirmations; the hold is posted.
        await app.chains.processSends('LTC');
        await app.merchants.refreshOpen();
        const broadcast = await status(payment.transaction_id);
        expect(broadcast.refund).toMatchObject({ status: 'broadcast' });
        expect(broadcast.refund!.txid).toMatch(/^[0-9a-f]{64}$/);
        await mineAndProcess(2);
        expect((await status(payment.transaction_id)).refund).toMatchObject({ status: 'sent' });
        expect(await balance('merchant_payable')).toBe(0n);
        const paidOut = await database.query<{ amount: string }>(
          'select amount::text from chain_sim_transactions where address = $1',
          [customerAddress(7)],
        );
        expect(paidOut.rows.map((row) => row.amount)).toEqual([due.toString()]);
        // Later passes change nothing.
        await app.merchants.refreshOpen();
        expect(await balance('merchant_payable')).toBe(0n);
        expect((await status(payment.transaction_id)).status).toBe('expired');
      });

      it("holds an overpayment's excess for a refund and settles the rest; an unrefunded excess is settled after the window", async () => {
        // Three payments share the same blocks.
        const walletBefore = await balance('user');
        const payableBefore = await balance('merchant_payable');
        const refunded = await create('40.00');
        const kept = await create('20.00');
        const exact = await create('15.00');
        const paid = [
          [refunded, (dueOf(refunded) * 3n) / 2n],
          [kept, dueOf(kept) + 1_000_000n],
          [exact, dueOf(exact)],
        ] as const;
        for (const [payment, amount] of paid) {
          await app.inject({
            method: 'POST',
            url: '/api/test-mode/chain/pay',
            payload: { address: payment.currency_1_address, amount: coins8(amount), currency: 'LTC' },
          });
        }
        await app.chains.watchers.LTC!.runCycle();
        await mineAndProcess(2);
        for (const payment of [refunded, kept]) {
          expect(await status(payment.transaction_id)).toMatchObject({
            status: 'settled',
            exception_status: 'paid_over',
          });
        }
        const feeOf = (amount: bigint) => (amount * 100n + 9_999n) / 10_000n;
        const settledDue = [refunded, kept, exact].reduce(
          (sum, payment) => sum + dueOf(payment) - feeOf(dueOf(payment)),
          0n,
        );
        const excess = (dueOf(refunded) * 3n) / 2n - dueOf(refunded);
        // Only the amounts due are settled; both excesses wait in merchant_payable.
        expect((await balance('user')) - walletBefore).toBe(settledDue);
        expect((await balance('merchant_payable')) - payableBefore).toBe(excess + 1_000_000n);

        const requested = await refund(refunded.transaction_id, customerAddress(9));
        expect(requested.statusCode).toBe(200);
        expect(requested.json().request_details.refund).toMatchObject({ reason: 'paid_over', amount: coins8(excess) });
        await app.chains.processSends('LTC');
        await mineAndProcess(2);
        expect((await status(refunded.transaction_id)).refund).toMatchObject({ status: 'sent' });
        expect((await balance('merchant_payable')) - payableBefore).toBe(1_000_000n);

        // The monitoring windows end: the kept excess is settled (less its fee), the refunded one is not.
        await database.query(
          `update merchant_payments set monitoring_until = now() - interval '1 second' where id = any($1::text[])`,
          [[refunded.transaction_id, kept.transaction_id]],
        );
        await app.merchants.refreshOpen();
        expect((await balance('user')) - walletBefore).toBe(settledDue + 1_000_000n - feeOf(1_000_000n));
        expect(await balance('merchant_payable')).toBe(payableBefore);
        const late = await refund(kept.transaction_id, customerAddress(10));
        expect(late.statusCode).toBe(409);
        expect(late.json().error_message.general.error[0]).toBe('Nothing of the overpayment is left to refund.');
        // Asking again for the sent refund answers it.
        expect((await refund(refunded.transaction_id, customerAddress(9))).json().request_details.refund.status).toBe(
          'sent',
        );

        // An exactly paid payment has nothing to refund; an awaiting one neither; another merchant's is unknown.
        const refused = await refund(exact.transaction_id, customerAddress(11));
        expect(refused.statusCode).toBe(409);
        expect(refused.json().error_message.general.error[0]).toBe(
          'Only a payment paid late, the excess of an overpayment or a partial payment of an expired payment can be refunded.',
        );
        const awaiting = (await createLink({})).json().request_details;
        expect((await refund(awaiting.transaction_id, customerAddress(11))).statusCode).toBe(409);
        const other = await createTestMerchant(app);
        const foreign = await app.inject({
          method: 'POST',
          url: `/api/users/merchant/payments/${exact.transaction_id}/refund`,
          headers: other.user.headers,
          payload: { address: customerAddress(11) },
        });
        expect(foreign.statusCode).toBe(404);
        const sends = await database.query<{ count: string }>(
          'select count(*)::text as count from chain_sim_transactions where address = any($1::text[])',
          [[customerAddress(10), customerAddress(11)]],
        );
        expect(sends.rows[0]!.count).toBe('0');
      });

      it('gives the coins back when the node refuses the refund; a new refund may then be asked for', async () => {
        const payment = await create('12.00');
        const due = dueOf(payment);
        await expire(payment.transaction_id);
        await pay(payment, due);
        await app.chains.watchers.LTC!.runCycle();
        await mineAndProcess(2);
        const payableBefore = await balance('merchant_payable');
        const first = (await refund(payment.transaction_id, customerAddress(20))).json().request_details.refund;
        expect(await balance('merchant_payable')).toBe(payableBefore);
        // The node refuses to pay (the chains module's refusal path voids the hold).
        await refuseRefundSend(first.refund_id);
        const failed = await status(payment.transaction_id);
        expect(failed.refund).toMatchObject({ refund_id: first.refund_id, status: 'failed' });
        const rows = await getBalances(database, merchant.user.userId);
        const payable = rows.find((row) => row.kind === 'merchant_payable' && row.asset === 'LTC')!;
        expect(payable.available).toBe(payableBefore);
        expect(payable.held).toBe(0n);
        // The refusal gives the decision back: a new refund (here to another address) is booked.
        const second = await refund(payment.transaction_id, customerAddress(21));
        expect(second.statusCode).toBe(200);
        expect(second.json().request_details.refund).toMatchObject({
          status: 'requested',
          address: customerAddress(21),
        });
        expect(second.json().request_details.refund.refund_id).not.toBe(first.refund_id);
      });
    });

    describe('refunds of partial payments', () => {
      it('refunds the confirmed part of an expired underpaid payment, once; never while the payment is open', async () => {
        // Earlier tests of the suite leave coins in merchant_payable: this test counts from here.
        const start = await payable();
        const payment = await create('30.00');
        const half = dueOf(payment) / 2n;
        await pay(payment, half);
        await app.chains.watchers.LTC!.runCycle();
        await mineAndProcess(2);
        expect(await status(payment.transaction_id)).toMatchObject({ status: 'new', exception_status: 'paid_partial' });
        expect((await payable()).posted).toBe(start.posted + half);

        // Still open: the customer may send the rest.
        const open = await refund(payment.transaction_id, customerAddress(30));
        expect(open.statusCode).toBe(409);
        expect(refusal(open)).toBe(
          'Only a payment paid late, the excess of an overpayment or a partial payment of an expired payment can be refunded.',
        );

        await expire(payment.transaction_id);
        expect(await status(payment.transaction_id)).toMatchObject({
          status: 'expired',
          exception_status: 'paid_partial',
        });
        const walletBefore = await wallet();

        const requested = await refund(payment.transaction_id, customerAddress(30));
        expect(requested.statusCode).toBe(200);
        const view = merchantPaymentViewSchema.parse(requested.json().request_details);
        expect(view).toMatchObject({ status: 'expired', exception_status: 'paid_partial' });
        expect(view.refund).toMatchObject({
          reason: 'paid_partial',
          status: 'requested',
          amount: coins8(half),
          address: customerAddress(30),
          txid: null,
        });
        // merchant_payable holds the partial payment for the refund.
        const held = { posted: start.posted + half, available: start.available, held: start.held + half };
        expect(await payable()).toEqual(held);
        // The same request again answers the same refund; another address is refused; nothing more is held.
        const again = await refund(payment.transaction_id, customerAddress(30));
        expect(again.statusCode).toBe(200);
        expect(again.json().request_details.refund.refund_id).toBe(view.refund!.refund_id);
        const other = await refund(payment.transaction_id, customerAddress(31));
        expect(other.statusCode).toBe(409);
        expect(await payable()).toEqual(held);
        const rows = await database.query<{ reason: string; amount: string }>(
          'select reason, amount::text from merchant_refunds where payment_id = $1',
          [payment.transaction_id],
        );
        expect(rows.rows).toEqual([{ reason: 'paid_partial', amount: half.toString() }]);
        const events = await database.query<{ body: string }>(
          `select body from webhook_events where merchant_id = $1 and type = 'payment.refund_requested'
           and body::jsonb -> 'data' ->> 'transaction_id' = $2`,
          [merchant.merchantId, payment.transaction_id],
        );
        expect(events.rows).toHaveLength(1);
        expect(JSON.parse(events.rows[0]!.body).data).toMatchObject({
          transaction_id: payment.transaction_id,
          exception_status: 'paid_partial',
        });

        // Sent on chain: the hold is posted, the customer has the partial payment back.
        await app.chains.processSends('LTC');
        await mineAndProcess(2);
        expect((await status(payment.transaction_id)).refund).toMatchObject({ status: 'sent' });
        const afterSend = await payable();
        expect(afterSend.posted).toBeLessThanOrEqual(start.posted);
        const paidOut = await database.query<{ amount: string }>(
          'select amount::text from chain_sim_transactions where address = $1',
          [customerAddress(30)],
        );
        expect(paidOut.rows.map((row) => row.amount)).toEqual([half.toString()]);

        // Later passes, also after the monitoring window, settle nothing of it to the merchant.
        await database.query(
          `update merchant_payments set monitoring_until = now() - interval '1 second' where id = $1`,
          [payment.transaction_id],
        );
        await app.merchants.refreshOpen();
        expect(await wallet()).toBe(walletBefore);
        expect(await payable()).toEqual(afterSend);
        expect(await status(payment.transaction_id)).toMatchObject({
          status: 'expired',
          exception_status: 'paid_partial',
          refund: { status: 'sent' },
        });
      });

      it('refuses a partial payment that is not confirmed yet', async () => {
        const payment = await create('20.00');
        await pay(payment, dueOf(payment) / 3n);
        await app.chains.watchers.LTC!.runCycle();
        await expire(payment.transaction_id);
        expect(await status(payment.transaction_id)).toMatchObject({
          status: 'expired',
          exception_status: 'paid_partial',
        });
        const early = await refund(payment.transaction_id, customerAddress(32));
        expect(early.statusCode).toBe(409);
        expect(refusal(early)).toBe('The partial payment is not confirmed yet: it can be refunded once it is.');
        const rows = await database.query('select id from merchant_refunds where payment_id = $1', [
          payment.transaction_id,
        ]);
        expect(rows.rows).toHaveLength(0);
      });

      it('gives the coins back when the node refuses the refund; a new refund may then be asked for', async () => {
        const payment = await create('12.00');
        const part = dueOf(payment) / 4n;
        await pay(payment, part);
        await app.chains.watchers.LTC!.runCycle();
        await mineAndProcess(2);
        await expire(payment.transaction_id);
        expect(await status(payment.transaction_id)).toMatchObject({
          status: 'expired',
          exception_status: 'paid_partial',
        });
        const payableNow = await payable();

        const first = (await refund(payment.transaction_id, customerAddress(33))).json().request_details.refund;
        expect(first).toMatchObject({ reason: 'paid_partial', amount: coins8(part) });
        expect((await payable()).held).toBe(payableNow.held + part);
        await refuseRefundSend(first.refund_id);
        expect((await status(payment.transaction_id)).refund).toMatchObject({
          refund_id: first.refund_id,
          status: 'failed',
        });
        expect(await payable()).toEqual(payableNow);
        const refunded = await database.query<{ refunded_amount: string; late_decision: string | null }>(
          'select refunded_amount::text, late_decision from merchant_payments where id = $1',
          [payment.transaction_id],
        );
        expect(refunded.rows[0]).toEqual({ refunded_amount: '0', late_decision: null });

        const second = await refund(payment.transaction_id, customerAddress(34));
        expect(second.statusCode).toBe(200);
        expect(second.json().request_details.refund).toMatchObject({
          reason: 'paid_partial',
          status: 'requested',
          amount: coins8(part),
          address: customerAddress(34),
        });
        expect(second.json().request_details.refund.refund_id).not.toBe(first.refund_id);
      });
    });
  },
);
