import { afterAll, beforeAll, expect, it } from 'vitest';
import type { App } from '../../app.js';
import { forEachDatabase } from '../../testing/test-databases.js';
import { createTestUser } from '../accounts/testing.js';
import { identityMessages } from './identity-messages.js';
import { buildIdentityTestApp, markSteppedUp, outboxTemplatesFor } from './testing/identity-test-app.js';
import { decodeBase32 } from './totp/base32.js';
import { totp } from './totp/one-time-password.js';

async function settingsOf(app: App, userId: string) {
  const result = await app.database.query<{
    otp_login: number;
    otp_withdrawal: number;
    otp_channel: string;
    withdrawals_locked_until: unknown;
  }>('select otp_login, otp_withdrawal, otp_channel, withdrawals_locked_until from users where id = $1', [userId]);
  return result.rows[0]!;
}

forEachDatabase('PATCH /users/changeOTP', ({ openTestDatabase }) => {
  let app: App;
  beforeAll(async () => {
    ({ app } = await buildIdentityTestApp(await openTestDatabase()));
  });
  afterAll(async () => {
    await app.close();
  });

  const change = (headers: Record<string, string>, payload: unknown) =>
    app.inject({ method: 'PATCH', url: '/api/users/changeOTP', headers, payload: payload as object });

  it('needs a re-authentication before changing anything', async () => {
    const user = await createTestUser(app);
    const response = await change(user.headers, { OTPLogin: 1 });
    expect(response.statusCode).toBe(403);
    expect(response.json().error_code).toBe('step_up_required');
    expect(await settingsOf(app, user.userId)).toMatchObject({ otp_login: 0 });
  });

  it('turns login and withdrawal codes on and off (numbers or strings), ending other sessions and locking withdrawals', async () => {
    const user = await createTestUser(app);
    await markSteppedUp(app, user);
    const on = await change(user.headers, { OTPLogin: 1, OTPWithdrawal: '1' });
    expect(on.statusCode).toBe(200);
    expect(on.json()).toEqual({
      request_status: 1,
      request_details: { OTPLogin: 1, OTPWithdrawal: 1, channel: 'email' },
    });
    const stored = await settingsOf(app, user.userId);
    expect(stored).toMatchObject({ otp_login: 1, otp_withdrawal: 1, otp_channel: 'email' });
    expect(stored.withdrawals_locked_until).not.toBeNull();
    expect(await outboxTemplatesFor(app, user.email)).toContain('security_changed');
    // The session that made the change goes on, already past the login OTP (the members app would
    // otherwise send it to /double-auth for a code that was never sent).
    const meAfterOn = await app.inject({ method: 'GET', url: '/api/users/me', headers: user.headers });
    expect(meAfterOn.statusCode).toBe(200);
    expect(meAfterOn.json().request_details.user_info).toMatchObject({
      OTPLogin: 1,
      double_auth: 1,
      verifications: { OTPLogin: 'verified' },
    });
    const off = await change(user.headers, { OTPWithdrawal: 0 });
    expect(off.json().request_details).toEqual({ OTPLogin: 1, OTPWithdrawal: 0, channel: 'email' });
    const me = await app.inject({ method: 'GET', url: '/api/users/me', headers: user.headers });
    expect(me.json().request_details.user_info).toMatchObject({ OTPLogin: 1, OTPWithdrawal: 0 });
  });

  it('records no security change when nothing changes', async () => {
    const user = await createTestUser(app);
    await markSteppedUp(app, user);
    const response = await change(user.headers, { OTPLogin: 0, channel: 'email' });
    expect(response.statusCode).toBe(200);
    expect((await settingsOf(app, user.userId)).withdrawals_locked_until).toBeNull();
    expect(await outboxTemplatesFor(app, user.email)).not.toContain('security_changed');
  });

  it('chooses sms only with a verified mobile, and totp only with a confirmed authenticator app', async () => {
    const unverified = await createTestUser(app, { phoneVerified: false });
    await markSteppedUp(app, unverified);
    const sms = await change(unverified.headers, { channel: 'sms' });
    expect(sms.statusCode).toBe(409);
    expect(sms.json().error_message.channel.error).toEqual([identityMessages.smsChannelNeedsMobile]);

    const user = await createTestUser(app);
    await markSteppedUp(app, user);
    expect((await change(user.headers, { channel: 'sms' })).json().request_details.channel).toBe('sms');
    const noApp = await change(user.headers, { channel: 'totp' });
    expect(noApp.statusCode).toBe(409);
    expect(noApp.json().error_message.channel.error).toEqual([identityMessages.totpChannelNeedsApp]);

    const setup = await app.inject({ method: 'POST', url: '/api/users/totp/setup', headers: user.headers });
    const secret = decodeBase32(setup.json().request_details.secret)!;
    expect((await change(user.headers, { channel: 'totp' })).statusCode).toBe(409);
    const confirm = await app.inject({
      method: 'POST',
      url: '/api/users/totp/confirm',
      headers: user.headers,
      payload: { code: totp(secret, Date.now()) },
    });
    expect(confirm.statusCode).toBe(200);
    expect((await change(user.headers, { channel: 'email' })).json().request_details.channel).toBe('email');
    const back = await change(user.headers, { channel: 'totp' });
    expect(back.statusCode).toBe(200);
    expect(back.json().request_details).toEqual({ OTPLogin: 1, OTPWithdrawal: 0, channel: 'totp' });
  });

  it('refuses bad input with validation_failed and changes nothing', async () => {
    const user = await createTestUser(app);
    await markSteppedUp(app, user);
    for (const payload of [
      {},
      { OTPLogin: 2 },
      { OTPLogin: true },
      { OTPWithdrawal: 'yes' },
      { channel: 'pigeon' },
      { OTPLogin: 1, admin: true },
    ]) {
      const response = await change(user.headers, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json().error_code).toBe('validation_failed');
    }
    const text = await change(user.headers, 'OTPLogin=1');
    expect(text.statusCode).toBe(415);
    expect(text.json().error_code).toBe('unsupported_media_type');
    expect(await settingsOf(app, user.userId)).toMatchObject({
      otp_login: 0,
      otp_withdrawal: 0,
      withdrawals_locked_until: null,
    });
  });
});
