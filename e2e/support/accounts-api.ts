import { expect, request, type APIRequestContext } from '@playwright/test';

/**
 * Test helpers that talk to the running server's real API (test mode): read codes from the
 * notification outbox and register users through the new registration flow.
 */
let sequence = 0;

/** A unique email address and mobile number for one test user. */
export function uniqueContact(prefix: string): { email: string; mobile: string } {
  sequence += 1;
  const stamp = `${Date.now()}${sequence}`;
  return {
    email: `${prefix}-${stamp}@e2e.example`,
    mobile: `+4477${stamp.slice(-8)}`,
  };
}

interface OutboxMessage {
  recipient: string;
  template: string;
  text_body: string;
  created_at: string;
}

/** The 6-digit code of the newest outbox message of `template` to `to` (an email or +E.164 mobile). */
export async function latestCode(api: APIRequestContext, to: string, template: string): Promise<string> {
  let found: string | undefined;
  await expect
    .poll(
      async () => {
        const response = await api.get(`/api/test-mode/outbox?to=${encodeURIComponent(to)}&limit=20`);
        const body = (await response.json()) as { request_details?: { messages: OutboxMessage[] } };
        const message = body.request_details?.messages.find((candidate) => candidate.template === template);
        found = message?.text_body.match(/\b(\d{6})\b/)?.[1];
        return found;
      },
      { message: `a ${template} message to ${to} in the outbox`, timeout: 10_000 },
    )
    .toBeDefined();
  return found!;
}

/** A context for API calls: cookie sessions must send the app's own Origin (CSRF check). */
export function apiContext(baseURL: string): Promise<APIRequestContext> {
  return request.newContext({ baseURL, extraHTTPHeaders: { origin: baseURL } });
}

export interface TestUser {
  email: string;
  mobile: string;
  password: string;
  firstName: string;
}

/** A verified user with a complete address, registered through the new flow's API calls. */
export async function registerVerifiedUser(baseURL: string, prefix: string): Promise<TestUser> {
  const { email, mobile } = uniqueContact(prefix);
  const user = { email, mobile, password: 'e2e-password-123', firstName: 'Erin' };
  const api = await apiContext(baseURL);
  try {
    const attempt = await api.post('/api/users/registrationAttempt', {
      data: {
        firstName: 'Erin',
        lastName: 'Endtoend',
        email,
        mobile,
        password: user.password,
        confirmPassword: user.password,
      },
    });
    expect(attempt.status(), await attempt.text()).toBe(200);
    const regToken = ((await attempt.json()) as { request_details: { reg_token: string } }).request_details.reg_token;
    for (const [type, to, template] of [
      ['email', email, 'email_verification_code'],
      ['sms', mobile, 'sms_verification_code'],
    ] as const) {
      const code = await latestCode(api, to, template);
      const verified = await api.post('/api/verify/verifyOTP', { data: { reg_token_id: regToken, type, code } });
      expect(verified.status(), await verified.text()).toBe(200);
    }
    const edited = await api.patch('/api/users/edit', {
      data: {
        address1: '1 Test Street',
        city: 'London',
        state: 'Greater London',
        zipCode: 'N1 9GU',
        country: 'GB',
        dateOfBirth: '1990-01-31',
      },
    });
    expect(edited.status(), await edited.text()).toBe(200);
    const onboarded = await api.post('/api/users/onboarding', { data: {} });
    expect(onboarded.status(), await onboarded.text()).toBe(200);
    await api.post('/api/users/logout', { data: {} });
  } finally {
    await api.dispose();
  }
  return user;
}
