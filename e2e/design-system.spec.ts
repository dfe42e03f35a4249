import { expect, test, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { localeCodes } from '../packages/core/src/i18n/locales.js';
import { demoSignIns, sharedDemoSecrets } from './support/demo-secrets.js';
import { horizontalOverflow, settle, signIn, sweepUrls, untranslatedKeys, visit } from './support/design-sweep.js';
import { seriousAxeViolations } from './support/axe.js';

/**
 * The design system in Chromium (issue 15 "Done when"): no page scrolls sideways at 360 px and no
 * text is an untranslated key, over every route of core's table in all seven locales; axe finds no
 * serious or critical violation on the members pages at phone and desktop widths; every
 * interactive element is reachable by keyboard with a visible focus ring; the brand name reads on
 * the sidebar.
 */

const baseURL = () => process.env['E2E_BASE_URL']!;

/** One sign-in of the demo merchant (every members page: merchant area included), reused by cookies. */
let merchantState: Awaited<ReturnType<BrowserContext['storageState']>>;

test.beforeAll(async ({ browser }) => {
  const context = await browser.newContext({ baseURL: baseURL() });
  const page = await context.newPage();
  await signIn(page, demoSignIns(sharedDemoSecrets()).merchant);
  merchantState = await context.storageState();
  await context.close();
});

async function contextFor(
  browser: Browser,
  options: { signedIn: boolean; locale?: string; width?: number; bypassCSP?: boolean },
): Promise<BrowserContext> {
  const width = options.width ?? 1280;
  const context = await browser.newContext({
    baseURL: baseURL(),
    viewport: { width, height: width < 600 ? 780 : 900 },
    bypassCSP: options.bypassCSP ?? false,
    // No transitions: a focus ring is read the moment focus arrives.
    reducedMotion: 'reduce',
    ...(options.signedIn ? { storageState: merchantState } : {}),
  });
  if (options.locale !== undefined) {
    await context.addCookies([{ name: 'locale', value: options.locale, url: baseURL() }]);
  }
  return context;
}

/** The routes a visitor sees signed out, and those only a signed-in member sees. */
function routesByVisitor() {
  const all = sweepUrls();
  return {
    anonymous: all.filter((route) => route.layout !== 'members').map((route) => route.url),
    member: all.filter((route) => route.layout === 'members').map((route) => route.url),
  };
}

for (const locale of localeCodes) {
  test(`${locale}: at 360 px no page scrolls sideways and no text is an untranslated key`, async ({ browser }) => {
    test.setTimeout(180_000);
    const problems: string[] = [];
    const routes = routesByVisitor();
    for (const [signedIn, urls] of [
      [false, routes.anonymous],
      [true, routes.member],
    ] as const) {
      const context = await contextFor(browser, { signedIn, locale, width: 360 });
      const page = await context.newPage();
      const missing: string[] = [];
      page.on('console', (message) => {
        if (message.text().includes('[i18n] missing')) missing.push(message.text());
      });
      for (const url of urls) {
        await visit(page, url);
        await settle(page);
        const overflow = await horizontalOverflow(page);
        if (overflow.pixels > 0)
          problems.push(`${url}: ${overflow.pixels} px wider than the screen (${overflow.culprit})`);
        const keys = await untranslatedKeys(page);
        if (keys.length > 0) problems.push(`${url}: untranslated ${keys.join(', ')}`);
      }
      problems.push(...missing);
      await context.close();
    }
    expect(problems).toEqual([]);
  });
}

for (const width of [390, 1280]) {
  test(`axe finds no serious or critical violation on any members page at ${width} px`, async ({ browser }) => {
    test.setTimeout(180_000);
    const problems: string[] = [];
    const routes = routesByVisitor();
    for (const [signedIn, urls] of [
      [false, routes.anonymous],
      [true, routes.member],
    ] as const) {
      const context = await contextFor(browser, { signedIn, width, bypassCSP: true });
      const page = await context.newPage();
      for (const url of urls) {
        await visit(page, url);
        await settle(page);
        for (const violation of await seriousAxeViolations(page)) problems.push(`${url}: ${violation}`);
      }
      await context.close();
    }
    expect(problems).toEqual([]);
  });
}

/** Tabs through the page; every visible interactive element must take focus and show a ring. */
async function keyboardProblems(page: Page): Promise<string[]> {
  const count = await page.evaluate(() => {
    const selector =
      'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';
    // Roving-focus containers (tab lists, menus) hand their focus to the current item at once.
    const visible = [...document.querySelectorAll<HTMLElement>(selector)].filter(
      (element) =>
        !['tablist', 'menu', 'toolbar', 'radiogroup'].includes(element.getAttribute('role') ?? '') &&
        element.getClientRects().length > 0 &&
        getComputedStyle(element).visibility !== 'hidden' &&
        element.closest('[aria-hidden="true"], [inert]') === null &&
        element.getAttribute('tabindex') !== '-1',
    );
    visible.forEach((element, index) => element.setAttribute('data-keyboard-check', String(index)));
    return visible.length;
  });
  const reached = new Set<string>();
  const problems: string[] = [];
  for (let step = 0; step < count + 10 && reached.size < count; step += 1) {
    await page.keyboard.press('Tab');
    const focused = await page.evaluate(() => {
      const element = document.activeElement as HTMLElement | null;
      if (element === null || element === document.body) return null;
      const style = getComputedStyle(element);
      // A date input's calendar button sits in the input's own shadow tree: when it has the focus the
      // input no longer matches :focus-visible and the ring is the button's (base.css styles it).
      const calendarButton = element.matches('input[type="date"]') && !element.matches(':focus-visible');
      const ring =
        calendarButton ||
        (style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) >= 2) ||
        style.boxShadow !== 'none';
      return { id: element.getAttribute('data-keyboard-check'), ring, name: element.outerHTML.slice(0, 80) };
    });
    if (focused === null) continue;
    if (focused.id !== null) reached.add(focused.id);
    if (!focused.ring) problems.push(`no visible focus ring on ${focused.name}`);
  }
  if (reached.size < count) {
    const missed = await page.evaluate(
      (ids) =>
        [...document.querySelectorAll<HTMLElement>('[data-keyboard-check]')]
          .filter((element) => !ids.includes(element.getAttribute('data-keyboard-check') ?? ''))
          .map((element) => element.outerHTML.slice(0, 80)),
      [...reached],
    );
    problems.push(...missed.map((html) => `not reachable by Tab: ${html}`));
  }
  return [...new Set(problems)];
}

