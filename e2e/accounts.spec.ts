import { expect, test, type Page } from '@playwright/test';
import { apiContext, latestCode, registerVerifiedUser, uniqueContact, type TestUser } from './support/accounts-api.js';
import { demoSignIns, sharedDemoSecrets } from './support/demo-secrets.js';
import { startOwnServer, type OwnServer } from './support/own-server.js';

/**
 * Accounts in Chromium against the built server (issue 3 "Done when"): new-flow registration with
 * the codes from the test-mode outbox, login with OTPLogin through double-auth, the Session Timeout
 * modal after a login elsewhere, KYC approved by the reviewer, and (on a server of the test's own)
 * an expired password and a region that is not served.
 */

const baseURL = () => process.env['E2E_BASE_URL']!;

/** Uncaught page errors and Content Security Policy violations fail the test. */
function trackPageErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error' && message.text().includes('Content Security Policy')) errors.push(message.text());
  });
  return errors;
}

async function signIn(page: Page, user: Pick<TestUser, 'email' | 'password'>, origin = ''): Promise<void> {
  await page.goto(`${origin}/login`);
  await page.getByLabel('Email').fill(user.email);
  await page.getByLabel('Password').fill(user.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

test('new-flow registration: personal details, email and SMS codes from the outbox, address details, wallets', async ({
  page,
  context,
}) => {
  const errors = trackPageErrors(page);
  const { email, mobile } = uniqueContact('register');
  await page.goto('/');
  await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Get Started' }).click();
  await expect(page).toHaveURL(/\/register\/personal_details$/);

  await page.getByLabel('First Name').fill('Ada');
  await page.getByLabel('Last Name').fill('Lovelace');
  await page.getByLabel('Email').fill(email.toUpperCase());
  await page.getByLabel('Mobile Number').fill(mobile);
  await page.getByLabel('Password', { exact: true }).fill('analytical-engine');
  await page.getByLabel('Confirm Password').fill('analytical-engine');
  await page.getByRole('button', { name: 'Continue' }).click();

  await expect(page.getByRole('heading', { name: 'Verify your email and mobile' })).toBeVisible();
  const api = await apiContext(baseURL());
  const emailCode = await latestCode(api, email, 'email_verification_code');
  const smsCode = await latestCode(api, mobile, 'sms_verification_code');
  await page.getByLabel('Email code', { exact: true }).fill(emailCode === '000000' ? '111111' : '000000');
  await page.getByRole('button', { name: 'Verify' }).first().click();
  await expect(page.getByText('You have entered an invalid code, Please try again.')).toBeVisible();
  await page.getByLabel('Email code', { exact: true }).fill(emailCode);
  await page.getByRole('button', { name: 'Verify' }).first().click();
  await expect(page.getByText('Verified', { exact: true })).toBeVisible();
  await page.getByLabel('SMS code', { exact: true }).fill(smsCode);
  await page.getByRole('button', { name: 'Verify' }).click();

  await expect(page).toHaveURL(/\/register\/address_details$/);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByText('City is required')).toBeVisible();
  await page.getByLabel('Date Of Birth').fill('1990-01-31');
  await page.getByLabel('Street Name').fill('1 Analytical Street');
  await page.getByLabel('City').fill('London');
  await page.getByLabel('State/Province').fill('Greater London');
  await page.getByLabel('Zip Code').fill('N1 9GU');
  // A picker of the ISO countries by name (issue 15: a 2-character text field saved "Germany" as
  // "Ge"); a loopback visitor's geo-IP country is the default GB (spec §9).
  const country = page.getByLabel('Country', { exact: true });
  await expect(country).toHaveValue('GB');
  await country.selectOption({ label: 'Germany' });
  await page.getByRole('button', { name: 'Continue' }).click();

  await expect(page.getByRole('heading', { name: 'Welcome aboard' })).toBeVisible();
  const me = await page.request.get('/api/users/me');
  expect((await me.json()).request_details.user_info.country).toBe('DE');
  await page.getByRole('link', { name: 'Go to your wallets' }).click();
  await expect(page).toHaveURL(/\/wallets$/);
  await page.getByRole('button', { name: /^Account menu/ }).click();
  await expect(page.getByRole('menu', { name: 'Account menu' }).getByText(/Account number: \d{8,}/)).toBeVisible();

  // The session lives in an HttpOnly cookie only: nothing in storage, nothing readable by scripts.
  const token = (await context.cookies()).find((cookie) => cookie.name === 'token');
  expect(token?.httpOnly).toBe(true);
  expect(await page.evaluate(() => document.cookie)).not.toContain('token=');
  expect(await page.evaluate(() => JSON.stringify(window.localStorage))).toBe('{}');
  expect(page.url()).not.toContain(token?.value ?? 'no-token');
  await api.dispose();
  expect(errors).toEqual([]);
});

test('the test-mode outbox page shows the messages the platform queued for a recipient', async ({ page }) => {
  const errors = trackPageErrors(page);
  const user = await registerVerifiedUser(baseURL(), 'outbox');
  const api = await apiContext(baseURL());
  const code = await latestCode(api, user.email, 'email_verification_code');
  await api.dispose();
  await page.goto(`/test-mode/outbox?to=${encodeURIComponent(user.email)}`);
  await expect(page.getByRole('heading', { name: 'Test-mode outbox' })).toBeVisible();
  await expect(page.getByText(code, { exact: false }).first()).toBeVisible();
  await expect(page.getByText(user.email).first()).toBeVisible();
  expect(errors).toEqual([]);
});

test('login with OTPLogin on goes through double-auth with the emailed code', async ({ page }) => {
  const errors = trackPageErrors(page);
  const user = await registerVerifiedUser(baseURL(), 'otp');
  // Turn the login code on through the API: a step-up with the password, then PATCH /users/changeOTP.
  const api = await apiContext(baseURL());
  expect((await api.post('/api/users/login', { data: { email: user.email, password: user.password } })).status()).toBe(
    200,
  );
  expect((await api.post('/api/users/reauthenticate', { data: { password: user.password } })).status()).toBe(200);
  const changed = await api.patch('/api/users/changeOTP', { data: { OTPLogin: 1 } });
  expect(changed.status(), await changed.text()).toBe(200);

  await signIn(page, user);
  await expect(page).toHaveURL(/\/double-auth$/);
  await expect(page.getByText('Enter the code we sent to your email address.')).toBeVisible();
  // While the code is pending, members pages send the user back here (spec §4 route change).
  await page.goto('/profile');
  await expect(page).toHaveURL(/\/double-auth$/);
  const code = await latestCode(api, user.email, 'login_code');
  await api.dispose();
  await page.getByLabel('Code').fill(code === '000000' ? '111111' : '000000');
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByText('You have entered an invalid code, Please try again.')).toBeVisible();
  await page.getByLabel('Code').fill(code);
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page).toHaveURL(/\/wallets$/);
  await page.goto('/profile#security');
  await expect(page.getByLabel('Ask for a code when I sign in')).toBeChecked();
  expect(errors).toEqual([]);
});

