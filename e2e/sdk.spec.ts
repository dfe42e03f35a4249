import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { expect, test, type Frame, type Page } from '@playwright/test';
import { sharedDemoSecrets } from './support/demo-secrets.js';
import { allowDemoMerchantOrigins } from './support/example-shop.js';
import { merchantHtml, startMerchantSite, strictPolicy, type MerchantSite } from './support/sdk-merchant-site.js';
import { openShop, type TestWindow } from './support/sdk-shop-page.js';

/**
 * The merchant SDK (packages/sdk) in Chromium: a shop on another origin (and site) than the
 * platform, with a strict Content-Security-Policy, loads /sdk/v1.js and mounts the widget or the
 * guest checkout in a shadow-DOM iframe. The frames answer through core's connectToParent. The shop
 * is the demo merchant's (its origin is added to the merchant's allowed origins, which the frames
 * answer as frame-ancestors); the widget runs on a payment id that does not exist (its guard page
 * still says ready) and the message tests use the checkout frame.
 */

const platform = () => process.env['E2E_BASE_URL'] ?? '';
const root = resolve(import.meta.dirname, '..');

/** The iframe the SDK mounted, as a Playwright frame. */
async function sdkFrame(page: Page, selector = 'wlpay-embed iframe'): Promise<Frame> {
  const frame = await (await page.locator(selector).elementHandle())?.contentFrame();
  if (frame === null || frame === undefined) throw new Error(`no frame for ${selector}`);
  return frame;
}

let site: MerchantSite;
/** A shop host that is not local: the test-key test's own browser resolves it to the shop's loopback server. */
const remoteShopHost = 'shop.example.test';
const remoteShop = () => site.origin.replace('//localhost:', `//${remoteShopHost}:`);

test.beforeAll(async () => {
  const sdk = `${platform()}/sdk/v1.js`;
  site = await startMerchantSite({
    '/script-tag': {
      csp: strictPolicy(platform()),
      html: merchantHtml(
        [
          '<h1>Demo shop</h1>',
          '<div id="pay"></div>',
          `<script src="${sdk}" async data-merchant-id="mer_demo" data-transaction-id="pay_e2e_unknown" data-kind="widget" data-mode="inline" data-container="#pay" data-lang="en"></script>`,
        ].join('\n'),
      ),
    },
    '/shop': {
      csp: strictPolicy(platform()),
      html: merchantHtml(`<h1>Demo shop</h1>\n<div id="pay"></div>\n<script src="${sdk}" async></script>`),
    },
    '/frames-forbidden': {
      csp: `default-src 'none'; script-src ${platform()}; frame-src 'none'; style-src 'none'`,
      html: merchantHtml(`<h1>Demo shop</h1>\n<script src="${sdk}" async></script>`),
    },
    '/blank': { html: merchantHtml('<p>Someone else</p>') },
  });
  // The frames answer frame-ancestors with the merchant's allowed origins: the shop is the demo merchant's.
  await allowDemoMerchantOrigins(platform(), sharedDemoSecrets(), [site.origin, remoteShop()]);
});

test.afterAll(async () => {
  await site.close();
});

test('the script tag mounts the widget in a shadow root under a strict CSP with zero violations', async ({ page }) => {
  const problems = await openShop(page, `${site.origin}/script-tag`);
  expect(await page.evaluate(() => (window as unknown as TestWindow).WLPay?.auto?.then(() => 'ready'))).toBe('ready');

  const host = page.locator('#pay > wlpay-embed');
  const mounted = await host.evaluate((element) => {
    const frame = element.shadowRoot?.querySelector('iframe');
    return {
      lightChildren: element.childNodes.length,
      src: frame?.src,
      allow: frame?.getAttribute('allow'),
      title: frame?.title,
      border: frame === undefined || frame === null ? '' : getComputedStyle(frame).borderTopWidth,
      widthMatches: frame?.getBoundingClientRect().width === element.getBoundingClientRect().width,
    };
  });
  expect(mounted).toEqual({
    lightChildren: 0,
    src: expect.stringMatching(
      /^http:\/\/127\.0\.0\.1:\d+\/widget\/\?merchant_id=mer_demo&transaction_id=pay_e2e_unknown&lang=en#channel=[\d_]+&parent_origin=/,
    ),
    allow: 'payment; clipboard-write',
    title: 'Payment',
    border: '0px',
    widthMatches: true,
  });
  expect(new URLSearchParams(new URL(mounted.src ?? '').hash.slice(1)).get('parent_origin')).toBe(site.origin);
  expect(mounted.src?.startsWith(`${platform()}/widget/`)).toBe(true);

  // The frame rendered its page, and the iframe took the height of that page's content.
  const frame = await sdkFrame(page);
  await expect(page.frameLocator('#pay wlpay-embed iframe').locator('#root > *').first()).toBeVisible();
  await expect
    .poll(async () => {
      const contentHeight = await frame.evaluate(() =>
        Math.ceil(document.documentElement.getBoundingClientRect().height),
      );
      const frameHeight = await host.evaluate((element) => element.shadowRoot?.querySelector('iframe')?.style.height);
      return frameHeight === `${contentHeight}px`;
    })
    .toBe(true);

  expect(await page.evaluate(() => document.head.querySelectorAll('style, link, script').length)).toBe(0);
  expect(await page.evaluate(() => (window as unknown as TestWindow).violations)).toEqual([]);
  expect(problems).toEqual([]);
});

