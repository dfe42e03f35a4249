import { expect, test, type Page } from '@playwright/test';
import { demoSignIns, sharedDemoSecrets } from './support/demo-secrets.js';

/**
 * Issue 15, "What a first user hit": the fixes a browser shows best (HTTP statuses, requests the
 * page makes or does not make, the favicon). Each test fails on the behaviour the issue reported.
 */

/** The demo retail user, with the shared data folder's password (random per data folder). */
const demoRetail = () => demoSignIns(sharedDemoSecrets()).retail;

async function signIn(page: Page, user: { email: string; password: string }): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('Email').fill(user.email);
  await page.getByLabel('Password').fill(user.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/wallets$/);
}

/** Every request the page made whose path is `path` (any query). */
function requestsTo(page: Page, path: string): string[] {
  const seen: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === path) seen.push(request.url());
  });
  return seen;
}

test('an anonymous visitor’s pages never ask GET /users/me (it answered 401 in every page’s console)', async ({
  page,
}) => {
  const asked = requestsTo(page, '/api/users/me');
  const consoleErrors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') consoleErrors.push(message.text());
  });
  for (const path of ['/', '/login', '/prices', '/register/personal_details', '/forget-password']) {
    await page.goto(path);
    await expect(page.getByRole('banner').or(page.getByRole('main')).first()).toBeVisible();
  }
  await expect(page.getByRole('heading', { name: 'Forgot your password?' })).toBeVisible();
  expect(asked).toEqual([]);
  expect(consoleErrors).toEqual([]);
});

test('/favicon.ico is the brand’s icon for each brand host (it answered 404)', async ({ page, request }) => {
  const icon = await request.get('/favicon.ico');
  expect(icon.status()).toBe(200);
  expect(icon.headers()['content-type']).toBe('image/svg+xml');
  expect(await icon.text()).toContain('>D</text>');
  // The second demo brand's host (alt.localhost, wl_id 2) gets its own initial and colour.
  const alt = await request.get('/favicon.ico', { headers: { host: 'alt.localhost' } });
  expect(alt.status()).toBe(200);
  expect(await alt.text()).toContain('>A</text>');

  const failed: string[] = [];
  page.on('response', (response) => {
    if (response.status() >= 400) failed.push(`${response.status()} ${response.url()}`);
  });
  await page.goto('/');
  await expect(page.getByRole('banner')).toBeVisible();
  expect(failed).toEqual([]);
});

test('a retail user opening a merchant page directly gets HTTP 403 and "You do not have access to this page."', async ({
  page,
}) => {
  await signIn(page, demoRetail());
  for (const path of ['/merchantTransactions', '/merchantSettlements/wire', '/generatePaymentLink']) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(403);
    await expect(page.getByRole('heading', { name: 'You do not have access to this page.' })).toBeVisible();
    await expect(page.getByText('This page could not be found.')).toHaveCount(0);
  }
  // Unknown paths stay 404; the retail user's own pages 200.
  expect((await page.goto('/merchantSettlements/nowhere'))?.status()).toBe(404);
  expect((await page.goto('/transactions'))?.status()).toBe(200);
});

test('a signed-in user on the public pages sees their account and Sign out, not Get Started and Login', async ({
  page,
}) => {
  await signIn(page, demoRetail());
  await page.goto('/prices');
  const nav = page.getByRole('banner').getByRole('navigation');
  const account = nav.getByRole('link', { name: 'Your account: Dana Demo' });
  await expect(account).toBeVisible();
  await expect(account).toHaveAttribute('href', '/wallets');
  await expect(nav.getByRole('link', { name: 'Get Started' })).toHaveCount(0);
  await expect(nav.getByRole('link', { name: 'Login', exact: true })).toHaveCount(0);
  await nav.getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await page.goto('/prices');
  await expect(nav.getByRole('link', { name: 'Login', exact: true })).toBeVisible();
});

test('spec §7 /countries.json lists the ISO codes the country pickers offer', async ({ request }) => {
  const response = await request.get('/countries.json');
  expect(response.status()).toBe(200);
  const { countries } = (await response.json()) as { countries: string[] };
  expect(countries).toHaveLength(249);
  expect(countries).toContain('DE');
});
