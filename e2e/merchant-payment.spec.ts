import { createHmac, randomBytes } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import { formatAmount } from '../packages/core/src/money/format-amount.js';
import { parseAmount } from '../packages/core/src/money/parse-amount.js';
import { freeLoopbackPort } from './free-port.js';
import {
  allowDemoMerchantOrigins,
  demoMerchant,
  registerDemoWebhook,
  startExampleBackend,
  type ExampleBackend,
} from './support/example-shop.js';
import { startOwnServer, type OwnServer } from './support/own-server.js';

/**
 * A merchant payment end to end, through the integration examples (examples/README.md): the
 * example backend (examples/merchant-backend) serves the static shop, creates the payment with
 * the demo merchant's secret key and verifies the platform's webhooks; the shop opens the widget
 * with the SDK's script tag; the customer pays on test mode's simulated chain; the order turns
 * paid from the signed webhook; the merchant sees the net amount in their wallet.
 *
 * The platform is a server of the test's own: a fresh database (the demo merchant has no webhook
 * and no LTC yet) and simulated blocks every 3 s (there is no call to mine on demand: the server's
 * miner runs at CHAIN_SIM_BLOCK_INTERVAL_MS, so "mining until confirmed" is waiting for two
 * blocks), slow enough for the widget's "n of 2 confirmations" screen to be seen.
 */

const blockIntervalMs = 3_000;

let platform: OwnServer;
let backend: ExampleBackend;
let webhookSecret: string;

test.beforeAll(async () => {
  test.setTimeout(180_000);
  platform = await startOwnServer({ CHAIN_SIM_BLOCK_INTERVAL_MS: String(blockIntervalMs) });
  const backendPort = await freeLoopbackPort();
  // The platform delivers to the backend over loopback, which test mode allows (webhook-url.ts).
  const secrets = platform.demoSecrets();
  // The shop's page frames the widget: its origin must be one of the demo merchant's allowed origins.
  await allowDemoMerchantOrigins(platform.origin, secrets, [`http://localhost:${backendPort}`]);
  webhookSecret = await registerDemoWebhook(platform.origin, `http://127.0.0.1:${backendPort}/webhooks`, secrets);
  backend = await startExampleBackend({ platformUrl: platform.origin, port: backendPort, webhookSecret, secrets });
});

test.afterAll(async () => {
  await backend?.close();
  await platform?.close();
});

interface TestWindow {
  violations: string[];
}

/** Runs before the shop's scripts (outside its CSP): records Content-Security-Policy violations. */
function recordViolations(): void {
  const testWindow = window as unknown as TestWindow;
  testWindow.violations = [];
  document.addEventListener('securitypolicyviolation', (event) =>
    testWindow.violations.push(`${event.effectiveDirective} ${event.blockedURI}`),
  );
}

/** Uncaught errors and console errors of the shop and its frames. */
function trackProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`console (${message.location().url}): ${message.text()}`);
  });
  return problems;
}

const violationsOf = (page: Page) => page.evaluate(() => (window as unknown as TestWindow).violations);

interface OrderView {
  order_id: string;
  status: string;
  amount: string;
  currency: string;
  return_url: string;
  payment: { transaction_id: string; status: string; currency_1_iso: string | null; amount_paid: string } | null;
  webhook_events: { id: string; type: string }[];
}

async function backendOrder(page: Page, orderId: string): Promise<OrderView> {
  const response = await page.request.get(`${backend.origin}/orders/${orderId}`);
  expect(response.status(), await response.text()).toBe(200);
  return (await response.json()) as OrderView;
}

const ltcBaseUnits = (decimal: string): bigint => {
  const parsed = parseAmount('LTC', decimal);
  if (!parsed.ok) throw new Error(`${decimal} is not an LTC amount (${parsed.error})`);
  return parsed.value;
};

