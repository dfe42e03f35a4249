import { readdir } from 'node:fs/promises';
import { failureEnvelopeSchema } from '@platform/core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { App } from '../../../app.js';
import { forEachDatabase } from '../../../testing/test-databases.js';
import { createTestUser, type TestUser } from '../../accounts/testing.js';
import { identityMessages } from '../identity-messages.js';
import { buildIdentityTestApp } from '../testing/identity-test-app.js';
import { maxSubmissionsPerDay } from './kyc-routes.js';
import { tinyJpeg, tinyPng } from './testing/document-fixtures.js';
import { multipartBody } from './testing/multipart.js';

forEachDatabase('KYC reviewer API', ({ openTestDatabase }) => {
  let app: App;
  let dataDir: string;
  let operator: TestUser;
  beforeAll(async () => {
    ({ app, dataDir } = await buildIdentityTestApp(await openTestDatabase()));
    operator = await createTestUser(app, { role: 'operator' });
  });
  afterAll(async () => {
    await app.close();
  });

  async function submit(user: TestUser): Promise<string> {
    const { payload, contentType } = multipartBody([
      { name: 'document_type', value: 'passport' },
      { name: 'issue_country', value: 'SE' },
      { name: 'id_front', filename: 'front.jpg', contentType: 'image/jpeg', data: tinyJpeg(100) },
      { name: 'selfie', filename: 'me.png', contentType: 'image/png', data: tinyPng() },
    ]);
    const response = await app.inject({
      method: 'PATCH',
      url: '/api/verify/setVerificationData',
      headers: { ...user.headers, 'content-type': contentType },
      payload,
    });
    expect(response.statusCode).toBe(200);
    return response.json().request_details.submission.id as string;
  }

  /** The user's kyc_outcome email from the test-mode outbox. */
  async function outboxMessage(recipient: string): Promise<{ text: string; html: string }> {
    const result = await app.database.query<{ text_body: string; html_body: string }>(
      `select text_body, html_body from notification_outbox where recipient = $1 and template = 'kyc_outcome'`,
      [recipient],
    );
    expect(result.rows).toHaveLength(1);
    return { text: result.rows[0]!.text_body, html: result.rows[0]!.html_body };
  }

  const asOperator = (method: 'GET' | 'POST', url: string, payload?: object, who: TestUser = operator) =>
    app.inject({ method, url, headers: who.headers, ...(payload === undefined ? {} : { payload }) });

  it('is for operators only: 401 without a session, 403 for users and merchants', async () => {
    const user = await createTestUser(app);
    const merchant = await createTestUser(app, { role: 'merchant' });
    const id = await submit(user);
    expect(
      (await app.inject({ method: 'GET', url: '/api/operator/kyc', headers: { host: 'localhost' } })).statusCode,
    ).toBe(401);
    for (const who of [user, merchant]) {
      for (const [method, url] of [
        ['GET', '/api/operator/kyc'],
        ['GET', `/api/operator/kyc/${id}`],
        ['POST', `/api/operator/kyc/${id}/approve`],
      ] as const) {
        const response = await asOperator(method, url, method === 'POST' ? {} : undefined, who);
        expect(response.statusCode).toBe(403);
        expect(failureEnvelopeSchema.parse(response.json()).error_code).toBe('forbidden');
      }
    }
    expect((await app.database.query('select status from kyc_submissions where id = $1', [id])).rows).toEqual([
      { status: 'review' },
    ]);
  });

  it('lists the queue oldest first, paged (max 100), and shows a submission with its documents', async () => {
    const first = await createTestUser(app, { firstName: 'Ada', lastName: 'Lovelace' });
    const second = await createTestUser(app);
    const firstId = await submit(first);
    const secondId = await submit(second);
    const queue = await asOperator('GET', '/api/operator/kyc?page_size=100');
    expect(queue.statusCode).toBe(200);
    const ids = (queue.json().request_details.items as { id: string }[]).map((item) => item.id);
    expect(ids.indexOf(firstId)).toBeLessThan(ids.indexOf(secondId));
    const item = queue.json().request_details.items.find((candidate: { id: string }) => candidate.id === firstId);
    expect(item).toMatchObject({
      status: 'review',
      document_type: 'passport',
      issue_country: 'SE',
      file_count: 2,
      user: { user_id: first.userId, email: first.email, first_name: 'Ada', last_name: 'Lovelace' },
    });
    const paged = await asOperator('GET', '/api/operator/kyc?page=1&page_size=1');
    expect(paged.json().request_details).toMatchObject({ page: 1, page_size: 1 });
    expect(paged.json().request_details.items).toHaveLength(1);
    expect(paged.json().request_details.total).toBeGreaterThanOrEqual(2);
    for (const query of ['page_size=101', 'page_size=0', 'page=0', 'status=lost', 'sort=name']) {
      expect((await asOperator('GET', `/api/operator/kyc?${query}`)).statusCode).toBe(400);
    }

    const details = await asOperator('GET', `/api/operator/kyc/${firstId}`);
    expect(details.statusCode).toBe(200);
    const body = details.json().request_details;
    expect(body.user).toMatchObject({ user_id: first.userId, email: first.email, complianceVerification: 'review' });
    expect(body.submission.files.map((file: { kind: string }) => file.kind)).toEqual(['id_front', 'selfie']);
    expect(body.submission.files[0].download_path).toBe(
      `/api/operator/kyc/${firstId}/files/${body.submission.files[0].id}`,
    );
    expect((await asOperator('GET', '/api/operator/kyc/kyc_doesnotexist')).statusCode).toBe(404);
    expect((await asOperator('GET', '/api/operator/kyc/..%2F..%2Fetc')).statusCode).toBe(400);
  });

  it('streams a document to the operator only, as a no-store attachment, and never by a public URL', async () => {
    const user = await createTestUser(app);
    const id = await submit(user);
    const details = (await asOperator('GET', `/api/operator/kyc/${id}`)).json().request_details;
    const front = details.submission.files[0] as { id: string; download_path: string; sha256: string };
    const download = await asOperator('GET', front.download_path);
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload.equals(tinyJpeg(100))).toBe(true);
    expect(download.headers['content-type']).toBe('image/jpeg');
    expect(download.headers['content-disposition']).toBe('attachment; filename="id_front.jpg"');
    expect(download.headers['cache-control']).toBe('no-store');
    expect(download.headers['x-content-type-options']).toBe('nosniff');

    // The owner, other users and anonymous callers get nothing.
    expect((await app.inject({ method: 'GET', url: front.download_path, headers: user.headers })).statusCode).toBe(403);
    expect(
      (await app.inject({ method: 'GET', url: front.download_path, headers: { host: 'localhost' } })).statusCode,
    ).toBe(401);
    // A file id of another submission is not found under this one.
    const otherId = await submit(await createTestUser(app));
    expect((await asOperator('GET', `/api/operator/kyc/${otherId}/files/${front.id}`)).statusCode).toBe(404);

    // No public path reaches the stored bytes.
    const userDirectory = `${dataDir}/private/kyc/brd_demo/${user.userId}`;
    const [storageName] = await readdir(userDirectory);
    for (const url of [
      `/private/kyc/brd_demo/${user.userId}/${storageName}`,
      `/data/private/kyc/brd_demo/${user.userId}/${storageName}`,
      `/kyc/brd_demo/${user.userId}/${storageName}`,
      `/${storageName}`,
      `/api/${storageName}`,
      `/api/../private/kyc/brd_demo/${user.userId}/${storageName}`,
      `/%2e%2e/private/kyc/brd_demo/${user.userId}/${storageName}`,
    ]) {
      const response = await app.inject({ method: 'GET', url, headers: { host: 'localhost' } });
      expect(response.statusCode, url).toBe(404);
      expect(response.rawPayload.includes(tinyJpeg(100))).toBe(false);
    }
  });

  it('approve: the user becomes successful, /users/me and /users/compliance show it, and it is final', async () => {
    const user = await createTestUser(app);
    const id = await submit(user);
    const extra = await asOperator('POST', `/api/operator/kyc/${id}/approve`, { note: 'looks fine' });
    expect(extra.statusCode).toBe(400);
    // The typed client posts no body at all.
    const approved = await asOperator('POST', `/api/operator/kyc/${id}/approve`);
    expect(approved.statusCode).toBe(200);
    expect(approved.json().request_details).toEqual({
      id,
      status: 'approved',
      complianceVerification: 'successful',
      reason: null,
    });
    const me = await app.inject({ method: 'GET', url: '/api/users/me', headers: user.headers });
    expect(me.json().request_details.user_info.complianceVerification).toBe('successful');
    const email = await outboxMessage(user.email);
    expect(email.text).toContain('You have successfully verified your account!');
    const compliance = await app.inject({ method: 'GET', url: '/api/users/compliance', headers: user.headers });
    expect(compliance.json().request_details).toMatchObject({
      complianceVerification: 'successful',
      id_state: 1,
      submission: { id, status: 'approved' },
    });
    for (const [url, payload] of [
      [`/api/operator/kyc/${id}/approve`, {}],
      [`/api/operator/kyc/${id}/reject`, { reason: 'late' }],
    ] as const) {
      const again = await asOperator('POST', url, payload);
      expect(again.statusCode).toBe(409);
      expect(again.json().error_message.submission.error).toEqual([identityMessages.submissionAlreadyReviewed]);
    }
  });

  it('reject: needs a reason of at most 500 characters, which the user sees with id state 0', async () => {
    const user = await createTestUser(app);
    const id = await submit(user);
    for (const payload of [
      {},
      { reason: '' },
      { reason: '   ' },
      { reason: 'x'.repeat(501) },
      { reason: 'ok', extra: 1 },
    ]) {
      const response = await asOperator('POST', `/api/operator/kyc/${id}/reject`, payload);
      expect(response.statusCode).toBe(400);
      expect(response.json().error_code).toBe('validation_failed');
    }
    const reason = 'The photo of your passport is blurred. <b>Please</b> send a sharper one.';
    const rejected = await asOperator('POST', `/api/operator/kyc/${id}/reject`, { reason });
    expect(rejected.json().request_details).toMatchObject({
      status: 'rejected',
      complianceVerification: 'failed',
      reason,
    });
    const email = await outboxMessage(user.email);
    expect(email.text).toContain(reason);
    expect(email.html).not.toContain('<b>Please</b>');
    const compliance = await app.inject({ method: 'GET', url: '/api/users/compliance', headers: user.headers });
    expect(compliance.json().request_details).toMatchObject({
      complianceVerification: 'failed',
      id_state: 0,
      submission: { status: 'rejected', reason },
    });
    // After a rejection the user may submit again.
    expect(await submit(user)).not.toBe(id);
  });

  it(`caps submissions at ${maxSubmissionsPerDay} a day per user`, async () => {
    const user = await createTestUser(app);
    for (let round = 0; round < maxSubmissionsPerDay; round += 1) {
      const id = await submit(user);
      expect((await asOperator('POST', `/api/operator/kyc/${id}/reject`, { reason: 'Blurred' })).statusCode).toBe(200);
    }
    const { payload, contentType } = multipartBody([
      { name: 'document_type', value: 'passport' },
      { name: 'issue_country', value: 'SE' },
      { name: 'id_front', filename: 'front.jpg', contentType: 'image/jpeg', data: tinyJpeg() },
      { name: 'selfie', filename: 'me.png', contentType: 'image/png', data: tinyPng() },
    ]);
    const response = await app.inject({
      method: 'PATCH',
      url: '/api/verify/setVerificationData',
      headers: { ...user.headers, 'content-type': contentType },
      payload,
    });
    expect(response.statusCode).toBe(429);
    expect(response.json().error_code).toBe('rate_limited');
    expect(response.json().error_message.compliance.error).toEqual([identityMessages.tooManySubmissions]);
  });

  it('keeps brands apart and does not let an operator review their own documents', async () => {
    const user = await createTestUser(app);
    const id = await submit(user);
    const altOperator = await createTestUser(app, { role: 'operator', host: 'alt.localhost' });
    expect((await asOperator('GET', `/api/operator/kyc/${id}`, undefined, altOperator)).statusCode).toBe(404);
    expect((await asOperator('POST', `/api/operator/kyc/${id}/approve`, {}, altOperator)).statusCode).toBe(404);
    const altQueue = await asOperator('GET', '/api/operator/kyc', undefined, altOperator);
    expect(altQueue.json().request_details.items.map((item: { id: string }) => item.id)).not.toContain(id);

    const selfReviewer = await createTestUser(app, { role: 'operator' });
    const ownId = await submit(selfReviewer);
    const response = await asOperator('POST', `/api/operator/kyc/${ownId}/approve`, {}, selfReviewer);
    expect(response.statusCode).toBe(403);
  });
});
