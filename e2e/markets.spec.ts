import { expect, test, type Page } from '@playwright/test';

/**
 * Markets end to end (issue 18) against the built server in test mode: the prices list sorts and
 * searches, a coin page draws its chart for each range and shows its article, and Buy opens the
 * guest checkout (the demo brand has enable_flow). The platform fills its price history in the
 * refresher's second round (test mode's deterministic prices), so the tests wait for it.
 */

/** Waits until the history backfill reached the 1-year range of a coin (it runs once after start). */
async function waitForHistory(page: Page): Promise<void> {
  await expect
    .poll(
      async () => {
        const response = await page.request.get('/api/checkout/getChartRates?pair=EUR_BTC&range=1y');
        if (!response.ok()) return 0;
        return ((await response.json()) as { request_details: { points: unknown[] } }).request_details.points.length;
      },
      { timeout: 300_000, intervals: [3_000] },
    )
    .toBeGreaterThan(300);
}

function coinNames(page: Page) {
  return page.locator('.market-coin__name').allTextContents();
}

test.describe('markets', () => {
  test.describe.configure({ timeout: 420_000 });

  test('the prices list sorts by its columns and searches by name or ticker', async ({ page }) => {
    await waitForHistory(page);
    await page.goto('/prices?currency=USD');
    await expect(page.getByRole('heading', { name: 'Cryptocurrency prices', level: 1 })).toBeVisible();
    await expect(page.locator('.market-coin__name')).toHaveCount(31);
    await expect(page.locator('.markets-risk')).toContainText('Past prices do not indicate future results');
    // Opens by market capitalisation, largest first: Bitcoin leads the demo's figures.
    expect((await coinNames(page))[0]).toBe('Bitcoin');
    await page.getByRole('button', { name: 'Coin' }).click();
    await expect(page.getByRole('columnheader', { name: 'Coin' })).toHaveAttribute('aria-sort', 'ascending');
    const byName = await coinNames(page);
    expect(byName).toEqual([...byName].sort((a, b) => a.localeCompare(b, 'en')));
    await page.getByRole('button', { name: 'Price' }).click();
    await expect(page.getByRole('columnheader', { name: 'Price' })).toHaveAttribute('aria-sort', 'descending');
    const names = await coinNames(page);
    expect(names[0]).toBe('Bitcoin');
    expect(names.at(-1)).toBe('VeThor Token');
    await page.getByLabel('Search coins').fill('sol');
    await expect(page.locator('.market-coin__name')).toHaveText(['Solana']);
    await page.getByLabel('Search coins').fill('LTC');
    await expect(page.locator('.market-coin__name')).toHaveText(['Litecoin']);
    await page.getByLabel('Search coins').fill('nothing like it');
    await expect(page.getByText('No coin matches “nothing like it”.')).toBeVisible();
  });

  test('a coin page draws the chart of each range and shows its article', async ({ page }) => {
    await waitForHistory(page);
    await page.goto('/prices/btc');
    await expect(page.getByRole('heading', { name: 'Bitcoin (BTC) price', level: 1 })).toBeVisible();
    for (const range of ['24 h', '7 d', '30 d', '1 y']) {
      await page.getByRole('group', { name: 'Chart range' }).getByRole('button', { name: range }).click();
      const chart = page.getByRole('figure', { name: new RegExp(`^Bitcoin price in EUR over ${range}:`) });
      await expect(chart).toBeVisible();
      expect(Number(await chart.getAttribute('data-points'))).toBeGreaterThan(100);
      await expect(chart.locator('canvas').first()).toBeVisible();
    }
    await expect(page.getByRole('link', { name: 'Chart by TradingView' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'About Bitcoin', level: 2 })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'What is Bitcoin?', level: 3 })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Market summary', level: 2 })).toBeVisible();
    await expect(page.locator('.coin-facts').getByText('Proof of work', { exact: true })).toBeVisible();
    await page.getByLabel('Amount in BTC').fill('0.5');
    await expect(page.getByLabel('Amount in EUR')).not.toHaveValue('');
    // A coin without an article says one is coming; an unknown id is the 404 page.
    await page.goto('/prices/xtz');
    await expect(page.getByText('An article about Tezos is coming soon.')).toBeVisible();
    await page.goto('/prices/nocoin');
    await expect(page.getByText('404')).toBeVisible();
  });

  test('Buy opens the guest checkout with the coin chosen', async ({ page }) => {
    await page.goto('/prices/ltc');
    await page.getByRole('link', { name: 'Buy Litecoin' }).click();
    await expect(page).toHaveURL(/\/flow\/\?crypto=LTC&currency=EUR$/);
    await expect(page.getByRole('heading', { name: 'Buy Coins', level: 1 })).toBeVisible();
  });
});