test('a second login elsewhere shows the Session Timeout modal in the first browser', async ({ browser }) => {
  test.setTimeout(60_000);
  const user = await registerVerifiedUser(baseURL(), 'timeout');
  const first = await browser.newContext({ baseURL: baseURL() });
  const second = await browser.newContext({ baseURL: baseURL() });
  try {
    const firstPage = await first.newPage();
    await signIn(firstPage, user);
    await expect(firstPage).toHaveURL(/\/wallets$/);
    await firstPage.goto('/profile');
    await expect(firstPage.getByRole('heading', { name: 'Profile' })).toBeVisible();

    const secondPage = await second.newPage();
    await signIn(secondPage, user);
    await expect(secondPage).toHaveURL(/\/wallets$/);

    // GET /users/me is polled every 10 s; the replaced session answers invalid_session.
    const modal = firstPage.getByRole('dialog', { name: 'Session Timeout' });
    await expect(modal).toBeVisible({ timeout: 20_000 });
    await expect(modal.getByText('You are logged in on other devices or browsers. Please login again.')).toBeVisible();
    await modal.getByRole('button', { name: 'Login' }).click();
    await expect(firstPage).toHaveURL(/\/login$/);
    await expect(firstPage.getByRole('heading', { name: 'Sign in' })).toBeVisible();
    // The second browser is still signed in.
    await secondPage.goto('/profile');
    await expect(secondPage.getByRole('heading', { name: 'Profile' })).toBeVisible();
  } finally {
    await first.close();
    await second.close();
  }
});

/** The smallest valid PNG (1×1): the server sniffs the bytes, so the upload must be a real image. */
const onePixelPng = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