test('every interactive element is reachable by keyboard with a visible focus ring', async ({ browser }) => {
  test.setTimeout(120_000);
  const problems: string[] = [];
  for (const [signedIn, url] of [
    [false, '/login'],
    [false, '/register'],
    [false, '/test-mode/gallery'],
    [true, '/wallets'],
    [true, '/transactions'],
    [true, '/profile'],
    [true, '/merchantTransactions'],
    [true, '/generatePaymentLink'],
  ] as const) {
    const context = await contextFor(browser, { signedIn });
    const page = await context.newPage();
    await page.goto(url);
    await settle(page);
    for (const problem of await keyboardProblems(page)) problems.push(`${url}: ${problem}`);
    await context.close();
  }
  expect(problems).toEqual([]);
});

test('the brand name reads on the members sidebar (contrast at least 4.5:1)', async ({ browser }) => {
  const context = await contextFor(browser, { signedIn: true });
  const page = await context.newPage();
  await page.goto('/wallets');
  const name = page.getByRole('complementary').locator('.brand-logo--text');
  await expect(name).toHaveText('Demo Exchange');
  const ratio = await name.evaluate((element) => {
    const channels = (colour: string) => (colour.match(/[\d.]+/g) ?? []).slice(0, 3).map(Number);
    const luminance = (colour: string) => {
      const [red = 0, green = 0, blue = 0] = channels(colour).map((channel) => {
        const value = channel / 255;
        return value <= 0.04045 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
      });
      return 0.2126 * red + 0.7152 * green + 0.0722 * blue;
    };
    let background = 'rgba(0, 0, 0, 0)';
    for (let node: Element | null = element; node !== null; node = node.parentElement) {
      background = getComputedStyle(node).backgroundColor;
      if (!background.startsWith('rgba(0, 0, 0, 0)') && background !== 'transparent') break;
    }
    const [lighter, darker] = [luminance(getComputedStyle(element).color), luminance(background)].sort((a, b) => b - a);
    return (lighter! + 0.05) / (darker! + 0.05);
  });
  expect(ratio).toBeGreaterThanOrEqual(4.5);
  await context.close();
});

test('on a phone the members navigation is a drawer opened from the header, and the header fits', async ({
  browser,
}) => {
  const context = await contextFor(browser, { signedIn: true, width: 390 });
  const page = await context.newPage();
  await page.goto('/wallets');
  await expect(page.getByRole('heading', { name: 'Wallets', level: 1 })).toBeInViewport();
  await expect(page.getByRole('complementary')).toBeHidden();
  const badge = page.locator('.regulation-badge');
  const box = await badge.boundingBox();
  expect(box !== null && box.x >= 0 && box.x + box.width <= 390).toBe(true);
  await page.getByRole('button', { name: 'Open menu' }).click();
  const drawer = page.getByRole('dialog', { name: 'Main navigation' });
  await expect(drawer).toBeVisible();
  await drawer.getByRole('link', { name: 'Transactions', exact: true }).click();
  await expect(page).toHaveURL(/\/transactions$/);
  await expect(drawer).toBeHidden();
  await context.close();
});
