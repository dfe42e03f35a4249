import { expect, test, type Page } from '@playwright/test';

/** Uncaught page errors and Content Security Policy violations fail the test. */
function trackPageErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error' && message.text().includes('Content Security Policy')) errors.push(message.text());
  });
  return errors;
}

// The nav's accessible name is translated too, so find it by place: the navigation in the page header.
const mainNav = (page: Page) => page.getByRole('banner').getByRole('navigation');

test('home page shows the demo brand nav and the language picker switches language and sets the cookie', async ({
  page,
  context,
}) => {
  const errors = trackPageErrors(page);
  await page.goto('/');
  for (const name of ['Prices', 'Wallet', 'Buy Coins', 'Get Started', 'Login']) {
    await expect(mainNav(page).getByRole('link', { name, exact: true })).toBeVisible();
  }
  await expect(page).toHaveTitle('Demo Exchange');

  await page.getByRole('combobox', { name: 'Language' }).selectOption('es');
  await expect(mainNav(page).getByRole('link', { name: 'Precios', exact: true })).toBeVisible();
  await expect(mainNav(page).getByRole('link', { name: 'Prices', exact: true })).toHaveCount(0);
  const localeCookie = (await context.cookies()).find((cookie) => cookie.name === 'locale');
  expect(localeCookie?.value).toBe('es');
  // max-age 86400 s (spec §9): the expiry is a day from now, give or take the test's own run time.
  const secondsLeft = (localeCookie?.expires ?? 0) - Date.now() / 1000;
  expect(secondsLeft).toBeGreaterThan(86_400 - 120);
  expect(secondsLeft).toBeLessThanOrEqual(86_400);

  await page.reload();
  await expect(mainNav(page).getByRole('link', { name: 'Precios', exact: true })).toBeVisible();
  expect(errors).toEqual([]);
});

test('a Czech visitor gets Czech from the first paint, loading the Czech texts and no other locale', async ({
  page,
  context,
}) => {
  const errors = trackPageErrors(page);
  await context.addCookies([{ name: 'locale', value: 'cz', url: process.env['E2E_BASE_URL']! }]);
  const texts: string[] = [];
  page.on('request', (request) => {
    const name = new URL(request.url()).pathname.split('/').pop() ?? '';
    if (request.resourceType() === 'script' && name.startsWith('texts-')) texts.push(name);
  });
  await page.goto('/login');
  await expect(page.getByRole('heading', { name: 'Přihlášení' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Sign in' })).toHaveCount(0);
  // The shell's Czech texts, and the login page's texts in Czech and in English (the fallback): no other locale.
  const chunks = texts.map((name) => name.replace(/-[\w-]{8}\.js$/, ''));
  expect(chunks).toContain('texts-shell-cz');
  expect(chunks).toContain('texts-account-cz');
  expect(chunks.filter((chunk) => !/-(cz|en)$/.test(chunk))).toEqual([]);
  await page.goto('/widget/payment');
  await expect(page.getByRole('alert')).toContainText('Obchodník nebyl rozpoznán');
  expect(errors).toEqual([]);
});

test('an unknown route answers 404 and shows "This page could not be found."', async ({ page }) => {
  const response = await page.goto('/no-such-page-anywhere');
  expect(response?.status()).toBe(404);
  await expect(page.getByText('This page could not be found.')).toBeVisible();
});

test('an unsupported ?lang= shows the 404 text', async ({ page }) => {
  await page.goto('/?lang=xx');
  await expect(page.getByText('This page could not be found.')).toBeVisible();
  await expect(mainNav(page)).toHaveCount(0);
});

test('the wl_id 2 brand on alt.localhost has its own nav', async ({ page }) => {
  const errors = trackPageErrors(page);
  await page.goto(`http://alt.localhost:${process.env['E2E_PORT']}/`);
  const links = mainNav(page).getByRole('link');
  await expect(links).toHaveText(['Exchange & Wallet', 'White Label Platforms', 'Markets']);
  expect(errors).toEqual([]);
});

test('the widget and checkout iframes render their first screens', async ({ page }) => {
  await page.goto('/widget/payment');
  await expect(page.getByRole('alert')).toHaveText(
    'Merchant not recognized or Session Expired Please Make another transaction.',
  );
  await page.goto('/flow/details');
  await expect(page.getByRole('navigation', { name: 'Checkout steps' })).toContainText('Details');
  // The details step needs a quote first: a direct load says so and links to the buy step (spec §9 defaults).
  await expect(page.getByRole('heading', { name: 'Your details', level: 1 })).toBeVisible();
  await page.getByRole('link', { name: 'Buy Coins' }).click();
  await expect(page.getByRole('heading', { name: 'Buy Coins', level: 1 })).toBeVisible();
  await expect(page.getByLabel('Amount')).toHaveValue('250.00');
});

test('the members login background animates, and stops for prefers-reduced-motion', async ({ page }) => {
  const dotsAnimation = () =>
    page.locator('.members-login-layout__dots').evaluate((element) => getComputedStyle(element).animationName);
  await page.goto('/login');
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  expect(await dotsAnimation()).toBe('members-login-dots');
  await page.emulateMedia({ reducedMotion: 'reduce' });
  expect(await dotsAnimation()).toBe('none');
});