test('mount() resolves on ready, and spoofed messages from another origin or window are ignored', async ({ page }) => {
  const problems = await openShop(page, `${site.origin}/shop`);
  const outcome = await page.evaluate(async () => {
    const testWindow = window as unknown as TestWindow;
    testWindow.events = [];
    testWindow.received = [];
    testWindow.handle = await testWindow.WLPay?.mount({
      kind: 'checkout',
      merchantId: 'mer_demo',
      transactionId: 'pay_e2e_1',
      mode: 'inline',
      container: '#pay',
      onEvent: (event: TestWindow['events'][number]) => testWindow.events.push(event),
    });
    // Every message the page gets, to prove the spoofs below did arrive (and were ignored).
    window.addEventListener('message', (event) => {
      const id = event.data?.payload?.payment?.transaction_id;
      if (id !== undefined) testWindow.received.push(`${id} from ${event.origin}`);
    });
    return 'resolved';
  });
  expect(outcome).toBe('resolved');
  const src = (await page.locator('#pay wlpay-embed iframe').getAttribute('src')) ?? '';
  expect(src.startsWith(`${platform()}/flow/?merchant_id=mer_demo&transaction_id=pay_e2e_1#channel=`)).toBe(true);
  const channel = new URLSearchParams(new URL(src).hash.slice(1)).get('channel');
  const success = (transactionId: string) => ({
    source: 'wlpay',
    version: 1,
    channel,
    type: 'success',
    payload: { payment: { transaction_id: transactionId } },
  });
  const post = ({ message, target }: { message: unknown; target: string }) => {
    const receiver = (window.opener as Window | null) ?? (window.parent === window ? null : window.parent);
    if (receiver === null) throw new Error(`${location.href} has no opener or parent to post to`);
    receiver.postMessage(message, target);
  };

  // A window of another origin with the right channel.
  const [stranger] = await Promise.all([
    page.waitForEvent('popup'),
    page.evaluate((url) => void window.open(url), `${site.strangerOrigin}/blank`),
  ]);
  await stranger.waitForURL(`${site.strangerOrigin}/blank`);
  // Sent again until the page's own listener has it (a message from a popup that has just loaded
  // was once lost on a loaded CI machine): the point is that it arrived and the SDK ignored it.
  await expect
    .poll(async () => {
      const seen = await page.evaluate(() => (window as unknown as TestWindow).received);
      if (seen.some((entry) => entry.startsWith('pay_spoof_other_origin '))) return true;
      await stranger.evaluate(post, { message: success('pay_spoof_other_origin'), target: site.origin });
      return false;
    })
    .toBe(true);

  // A platform window that is not the mount's frame: a popup, and another platform iframe on the page.
  const [platformWindow] = await Promise.all([
    page.waitForEvent('popup'),
    page.evaluate((url) => void window.open(url), `${platform()}/flow/`),
  ]);
  await platformWindow.waitForURL(`${platform()}/flow/`);
  await platformWindow.evaluate(post, { message: success('pay_spoof_platform_popup'), target: site.origin });
  // (Of the demo merchant, so the shop may frame it: frame-ancestors lists the merchant's origins.)
  const otherFrameUrl = `${platform()}/flow/?merchant_id=mer_demo&transaction_id=pay_e2e_other`;
  await page.evaluate((url) => {
    const other = document.createElement('iframe');
    other.id = 'other-platform-frame';
    other.src = url;
    document.body.append(other);
  }, otherFrameUrl);
  const otherFrame = await sdkFrame(page, '#other-platform-frame');
  await otherFrame.waitForURL(otherFrameUrl);
  await otherFrame.evaluate(post, { message: success('pay_spoof_platform_frame'), target: site.origin });

  // The shop's own window.
  await page.evaluate((message) => window.postMessage(message, '*'), success('pay_spoof_same_window'));

  // The mount's frame itself: this one counts.
  await (await sdkFrame(page)).evaluate(post, { message: success('pay_from_the_frame'), target: site.origin });

  await expect
    .poll(() => page.evaluate(() => [...new Set((window as unknown as TestWindow).received)].sort()))
    .toEqual([
      `pay_from_the_frame from ${platform()}`,
      `pay_spoof_other_origin from ${site.strangerOrigin}`,
      `pay_spoof_platform_frame from ${platform()}`,
      `pay_spoof_platform_popup from ${platform()}`,
      `pay_spoof_same_window from ${site.origin}`,
    ]);
  const events = await page.evaluate(() => (window as unknown as TestWindow).events);
  expect(events.filter((event) => event.type === 'success')).toEqual([
    { type: 'success', payment: { transaction_id: 'pay_from_the_frame' } },
  ]);
  // The checkout's ready says whether the platform is live (the SDK's test-key guard): a test-mode platform.
  expect(events[0]).toEqual({ type: 'ready', live: false });
  expect(await page.evaluate(() => (window as unknown as TestWindow).violations)).toEqual([]);
  expect(problems).toEqual([]);
});

