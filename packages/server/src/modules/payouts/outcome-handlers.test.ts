import { afterAll, beforeAll, expect, it } from 'vitest';
import type { App } from '../../app.js';
import type { Database } from '../../db/database.js';
import { forEachDatabase } from '../../testing/test-databases.js';
import { createTestUser, type TestUser } from '../accounts/testing.js';
import { payoutTexts } from './payouts-texts.js';
import { openPayoutsTestApp, recordingHandler, requestPayouts, sepaRequest, statusesOf } from './testing.js';

forEachDatabase('payout outcome handlers: once per change, inside the change’s transaction', ({ openTestDatabase }) => {
  let app: App;
  let database: Database;
  let brandId: string;
  let operator: TestUser;
  // Only withdrawals have a handler here: checkout refunds show what happens without one.
  const recording = recordingHandler();
  beforeAll(async () => {
    ({ app, database, brandId } = await openPayoutsTestApp(openTestDatabase, { withdrawal: recording.handler }));
    operator = await createTestUser(app, { role: 'operator' });
    await app.inject({
      method: 'PUT',
      url: '/api/operator/payoutDebtorAccount',
      headers: operator.headers,
      payload: { name: 'Demo Exchange Ltd', iban: 'DE89370400440532013000', bic: 'COBADEFFXXX' },
    });
  });
  afterAll(async () => {
    await app.close();
  });

  const batchStatus = async (id: string) =>
    (await database.query<{ status: string }>('select status from payout_batches where id = $1', [id])).rows[0]!.status;
  const payoutStatus = async (id: string) =>
    (await database.query<{ status: string }>('select status from payouts where id = $1', [id])).rows[0]!.status;

  it('a failing handler rolls the status change back (the whole batch), and a retry is heard once', async () => {
    const requests = [sepaRequest(brandId), sepaRequest(brandId), sepaRequest(brandId)];
    await requestPayouts(app, requests);
    const batch = await app.payouts.createBatch({ brandId, operatorId: operator.userId, requestId: 'handler-batch-1' });
    recording.failFor.add(requests[2]!.id);
    await expect(
      app.payouts.markBatchSent({ id: batch.batch.id, brandId, operatorId: operator.userId }),
    ).rejects.toThrow(`the source refused the outcome of ${requests[2]!.id}`);
    // Nothing of the attempt stayed: the batch, every payout and their histories are as before.
    expect(await batchStatus(batch.batch.id)).toBe('created');
    for (const request of requests) {
      expect(await payoutStatus(request.id)).toBe('batched');
      expect(await statusesOf(database, request.id)).toEqual(['pending', 'batched']);
    }
    recording.failFor.clear();
    recording.heard.length = 0;
    await app.payouts.markBatchSent({ id: batch.batch.id, brandId, operatorId: operator.userId });
    // The handler calls of the rolled-back attempt were undone with it; the heard list only keeps commits of this try.
    expect(recording.heard.map((heard) => [heard.payoutId, heard.status, heard.statusInTransaction])).toEqual(
      requests.map((request) => [request.id, 'sent', 'sent']),
    );

    recording.failFor.add(requests[0]!.id);
    await expect(
      app.payouts.recordBankOutcome({
        id: requests[0]!.id,
        brandId,
        operatorId: operator.userId,
        status: 'rejected',
        reasonCode: 'AC01',
      }),
    ).rejects.toThrow('the source refused');
    expect(await payoutStatus(requests[0]!.id)).toBe('sent');
    recording.failFor.clear();
    const rejected = await app.payouts.recordBankOutcome({
      id: requests[0]!.id,
      brandId,
      operatorId: operator.userId,
      status: 'rejected',
      reasonCode: 'AC01',
    });
    expect(rejected.payout).toMatchObject({ status: 'rejected', reason: 'AC01' });
    expect(recording.heard.filter((heard) => heard.payoutId === requests[0]!.id).map((heard) => heard.status)).toEqual([
      'sent',
      'rejected',
    ]);
  });

  it('a payout whose source has no handler cannot move past batched (nobody would hear its funds)', async () => {
    const refund = sepaRequest(brandId, { source: 'checkout_refund' });
    await requestPayouts(app, [refund]);
    const batch = await app.payouts.createBatch({ brandId, operatorId: operator.userId, requestId: 'handler-batch-2' });
    expect(batch.payoutIds).toEqual([refund.id]);
    const sent = await app.inject({
      method: 'POST',
      url: `/api/operator/payouts/batches/${batch.batch.id}/sent`,
      headers: operator.headers,
    });
    expect(sent.statusCode).toBe(503);
    expect(JSON.stringify(sent.json())).toContain(payoutTexts.en.noOutcomeHandler);
    expect(await payoutStatus(refund.id)).toBe('batched');
    expect(await batchStatus(batch.batch.id)).toBe('created');
  });
});
