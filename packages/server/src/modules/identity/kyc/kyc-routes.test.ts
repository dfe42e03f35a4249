import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { failureEnvelopeSchema } from '@platform/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../../app.js';
import { forEachDatabase } from '../../../testing/test-databases.js';
import { createTestUser, type TestUser } from '../../accounts/testing.js';
import { identityMessages } from '../identity-messages.js';
import { buildIdentityTestApp } from '../testing/identity-test-app.js';
import { kycMaxFileBytes } from './kyc-storage.js';
import { tinyJpeg, tinyPdf, tinyPng } from './testing/document-fixtures.js';
import { multipartBody, type MultipartPart } from './testing/multipart.js';

const passportParts = (): MultipartPart[] => [
  { name: 'document_type', value: 'passport' },
  { name: 'issue_country', value: 'GB' },
  { name: 'id_front', filename: 'front.jpg', contentType: 'image/jpeg', data: tinyJpeg() },
  { name: 'selfie', filename: 'me.png', contentType: 'image/png', data: tinyPng() },
];

async function filesUnder(directory: string): Promise<string[]> {
  try {
    const entries = await readdir(directory, { recursive: true, withFileTypes: true });
    return entries.filter((entry) => entry.isFile()).map((entry) => join(entry.parentPath, entry.name));
  } catch {
    return [];
  }
}

