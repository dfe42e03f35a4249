import { failureEnvelopeSchema } from '@platform/core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { App } from '../../../app.js';
import { forEachDatabase } from '../../../testing/test-databases.js';
import { createTestUser, type TestUser } from '../../accounts/testing.js';
import { identityMessages } from '../identity-messages.js';
import { buildIdentityTestApp, markSteppedUp, outboxTemplatesFor } from '../testing/identity-test-app.js';
import { decodeBase32 } from './base32.js';
import { totp } from './one-time-password.js';
import { maxFailedCodeAttempts } from './totp-service.js';

const stepMs = 30_000;
const codeNow = (secret: Buffer) => totp(secret, Date.now());
/** The next step's code: accepted once the current step's code was used (±1 step window). */
const codeNext = (secret: Buffer) => totp(secret, Date.now() + stepMs);

async function userColumns(app: App, userId: string) {
  const result = await app.database.query<{
    otp_login: number;
    otp_channel: string;
    withdrawals_locked_until: Date | string | null;
  }>('select otp_login, otp_channel, withdrawals_locked_until from users where id = $1', [userId]);
  return result.rows[0]!;
}

forEachDatabase('authenticator app routes', ({ openTestDatabase }) => {
  let app: App;
  beforeAll(async () => {
    ({ app } = await buildIdentityTestApp(await openTestDatabase()));
  });
  afterAll(async () => {
    await app.close();
  });

  async function setUp(user: TestUser): Promise<{ secret: Buffer; body: Record<string, unknown> }> {
    await markSteppedUp(app, user);
    const response = await app.inject({ method: 'POST', url: '/api/users/totp/setup', headers: user.headers });
    expect(response.statusCode).toBe(200);
    const body = response.json().request_details as Record<string, unknown>;
    return { secret: decodeBase32(body['secret'] as string)!, body };
  }

  async function enable(user: TestUser): Promise<{ secret: Buffer; recoveryCodes: string[] }> {
    const { secret } = await setUp(user);
    const response = await app.inject({
      method: 'POST',
      url: '/api/users/totp/confirm',
      headers: user.headers,
      payload: { code: codeNow(secret) },
    });
    expect(response.statusCode).toBe(200);
    return { secret, recoveryCodes: response.json().request_details.recovery_codes };
  }

  it('needs a signed-in user and a recent re-authentication', async () => {
    const anonymous = await app.inject({
      method: 'POST',
      url: '/api/users/totp/setup',
      headers: { host: 'localhost' },
    });
    expect(anonymous.statusCode).toBe(401);
    const user = await createTestUser(app);
    const response = await app.inject({ method: 'POST', url: '/api/users/totp/setup', headers: user.headers });
    expect(response.statusCode).toBe(403);
    expect(failureEnvelopeSchema.parse(response.json()).error_code).toBe('step_up_required');
    expect((await app.inject({ method: 'GET', url: '/api/users/totp', headers: user.headers })).json()).toMatchObject({
      request_details: { status: 'off', recovery_codes_left: 0 },
    });
  });

  it('starts a pending setup with an otpauth URI of the brand, and stores the secret only sealed', async () => {
    const user = await createTestUser(app);
    const { secret, body } = await setUp(user);
    expect(secret).toHaveLength(20);
    expect(body).toMatchObject({
      issuer: 'Demo Exchange',
      account_name: user.email,
      algorithm: 'SHA1',
      digits: 6,
      period: 30,
    });
    const uri = new URL(body['otpauth_uri'] as string);
    expect(uri.protocol).toBe('otpauth:');
    expect(uri.searchParams.get('secret')).toBe(body['secret']);
    expect(uri.searchParams.get('issuer')).toBe('Demo Exchange');
    expect(body['qr_text']).toBe(body['otpauth_uri']);

    const stored = await app.database.query<{ secret_sealed: string; status: string }>(
      'select secret_sealed, status from user_totp where user_id = $1',
      [user.userId],
    );
    expect(stored.rows[0]?.status).toBe('pending');
    const sealed = stored.rows[0]!.secret_sealed;
    for (const form of [body['secret'] as string, secret.toString('hex'), secret.toString('base64url')]) {
      expect(sealed).not.toContain(form);
    }
    const status = await app.inject({ method: 'GET', url: '/api/users/totp', headers: user.headers });
    expect(status.json().request_details.status).toBe('pending');
    // Nothing changed on the user until the app is confirmed.
    expect(await userColumns(app, user.userId)).toMatchObject({ otp_login: 0, otp_channel: 'email' });
  });

  it('refuses a wrong or malformed confirmation code and changes nothing', async () => {
    const user = await createTestUser(app);
    const { secret } = await setUp(user);
    const wrong = String((Number(codeNow(secret)) + 1) % 1_000_000).padStart(6, '0');
    const response = await app.inject({
      method: 'POST',
      url: '/api/users/totp/confirm',
      headers: user.headers,
      payload: { code: wrong },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      error_code: 'request_failed',
      error_message: { code: { error: ['You have entered an invalid code, Please try again.'] } },
    });
    for (const payload of [{ code: '12345' }, { code: 'abcdef' }, { code: codeNow(secret), extra: 1 }, {}]) {
      const bad = await app.inject({ method: 'POST', url: '/api/users/totp/confirm', headers: user.headers, payload });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().error_code).toBe('validation_failed');
    }
    expect(await userColumns(app, user.userId)).toMatchObject({
      otp_login: 0,
      otp_channel: 'email',
      withdrawals_locked_until: null,
    });
    const status = await app.inject({ method: 'GET', url: '/api/users/totp', headers: user.headers });
    expect(status.json().request_details.status).toBe('pending');
  });

  it('confirms with a current code: turns on login codes by app, answers 10 recovery codes once, records a security change', async () => {
    const user = await createTestUser(app);
    const { recoveryCodes } = await enable(user);
    expect(recoveryCodes).toHaveLength(10);
    expect(new Set(recoveryCodes).size).toBe(10);
    const columns = await userColumns(app, user.userId);
    expect(columns).toMatchObject({ otp_login: 1, otp_channel: 'totp' });
    expect(new Date(columns.withdrawals_locked_until!).getTime()).toBeGreaterThan(Date.now() + 23 * 3_600_000);
    expect(await outboxTemplatesFor(app, user.email)).toContain('security_changed');
    const hashes = await app.database.query<{ code_hash: string }>(
      'select code_hash from user_recovery_codes where user_id = $1',
      [user.userId],
    );
    expect(hashes.rows).toHaveLength(10);
    for (const code of recoveryCodes) {
      expect(hashes.rows.some((row) => row.code_hash.includes(code.replace('-', '')))).toBe(false);
    }
    const status = await app.inject({ method: 'GET', url: '/api/users/totp', headers: user.headers });
    expect(status.json().request_details).toMatchObject({ status: 'active', recovery_codes_left: 10 });
    // A second setup is refused while the app is active.
    const again = await app.inject({ method: 'POST', url: '/api/users/totp/setup', headers: user.headers });
    expect(again.statusCode).toBe(409);
    expect(again.json().error_message.totp.error).toEqual([identityMessages.totpAlreadyActive]);
  });

  it('is asked at login: an app code completes the login OTP, and the same code never works twice', async () => {
    const user = await createTestUser(app);
    const { secret } = await enable(user);
    const login = async () => {
      const response = await app.inject({
        method: 'POST',
        url: '/api/users/login',
        headers: { host: 'localhost', origin: 'http://localhost' },
        payload: { email: user.email, password: user.password },
      });
      expect(response.statusCode).toBe(200);
      const token = response.json().request_details.user_token as string;
      return { authorization: JSON.stringify(token), host: 'localhost', origin: 'http://localhost' };
    };
    const first = await login();
    const code = codeNext(secret);
    const verified = await app.inject({
      method: 'POST',
      url: '/api/verify/verifyOTP',
      headers: first,
      payload: { type: 'login', code },
    });
    expect(verified.statusCode).toBe(200);
    expect((await app.inject({ method: 'GET', url: '/api/users/me', headers: first })).statusCode).toBe(200);

    const second = await login();
    const replay = await app.inject({
      method: 'POST',
      url: '/api/verify/verifyOTP',
      headers: second,
      payload: { type: 'login', code },
    });
    expect(replay.statusCode).toBe(400);
    expect(replay.json().error_message.code.error).toEqual(['You have entered an invalid code, Please try again.']);
  });

  it('takes a recovery code at login (POST /verify/verifyOTP) and an app code for the step-up', async () => {
    const user = await createTestUser(app);
    const { secret, recoveryCodes } = await enable(user);
    const login = await app.inject({
      method: 'POST',
      url: '/api/users/login',
      headers: { host: 'localhost', origin: 'http://localhost' },
      payload: { email: user.email, password: user.password },
    });
    const headers = {
      authorization: JSON.stringify(login.json().request_details.user_token),
      host: 'localhost',
      origin: 'http://localhost',
    };
    const verified = await app.inject({
      method: 'POST',
      url: '/api/verify/verifyOTP',
      headers,
      payload: { type: 'login', code: recoveryCodes[5] },
    });
    expect(verified.statusCode).toBe(200);
    const stepUp = await app.inject({
      method: 'POST',
      url: '/api/users/reauthenticate',
      headers,
      payload: { code: codeNext(secret) },
    });
    expect(stepUp.statusCode).toBe(200);
    const status = await app.inject({ method: 'GET', url: '/api/users/totp', headers });
    expect(status.json().request_details.recovery_codes_left).toBe(9);
  });

  it('checks recovery codes at login through the accounts hook, each once', async () => {
    const user = await createTestUser(app);
    const { recoveryCodes } = await enable(user);
    const check = app.accounts.loginOtpCheck()!;
    expect(await check(user.userId, recoveryCodes[0]!)).toBe(true);
    expect(await check(user.userId, recoveryCodes[0]!)).toBe(false);
    expect(await check(user.userId, recoveryCodes[1]!.toUpperCase().replace('-', ' '))).toBe(true);
    const status = await app.inject({ method: 'GET', url: '/api/users/totp', headers: user.headers });
    expect(status.json().request_details.recovery_codes_left).toBe(8);
  });

  it('accepts one code once even when the same code arrives twice at the same moment', async () => {
    const user = await createTestUser(app);
    const { secret, recoveryCodes } = await enable(user);
    const check = app.accounts.loginOtpCheck()!;
    const code = codeNext(secret);
    const results = await Promise.all([check(user.userId, code), check(user.userId, code), check(user.userId, code)]);
    expect(results.filter(Boolean)).toHaveLength(1);
    const recovery = await Promise.all([check(user.userId, recoveryCodes[0]!), check(user.userId, recoveryCodes[0]!)]);
    expect(recovery.filter(Boolean)).toHaveLength(1);
  });

  it(`stops checking codes after ${maxFailedCodeAttempts} wrong ones, even the right one`, async () => {
    const user = await createTestUser(app);
    const { secret } = await enable(user);
    const check = app.accounts.loginOtpCheck()!;
    for (let attempt = 0; attempt < maxFailedCodeAttempts; attempt += 1) {
      expect(await check(user.userId, '000000' === codeNext(secret) ? '111111' : '000000')).toBe(false);
    }
    await expect(check(user.userId, codeNext(secret))).rejects.toMatchObject({
      name: 'DomainError',
      code: 'rate_limited',
    });
    const disable = await app.inject({
      method: 'DELETE',
      url: '/api/users/totp',
      headers: user.headers,
      payload: { code: codeNext(secret) },
    });
    expect(disable.statusCode).toBe(429);
    expect(failureEnvelopeSchema.parse(disable.json()).error_code).toBe('rate_limited');
  });

  it('new recovery codes replace the old ones', async () => {
    const user = await createTestUser(app);
    const { recoveryCodes } = await enable(user);
    const response = await app.inject({ method: 'POST', url: '/api/users/totp/recoveryCodes', headers: user.headers });
    expect(response.statusCode).toBe(200);
    const fresh = response.json().request_details.recovery_codes as string[];
    expect(fresh).toHaveLength(10);
    const check = app.accounts.loginOtpCheck()!;
    expect(await check(user.userId, recoveryCodes[0]!)).toBe(false);
    expect(await check(user.userId, fresh[0]!)).toBe(true);
  });

  it('removes the app with a recovery code: codes go back to email, and the app is no longer asked', async () => {
    const user = await createTestUser(app);
    const { recoveryCodes } = await enable(user);
    const wrong = await app.inject({
      method: 'DELETE',
      url: '/api/users/totp',
      headers: user.headers,
      payload: { code: 'zzzzz-zzzzz' },
    });
    expect(wrong.statusCode).toBe(400);
    expect(await userColumns(app, user.userId)).toMatchObject({ otp_channel: 'totp' });
    const response = await app.inject({
      method: 'DELETE',
      url: '/api/users/totp',
      headers: user.headers,
      payload: { code: recoveryCodes[3] },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().request_details).toEqual({ status: 'off', channel: 'email' });
    expect(await userColumns(app, user.userId)).toMatchObject({ otp_login: 1, otp_channel: 'email' });
    const rows = await app.database.query('select 1 from user_recovery_codes where user_id = $1', [user.userId]);
    expect(rows.rows).toHaveLength(0);
    const again = await app.inject({
      method: 'DELETE',
      url: '/api/users/totp',
      headers: user.headers,
      payload: { code: recoveryCodes[4] },
    });
    expect(again.statusCode).toBe(409);
    const regenerate = await app.inject({
      method: 'POST',
      url: '/api/users/totp/recoveryCodes',
      headers: user.headers,
    });
    expect(regenerate.statusCode).toBe(409);
  });
});
