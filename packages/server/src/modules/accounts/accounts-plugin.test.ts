import { ok } from '@platform/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app.js';
import { buildTestApp } from '../../testing/test-app.js';
import { forEachDatabase } from '../../testing/test-databases.js';
import { endExpiredSessions, findSessionById, markSessionSteppedUp } from './session-repository.js';
import { createTestUser } from './testing.js';
import { findUserById } from './user-repository.js';

interface Failure {
  request_status: number;
  error_code: string;
  error_message: Record<string, { error: string[] }>;
}

forEachDatabase('accounts auth plugin', ({ openTestDatabase }) => {
  let app: App;
  beforeAll(async () => {
    app = await buildTestApp({
      database: await openTestDatabase(),
      beforeReady: (fixture) => {
        const whoAmI = async (request: { auth: unknown }) => ok({ auth: request.auth });
        fixture.get('/api/fixture/user', { preHandler: fixture.accounts.requireUser() }, whoAmI);
        fixture.post('/api/fixture/user', { preHandler: fixture.accounts.requireUser() }, whoAmI);
        fixture.get(
          '/api/fixture/otp-pending',
          { preHandler: fixture.accounts.requireUser({ allowOtpPending: true }) },
          whoAmI,
        );
        fixture.get('/api/fixture/operator', { preHandler: fixture.accounts.requireOperator }, whoAmI);
        fixture.get(
          '/api/fixture/step-up',
          { preHandler: [fixture.accounts.requireUser(), fixture.accounts.requireStepUp(60)] },
          whoAmI,
        );
      },
    });
  });
  afterAll(async () => {
    await app.close();
  });

  it('answers 401 unauthorized without a token and with an unknown one', async () => {
    const none = await app.inject({ method: 'GET', url: '/api/fixture/user' });
    expect(none.statusCode).toBe(401);
    expect(none.json<Failure>().error_code).toBe('unauthorized');
    const unknown = await app.inject({
      method: 'GET',
      url: '/api/fixture/user',
      headers: { authorization: JSON.stringify('x'.repeat(43)) },
    });
    expect(unknown.statusCode).toBe(401);
    expect(unknown.json<Failure>().error_code).toBe('unauthorized');
  });

  it('accepts the JSON-encoded Authorization header, Bearer, and the cookie', async () => {
    const user = await createTestUser(app);
    const viaJson = await app.inject({ method: 'GET', url: '/api/fixture/user', headers: user.headers });
    expect(viaJson.statusCode).toBe(200);
    expect(viaJson.json().request_details.auth).toMatchObject({ userId: user.userId, role: 'user', otpState: null });
    const viaBearer = await app.inject({
      method: 'GET',
      url: '/api/fixture/user',
      headers: { authorization: `Bearer ${user.token}` },
    });
    expect(viaBearer.statusCode).toBe(200);
    const viaCookie = await app.inject({ method: 'GET', url: '/api/fixture/user', cookies: { token: user.token } });
    expect(viaCookie.statusCode).toBe(200);
  });

  it('refuses state-changing cookie requests without a same-host Origin or Referer (CSRF)', async () => {
    const user = await createTestUser(app);
    const post = (headers: Record<string, string>) =>
      app.inject({ method: 'POST', url: '/api/fixture/user', cookies: { token: user.token }, headers });
    const noOrigin = await post({});
    expect(noOrigin.statusCode).toBe(403);
    expect(noOrigin.json<Failure>().error_code).toBe('forbidden');
    expect((await post({ origin: 'http://evil.example' })).statusCode).toBe(403);
    expect((await post({ origin: 'null' })).statusCode).toBe(403);
    expect((await post({ origin: 'http://localhost:80' })).statusCode).toBe(200);
    expect((await post({ referer: 'http://localhost:80/profile' })).statusCode).toBe(200);
    // The header form is not a browser's ambient credential: no Origin needed.
    const viaHeader = await app.inject({
      method: 'POST',
      url: '/api/fixture/user',
      headers: { authorization: JSON.stringify(user.token) },
    });
    expect(viaHeader.statusCode).toBe(200);
  });

  it('answers invalid_session for a session replaced by a newer one, as spec §7 spells it', async () => {
    const first = await createTestUser(app);
    const firstSession = await app.inject({ method: 'GET', url: '/api/fixture/user', headers: first.headers });
    const firstSessionId = firstSession.json().request_details.auth.sessionId as string;
    // A second session of the same user (createTestUser always starts one): sign in the same email again.
    const user = await findUserById(app.database, first.userId);
    expect(user).toBeDefined();
    const { insertSession } = await import('./session-repository.js');
    await app.database.transaction((transaction) =>
      insertSession(transaction, {
        userId: first.userId,
        ip: '::1',
        country: null,
        userAgent: 'other',
        otpState: null,
      }),
    );
    const replaced = await app.inject({ method: 'GET', url: '/api/fixture/user', headers: first.headers });
    expect(replaced.statusCode).toBe(401);
    expect(replaced.json()).toEqual({
      request_status: 0,
      error_code: 'invalid_session',
      error_message: { session_key: { error: ['invalid_session'] } },
    });
    expect((await findSessionById(app.database, firstSessionId))?.endReason).toBe('replaced');
  });

  it('treats an expired session as no session', async () => {
    const user = await createTestUser(app);
    await app.database.query(
      `update sessions set expires_at = now() - interval '1 second', created_at = now() - interval '5 hours'
       where user_id = $1`,
      [user.userId],
    );
    const response = await app.inject({ method: 'GET', url: '/api/fixture/user', headers: user.headers });
    expect(response.statusCode).toBe(401);
    expect(response.json<Failure>().error_code).toBe('unauthorized');
    // Housekeeping marks it ended as 'expired': still a plain 401, not the "logged in elsewhere" answer.
    expect(await endExpiredSessions(app.database)).toBeGreaterThanOrEqual(1);
    const ended = await app.database.query<{ end_reason: string }>(
      'select end_reason from sessions where user_id = $1',
      [user.userId],
    );
    expect(ended.rows.map((row) => row.end_reason)).toEqual(['expired']);
    const after = await app.inject({ method: 'GET', url: '/api/fixture/user', headers: user.headers });
    expect(after.json<Failure>().error_code).toBe('unauthorized');
  });

  it("does not accept brand A's token on brand B's host", async () => {
    const user = await createTestUser(app);
    const response = await app.inject({
      method: 'GET',
      url: '/api/fixture/user',
      headers: { ...user.headers, host: 'alt.localhost', origin: 'http://alt.localhost' },
    });
    expect(response.statusCode).toBe(401);
    const altUser = await createTestUser(app, { host: 'alt.localhost' });
    const onAlt = await app.inject({ method: 'GET', url: '/api/fixture/user', headers: altUser.headers });
    expect(onAlt.statusCode).toBe(200);
  });

  it('holds back a session whose login OTP is only sent, unless the route allows it', async () => {
    const user = await createTestUser(app, { otpLogin: 1 });
    const blocked = await app.inject({ method: 'GET', url: '/api/fixture/user', headers: user.headers });
    expect(blocked.statusCode).toBe(403);
    expect(blocked.json<Failure>().error_message).toEqual({ otp: { error: ['otp_required'] } });
    const allowed = await app.inject({ method: 'GET', url: '/api/fixture/otp-pending', headers: user.headers });
    expect(allowed.statusCode).toBe(200);
    expect(allowed.json().request_details.auth.otpState).toBe('sent');
  });

  it('lets only operators through requireOperator', async () => {
    const user = await createTestUser(app);
    const operator = await createTestUser(app, { role: 'operator' });
    const refused = await app.inject({ method: 'GET', url: '/api/fixture/operator', headers: user.headers });
    expect(refused.statusCode).toBe(403);
    expect(refused.json<Failure>().error_code).toBe('forbidden');
    expect(
      (await app.inject({ method: 'GET', url: '/api/fixture/operator', headers: operator.headers })).statusCode,
    ).toBe(200);
  });

  it('asks for a step-up until the session re-authenticated recently', async () => {
    const user = await createTestUser(app);
    const before = await app.inject({ method: 'GET', url: '/api/fixture/step-up', headers: user.headers });
    expect(before.statusCode).toBe(403);
    expect(before.json<Failure>().error_code).toBe('step_up_required');
    const me = await app.inject({ method: 'GET', url: '/api/fixture/user', headers: user.headers });
    await markSessionSteppedUp(app.database, me.json().request_details.auth.sessionId as string);
    const after = await app.inject({ method: 'GET', url: '/api/fixture/step-up', headers: user.headers });
    expect(after.statusCode).toBe(200);
    await app.database.query(`update sessions set step_up_at = now() - interval '61 seconds' where user_id = $1`, [
      user.userId,
    ]);
    expect((await app.inject({ method: 'GET', url: '/api/fixture/step-up', headers: user.headers })).statusCode).toBe(
      403,
    );
  });

  describe('recordSecurityChange', () => {
    it('ends the other sessions, locks withdrawals for 24 h and emails the user, all in the caller transaction', async () => {
      const user = await createTestUser(app);
      const kept = await app.inject({ method: 'GET', url: '/api/fixture/user', headers: user.headers });
      const keptSessionId = kept.json().request_details.auth.sessionId as string;
      const { insertSession } = await import('./session-repository.js');
      // A second live session would normally be impossible (one per user); write one directly to see it end.
      const other = await app.database.transaction(async (transaction) => {
        const started = await insertSession(transaction, {
          userId: user.userId,
          ip: '::1',
          country: null,
          userAgent: 'x',
          otpState: null,
        });
        await transaction.query(`update sessions set ended_at = null, end_reason = null where id = $1`, [
          keptSessionId,
        ]);
        return started.session.id;
      });
      await expect(
        app.database.transaction(async (transaction) => {
          await app.accounts.recordSecurityChange(transaction, {
            userId: user.userId,
            change: 'password',
            keepSessionId: keptSessionId,
          });
          throw new Error('roll back');
        }),
      ).rejects.toThrow('roll back');
      expect((await findSessionById(app.database, other))?.endedAt).toBeNull();

      await app.database.transaction((transaction) =>
        app.accounts.recordSecurityChange(transaction, {
          userId: user.userId,
          change: 'password',
          keepSessionId: keptSessionId,
        }),
      );
      expect((await findSessionById(app.database, other))?.endReason).toBe('security_change');
      expect((await findSessionById(app.database, keptSessionId))?.endedAt).toBeNull();
      const locked = (await findUserById(app.database, user.userId))?.withdrawalsLockedUntil;
      expect(locked).toBeInstanceOf(Date);
      const hours = ((locked as Date).getTime() - Date.now()) / 3_600_000;
      expect(hours).toBeGreaterThan(23.9);
      expect(hours).toBeLessThanOrEqual(24);
      const outbox = await app.inject({ method: 'GET', url: `/api/test-mode/outbox?to=${user.email}` });
      const templates = (outbox.json().request_details.messages as { template: string }[]).map((m) => m.template);
      expect(templates).toEqual(['security_changed']);
    });
  });
});
