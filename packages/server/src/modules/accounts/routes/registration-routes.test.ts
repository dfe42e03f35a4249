import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../../app.js';
import { buildTestApp } from '../../../testing/test-app.js';
import { forEachDatabase } from '../../../testing/test-databases.js';
import { findUserByEmail } from '../user-repository.js';
import {
  accountsClient,
  latestCode,
  otherCode,
  outboxFor,
  tokenHeaders,
  type Failure,
} from '../testing/accounts-test-client.js';

const invalidCode = 'You have entered an invalid code, Please try again.';
const tokenExpired = 'Registration token Expired!';
const newSmsCode = 'A new sms verification code was sent to your mobile';

let sequence = 0;
function personalDetails(overrides: Record<string, unknown> = {}) {
  sequence += 1;
  return {
    firstName: 'Ada',
    lastName: 'Lovelace',
    email: `Ada.${sequence}.${Date.now()}@Example.com`,
    mobile: `+44 7700 9${String(sequence).padStart(5, '0')}`,
    password: 'analytical engine',
    confirmPassword: 'analytical engine',
    ...overrides,
  };
}
const e164 = (mobile: string) => mobile.replace(/[\s\-.()]/g, '');

forEachDatabase('accounts: registration', ({ openTestDatabase }) => {
  let app: App;
  beforeAll(async () => {
    app = await buildTestApp({ database: await openTestDatabase() });
  });
  afterAll(async () => {
    await app.close();
  });

  describe('POST /users/register (classic)', () => {
    it('creates the user (email lowercased), signs in, and sends email and SMS codes that verify them', async () => {
      const details = personalDetails();
      const client = accountsClient(app);
      const response = await client.post('/users/register', details);
      expect(response.statusCode).toBe(200);
      const token = response.json().request_details.user_token as string;
      expect(response.cookies.find((cookie) => cookie.name === 'token')?.value).toBe(token);
      const email = details.email.toLowerCase();
      const stored = await findUserByEmail(app.database, 'brd_demo', email);
      expect(stored).toMatchObject({ email, firstName: 'Ada', mobile: e164(details.mobile), emailVerified: false });
      expect(stored?.passwordHash).toMatch(/^\$argon2id\$/);

      const headers = tokenHeaders(token);
      const me = await client.get('/users/me', headers);
      expect(me.json().request_details.user_info).toMatchObject({ emailVerification: 0, phoneVerification: 0 });

      const emailCode = await latestCode(app, email, 'email_verification_code');
      const smsCode = await latestCode(app, e164(details.mobile), 'sms_verification_code');
      const wrong = await client.post('/verify/verifyOTP', { type: 'email', code: otherCode(emailCode) }, headers);
      expect(wrong.json<Failure>().error_message).toEqual({ code: { error: [invalidCode] } });
      expect((await client.post('/verify/verifyOTP', { type: 'email', code: emailCode }, headers)).statusCode).toBe(
        200,
      );
      const sms = await client.post('/verify/verifyOTP', { type: 'sms', code: smsCode }, headers);
      expect(sms.json().request_details).toMatchObject({ email_verified: true, phone_verified: true });
      const after = await client.get('/users/me', headers);
      expect(after.json().request_details.user_info).toMatchObject({ emailVerification: 1, phoneVerification: 1 });
    });

    it('answers a taken email with conflict and changes nothing', async () => {
      const details = personalDetails();
      const client = accountsClient(app);
      expect((await client.post('/users/register', details)).statusCode).toBe(200);
      const before = (await outboxFor(app, details.email.toLowerCase())).length;
      const again = await client.post('/users/register', { ...details, email: details.email.toUpperCase() });
      expect(again.statusCode).toBe(409);
      expect(again.json<Failure>()).toMatchObject({
        error_code: 'conflict',
        error_message: { email: { error: ['An account with this email address already exists.'] } },
      });
      expect(await outboxFor(app, details.email.toLowerCase())).toHaveLength(before);
      const attempt = await client.post('/users/registrationAttempt', details);
      expect(attempt.statusCode).toBe(409);
    });

    it('validates as spec §5 says, in its words, and creates nothing', async () => {
      const client = accountsClient(app);
      const details = personalDetails({
        firstName: 'A',
        lastName: '',
        mobile: '12',
        password: 'short',
        confirmPassword: 'other',
        email: 'nope',
      });
      const response = await client.post('/users/register', details);
      expect(response.statusCode).toBe(400);
      expect(response.json<Failure>().error_code).toBe('validation_failed');
      const messages = response.json<Failure>().error_message;
      expect(messages['firstName']?.error).toEqual(['First Name must be at least 2 characters']);
      expect(messages['lastName']?.error).toEqual(['Last Name is required']);
      expect(messages['mobile']?.error).toEqual(['not a valid mobile number']);
      expect(messages['email']?.error).toEqual(['Please enter a valid email address']);
      expect(messages['password']?.error).toEqual(['Password must be at least 8 characters']);
      const extra = await client.post('/users/register', { ...personalDetails(), role: 'operator' });
      expect(extra.statusCode).toBe(400);
      const mismatch = await client.post('/users/register', personalDetails({ confirmPassword: 'something else' }));
      expect(mismatch.json<Failure>().error_message['confirmPassword']?.error).toEqual(['Passwords do not match']);
      const count = await app.database.query<{ count: string }>(`select count(*) from users where first_name = 'A'`);
      expect(Number(count.rows[0]?.count)).toBe(0);
    });
  });

  describe('new flow: POST /users/registrationAttempt, /verify/resendOTP, /verify/verifyOTP', () => {
    it('creates and signs in the user once both codes are verified', async () => {
      const details = personalDetails();
      const client = accountsClient(app);
      const attempt = await client.post('/users/registrationAttempt', details);
      expect(attempt.statusCode).toBe(200);
      const regToken = attempt.json().request_details.reg_token as string;
      expect(attempt.json().request_details.reg_token_id).toBe(regToken);
      expect(attempt.cookies.find((cookie) => cookie.name === 'regAttempt')).toBeUndefined();
      const email = details.email.toLowerCase();
      expect(await findUserByEmail(app.database, 'brd_demo', email)).toBeUndefined();

      const emailCode = await latestCode(app, email, 'email_verification_code');
      const smsCode = await latestCode(app, e164(details.mobile), 'sms_verification_code');
      const wrong = await client.post('/verify/verifyOTP', {
        type: 'email',
        code: otherCode(emailCode),
        reg_token_id: regToken,
      });
      expect(wrong.json<Failure>().error_message).toEqual({ code: { error: [invalidCode] } });
      const first = await client.post('/verify/verifyOTP', { type: 'email', code: emailCode, reg_token_id: regToken });
      expect(first.json().request_details).toEqual({
        verified: 'email',
        registration_complete: false,
        email_verified: true,
        phone_verified: false,
      });
      const second = await client.post('/verify/verifyOTP', { type: 'sms', code: smsCode, reg_token_id: regToken });
      expect(second.statusCode).toBe(200);
      const done = second.json().request_details;
      expect(done).toMatchObject({ registration_complete: true, email_verified: true, phone_verified: true });
      expect(second.cookies.find((cookie) => cookie.name === 'token')?.value).toBe(done.user_token);
      const me = await client.get('/users/me', tokenHeaders(done.user_token as string));
      expect(me.json().request_details.user_info).toMatchObject({ email, emailVerification: 1, phoneVerification: 1 });
      expect(await findUserByEmail(app.database, 'brd_demo', email)).toMatchObject({ registrationNewFlow: true });

      // The token is spent.
      const reused = await client.post('/verify/resendOTP', { reg_token_id: regToken, channel: 'email' });
      expect(reused.json<Failure>().error_message).toEqual({ reg_token_id: { error: [tokenExpired] } });
    });

    it("answers 'Registration token Expired!' without a live registration token", async () => {
      const client = accountsClient(app);
      const missing = await client.post('/verify/resendOTP', { channel: 'sms' });
      expect(missing.json<Failure>().error_message).toEqual({ reg_token_id: { error: [tokenExpired] } });
      const unknown = await client.post('/verify/verifyOTP', { type: 'sms', code: '123456', reg_token_id: 'nope' });
      expect(unknown.json<Failure>().error_message).toEqual({ reg_token_id: { error: [tokenExpired] } });
      const noSession = await client.post('/verify/verifyOTP', { type: 'sms', code: '123456' });
      expect(noSession.json<Failure>().error_message).toEqual({ reg_token_id: { error: [tokenExpired] } });

      const attempt = await client.post('/users/registrationAttempt', personalDetails());
      const regToken = attempt.json().request_details.reg_token as string;
      await app.database.query(`update registration_attempts set expires_at = now() - interval '1 second'`);
      const expired = await client.post('/verify/resendOTP', { reg_token_id: regToken, channel: 'email' });
      expect(expired.json<Failure>().error_message).toEqual({ reg_token_id: { error: [tokenExpired] } });
    });

    it('resends with a cooldown, and a new SMS code replaces the old one', async () => {
      const details = personalDetails();
      const client = accountsClient(app, { remoteAddress: '198.51.100.77' });
      const attempt = await client.post('/users/registrationAttempt', details);
      const regToken = attempt.json().request_details.reg_token as string;
      const oldCode = await latestCode(app, e164(details.mobile), 'sms_verification_code');
      const tooSoon = await client.post('/verify/resendOTP', { reg_token_id: regToken, channel: 'sms' });
      expect(tooSoon.statusCode).toBe(429);
      expect(tooSoon.json<Failure>().error_code).toBe('rate_limited');
      expect(Number(tooSoon.headers['retry-after'])).toBeGreaterThan(0);
      await app.database.query(
        `update one_time_codes set created_at = created_at - interval '61 seconds', expires_at = expires_at - interval '61 seconds'`,
      );
      const resent = await client.post('/verify/resendOTP', { reg_token_id: regToken, channel: 'sms' });
      expect(resent.json().request_details.message).toBe(newSmsCode);
      const newCode = await latestCode(app, e164(details.mobile), 'sms_verification_code');
      const old = await client.post('/verify/verifyOTP', { type: 'sms', code: oldCode, reg_token_id: regToken });
      if (oldCode !== newCode) expect(old.statusCode).toBe(400);
      const fresh = await client.post('/verify/verifyOTP', { type: 'sms', code: newCode, reg_token_id: regToken });
      expect(fresh.json().request_details.phone_verified).toBe(true);
    });

    it('kills a code after five wrong tries', async () => {
      const details = personalDetails();
      const client = accountsClient(app, { remoteAddress: '198.51.100.78' });
      const regToken = (await client.post('/users/registrationAttempt', details)).json().request_details
        .reg_token as string;
      const code = await latestCode(app, details.email.toLowerCase(), 'email_verification_code');
      for (let attempt = 0; attempt < 5; attempt += 1) {
        const wrong = await client.post('/verify/verifyOTP', {
          type: 'email',
          code: otherCode(code),
          reg_token_id: regToken,
        });
        expect(wrong.statusCode).toBe(400);
      }
      const right = await client.post('/verify/verifyOTP', { type: 'email', code, reg_token_id: regToken });
      expect(right.json<Failure>().error_message).toEqual({ code: { error: [invalidCode] } });
    });

    it('sets the regAttempt cookie when the registration started from the buy flow', async () => {
      const response = await accountsClient(app).post('/users/registrationAttempt', {
        ...personalDetails(),
        return_to: 'buy',
      });
      const cookie = response.cookies.find((candidate) => candidate.name === 'regAttempt');
      expect(cookie).toMatchObject({ value: '1', path: '/', sameSite: 'Lax' });
      expect(cookie?.httpOnly).toBeFalsy();
    });

    it('PATCH /verify/resetMobileCode/{reg_token} changes the mobile and sends a new SMS code there', async () => {
      const client = accountsClient(app, { remoteAddress: '198.51.100.79' });
      const details = personalDetails();
      const regToken = (await client.post('/users/registrationAttempt', details)).json().request_details
        .reg_token as string;
      await app.database.query(
        `update one_time_codes set created_at = created_at - interval '61 seconds', expires_at = expires_at - interval '61 seconds'`,
      );
      const response = await client.patch(`/verify/resetMobileCode/${regToken}`, { mobile: '+447700123456' });
      expect(response.json().request_details.message).toBe(newSmsCode);
      const code = await latestCode(app, '+447700123456', 'sms_verification_code');
      const verified = await client.post('/verify/verifyOTP', { type: 'sms', code, reg_token_id: regToken });
      expect(verified.json().request_details.phone_verified).toBe(true);
      const bad = await client.patch(`/verify/resetMobileCode/${regToken}`, { mobile: 'abc' });
      expect(bad.json<Failure>().error_message).toEqual({ mobile: { error: ['not a valid mobile number'] } });
    });
  });
});
