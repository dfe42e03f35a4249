import { expect, type Page } from '@playwright/test';
import { membersAppRoutes } from '../../packages/core/src/routes/app-routes.js';

/** A concrete URL for each route pattern of core's members-app table (one per pattern). */
export function sweepUrls(): { url: string; layout: string }[] {
  const seen = new Set<string>();
  const urls: { url: string; layout: string }[] = [];
  for (const route of membersAppRoutes) {
    const url = route.path
      .replace(':coin', 'btc')
      .replace(':id', 'btc')
      .replace(/\/:[a-z]+\?/gi, '')
      // A blog post (issue 18): the default post every brand has.
      .replace('/blog/:slug', '/blog/welcome');
    if (seen.has(url)) continue;
    seen.add(url);
    urls.push({ url, layout: route.layout });
  }
  return urls;
}

export async function signIn(page: Page, user: { email: string; password: string }): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('Email').fill(user.email);
  await page.getByLabel('Password').fill(user.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/wallets$/);
}

/**
 * Opens `url` in the members app already loaded in `page` the way a click on a link does
 * (history.pushState, then the popstate the router listens to); the first visit loads the page.
 * A sweep over every route then costs a render per route, not a full load of the app (the sweep
 * of seven locales took six minutes of CI with a load per route). Direct loads of each route are
 * covered by the probe and the smoke tests.
 */
export async function visit(page: Page, url: string): Promise<void> {
  if (!page.url().startsWith('http')) {
    await page.goto(url);
    return;
  }
  await page.evaluate((target) => {
    window.history.pushState(null, '', target);
    window.dispatchEvent(new PopStateEvent('popstate', { state: null }));
  }, url);
}

/** Waits until the page shows its content: no loading status left, the fonts and images settled. */
export async function settle(page: Page): Promise<void> {
  await page.waitForLoadState('load');
  await page
    .waitForFunction(() => !document.querySelector('[role="status"].app-loading, .skeleton'), null, { timeout: 8_000 })
    .catch(() => undefined);
  await page.waitForTimeout(150);
}

/**
 * Text that has the shape of an i18n key (`stepUp.title`, `nav:header.signOut`): what i18next
 * shows when a key is missing. Domain names (an email's host, a URL) are not keys.
 */
const keyShape = /(?<![\w@./:-])(?:[a-z][a-zA-Z0-9]*:)?[a-z][a-zA-Z0-9]*(?:\.[a-z][a-zA-Z0-9]*)+(?![\w@/-])/g;
const domainEndings = /\.(example|com|org|net|io|dev|test|local|localhost|eu|uk|de|cz|fi|it|no|es)$/;

export async function untranslatedKeys(page: Page): Promise<string[]> {
  const text = await page.evaluate(() => {
    const parts = [document.body.innerText, document.title];
    for (const element of document.querySelectorAll('[aria-label], [placeholder], [title], img[alt]')) {
      for (const name of ['aria-label', 'placeholder', 'title', 'alt']) {
        const value = element.getAttribute(name);
        if (value) parts.push(value);
      }
    }
    return parts.join('\n');
  });
  return [...new Set([...text.matchAll(keyShape)].map((match) => match[0]))].filter(
    (token) => !domainEndings.test(token),
  );
}

/** How far the page is wider than the screen, and the first element that pokes out (unclipped). */
export async function horizontalOverflow(page: Page): Promise<{ pixels: number; culprit: string }> {
  return page.evaluate(() => {
    const pixels = document.documentElement.scrollWidth - window.innerWidth;
    if (pixels <= 0) return { pixels, culprit: '' };
    const clipped = (element: Element) => {
      for (let node = element.parentElement; node !== null; node = node.parentElement) {
        if (getComputedStyle(node).overflowX !== 'visible') return true;
      }
      return false;
    };
    const culprit = [...document.querySelectorAll('body *')].find(
      (element) => element.getBoundingClientRect().right > window.innerWidth + 0.5 && !clipped(element),
    );
    return {
      pixels,
      culprit: culprit
        ? `${culprit.tagName.toLowerCase()}.${culprit.className} "${(culprit.textContent ?? '').slice(0, 40)}"`
        : '',
    };
  });
}