test('a KYC submission approved by the reviewer changes what the user sees', async ({ page, browser }) => {
  test.setTimeout(60_000);
  const errors = trackPageErrors(page);
  const user = await registerVerifiedUser(baseURL(), 'kyc');
  await signIn(page, user);
  await expect(page).toHaveURL(/\/wallets$/);
  await page.goto('/compliance');
  await expect(page.getByText('Status: Pending')).toBeVisible();
  await page.getByLabel('Document type').selectOption('passport');
  await page.getByLabel('Country that issued the document').selectOption('GB');
  await page
    .getByLabel('Document, front')
    .setInputFiles({ name: 'passport.txt', mimeType: 'text/plain', buffer: Buffer.from('not an image') });
  await page.getByRole('button', { name: 'Submit for review' }).click();
  await expect(page.getByText('This file type is not accepted. Use JPEG, PNG or PDF.')).toBeVisible();
  await page
    .getByLabel('Document, front')
    .setInputFiles({ name: 'passport.png', mimeType: 'image/png', buffer: onePixelPng });
  await page
    .getByLabel('Selfie holding the document')
    .setInputFiles({ name: 'selfie.png', mimeType: 'image/png', buffer: onePixelPng });
  await page.getByRole('button', { name: 'Submit for review' }).click();
  await expect(page.getByText('Status: In review')).toBeVisible();

  const reviewerContext = await browser.newContext({ baseURL: baseURL() });
  try {
    const reviewer = await reviewerContext.newPage();
    await signIn(reviewer, demoSignIns(sharedDemoSecrets()).operator);
    await expect(reviewer).toHaveURL(/\/wallets$/);
    await reviewer.goto('/operator/kyc');
    const row = reviewer.getByRole('row').filter({ hasText: user.email });
    await row.getByRole('button', { name: 'Review' }).click();
    const download = reviewer.getByRole('link', { name: 'Download id_front' });
    await expect(download).toHaveAttribute('href', /\/api\/operator\/kyc\/kyc_[a-z0-9]+\/files\/kyf_[a-z0-9]+$/);
    const href = (await download.getAttribute('href'))!;
    expect((await reviewer.request.get(href)).status()).toBe(200);
    // The document is for operators only: the user's own session cannot read it.
    expect((await page.request.get(href)).status()).toBe(403);
    await reviewer.getByRole('button', { name: 'Approve' }).click();
    await expect(reviewer.getByText('The verification was approved.')).toBeVisible();
  } finally {
    await reviewerContext.close();
  }

  await page.reload();
  await expect(page.getByText('You have successfully verified your account!')).toBeVisible();
  await expect(page.getByText('Status: Successful')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Submit for review' })).toHaveCount(0);
  expect(errors).toEqual([]);
});

test.describe('on a server of its own', () => {
  let server: OwnServer;
  test.beforeAll(async () => {
    test.setTimeout(180_000);
    server = await startOwnServer({ PASSWORD_MAX_AGE_DAYS: '90' });
    // The demo retail user's password is 100 days old; the alt brand (alt.localhost) does not serve
    // GB, which is where a loopback visitor counts (spec §9 default country).
    await server.editDatabase(`
      update users set password_changed_at = now() - interval '100 days' where email = 'demo@demo-exchange.example';
      update brands set configuration = configuration || '{"blocked_countries":["GB"]}'::jsonb where id = 'brd_alt';
    `);
  });
  test.afterAll(async () => {
    await server?.close();
  });

  test('an expired password lands on /change-password, and a new one lets the user in', async ({ page }) => {
    const errors = trackPageErrors(page);
    const retail = demoSignIns(server.demoSecrets()).retail;
    await signIn(page, retail, server.origin);
    await expect(page).toHaveURL(/\/change-password$/);
    await expect(page.getByText('Your password has expired. Please choose a new one.')).toBeVisible();
    await page.getByLabel('Current password').fill(retail.password);
    await page.getByLabel('New password').fill('a-fresh-password-2026');
    await page.getByLabel('Confirm Password').fill('a-fresh-password-2026');
    await page.getByRole('button', { name: 'Change password' }).click();
    await expect(page).toHaveURL(/\/wallets$/);
    expect(errors).toEqual([]);
  });

  test('a visitor from a country the brand does not serve sees the region message', async ({ page }) => {
    const origin = `http://alt.localhost:${server.port}`;
    await page.goto(`${origin}/login`);
    await expect(page.getByRole('alert').first()).toHaveText(
      'Unfortunately we do not provide our services for this region.',
    );
    await page.getByLabel('Email').fill('someone@example.com');
    await page.getByLabel('Password').fill('any-password');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByRole('alert')).toHaveText([
      'Unfortunately we do not provide our services for this region.',
      'Unfortunately we do not provide our services for this region.',
    ]);
    // The brand that serves GB still lets the same visitor in.
    await page.goto(`${server.origin}/login`);
    await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
    await expect(page.getByRole('alert')).toHaveCount(0);
  });
});
