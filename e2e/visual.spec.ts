import { expect, test, type Page } from '@playwright/test';
import { demoSignIns } from './support/demo-secrets.js';
import { settle } from './support/design-sweep.js';
import { startOwnServer, type OwnServer } from './support/own-server.js';

/**
 * Visual regression (issue 15): screenshots of the key pages at 390 and 1280 px, compared with the
 * baselines in e2e/__screenshots__ (a small pixel threshold, playwright.config.ts), so a layout
 * break fails the build. A server of the suite's own gives the seed's data and nothing the other
 * specs did; what moves with time (rates behind the account value, the account number, dates) is
 * replaced by fixed text before each shot. `npx playwright test e2e/visual.spec.ts
 * --update-snapshots` records new baselines after an intended change.
 */

let server: OwnServer;

test.beforeAll(async () => {
  // Starting a platform of its own (migrations, seed) takes longer than one test on a busy machine.
  test.setTimeout(120_000);
  server = await startOwnServer();
});

test.afterAll(async () => {
  await server?.close();
});

/** Fixed text where the page shows values that change between runs. */
async function steadyText(page: Page): Promise<void> {
  await page.evaluate(() => {
    const fixed: [string, string][] = [
      ['.account-value__fiat', '€100,000.00'],
      ['.account-value__btc', '1.00000000 BTC'],
      ['.members-header__account', '1000000000'],
      ['.profile-page__account-number', '1000000000'],
      ['time', '2026-01-01 00:00'],
    ];
    for (const [selector, text] of fixed) {
      for (const element of document.querySelectorAll(selector)) element.textContent = text;
    }
  });
}

async function signIn(page: Page): Promise<void> {
  await page.goto(`${server.origin}/login`);
  const merchant = demoSignIns(server.demoSecrets()).merchant;
  await page.getByLabel('Email').fill(merchant.email);
  await page.getByLabel('Password').fill(merchant.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/wallets$/);
}

const pages: { name: string; path: string; signedIn: boolean; widths: number[] }[] = [
  { name: 'gallery', path: '/test-mode/gallery', signedIn: false, widths: [390, 1280] },
  { name: 'login', path: '/login', signedIn: false, widths: [390, 1280] },
  { name: 'register', path: '/register/personal_details', signedIn: false, widths: [390] },
  { name: 'wallets', path: '/wallets', signedIn: true, widths: [390, 1280] },
  { name: 'profile', path: '/profile', signedIn: true, widths: [390, 1280] },
  { name: 'payment-link', path: '/generatePaymentLink', signedIn: true, widths: [1280] },
];

for (const shot of pages) {
  for (const width of shot.widths) {
    test(`${shot.name} at ${width} px looks as recorded`, async ({ page }) => {
      await page.setViewportSize({ width, height: width < 600 ? 844 : 900 });
      if (shot.signedIn) await signIn(page);
      await page.goto(`${server.origin}${shot.path}`);
      await settle(page);
      await steadyText(page);
      await expect(page).toHaveScreenshot(`${shot.name}-${width}.png`, { fullPage: true });
    });
  }
}

test('the gallery in the dark colour scheme looks as recorded', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(`${server.origin}/test-mode/gallery`);
  await settle(page);
  await expect(page).toHaveScreenshot('gallery-dark-1280.png', { fullPage: true });
});
