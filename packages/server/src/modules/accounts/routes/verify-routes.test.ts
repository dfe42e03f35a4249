import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../../app.js';
import { buildTestApp } from '../../../testing/test-app.js';
import { forEachDatabase } from '../../../testing/test-databases.js';
import { throttlePolicy } from '../login-throttle.js';
import { createTestUser } from '../testing.js';
import { findUserById } from '../user-repository.js';
import {
  accountsClient,
  latestCode,
  otherCode,
  outboxFor,
  tokenHeaders,
  type Failure,
} from '../testing/accounts-test-client.js';

const invalidCode = 'You have entered an invalid code, Please try again.';
const backdateCodes = `update one_time_codes set created_at = created_at - interval '61 seconds',
  expires_at = expires_at - interval '61 seconds'`;

forEachDatabase('accounts: verification codes', ({ openTestDatabase }) => {
  let app: App;
  beforeAll(async () => {
    app = await buildTestApp({ database: await openTestDatabase() });
  });
  afterAll(async () => {
    await app.close();
  });

  describe('login by emailed code: POST /verify/requestOTP and /verify/verifyOTP {type:"login_by_email"}', () => {
    it('sends a login code to a known address and signs in with it, once', async () => {
      const user = await createTestUser(app);
      const client = accountsClient(app, { remoteAddress: '198.51.100.1' });
      const request = await client.post('/verify/requestOTP', { email: user.email.toUpperCase() });
      expect(request.statusCode).toBe(200);
      const code = await latestCode(app, user.email, 'login_code');
      const wrong = await client.post('/verify/verifyOTP', {
        type: 'login_by_email',
        email: user.email,
        code: otherCode(code),
      });
      expect(wrong.json<Failure>().error_message).toEqual({ code: { error: [invalidCode] } });
      const right = await client.post('/verify/verifyOTP', { type: 'login_by_email', email: user.email, code });
      expect(right.statusCode).toBe(200);
      const token = right.json().request_details.user_token as string;
      expect(right.cookies.find((cookie) => cookie.name === 'token')?.value).toBe(token);
      expect((await client.get('/users/me', tokenHeaders(token))).statusCode).toBe(200);
      const again = await client.post('/verify/verifyOTP', { type: 'login_by_email', email: user.email, code });
      expect(again.statusCode).toBe(400);
    });

    it('answers an unknown address exactly like a known one, and sends nothing', async () => {
      const user = await createTestUser(app);
      const client = accountsClient(app, { remoteAddress: '198.51.100.2' });
      const known = await client.post('/verify/requestOTP', { email: user.email });
      const unknown = await client.post('/verify/requestOTP', { email: 'ghost@example.com' });
      expect(unknown.statusCode).toBe(known.statusCode);
      expect(unknown.json()).toEqual(known.json());
      expect(await outboxFor(app, 'ghost@example.com')).toHaveLength(0);
      // Within the cooldown a known address still answers the same (and keeps its first code).
      const soon = await client.post('/verify/requestOTP', { email: user.email });
      expect(soon.json()).toEqual(known.json());
      const codes = (await outboxFor(app, user.email)).filter((message) => message.template === 'login_code');
      expect(codes).toHaveLength(1);
      const noCode = await client.post('/verify/verifyOTP', {
        type: 'login_by_email',
        email: 'ghost@example.com',
        code: '123456',
      });
      expect(noCode.json<Failure>().error_message).toEqual({ code: { error: [invalidCode] } });
    });

    it('rate limits code requests per IP', async () => {
      const client = accountsClient(app, { remoteAddress: '198.51.100.3' });
      const statuses: number[] = [];
      const { limit } = throttlePolicy.codeRequestsPerIp;
      for (let attempt = 0; attempt < limit + 2; attempt += 1) {
        statuses.push((await client.post('/verify/requestOTP', { email: `nobody${attempt}@example.com` })).statusCode);
      }
      expect(statuses.slice(0, limit).every((status) => status === 200)).toBe(true);
      expect(statuses.slice(limit)).toEqual([429, 429]);
    });

    it('rejects bad input: missing email for login_by_email, malformed code, extra fields', async () => {
      const client = accountsClient(app, { remoteAddress: '198.51.100.4' });
      const noEmail = await client.post('/verify/verifyOTP', { type: 'login_by_email', code: '123456' });
      expect(noEmail.json<Failure>().error_code).toBe('validation_failed');
      const shortCode = await client.post('/verify/verifyOTP', { type: 'email', code: '12', reg_token_id: 'x' });
      expect(shortCode.json<Failure>().error_message).toEqual({ code: { error: ['Code must be 6 digits'] } });
      const extra = await client.post('/verify/requestOTP', { email: 'a@example.com', sms: true });
      expect(extra.json<Failure>().error_code).toBe('validation_failed');
      const badType = await client.post('/verify/verifyOTP', { type: 'admin', code: '123456' });
      expect(badType.statusCode).toBe(400);
    });
  });

  describe("signed-in user's verification: POST /verify/resend and PATCH /verify/resetMobileCode/{id}", () => {
    it('resends the email code (with cooldown) and refuses when already verified', async () => {
      const user = await createTestUser(app, { emailVerified: false, phoneVerified: false });
      const client = accountsClient(app, { remoteAddress: '198.51.100.5' });
      const first = await client.post('/verify/resend', { type: 'email' }, user.headers);
      expect(first.statusCode).toBe(200);
      const soon = await client.post('/verify/resend', { type: 'email' }, user.headers);
      expect(soon.statusCode).toBe(429);
      const code = await latestCode(app, user.email, 'email_verification_code');
      expect((await client.post('/verify/verifyOTP', { type: 'email', code }, user.headers)).statusCode).toBe(200);
      const verified = await client.post('/verify/resend', { type: 'email' }, user.headers);
      expect(verified.json<Failure>().error_message).toEqual({
        type: { error: ['Your email address is verified already.'] },
      });
      const anonymous = await client.post('/verify/resend', { type: 'email' });
      expect(anonymous.statusCode).toBe(401);
    });

    it('changes an unverified mobile number and verifies the new one with its SMS code', async () => {
      const user = await createTestUser(app, { phoneVerified: false });
      const client = accountsClient(app, { remoteAddress: '198.51.100.6' });
      const changed = await client.patch(
        `/verify/resetMobileCode/${user.userId}`,
        { mobile: '+44 7700 900 555' },
        user.headers,
      );
      expect(changed.json().request_details.message).toBe('A new sms verification code was sent to your mobile');
      expect((await findUserById(app.database, user.userId))?.mobile).toBe('+447700900555');
      const code = await latestCode(app, '+447700900555', 'sms_verification_code');
      const verified = await client.post('/verify/verifyOTP', { type: 'sms', code }, user.headers);
      expect(verified.json().request_details.phone_verified).toBe(true);
      await app.database.query(backdateCodes);
      const locked = await client.patch(
        `/verify/resetMobileCode/${user.userId}`,
        { mobile: '+447700900556' },
        user.headers,
      );
      expect(locked.statusCode).toBe(400);
      const other = await createTestUser(app, { phoneVerified: false });
      const foreign = await client.patch(
        `/verify/resetMobileCode/${other.userId}`,
        { mobile: '+447700900557' },
        user.headers,
      );
      expect(foreign.statusCode).toBe(403);
      expect((await findUserById(app.database, other.userId))?.mobile).not.toBe('+447700900557');
    });

    it('does not verify a code that was sent to an earlier mobile number', async () => {
      const user = await createTestUser(app, { phoneVerified: false });
      const client = accountsClient(app, { remoteAddress: '198.51.100.7' });
      await client.post('/verify/resend', { type: 'sms' }, user.headers);
      const stored = await findUserById(app.database, user.userId);
      const code = await latestCode(app, stored?.mobile ?? '', 'sms_verification_code');
      await app.database.query(`update users set mobile = '+447700900999' where id = $1`, [user.userId]);
      const response = await client.post('/verify/verifyOTP', { type: 'sms', code }, user.headers);
      expect(response.statusCode).toBe(400);
      expect((await findUserById(app.database, user.userId))?.phoneVerified).toBe(false);
    });
  });

  describe('login OTP resend', () => {
    it('resends the login code of a pending session after the cooldown', async () => {
      const user = await createTestUser(app, { otpLogin: 1 });
      const client = accountsClient(app, { remoteAddress: '198.51.100.8' });
      const login = await client.post('/users/login', { email: user.email, password: user.password });
      const headers = tokenHeaders(login.json().request_details.user_token as string);
      const soon = await client.post('/verify/resendOTP', { type: 'login' }, headers);
      expect(soon.statusCode).toBe(429);
      await app.database.query(backdateCodes);
      const resent = await client.post('/verify/resendOTP', { type: 'login' }, headers);
      expect(resent.statusCode).toBe(200);
      const code = await latestCode(app, user.email, 'login_code');
      expect((await client.post('/verify/verifyOTP', { type: 'login', code }, headers)).statusCode).toBe(200);
    });
  });
});
