import { currentUserDetailsSchema, loginDetailsSchema } from '@platform/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../../app.js';
import { buildTestApp } from '../../../testing/test-app.js';
import { forEachDatabase } from '../../../testing/test-databases.js';
import { createTestUser } from '../testing.js';
import {
  accountsClient,
  latestCode,
  otherCode,
  outboxFor,
  tokenHeaders,
  type Failure,
} from '../testing/accounts-test-client.js';

const invalidPassword = 'You have entered an invalid password, Please try again.';
const invalidCode = 'You have entered an invalid code, Please try again.';

forEachDatabase('accounts: login, me, logout', ({ openTestDatabase }) => {
  let app: App;
  beforeAll(async () => {
    app = await buildTestApp({ database: await openTestDatabase() });
  });
  afterAll(async () => {
    await app.close();
  });

  it('signs in: user_token and session_key, and an HttpOnly SameSite=Lax token cookie of 18000 s', async () => {
    const user = await createTestUser(app, { email: 'Login.Case@Example.com' });
    const client = accountsClient(app);
    const response = await client.post('/users/login', { email: '  LOGIN.case@example.COM ', password: user.password });
    expect(response.statusCode).toBe(200);
    const details = loginDetailsSchema.parse(response.json().request_details);
    expect(details.session_key).toMatch(/^ses_/);
    const cookie = response.cookies.find((candidate) => candidate.name === 'token');
    expect(cookie).toMatchObject({
      value: details.user_token,
      httpOnly: true,
      sameSite: 'Lax',
      path: '/',
      maxAge: 18_000,
    });
    expect(cookie?.secure).toBeFalsy();
    // Beside it the page-readable signed_in=1 (no credential): the app asks /users/me only with it.
    expect(response.cookies.find((candidate) => candidate.name === 'signed_in')).toMatchObject({
      value: '1',
      sameSite: 'Lax',
      path: '/',
      maxAge: 18_000,
    });
    expect(response.cookies.find((candidate) => candidate.name === 'signed_in')?.httpOnly).toBeFalsy();
    const me = await client.get('/users/me', tokenHeaders(details.user_token));
    expect(me.statusCode).toBe(200);
  });

  it('answers a wrong password and an unknown email the same way, and changes nothing', async () => {
    const user = await createTestUser(app);
    const client = accountsClient(app, { remoteAddress: '198.51.100.10' });
    const wrong = await client.post('/users/login', { email: user.email, password: 'not the password' });
    const unknown = await client.post('/users/login', { email: 'nobody@example.com', password: 'not the password' });
    for (const response of [wrong, unknown]) {
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        request_status: 0,
        error_code: 'request_failed',
        error_message: { password: { error: [invalidPassword] } },
      });
      expect(response.cookies).toHaveLength(0);
    }
  });

  it('rejects malformed, oversized and extra input with validation_failed', async () => {
    const client = accountsClient(app);
    const malformed = await app.inject({
      method: 'POST',
      url: '/api/users/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"email": ',
    });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json<Failure>().error_code).toBe('validation_failed');
    const extra = await client.post('/users/login', { email: 'a@example.com', password: 'x', admin: true });
    expect(extra.statusCode).toBe(400);
    expect(extra.json<Failure>().error_code).toBe('validation_failed');
    const badEmail = await client.post('/users/login', { email: 'not-an-email', password: 'x' });
    expect(badEmail.json<Failure>().error_message).toEqual({
      email: { error: ['Please enter a valid email address'] },
    });
    const oversized = await client.post('/users/login', { email: 'a@example.com', password: 'x'.repeat(20_000) });
    expect(oversized.statusCode).toBe(413);
    expect(oversized.json<Failure>().error_code).toBe('payload_too_large');
    const longPassword = await client.post('/users/login', { email: 'a@example.com', password: 'x'.repeat(129) });
    expect(longPassword.json<Failure>().error_message).toEqual({
      password: { error: ['Please enter a valid password'] },
    });
  });

  it('keeps one session per user: a second login makes the first answer invalid_session', async () => {
    const user = await createTestUser(app);
    const first = accountsClient(app, { userAgent: 'Mozilla/5.0 (X11; Linux x86_64) Chrome/120.0 Safari/537.36' });
    const second = accountsClient(app, { userAgent: 'Mozilla/5.0 (Windows NT 10.0) Firefox/120.0' });
    const one = (await first.post('/users/login', { email: user.email, password: user.password })).json();
    const two = (await second.post('/users/login', { email: user.email, password: user.password })).json();
    const replaced = await first.get('/users/me', tokenHeaders(one.request_details.user_token));
    expect(replaced.statusCode).toBe(401);
    expect(replaced.json()).toEqual({
      request_status: 0,
      error_code: 'invalid_session',
      error_message: { session_key: { error: ['invalid_session'] } },
    });
    expect((await second.get('/users/me', tokenHeaders(two.request_details.user_token))).statusCode).toBe(200);
  });

  it('GET /users/me answers the User of spec §3 as core parses it, plus account number and double_auth', async () => {
    const user = await createTestUser(app, {
      permissions: { send: '1', withdrawal: '0', fiat_withdrawals: '1', widget: '1' },
      currency: 'GBP',
    });
    const response = await accountsClient(app).get('/users/me?is_flow=1&ip=203.0.113.9', user.headers);
    expect(response.statusCode).toBe(200);
    const details = response.json().request_details;
    const parsed = currentUserDetailsSchema.parse(details);
    expect(parsed.user_info).toMatchObject({
      user_id: user.userId,
      client_id: user.userId,
      email: user.email,
      emailVerification: true,
      phoneVerification: true,
      OTPLogin: 0,
      OTPWithdrawal: 0,
      complianceVerification: 'pending',
      permissions: { send: true, withdrawal: false, fiat_withdrawals: true, widget: true },
      currency: 'GBP',
      account_values: {},
      wallets: [],
      dateOfBirth: '',
    });
    expect(details.user_info.emailVerification).toBe(1);
    expect(details.user_info.account_number).toMatch(/^[1-9][0-9]{9}$/);
    expect(details.user_info.double_auth).toBe(0);
    expect(details.user_info.verifications).toEqual({ OTPLogin: null });
    expect(details.session_key).toMatch(/^ses_/);
    expect(details.user_token).toBe(user.token);
    // A cookie session never gets its token read back into JavaScript.
    const viaCookie = await app.inject({ method: 'GET', url: '/api/users/me', cookies: { token: user.token } });
    expect(viaCookie.json().request_details.user_token).toBeUndefined();
    const badQuery = await accountsClient(app).get('/users/me?ip=not-an-ip', user.headers);
    expect(badQuery.statusCode).toBe(400);
  });

  it('logout ends the session and removes the cookie', async () => {
    const user = await createTestUser(app);
    const client = accountsClient(app);
    const logout = await client.post('/users/logout', {}, user.headers);
    expect(logout.statusCode).toBe(200);
    const cleared = logout.cookies.find((cookie) => cookie.name === 'token');
    expect(cleared?.value).toBe('');
    expect(new Date(cleared?.expires ?? 0).getTime()).toBeLessThan(Date.now());
    const companion = logout.cookies.find((cookie) => cookie.name === 'signed_in');
    expect(companion?.value).toBe('');
    expect(new Date(companion?.expires ?? 0).getTime()).toBeLessThan(Date.now());
    const me = await client.get('/users/me', user.headers);
    expect(me.statusCode).toBe(401);
  });

  it('signs in with OTPLogin: session pending until the emailed login code is entered (double_auth 1 after)', async () => {
    const user = await createTestUser(app, { otpLogin: 1 });
    const client = accountsClient(app);
    const login = await client.post('/users/login', { email: user.email, password: user.password });
    expect(login.json().request_details.otp_state).toBe('sent');
    const headers = tokenHeaders(login.json().request_details.user_token as string);
    const pending = await client.get('/users/me', headers);
    expect(pending.statusCode).toBe(200);
    expect(pending.json().request_details.user_info.verifications).toEqual({ OTPLogin: 'sent' });
    expect(pending.json().request_details.user_info.double_auth).toBe(0);
    // Other calls wait for the code.
    expect((await client.get('/users/sessions', headers)).statusCode).toBe(403);
    const code = await latestCode(app, user.email, 'login_code');
    const wrong = await client.post('/verify/verifyOTP', { type: 'login', code: otherCode(code) }, headers);
    expect(wrong.json<Failure>().error_message).toEqual({ code: { error: [invalidCode] } });
    const right = await client.post('/verify/verifyOTP', { type: 'login', code }, headers);
    expect(right.statusCode).toBe(200);
    const verified = await client.get('/users/me', headers);
    expect(verified.json().request_details.user_info.verifications).toEqual({ OTPLogin: 'verified' });
    expect(verified.json().request_details.user_info.double_auth).toBe(1);
    expect((await client.get('/users/sessions', headers)).statusCode).toBe(200);
    // The code was single use.
    expect((await client.post('/verify/verifyOTP', { type: 'login', code }, headers)).statusCode).toBe(200);
  });

  it('asks the plugged-in authenticator check for users whose OTP channel is totp, sending nothing', async () => {
    const user = await createTestUser(app, { otpLogin: 1 });
    await app.database.query(`update users set otp_channel = 'totp' where id = $1`, [user.userId]);
    app.accounts.verifyLoginOtpWith(async (userId, code) => userId === user.userId && code === '123456');
    const client = accountsClient(app);
    const login = await client.post('/users/login', { email: user.email, password: user.password });
    const headers = tokenHeaders(login.json().request_details.user_token as string);
    expect((await outboxFor(app, user.email)).filter((message) => message.template === 'login_code')).toHaveLength(0);
    expect((await client.post('/verify/verifyOTP', { type: 'login', code: '654321' }, headers)).statusCode).toBe(400);
    expect((await client.post('/verify/verifyOTP', { type: 'login', code: '123456' }, headers)).statusCode).toBe(200);
  });

  it('emails a login alert on a new device, not on the first sign-in or a known device', async () => {
    const user = await createTestUser(app);
    const chrome = accountsClient(app, {
      userAgent: 'Mozilla/5.0 (Macintosh; Mac OS X 14) Chrome/121.0 Safari/537.36',
    });
    const firefox = accountsClient(app, { userAgent: 'Mozilla/5.0 (Windows NT 10.0) Firefox/121.0' });
    const alerts = async () =>
      (await outboxFor(app, user.email)).filter((message) => message.template === 'login_alert');
    await chrome.post('/users/login', { email: user.email, password: user.password });
    expect(await alerts()).toHaveLength(0);
    await chrome.post('/users/login', { email: user.email, password: user.password });
    expect(await alerts()).toHaveLength(0);
    await firefox.post('/users/login', { email: user.email, password: user.password });
    const sent = await alerts();
    expect(sent).toHaveLength(1);
    expect(sent[0]?.text_body).toContain('Firefox on Windows');
  });

  describe('brute force', () => {
    it('throttles 50 wrong passwords from one IP, while the real user from another IP still gets in', async () => {
      const user = await createTestUser(app);
      const attacker = accountsClient(app, { remoteAddress: '203.0.113.66' });
      const codes: number[] = [];
      for (let attempt = 0; attempt < 50; attempt += 1) {
        const response = await attacker.post('/users/login', { email: user.email, password: `guess-${attempt}` });
        codes.push(response.statusCode);
      }
      expect(codes.slice(0, 5)).toEqual([400, 400, 400, 400, 400]);
      expect(codes.slice(5).every((code) => code === 429)).toBe(true);
      const limited = await attacker.post('/users/login', { email: user.email, password: user.password });
      expect(limited.statusCode).toBe(429);
      expect(limited.json<Failure>().error_code).toBe('rate_limited');
      expect(Number(limited.headers['retry-after'])).toBeGreaterThan(800);
      expect(limited.json<Failure>().error_message['retry_after']?.error[0]).toMatch(/^\d+$/);

      const owner = accountsClient(app, { remoteAddress: '192.0.2.10' });
      const response = await owner.post('/users/login', { email: user.email, password: user.password });
      expect(response.statusCode).toBe(200);

      const activity = await owner.get(
        '/users/loginActivity?limit=100',
        tokenHeaders(response.json().request_details.user_token),
      );
      const outcomes = (activity.json().request_details.events as { outcome: string }[]).map((event) => event.outcome);
      expect(outcomes.filter((outcome) => outcome === 'wrong_password')).toHaveLength(5);
      expect(outcomes.filter((outcome) => outcome === 'locked').length).toBeGreaterThan(40);
      expect(outcomes[0]).toBe('success');
    });
  });
});

forEachDatabase('accounts: expired password', ({ openTestDatabase }) => {
  let app: App;
  beforeAll(async () => {
    app = await buildTestApp({ database: await openTestDatabase(), env: { PASSWORD_MAX_AGE_DAYS: '90' } });
  });
  afterAll(async () => {
    await app.close();
  });

  it('answers expired_password on GET /users/me until the password is changed', async () => {
    const user = await createTestUser(app);
    await app.database.query(`update users set password_changed_at = now() - interval '91 days' where id = $1`, [
      user.userId,
    ]);
    const client = accountsClient(app);
    const expired = await client.get('/users/me', user.headers);
    expect(expired.json()).toEqual({
      request_status: 0,
      error_code: 'request_failed',
      error_message: { me: { error: ['expired_password'] } },
    });
    const change = await client.patch(
      '/users/changePassword',
      { current_password: user.password, password: 'a brand new secret', confirm_password: 'a brand new secret' },
      user.headers,
    );
    expect(change.statusCode).toBe(200);
    expect((await client.get('/users/me', user.headers)).statusCode).toBe(200);
  });
});