test('a customer pays the example shop in LTC: widget, simulated chain, signed webhook, return URL, merchant wallet', async ({
  page,
}) => {
  test.setTimeout(150_000);
  const problems = trackProblems(page);
  await page.addInitScript(recordViolations);
  await page.goto(`${backend.origin}/`);
  await expect(page.getByRole('heading', { name: 'Cold Storage Coffee Mug' })).toBeVisible();
  const price = (await page.locator('.product__price').textContent()) ?? '';
  expect(price).toBe('€59.00');

  await page.getByRole('button', { name: 'Pay with crypto' }).click();
  const shopStatus = page.locator('#order-status');
  await expect(shopStatus).toHaveText(/^Order ord_[\w-]+: Waiting for your payment\.$/);
  const orderId = /ord_[\w-]+/.exec((await shopStatus.textContent()) ?? '')?.[0] ?? '';

  // The widget opens as a modal: a <wlpay-embed> host at the end of body whose (open) shadow root
  // holds the platform's iframe; nothing in the shop's light DOM or <head>. The frame draws the
  // modal's dialog and close button.
  await expect(page.frameLocator('wlpay-embed iframe').getByRole('dialog', { name: 'Payment' })).toBeVisible();
  const mounted = await page.locator('body > wlpay-embed').evaluate((host) => ({
    shadowRoot: host.shadowRoot !== null,
    lightChildren: host.childNodes.length,
    src: host.shadowRoot?.querySelector('iframe')?.src ?? '',
  }));
  expect(mounted.shadowRoot).toBe(true);
  expect(mounted.lightChildren).toBe(0);
  expect(mounted.src.startsWith(`${platform.origin}/widget/?merchant_id=${demoMerchant.id}&transaction_id=pay_`)).toBe(
    true,
  );
  const transactionId = new URL(mounted.src).searchParams.get('transaction_id') ?? '';
  const widget = page.frameLocator('wlpay-embed iframe');

  // The merchant header: the backend's price (its catalogue, not the page's text) and the order id.
  await expect(widget.locator('.widget-merchant-header__amount')).toHaveText(price);
  await expect(widget.locator('.widget-merchant-header__order')).toHaveText(`Order ID: ${orderId}`);
  await expect(widget.locator('.widget-merchant-header__product')).toHaveText('Payment for Cold Storage Coffee Mug');

  // No coin was chosen by the shop, so the widget asks.
  await expect(widget.getByRole('heading', { name: 'Choose how to pay' })).toBeVisible();
  await widget.getByRole('button', { name: /Litecoin\s*LTC/ }).click();
  await expect(widget.getByRole('heading', { name: 'Pay with Litecoin (LTC)' })).toBeVisible();

  // What the customer reads off the widget: the amount (8 decimals) and the address.
  const field = (label: string) =>
    widget
      .locator('.widget-field')
      .filter({ has: widget.locator('.widget-field__label').getByText(label, { exact: true }) })
      .locator('.widget-field__value');
  const amountText = (await field('Amount to send').textContent()) ?? '';
  expect(amountText).toMatch(/^\d+\.\d{8} LTC$/);
  const amount = amountText.replace(/ LTC$/, '');
  const address = (await field('Address').textContent()) ?? '';
  expect(address).toMatch(/^rltc1[02-9ac-hj-np-z]{20,}$/); // regtest bech32 in test mode

  // Pay it on test mode's simulated chain (the customer's wallet).
  const paid = await page.request.post(`${platform.origin}/api/test-mode/chain/pay`, {
    data: { address, amount, currency: 'LTC' },
  });
  expect(paid.status(), await paid.text()).toBe(200);

  // Detected at 0 confirmations (mempool) or 1, then settled at 2: the widget follows over SSE.
  await expect(widget.getByRole('heading', { name: 'Payment detected' })).toBeVisible({ timeout: 20_000 });
  await expect(widget.locator('.widget-confirmations')).toHaveText(/^[01] of 2 confirmations$/);
  await expect(widget.getByRole('heading', { name: 'Payment complete' })).toBeVisible({
    timeout: 6 * blockIntervalMs,
  });

  // The shop learns "paid" from its backend, which learns it from the signed payment.settled webhook.
  await expect(shopStatus).toHaveText(`Paid: order ${orderId} is confirmed. Thank you!`, { timeout: 20_000 });
  const order = await backendOrder(page, orderId);
  expect(order).toMatchObject({
    order_id: orderId,
    status: 'paid',
    amount: '59.00',
    currency: 'EUR',
    return_url: `${backend.origin}/order.html?order=${orderId}`,
    payment: { transaction_id: transactionId, status: 'settled', currency_1_iso: 'LTC' },
  });
  expect(ltcBaseUnits(order.payment?.amount_paid ?? '')).toBe(ltcBaseUnits(amount));
  expect(order.webhook_events.map((event) => event.type)).toContain('payment.settled');
  const settledEvent = order.webhook_events.find((event) => event.type === 'payment.settled');
  expect(backend.output()).toContain(`webhook ${settledEvent?.id} payment.settled (${transactionId} settled): applied`);

  // "Return to merchant": the widget's redirect screen closes the modal, and the shop continues to
  // the payment's return URL, whose page shows the order as paid.
  await widget.getByRole('link', { name: 'Return to merchant' }).click();
  await page.waitForURL(`${backend.origin}/order.html?order=${orderId}`);
  await expect(page.getByRole('status')).toHaveText('Paid. Thank you, your order is confirmed!');
  await expect(page.locator('#order-total')).toHaveText('€59.00');
  await expect(page.locator('#order-confirmation')).toHaveText(
    `Confirmed by the payment platform’s signed webhook (payment.settled, ${settledEvent?.id}).`,
  );
  expect(await violationsOf(page)).toEqual([]);
  expect(problems).toEqual([]);

  // The merchant signs in to the members app: the LTC wallet holds the payment net of the 1 % fee
  // (rounded up to the coin's base unit, the platform's favour). The demo merchant had no LTC before.
  const gross = ltcBaseUnits(amount);
  const fee = (gross * demoMerchant.feeBasisPoints + 9_999n) / 10_000n;
  const net = gross - fee;
  await page.goto(`${platform.origin}/login`);
  await page.getByLabel('Email').fill(demoMerchant.email);
  await page.getByLabel('Password').fill(platform.demoSecrets().passwords.merchant);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/wallets$/);
  const ltcRow = page
    .getByRole('main')
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: 'LTC' }) });
  await expect(ltcRow).toContainText(formatAmount('LTC', net, { withCurrency: true }));

  // The merchant's transactions list the payment, settled, with its order, product and amounts.
  await page.getByRole('complementary').getByRole('link', { name: 'Merchant Transactions' }).click();
  await expect(page).toHaveURL(/\/merchantTransactions$/);
  const paymentRow = page.getByRole('row').filter({ hasText: orderId });
  await expect(paymentRow).toContainText('Cold Storage Coffee Mug');
  await expect(paymentRow).toContainText(formatAmount('EUR', '59.00', { withCurrency: true }));
  await expect(paymentRow).toContainText(formatAmount('LTC', gross, { withCurrency: true }));
  // The one status vocabulary (issue 15): a settled payment reads Approved, like a completed deposit.
  await expect(paymentRow).toContainText('Approved');
});

