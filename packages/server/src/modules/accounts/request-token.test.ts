import { afterAll, beforeAll, expect, it } from 'vitest';
import type { App } from '../../app.js';
import { buildTestApp } from '../../testing/test-app.js';
import { forEachDatabase } from '../../testing/test-databases.js';
import { maxAuthorizationHeaderLength } from './request-token.js';
import { createTestUser, type TestUser } from './testing.js';

forEachDatabase('accounts: the Authorization header forms (spec §6)', ({ openTestDatabase }) => {
  let app: App;
  beforeAll(async () => {
    app = await buildTestApp({ database: await openTestDatabase() });
  });
  afterAll(async () => {
    await app.close();
  });

  const me = (authorization: string) =>
    app.inject({ method: 'GET', url: '/api/users/me', headers: { authorization, host: 'localhost' } });

  /** The user and the id of its session (session_key), read through the older header form. */
  async function signedInUser(): Promise<TestUser & { sessionKey: string }> {
    const user = await createTestUser(app);
    const response = await me(JSON.stringify(user.token));
    expect(response.statusCode).toBe(200);
    return { ...user, sessionKey: response.json().request_details.session_key as string };
  }

  it('accepts the JSON-encoded token cookie {"user_token","session_key"} (also with otp_state, or encoded once more)', async () => {
    const user = await signedInUser();
    const cookie = { user_token: user.token, session_key: user.sessionKey };
    for (const authorization of [
      JSON.stringify(cookie),
      JSON.stringify({ ...cookie, otp_state: null }),
      JSON.stringify(JSON.stringify(cookie)),
    ]) {
      const response = await me(authorization);
      expect(response.statusCode, authorization).toBe(200);
      expect(response.json().request_details).toMatchObject({ user_token: user.token, session_key: user.sessionKey });
      expect(response.json().request_details.user_info.user_id).toBe(user.userId);
    }
  });

  it('refuses a session_key that is not the token’s session, as an ended session (401 invalid_session)', async () => {
    const user = await signedInUser();
    const other = await signedInUser();
    const response = await me(JSON.stringify({ user_token: user.token, session_key: other.sessionKey }));
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({
      request_status: 0,
      error_code: 'invalid_session',
      error_message: { session_key: { error: ['invalid_session'] } },
    });
    // The session itself is untouched: the right pair still works.
    expect((await me(JSON.stringify({ user_token: user.token, session_key: user.sessionKey }))).statusCode).toBe(200);
  });

  it('refuses a malformed token cookie as no token (401 unauthorized)', async () => {
    const user = await signedInUser();
    for (const authorization of [
      JSON.stringify({ user_token: user.token }),
      JSON.stringify({ session_key: user.sessionKey }),
      JSON.stringify({ user_token: 42, session_key: user.sessionKey }),
      JSON.stringify({ user_token: user.token, session_key: 'not-a-session-id' }),
      JSON.stringify({ user_token: 'x'.repeat(10), session_key: user.sessionKey }),
      JSON.stringify([user.token, user.sessionKey]),
      `{"user_token":"${user.token}","session_key":`,
    ]) {
      const response = await me(authorization);
      expect(response.statusCode, authorization).toBe(401);
      expect(response.json().error_code, authorization).toBe('unauthorized');
    }
  });

  it('still accepts the JSON-encoded token, the bare token and Bearer, and keeps a length cap', async () => {
    const user = await signedInUser();
    for (const authorization of [JSON.stringify(user.token), user.token, `Bearer ${user.token}`]) {
      const response = await me(authorization);
      expect(response.statusCode, authorization).toBe(200);
      expect(response.json().request_details.user_token).toBe(user.token);
    }
    const padded = JSON.stringify({
      user_token: user.token,
      session_key: user.sessionKey,
      padding: 'x'.repeat(maxAuthorizationHeaderLength),
    });
    expect((await me(padded)).statusCode).toBe(401);
  });
});