forEachDatabase('KYC: compliance, setVerifyId and document upload', ({ openTestDatabase }) => {
  let app: App;
  let dataDir: string;
  beforeAll(async () => {
    ({ app, dataDir } = await buildIdentityTestApp(await openTestDatabase()));
  });
  afterAll(async () => {
    await app.close();
  });

  const upload = (user: TestUser, parts: MultipartPart[]) => {
    const { payload, contentType } = multipartBody(parts);
    return app.inject({
      method: 'PATCH',
      url: '/api/verify/setVerificationData',
      headers: { ...user.headers, 'content-type': contentType },
      payload,
    });
  };
  const compliance = (user: TestUser, query = '') =>
    app.inject({ method: 'GET', url: `/api/users/compliance${query}`, headers: user.headers });
  const complianceOf = async (userId: string) =>
    (await app.database.query<{ c: string }>('select compliance_verification as c from users where id = $1', [userId]))
      .rows[0]!.c;
  const userDirectory = (user: TestUser) => join(dataDir, 'private', 'kyc', 'brd_demo', user.userId);

  it('GET /users/compliance answers the state and id state of spec §4, and needs a session', async () => {
    expect(
      (await app.inject({ method: 'GET', url: '/api/users/compliance', headers: { host: 'localhost' } })).statusCode,
    ).toBe(401);
    const user = await createTestUser(app);
    const response = await compliance(user);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      request_status: 1,
      request_details: { complianceVerification: 'pending', id_state: 2, submission: null },
    });
    const flow = await compliance(user, '?is_flow=1&ip=81.2.69.160');
    expect(flow.json().request_details).toMatchObject({ id_state: 3, ip_country: 'GB' });
    const bad = await compliance(user, '?ip=not-an-ip');
    expect(bad.statusCode).toBe(400);
    expect((await compliance(user, '?extra=1')).statusCode).toBe(400);
  });

  it('PATCH /verify/setVerifyId sets pending (2) or review (3) and nothing else', async () => {
    const user = await createTestUser(app);
    const set = (payload: unknown) =>
      app.inject({
        method: 'PATCH',
        url: '/api/verify/setVerifyId',
        headers: user.headers,
        payload: payload as object,
      });
    const review = await set({ compliance: 'review' });
    expect(review.json()).toEqual({
      request_status: 1,
      request_details: { complianceVerification: 'review', id_state: 3 },
    });
    expect(await complianceOf(user.userId)).toBe('review');
    expect((await set({ compliance: 'pending' })).json().request_details).toEqual({
      complianceVerification: 'pending',
      id_state: 2,
    });
    for (const payload of [
      { compliance: 'successful' },
      { compliance: 'failed' },
      {},
      { compliance: 'review', x: 1 },
    ]) {
      const response = await set(payload);
      expect(response.statusCode).toBe(400);
      expect(failureEnvelopeSchema.parse(response.json()).error_code).toBe('validation_failed');
    }
    expect(await complianceOf(user.userId)).toBe('pending');
    const verified = await createTestUser(app, { complianceVerification: 'successful' });
    const refused = await app.inject({
      method: 'PATCH',
      url: '/api/verify/setVerifyId',
      headers: verified.headers,
      payload: { compliance: 'pending' },
    });
    expect(refused.statusCode).toBe(409);
    expect(await complianceOf(verified.userId)).toBe('successful');
  });

  it('stores a submission outside the web root and puts the user in review', async () => {
    const user = await createTestUser(app);
    const response = await upload(user, passportParts());
    expect(response.statusCode).toBe(200);
    const details = response.json().request_details;
    expect(details).toMatchObject({
      complianceVerification: 'review',
      id_state: 3,
      submission: { status: 'review', document_type: 'passport', issue_country: 'GB', reason: null },
    });
    expect(
      details.submission.files.map((file: { kind: string; mime_type: string }) => [file.kind, file.mime_type]),
    ).toEqual([
      ['id_front', 'image/jpeg'],
      ['selfie', 'image/png'],
    ]);
    expect(JSON.stringify(details)).not.toMatch(/storage|private|kyc\//);
    expect(await complianceOf(user.userId)).toBe('review');

    const stored = await filesUnder(userDirectory(user));
    expect(stored).toHaveLength(2);
    const contents = await Promise.all(stored.map((path) => readFile(path)));
    expect(contents.some((bytes) => bytes.equals(tinyJpeg()))).toBe(true);
    expect(contents.some((bytes) => bytes.equals(tinyPng()))).toBe(true);
    for (const path of stored) expect(path.split('/').pop()).toMatch(/^[a-z0-9]{32}$/);

    const state = await compliance(user);
    expect(state.json().request_details).toMatchObject({
      complianceVerification: 'review',
      id_state: 3,
      submission: { id: details.submission.id, status: 'review' },
    });

    const again = await upload(user, passportParts());
    expect(again.statusCode).toBe(409);
    expect(again.json().error_message.compliance.error).toEqual([identityMessages.underReview]);
    expect(await filesUnder(userDirectory(user))).toHaveLength(2);
  });

  it('takes a national id with its back side and an optional proof of address as PDF', async () => {
    const user = await createTestUser(app);
    const response = await upload(user, [
      { name: 'id_front', filename: 'a.png', contentType: 'image/png', data: tinyPng() },
      { name: 'id_back', filename: 'b.png', contentType: 'image/png', data: tinyPng() },
      { name: 'selfie', filename: 'c.jpg', contentType: 'image/jpeg', data: tinyJpeg() },
      { name: 'proof_of_address', filename: 'bill.pdf', contentType: 'application/pdf', data: tinyPdf() },
      { name: 'document_type', value: 'national_id' },
      { name: 'issue_country', value: 'DE' },
    ]);
    expect(response.statusCode).toBe(200);
    expect(response.json().request_details.submission.files).toHaveLength(4);
  });

  describe('refuses bad uploads, keeping no file and no state change', () => {
    const expectRefused = async (user: TestUser, parts: MultipartPart[], statusCode: number, code: string) => {
      const response = await upload(user, parts);
      expect(response.statusCode).toBe(statusCode);
      expect(failureEnvelopeSchema.parse(response.json()).error_code).toBe(code);
      expect(await filesUnder(userDirectory(user))).toEqual([]);
      expect(await complianceOf(user.userId)).toBe('pending');
      expect((await compliance(user)).json().request_details.submission).toBeNull();
      return response.json();
    };

    it('a file over 5 MB: 413', async () => {
      const user = await createTestUser(app);
      const big = tinyJpeg(kycMaxFileBytes);
      const parts = passportParts().map((part) => (part.name === 'selfie' ? { ...part, data: big } : part));
      const body = await expectRefused(user, parts, 413, 'payload_too_large');
      expect(JSON.stringify(body)).toContain('5 MB');
    });

    it('more than 4 files: 413', async () => {
      const user = await createTestUser(app);
      const extra = { name: 'proof_of_address', filename: 'x.pdf', contentType: 'application/pdf', data: tinyPdf() };
      await expectRefused(
        user,
        [
          ...passportParts(),
          { name: 'id_back', filename: 'b.jpg', contentType: 'image/jpeg', data: tinyJpeg() },
          extra,
          { ...extra, name: 'selfie' },
        ],
        413,
        'payload_too_large',
      );
    });

    it('a type other than JPEG, PNG or PDF, whatever the client claims: 415', async () => {
      const user = await createTestUser(app);
      const disguised = Buffer.from('<html><script>alert(document.cookie)</script></html>');
      const parts = passportParts().map((part) =>
        part.name === 'id_front'
          ? { name: 'id_front', filename: 'front.jpg', contentType: 'image/jpeg', data: disguised }
          : part,
      );
      const body = await expectRefused(user, parts, 415, 'unsupported_media_type');
      expect(body.error_message.file.error).toEqual(['Documents must be JPEG, PNG or PDF files.']);
      const gif = Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;', 'latin1');
      await expectRefused(
        user,
        passportParts().map((part) => (part.name === 'selfie' ? { ...part, data: gif } : part)),
        415,
        'unsupported_media_type',
      );
    });

    it('missing required documents or fields, unknown or repeated files, bad fields: 400', async () => {
      const user = await createTestUser(app);
      const withoutSelfie = passportParts().filter((part) => part.name !== 'selfie');
      expect((await expectRefused(user, withoutSelfie, 400, 'validation_failed')).error_message.selfie).toBeDefined();
      const nationalIdWithoutBack = passportParts().map((part) =>
        part.name === 'document_type' ? { name: 'document_type', value: 'national_id' } : part,
      );
      expect(
        (await expectRefused(user, nationalIdWithoutBack, 400, 'validation_failed')).error_message.id_back,
      ).toBeDefined();
      for (const parts of [
        passportParts().filter((part) => part.name !== 'issue_country'),
        passportParts().map((part) => (part.name === 'issue_country' ? { name: 'issue_country', value: 'GBR' } : part)),
        // Not a code of the ISO list (issue 15: "Ge" was what a 2-character field kept of "Germany").
        passportParts().map((part) => (part.name === 'issue_country' ? { name: 'issue_country', value: 'Ge' } : part)),
        passportParts().map((part) => (part.name === 'issue_country' ? { name: 'issue_country', value: 'XX' } : part)),
        passportParts().map((part) =>
          part.name === 'document_type' ? { name: 'document_type', value: 'library_card' } : part,
        ),
        [
          ...passportParts().slice(0, 3),
          { name: 'avatar', filename: 'a.png', contentType: 'image/png', data: tinyPng() },
        ],
        [...passportParts(), { name: 'id_front', filename: 'f2.jpg', contentType: 'image/jpeg', data: tinyJpeg() }],
        passportParts().map((part) => (part.name === 'selfie' ? { ...part, data: Buffer.alloc(0) } : part)),
      ]) {
        await expectRefused(user, parts, 400, 'validation_failed');
      }
    });

    it('a JSON body instead of multipart: 415', async () => {
      const user = await createTestUser(app);
      const response = await app.inject({
        method: 'PATCH',
        url: '/api/verify/setVerificationData',
        headers: user.headers,
        payload: { document_type: 'passport', issue_country: 'GB', id_front: tinyJpeg().toString('base64') },
      });
      expect(response.statusCode).toBe(415);
      expect(response.json().error_code).toBe('unsupported_media_type');
    });

    it('multipart on any other route: 415', async () => {
      const user = await createTestUser(app);
      const { payload, contentType } = multipartBody([{ name: 'compliance', value: 'review' }]);
      const response = await app.inject({
        method: 'PATCH',
        url: '/api/verify/setVerifyId',
        headers: { ...user.headers, 'content-type': contentType },
        payload,
      });
      expect(response.statusCode).toBe(415);
    });

    it('over real HTTP: a 6 MB file is refused with 413 and the connection answers cleanly', async () => {
      const user = await createTestUser(app);
      const address = await app.listen({ port: 0, host: '127.0.0.1' });
      try {
        const form = new FormData();
        form.set('document_type', 'passport');
        form.set('issue_country', 'GB');
        form.set('id_front', new Blob([tinyJpeg(6 * 1024 * 1024)], { type: 'image/jpeg' }), 'front.jpg');
        form.set('selfie', new Blob([tinyPng()], { type: 'image/png' }), 'me.png');
        const response = await fetch(`${address}/api/verify/setVerificationData`, {
          method: 'PATCH',
          headers: { authorization: user.headers['authorization']! },
          body: form,
        });
        expect(response.status).toBe(413);
        expect(((await response.json()) as { error_code: string }).error_code).toBe('payload_too_large');
        const accepted = new FormData();
        accepted.set('document_type', 'passport');
        accepted.set('issue_country', 'GB');
        accepted.set('id_front', new Blob([tinyJpeg(4 * 1024 * 1024)], { type: 'image/jpeg' }), 'front.jpg');
        accepted.set('selfie', new Blob([tinyPng()], { type: 'image/png' }), 'me.png');
        const ok = await fetch(`${address}/api/verify/setVerificationData`, {
          method: 'PATCH',
          headers: { authorization: user.headers['authorization']! },
          body: accepted,
        });
        expect(ok.status).toBe(200);
        expect(await filesUnder(userDirectory(user))).toHaveLength(2);
      } finally {
        await app.server.close();
      }
    });

    it('a verified user cannot submit again: 409', async () => {
      const user = await createTestUser(app, { complianceVerification: 'successful' });
      const response = await upload(user, passportParts());
      expect(response.statusCode).toBe(409);
      expect(await filesUnder(userDirectory(user))).toEqual([]);
    });
  });
});