test('the example backend refuses webhooks that are not signed with its secret, or replayed later', async ({
  request,
}) => {
  const created = await request.post(`${backend.origin}/orders`, {
    headers: { 'content-type': 'application/json' },
    data: { product_id: 'cold-storage-mug' },
  });
  expect(created.status(), await created.text()).toBe(201);
  const order = (await created.json()) as { order_id: string; transaction_id: string };
  const body = JSON.stringify({
    type: 'payment.settled',
    timestamp: new Date().toISOString(),
    data: { transaction_id: order.transaction_id, merchant_id: demoMerchant.id, status: 'settled' },
  });
  /** A Standard Webhooks request (v1 HMAC-SHA256 over id.timestamp.body) with the given key. */
  const deliver = (key: Buffer, timestampSeconds: number) => {
    const id = `msg_forged_${randomBytes(6).toString('hex')}`;
    const signature = createHmac('sha256', key).update(`${id}.${timestampSeconds}.${body}`).digest('base64');
    return request.post(`${backend.origin}/webhooks`, {
      headers: {
        'content-type': 'application/json',
        'webhook-id': id,
        'webhook-timestamp': String(timestampSeconds),
        'webhook-signature': `v1,${signature}`,
      },
      data: body,
    });
  };
  const now = Math.floor(Date.now() / 1000);
  const realKey = Buffer.from(webhookSecret.slice('whsec_'.length), 'base64');
  expect((await deliver(randomBytes(32), now)).status(), 'another key').toBe(401);
  expect((await request.post(`${backend.origin}/webhooks`, { data: body })).status(), 'unsigned').toBe(401);
  expect((await deliver(realKey, now - 600)).status(), 'signed, but 10 minutes old').toBe(401);

  const answer = await request.get(`${backend.origin}/orders/${order.order_id}`);
  const after = (await answer.json()) as OrderView;
  expect(after.status).toBe('awaiting_payment');
  expect(after.webhook_events.map((event) => event.type)).not.toContain('payment.settled');
});

test('the React shop mounts the same widget with the SDK imported from npm', async ({ page }) => {
  const problems = trackProblems(page);
  await page.addInitScript(recordViolations);
  await page.goto(`${backend.origin}/react/`);
  await expect(page.getByRole('heading', { name: 'Cold Storage Coffee Mug' })).toBeVisible();
  await page.getByRole('button', { name: 'Pay with crypto' }).click();
  await expect(page.getByRole('status')).toHaveText(/^Order ord_[\w-]+: Waiting for your payment\.$/);
  await expect(page.frameLocator('wlpay-embed iframe').getByRole('dialog', { name: 'Payment' })).toBeVisible();
  const src = await page
    .locator('body > wlpay-embed')
    .evaluate((host) => host.shadowRoot?.querySelector('iframe')?.src ?? '');
  expect(src.startsWith(`${platform.origin}/widget/?merchant_id=${demoMerchant.id}&transaction_id=pay_`)).toBe(true);
  const widget = page.frameLocator('wlpay-embed iframe');
  await expect(widget.getByRole('heading', { name: 'Choose how to pay' })).toBeVisible();
  await expect(widget.locator('.widget-merchant-header__amount')).toHaveText('€59.00');

  await page.keyboard.press('Escape');
  await expect(page.locator('wlpay-embed')).toHaveCount(0);
  await expect(page.getByRole('status')).toHaveText('Payment window closed. Your order is kept.');
  await expect(page.getByRole('button', { name: 'Pay with crypto' })).toBeEnabled();
  expect(await violationsOf(page)).toEqual([]);
  expect(problems).toEqual([]);
});
