import { expect, test, type Page } from '@playwright/test';
import { demoSignIns, sharedDemoSecrets } from './support/demo-secrets.js';
import { seriousAxeViolations } from './support/axe.js';
import { signIn } from './support/design-sweep.js';

/** The public home area (issue 18): home page, nav, content pages edited by an operator, maintenance, axe. */

const mainNav = (page: Page) => page.getByRole('navigation', { name: 'Main navigation' });

function trackPageErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

test('the home page shows the brand, live prices with Buy buttons, how it works and the merchant section', async ({
  page,
}) => {
  const errors = trackPageErrors(page);
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^Buy, hold and pay with crypto on \S/);
  await expect(mainNav(page).getByRole('link', { name: 'Get Started' })).toBeVisible();
  await expect(mainNav(page).getByRole('link', { name: 'Login' })).toBeVisible();
  const bitcoin = page.locator('.home-coin').filter({ hasText: 'Bitcoin' }).first();
  // Test mode's deterministic rates: a price in the brand's currency, not the dash of a missing one.
  await expect(bitcoin.locator('.home-coin__price')).toHaveText(/\d/);
  await expect(bitcoin.getByRole('link', { name: 'Buy Bitcoin' })).toHaveAttribute('href', /^\/(flow\/|buy)/);
  await expect(page.getByRole('heading', { name: 'How it works' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Accept crypto on your site' })).toBeVisible();
  await expect(page.getByText(/Crypto-assets are volatile/)).toBeVisible();
  expect(errors).toEqual([]);
});

test('without JavaScript the home and a content page still show their main text and head tags', async ({
  browser,
  baseURL,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL: baseURL ?? '' });
  const page = await context.newPage();
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^Buy, hold and pay with crypto on/);
  // The default content is translated (German here), and a page without JavaScript shows it.
  await page.goto('/privacy?lang=de');
  await expect(page.getByRole('heading', { name: 'Datenschutzerklärung', level: 1 })).toBeVisible();
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/privacy\?lang=de$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  await context.close();
});

test('the wl_id 2 brand on alt.localhost has its own nav on its home page', async ({ page }) => {
  await page.goto(`http://alt.localhost:${process.env['E2E_PORT']}/`);
  await expect(mainNav(page).getByRole('link')).toHaveText(['Exchange & Wallet', 'White Label Platforms', 'Markets']);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

test('a legal page edited by an operator shows the new text', async ({ page, browser, baseURL }) => {
  await signIn(page, demoSignIns(sharedDemoSecrets()).operator);
  await page.goto('/operator/content');
  await page.getByLabel('Pages and posts').selectOption('page/refund-policy');
  await expect(page.getByLabel('Title')).toHaveValue('Refund Policy');
  const stamp = `Refunds within 14 days (${Date.now()})`;
  await page.getByLabel('Text (Markdown)').fill(`## ${stamp}\n\nWrite to us with your order number.`);
  await page.getByRole('button', { name: 'Preview' }).click();
  await expect(page.getByRole('region', { name: 'Preview' }).getByRole('heading', { name: stamp })).toBeVisible();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Saved.' })).toBeVisible();

  const visitor = await browser.newContext({ baseURL: baseURL ?? '' });
  const reader = await visitor.newPage();
  await reader.goto('/refund-policy');
  await expect(reader.getByRole('heading', { name: stamp })).toBeVisible();
  // Edited: no longer the template notice.
  await expect(reader.getByText('Template: the operator has not reviewed this text yet.')).toHaveCount(0);
  await visitor.close();
});

test('the maintenance pages answer with and without slugs', async ({ page }) => {
  for (const [url, section] of [
    ['/maintenance', null],
    ['/maintenance/wallets', 'Unavailable: wallets'],
    ['/maintenance/wallets/deposit', 'Unavailable: wallets / deposit'],
  ] as const) {
    const response = await page.goto(url);
    expect(response?.status(), url).toBe(200);
    await expect(page.getByRole('heading', { name: 'We’ll be back soon' })).toBeVisible();
    if (section !== null) await expect(page.getByText(section)).toBeVisible();
  }
});

test('axe finds no serious or critical violation on the home, login, register and a content page', async ({
  browser,
  baseURL,
}) => {
  // axe is injected as a script: the page's CSP (script-src 'self') is bypassed for the audit only.
  const context = await browser.newContext({ baseURL: baseURL ?? '', bypassCSP: true });
  const page = await context.newPage();
  const problems: string[] = [];
  for (const url of ['/', '/login', '/register', '/terms', '/blog']) {
    await page.goto(url);
    await page.waitForLoadState('networkidle');
    await expect(page.locator('.prerendered')).toHaveCount(0);
    problems.push(...(await seriousAxeViolations(page)).map((problem) => `${url}: ${problem}`));
  }
  await context.close();
  expect(problems).toEqual([]);
});