test('destroy() and Escape leave nothing behind: nodes, listeners, timers and body styles', async ({ page }) => {
  const problems = await openShop(page, `${site.origin}/shop`);
  const snapshot = () =>
    page.evaluate(() => {
      const testWindow = window as unknown as TestWindow;
      return {
        html: document.documentElement.outerHTML,
        listeners: testWindow.activeListeners(),
        timers: testWindow.pendingTimers(),
      };
    });
  const mountModal = () =>
    page.evaluate(async () => {
      const testWindow = window as unknown as TestWindow;
      testWindow.events = [];
      testWindow.handle = await testWindow.WLPay?.mount({
        kind: 'checkout',
        merchantId: 'mer_demo',
        transactionId: 'pay_e2e_2',
        mode: 'modal',
        onEvent: (event: TestWindow['events'][number]) => testWindow.events.push(event),
      });
    });
  const before = await snapshot();
  expect(before.html).not.toContain('style=');

  await mountModal();
  // The frame draws the modal's backdrop, dialog and close button; the SDK's host is a bare iframe.
  const frame = page.frameLocator('wlpay-embed iframe');
  await expect(frame.getByRole('dialog', { name: 'Checkout' })).toBeVisible();
  await expect(frame.getByRole('button', { name: 'Close' })).toBeFocused();
  const during = await snapshot();
  expect(await page.evaluate(() => document.body.style.overflow)).toBe('hidden');
  expect(during.listeners.length).toBeGreaterThan(before.listeners.length);
  await page.evaluate(() => (window as unknown as TestWindow).handle?.destroy());
  expect(await snapshot()).toEqual(before);

  await mountModal();
  await expect(frame.getByRole('button', { name: 'Close' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(page.locator('wlpay-embed')).toHaveCount(0);
  expect(await page.evaluate(() => (window as unknown as TestWindow).events)).toEqual(
    expect.arrayContaining([{ type: 'close', by: 'user' }]),
  );
  expect(await snapshot()).toEqual(before);

  // The frame's close button closes it the same way; Tab stays inside the frame's dialog.
  await mountModal();
  const close = frame.getByRole('button', { name: 'Close' });
  await expect(close).toBeFocused();
  await page.keyboard.press('Shift+Tab');
  expect(await frame.locator(':focus').evaluate((element) => element.closest('[role="dialog"]') !== null)).toBe(true);
  await close.click();
  await expect(page.locator('wlpay-embed')).toHaveCount(0);
  expect(await page.evaluate(() => (window as unknown as TestWindow).events)).toEqual(
    expect.arrayContaining([{ type: 'close', by: 'user' }]),
  );
  expect(await snapshot()).toEqual(before);
  expect(await page.evaluate(() => (window as unknown as TestWindow).violations)).toEqual([]);
  expect(problems).toEqual([]);
});

test('a test key is refused on a live platform from a shop not on localhost; a live key there, or localhost, mounts', async ({
  playwright,
  request,
}, testInfo) => {
  // The platform runs in test mode: its configuration call, which tells the checkout frame whether
  // it is live, answers test_mode: false to the pages of this test.
  const configuration = (await (await request.get(`${platform()}/api/config`)).json()) as {
    request_details: Record<string, unknown>;
  };
  configuration.request_details['test_mode'] = false;
  const launchOptions = testInfo.project.use.launchOptions ?? {};
  const browser = await playwright.chromium.launch({
    ...launchOptions,
    args: [...(launchOptions.args ?? []), `--host-resolver-rules=MAP ${remoteShopHost} 127.0.0.1`],
  });
  const openLiveShop = async (url: string) => {
    const page = await browser.newPage();
    await page.route(`${platform()}/api/config`, (route) => route.fulfill({ json: configuration }));
    return { page, problems: await openShop(page, url) };
  };
  const mountCheckout = (page: Page, publishableKey: string) =>
    page.evaluate(async (key) => {
      const testWindow = window as unknown as TestWindow;
      testWindow.events = [];
      try {
        const handle = await testWindow.WLPay?.mount({
          kind: 'checkout',
          merchantId: 'mer_demo',
          transactionId: 'pay_e2e_key',
          mode: 'modal',
          publishableKey: key,
          onEvent: (event: TestWindow['events'][number]) => testWindow.events.push(event),
        });
        handle?.destroy();
        return { events: testWindow.events };
      } catch (error) {
        return { code: (error as { code: string }).code, message: (error as Error).message };
      }
    }, publishableKey);
  try {
    const remote = await openLiveShop(`${remoteShop()}/shop`);
    expect(await mountCheckout(remote.page, 'pk_test_e2e_refused')).toEqual({
      code: 'invalid_options',
      message: 'WLPay: a test key (pk_test_…) cannot take live payments: use your pk_live_… key here.',
    });
    await expect(remote.page.locator('wlpay-embed')).toHaveCount(0);
    expect(await mountCheckout(remote.page, 'pk_live_e2e_accepted')).toEqual({
      events: [{ type: 'ready', live: true }],
    });
    expect(remote.problems).toEqual([]);

    const local = await openLiveShop(`${site.origin}/shop`);
    expect(await mountCheckout(local.page, 'pk_test_e2e_on_localhost')).toEqual({
      events: [{ type: 'ready', live: true }],
    });
    expect(local.problems).toEqual([]);
  } finally {
    await browser.close();
  }
});

test('a page whose CSP forbids the frame gets frame_blocked within 10 s, and the violation is seen', async ({
  page,
}) => {
  await openShop(page, `${site.origin}/frames-forbidden`);
  const started = Date.now();
  const outcome = await page.evaluate(() =>
    (window as unknown as TestWindow).WLPay?.mount({
      kind: 'widget',
      merchantId: 'mer_demo',
      transactionId: 'pay_e2e_3',
      mode: 'modal',
    }).then(
      () => ({ code: 'resolved', message: '' }),
      (error: { code: string; message: string }) => ({ code: error.code, message: error.message }),
    ),
  );
  expect(Date.now() - started).toBeLessThan(10_000);
  expect(outcome?.code).toBe('frame_blocked');
  expect(outcome?.message).toContain(`allow frame-src ${platform()}`);
  await expect(page.locator('wlpay-embed')).toHaveCount(0);
  // The same collector that found no violation in the tests above finds this one.
  expect(await page.evaluate(() => (window as unknown as TestWindow).violations)).toEqual([
    `frame-src ${platform()}`, // Chromium reports a cross-origin blocked URL by its origin
  ]);
});

test('the built npm module imports on a server without touching window, with stand-alone types', async () => {
  const npmDir = join(root, 'packages/sdk/dist/npm');
  const entry = (await import(pathToFileURL(join(npmDir, 'index.js')).href)) as {
    mount: (options: unknown) => Promise<unknown>;
  };
  const pure = (await import(pathToFileURL(join(npmDir, 'pure.js')).href)) as Record<string, unknown>;
  expect(Object.keys(entry).sort()).toEqual(['MountError', 'mount']);
  expect(Object.keys(pure).sort()).toEqual(['MountError', 'mount']);
  expect('window' in globalThis).toBe(false);
  await expect(
    entry.mount({ kind: 'widget', merchantId: 'm', transactionId: 'p', mode: 'modal', origin: platform() }),
  ).rejects.toMatchObject({ code: 'invalid_options' });
  const declarations = readdirSync(npmDir).filter((name) => name.endsWith('.d.ts'));
  expect(declarations).toEqual(expect.arrayContaining(['index.d.ts', 'pure.d.ts', 'types.d.ts', 'payment.d.ts']));
  for (const name of declarations) expect(readFileSync(join(npmDir, name), 'utf8')).not.toMatch(/@platform\/|import\(/);
});
