import { expect, type Frame, type Page } from '@playwright/test';
import { apiContext, latestCode, uniqueContact } from './accounts-api.js';
import { demoSignIns, sharedDemoSecrets } from './demo-secrets.js';
import { allowDemoMerchantOrigins } from './example-shop.js';
import { merchantHtml, startMerchantSite, strictPolicy, type MerchantSite } from './sdk-merchant-site.js';

/**
 * The guest checkout's steps in Chromium (issue 16), shared by the checkout specs: a shop page
 * mounting the checkout through the SDK, the buy and details steps, the email and SMS codes from the
 * test-mode outbox, the card form, and the demo operator's API context.
 */
export const platform = () => process.env['E2E_BASE_URL'] ?? '';
/** A regtest address: test mode delivers on DEPOSIT_NETWORK (regtest by default) and refuses mainnet addresses. */
export const btcAddress = 'bcrt1qpvc9275lcn5suv6c0k3v0mq3xedcpfw2el5e9v';

export interface CheckoutEvent {
  type: string;
  txid?: string;
  order?: { id: string };
  reason?: string;
  code?: string;
}
interface TestWindow {
  WLPay?: { mount(options: Record<string, unknown>): Promise<{ destroy(): void }> };
  events: CheckoutEvent[];
}

/** A shop page on its own origin (strict CSP) loading the SDK, allowed by the demo merchant. */
export async function startCheckoutShop(): Promise<MerchantSite> {
  const site = await startMerchantSite({
    '/shop': {
      csp: strictPolicy(platform()),
      html: merchantHtml(
        `<h1>Demo shop</h1>\n<div id="pay"></div>\n<script src="${platform()}/sdk/v1.js" async></script>`,
      ),
    },
  });
  await allowDemoMerchantOrigins(platform(), sharedDemoSecrets(), [site.origin]);
  return site;
}

/** Signs in as the demo operator on the shared server; an API context with its bearer token. */
export async function operatorApi() {
  const api = await apiContext(platform());
  const login = await api.post('/api/users/login', { data: demoSignIns(sharedDemoSecrets()).operator });
  expect(login.status(), await login.text()).toBe(200);
  const token = ((await login.json()) as { request_details: { user_token: string } }).request_details.user_token;
  return { api, headers: { authorization: `Bearer ${token}` } };
}

/** The shop page with the checkout mounted inline through the SDK; its events land on window.events. */
export async function mountCheckout(page: Page, site: MerchantSite): Promise<Frame> {
  await page.goto(`${site.origin}/shop`);
  await page.waitForFunction(() => (window as unknown as TestWindow).WLPay !== undefined);
  await page.evaluate(async () => {
    const testWindow = window as unknown as TestWindow;
    testWindow.events = [];
    await testWindow.WLPay?.mount({
      kind: 'checkout',
      merchantId: 'mer_demo',
      transactionId: 'pay_e2e_checkout',
      mode: 'inline',
      container: '#pay',
      onEvent: (event: CheckoutEvent) => testWindow.events.push(event),
    });
  });
  const frame = await (await page.locator('#pay wlpay-embed iframe').elementHandle())?.contentFrame();
  if (frame === null || frame === undefined) throw new Error('no checkout frame');
  return frame;
}

export const checkoutEvents = (page: Page) => page.evaluate(() => (window as unknown as TestWindow).events);

/** Buy step and details step up to the codes; returns the guest's contact. */
export async function buyAndGiveDetails(
  frame: Frame,
  options: { method?: string; address?: string } = {},
): Promise<{ email: string; mobile: string }> {
  await expect(frame.getByRole('heading', { name: 'Buy Coins', level: 1 })).toBeVisible();
  await expect(frame.getByLabel('Amount')).toHaveValue('250.00');
  await expect(frame.getByText(/^[0-3]:\d\d$/)).toBeVisible(); // the quote's countdown
  await frame.getByLabel('Your wallet address (BTC)').fill(options.address ?? btcAddress);
  await frame.getByRole('button', { name: 'Continue' }).click();
  await expect(frame.getByRole('heading', { name: 'Your details', level: 1 })).toBeVisible();
  const contact = uniqueContact('guest');
  await frame.getByLabel('First Name').fill('Grace');
  await frame.getByLabel('Last Name').fill('Hopper');
  await frame.getByLabel('Email').fill(contact.email);
  await frame.getByLabel('Mobile Number').fill(contact.mobile);
  await frame.getByLabel('Date Of Birth').fill('1990-12-09');
  await frame.getByLabel('Street Name').fill('1 Compiler Lane');
  await frame.getByLabel('City').fill('Arlington');
  await frame.getByLabel('State').fill('Virginia');
  await frame.getByLabel('Zip Code').fill('22201');
  await frame.getByLabel('Country').selectOption('GB');
  await frame.getByLabel(options.method ?? 'Card', { exact: true }).check();
  await frame.getByLabel('I accept the Terms and Conditions').check();
  await frame.getByLabel('I accept the Refund Policy').check();
  await frame.getByRole('button', { name: 'Continue' }).click();
  await expect(frame.getByRole('heading', { name: 'Verify your account', level: 1 })).toBeVisible();
  return contact;
}

/** The email and SMS codes from the test-mode outbox. */
export async function verifyCodes(frame: Frame, contact: { email: string; mobile: string }): Promise<void> {
  const api = await apiContext(platform());
  await frame.getByLabel('Email code').fill(await latestCode(api, contact.email, 'email_verification_code'));
  await frame.getByLabel('SMS code').fill(await latestCode(api, contact.mobile, 'sms_verification_code'));
  await frame.getByRole('button', { name: 'Verify' }).click();
  await expect(frame.getByText('You have successfully verified your account!')).toBeVisible();
  await frame.getByRole('button', { name: 'Continue' }).click();
  await api.dispose();
}

export async function payByCard(frame: Frame, number: string): Promise<void> {
  await expect(frame.getByRole('heading', { name: 'Pay by card', level: 1 })).toBeVisible();
  await frame.getByLabel('Name on card').fill('Grace Hopper');
  await frame.getByLabel('Card number').fill(number);
  await frame.getByLabel('Expiry date (MM/YY)').fill('12/34');
  await frame.getByLabel('Security code (CVC)').fill('123');
  await frame.getByRole('button', { name: 'Pay now' }).click();
}
