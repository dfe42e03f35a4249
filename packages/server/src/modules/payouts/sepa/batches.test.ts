import { afterAll, beforeAll, expect, it } from 'vitest';
import type { App } from '../../../app.js';
import type { Database } from '../../../db/database.js';
import { forEachDatabase } from '../../../testing/test-databases.js';
import { createTestUser, type TestUser } from '../../accounts/testing.js';
import { payoutTexts } from '../payouts-texts.js';
import {
  openPayoutsTestApp,
  recordingHandler,
  requestPayouts,
  schemaErrors,
  sepaRequest,
  statusesOf,
} from '../testing.js';

forEachDatabase(
  'SEPA payouts: debtor account, batches, the pain.001 file, sent, settled and rejected',
  ({ openTestDatabase }) => {
    let app: App;
    let database: Database;
    let brandId: string;
    let operator: TestUser;
    const recording = recordingHandler();
    beforeAll(async () => {
      ({ app, database, brandId } = await openPayoutsTestApp(openTestDatabase, { withdrawal: recording.handler }));
      operator = await createTestUser(app, { role: 'operator' });
    });
    afterAll(async () => {
      await app.close();
    });

    const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object, headers = operator.headers) =>
      app.inject({ method, url: `/api${url}`, headers, ...(payload === undefined ? {} : { payload }) });
    const heardOf = (id: string) => recording.heard.filter((heard) => heard.payoutId === id);

    it('the debtor account: validated with ibantools, refusals in the operator’s language, operators only', async () => {
      expect((await call('GET', '/operator/payoutDebtorAccount')).json().request_details).toEqual({ account: null });
      const bad = await call(
        'PUT',
        '/operator/payoutDebtorAccount',
        { name: 'Demo Exchange', iban: 'DE89370400440532013001', bic: 'COBADEFF' },
        { ...operator.headers, cookie: 'locale=de' },
      );
      expect(bad.statusCode).toBe(400);
      expect(JSON.stringify(bad.json())).toContain('Diese IBAN ist ungültig. Bitte prüfen Sie sie.');
      const user = await createTestUser(app);
      const refused = await call(
        'PUT',
        '/operator/payoutDebtorAccount',
        { name: 'X', iban: 'x', bic: 'y' },
        user.headers,
      );
      expect(refused.statusCode).toBe(403);
      const set = await call('PUT', '/operator/payoutDebtorAccount', {
        name: 'Démo Exchange Ltd',
        iban: 'de89 3704 0044 0532 0130 00',
        bic: 'cobadeffxxx',
      });
      expect(set.statusCode).toBe(200);
      expect(set.json().request_details.account).toMatchObject({
        name: 'Demo Exchange Ltd',
        iban: 'DE89370400440532013000',
        bic: 'COBADEFFXXX',
        updated_by: operator.userId,
      });
    });

    it('batches three pending payouts into a pain.001.001.09 file that validates against the official XSD', async () => {
      const requests = [
        sepaRequest(brandId, { amount: 12_345n }),
        sepaRequest(brandId, { amount: 1n, creditor: { name: 'Jose Muller', iban: 'ES9121000418450200051332' } }),
        sepaRequest(brandId, {
          amount: 500_00n,
          creditor: { name: 'Jan de Vries', iban: 'NL91ABNA0417164300', bic: 'ABNANL2A' },
        }),
      ];
      await requestPayouts(app, requests);
      const created = await call('POST', '/operator/payouts/batches', { request_id: 'batch-request-0001' });
      expect(created.statusCode).toBe(200);
      const details = created.json().request_details;
      expect(details.replayed).toBe(false);
      expect(details.payout_ids).toEqual(expect.arrayContaining(requests.map((request) => request.id)));
      expect(details.batch).toMatchObject({ format: 'pain.001.001.09', status: 'created', currency: 'EUR' });
      // Batching moves no money: no source hears it.
      for (const request of requests) {
        expect(heardOf(request.id)).toEqual([]);
        expect(await statusesOf(database, request.id)).toEqual(['pending', 'batched']);
      }
      const again = await call('POST', '/operator/payouts/batches', { request_id: 'batch-request-0001' });
      expect(again.json().request_details).toMatchObject({ replayed: true, batch: { id: details.batch.id } });

      const file = await call('GET', `/operator/payouts/batches/${details.batch.id}/file`);
      expect(file.statusCode).toBe(200);
      expect(file.headers['content-type']).toBe('application/xml; charset=utf-8');
      expect(file.headers['content-disposition']).toContain('attachment');
      expect(schemaErrors(file.body, 'pain.001.001.09')).toEqual([]);
      expect(file.body).toContain(`<CtrlSum>${details.batch.total}</CtrlSum>`);
      expect(file.body).toContain('<InstdAmt Ccy="EUR">0.01</InstdAmt>');
      expect(file.body).toContain('<IBAN>DE89370400440532013000</IBAN>');
      expect((await call('GET', `/operator/payouts/batches/${details.batch.id}/file`)).body).toBe(file.body);
      const user = await createTestUser(app);
      expect(
        (await call('GET', `/operator/payouts/batches/${details.batch.id}/file`, undefined, user.headers)).statusCode,
      ).toBe(403);
      expect((await call('GET', '/operator/payouts/batches/pbt_unknown/file')).statusCode).toBe(404);
    });

    it('a pain.001.001.03 batch for older banks validates against its official XSD', async () => {
      await requestPayouts(app, [sepaRequest(brandId), sepaRequest(brandId), sepaRequest(brandId)]);
      const created = await call('POST', '/operator/payouts/batches', {
        request_id: 'batch-request-0003',
        format: 'pain.001.001.03',
      });
      expect(created.statusCode).toBe(200);
      const file = await call('GET', `/operator/payouts/batches/${created.json().request_details.batch.id}/file`);
      expect(file.body).toContain('urn:iso:std:iso:20022:tech:xsd:pain.001.001.03');
      expect(schemaErrors(file.body, 'pain.001.001.03')).toEqual([]);
      for (const execution_date of ['2020-01-01', '2099-02-31']) {
        const refused = await call('POST', '/operator/payouts/batches', {
          request_id: 'batch-request-0009',
          execution_date,
        });
        expect(refused.statusCode).toBe(400);
      }
      // Nothing is pending any more.
      const none = await call('POST', '/operator/payouts/batches', { request_id: 'batch-request-0004' });
      expect(none.statusCode).toBe(409);
      expect(JSON.stringify(none.json())).toContain(payoutTexts.en.noPendingPayouts);
    });

    it('marks a batch sent (each payout heard once, in the transaction), then settles and rejects payouts one by one', async () => {
      const requests = [sepaRequest(brandId), sepaRequest(brandId), sepaRequest(brandId)];
      await requestPayouts(app, requests);
      const batchId = (await call('POST', '/operator/payouts/batches', { request_id: 'batch-request-0005' })).json()
        .request_details.batch.id;
      const early = await call('POST', `/operator/payouts/${requests[0]!.id}/bankOutcome`, { status: 'settled' });
      expect(early.statusCode).toBe(409);
      const sent = await call('POST', `/operator/payouts/batches/${batchId}/sent`);
      expect(sent.json().request_details).toMatchObject({
        replayed: false,
        batch: { status: 'sent', sent_by: operator.userId },
      });
      const replay = await call('POST', `/operator/payouts/batches/${batchId}/sent`);
      expect(replay.json().request_details.replayed).toBe(true);
      for (const request of requests)
        expect(heardOf(request.id)).toEqual([
          { payoutId: request.id, status: 'sent', reason: undefined, statusInTransaction: 'sent' },
        ]);

      const [settled, rejected] = requests;
      const settle = await call('POST', `/operator/payouts/${settled!.id}/bankOutcome`, { status: 'settled' });
      expect(settle.json().request_details).toMatchObject({
        replayed: false,
        payout: { status: 'settled', amount: '123.45' },
      });
      const reject = await call('POST', `/operator/payouts/${rejected!.id}/bankOutcome`, {
        status: 'rejected',
        reason_code: 'AC04',
      });
      expect(reject.json().request_details).toMatchObject({ payout: { status: 'rejected', reason: 'AC04' } });
      expect(
        (await call('POST', `/operator/payouts/${settled!.id}/bankOutcome`, { status: 'settled' })).json()
          .request_details.replayed,
      ).toBe(true);
      const flip = await call('POST', `/operator/payouts/${settled!.id}/bankOutcome`, {
        status: 'rejected',
        reason_code: 'AC01',
      });
      expect(flip.statusCode).toBe(409);
      expect(JSON.stringify(flip.json())).toContain(payoutTexts.en.outcomeRecorded);
      expect(
        (await call('POST', `/operator/payouts/${rejected!.id}/bankOutcome`, { status: 'rejected' })).statusCode,
      ).toBe(400);
      expect(heardOf(settled!.id).map((heard) => heard.status)).toEqual(['sent', 'settled']);
      expect(heardOf(rejected!.id)).toEqual([
        { payoutId: rejected!.id, status: 'sent', reason: undefined, statusInTransaction: 'sent' },
        { payoutId: rejected!.id, status: 'rejected', reason: 'AC04', statusInTransaction: 'rejected' },
      ]);
      expect(await statusesOf(database, rejected!.id)).toEqual(['pending', 'batched', 'sent', 'rejected']);
    });

    it('lists the brand’s payouts newest first with filters and a cursor, page size capped', async () => {
      const first = (await call('GET', '/operator/payouts?page_size=4&status=batched')).json().request_details;
      expect(first.payouts).toHaveLength(4);
      expect(first.payouts.every((payout: { status: string }) => payout.status === 'batched')).toBe(true);
      expect(first.next_cursor).toMatch(/^[0-9]+$/);
      const rest = (
        await call('GET', `/operator/payouts?page_size=4&status=batched&cursor=${first.next_cursor}`)
      ).json().request_details;
      expect(rest.payouts).toHaveLength(2);
      expect(rest.next_cursor).toBeNull();
      const ids = [...first.payouts, ...rest.payouts].map((payout: { id: string }) => payout.id);
      expect(new Set(ids).size).toBe(6);
      const times = [...first.payouts, ...rest.payouts].map((payout: { created_at: string }) => payout.created_at);
      expect([...times].sort().reverse()).toEqual(times);
      expect((await call('GET', '/operator/payouts?page_size=101')).statusCode).toBe(400);
      expect((await call('GET', '/operator/payouts?status=lost')).statusCode).toBe(400);
      const all = (await call('GET', '/operator/payouts?rail=sepa&source=withdrawal&page_size=100')).json()
        .request_details;
      expect(all.payouts).toHaveLength(9);
      const other = await createTestUser(app);
      expect((await call('GET', '/operator/payouts', undefined, other.headers)).statusCode).toBe(403);
    });

    it('settles a sent batch at once: the payouts still sent become settled, a rejected one stays rejected', async () => {
      const requests = [sepaRequest(brandId), sepaRequest(brandId), sepaRequest(brandId)];
      await requestPayouts(app, requests);
      const batchId = (await call('POST', '/operator/payouts/batches', { request_id: 'batch-request-0006' })).json()
        .request_details.batch.id;
      const early = await call('POST', `/operator/payouts/batches/${batchId}/settled`, undefined, {
        ...operator.headers,
        cookie: 'locale=de',
      });
      expect(early.statusCode).toBe(409);
      expect(JSON.stringify(early.json())).toContain(payoutTexts.de.batchNotSent);
      await call('POST', `/operator/payouts/batches/${batchId}/sent`);
      const [rejected, ...others] = requests;
      await call('POST', `/operator/payouts/${rejected!.id}/bankOutcome`, { status: 'rejected', reason_code: 'AC01' });
      const settled = await call('POST', `/operator/payouts/batches/${batchId}/settled`);
      expect(settled.statusCode).toBe(200);
      const details = settled.json().request_details;
      expect(details).toMatchObject({ replayed: false, batch: { id: batchId, status: 'sent' } });
      expect([...details.payout_ids].sort()).toEqual(others.map((request) => request.id).sort());
      for (const request of others) {
        expect(heardOf(request.id).map((heard) => heard.status)).toEqual(['sent', 'settled']);
        expect(await statusesOf(database, request.id)).toEqual(['pending', 'batched', 'sent', 'settled']);
      }
      expect(await statusesOf(database, rejected!.id)).toEqual(['pending', 'batched', 'sent', 'rejected']);
      const again = (await call('POST', `/operator/payouts/batches/${batchId}/settled`)).json().request_details;
      expect(again).toMatchObject({ replayed: true, payout_ids: [] });
      expect(heardOf(others[0]!.id)).toHaveLength(2);
      const user = await createTestUser(app);
      expect(
        (await call('POST', `/operator/payouts/batches/${batchId}/settled`, undefined, user.headers)).statusCode,
      ).toBe(403);
      expect((await call('POST', '/operator/payouts/batches/pbt_unknown/settled')).statusCode).toBe(404);
    });

    it('lists the brand’s batches newest first with where their payouts are, paged by cursor', async () => {
      const first = (await call('GET', '/operator/payouts/batches?page_size=3')).json().request_details;
      expect(first.batches).toHaveLength(3);
      expect(first.batches[0]).toMatchObject({
        status: 'sent',
        payout_count: 3,
        currency: 'EUR',
        sent_count: 0,
        settled_count: 2,
        rejected_count: 1,
      });
      // The batch of the one-by-one test: one settled, one rejected, one still waiting for the bank.
      expect(first.batches[1]).toMatchObject({ status: 'sent', sent_count: 1, settled_count: 1, rejected_count: 1 });
      expect(first.batches[2]).toMatchObject({ status: 'created', format: 'pain.001.001.03', sent_count: 0 });
      expect(first.next_cursor).toBe(first.batches[2].id);
      const rest = (await call('GET', `/operator/payouts/batches?page_size=3&cursor=${first.next_cursor}`)).json()
        .request_details;
      expect(rest.batches).toHaveLength(1);
      expect(rest.batches[0]).toMatchObject({
        format: 'pain.001.001.09',
        total: expect.stringMatching(/^\d+\.\d{2}$/),
      });
      expect(rest.next_cursor).toBeNull();
      const ids = [...first.batches, ...rest.batches].map((batch: { id: string }) => batch.id);
      expect(new Set(ids).size).toBe(4);
      expect((await call('GET', '/operator/payouts/batches?page_size=101')).statusCode).toBe(400);
      expect((await call('GET', '/operator/payouts/batches?cursor=pbt_unknown')).json().request_details).toEqual({
        batches: [],
        next_cursor: null,
      });
      const user = await createTestUser(app);
      expect((await call('GET', '/operator/payouts/batches', undefined, user.headers)).statusCode).toBe(403);
    });
  },
);
