import { expect, test, type Page } from '@playwright/test';
import { apiContext } from './support/accounts-api.js';
import {
  buyAndGiveDetails,
  checkoutEvents,
  mountCheckout,
  operatorApi,
  payByCard,
  platform,
  startCheckoutShop,
  verifyCodes,
} from './support/checkout-flow.js';
import { demoSignIns, sharedDemoSecrets } from './support/demo-secrets.js';
import { signIn } from './support/design-sweep.js';
import type { MerchantSite } from './support/sdk-merchant-site.js';

/**
 * The operator's checkout screens (issue 16) in Chromium against the test-mode server:
 * - /operator/checkout/deliveries: a guest buys by card; the simulated chain is switched to refuse
 *   sends to the guest's address (POST /test-mode/chain/send-failures), so the delivery's send fails
 *   and the order waits in the queue for an operator with the node's error; the switch is cleared, the
 *   operator retries from the screen, and the order completes with a txid (on the screen and in the
 *   guest's invoice).
 * - /operator/checkout/orders: another paid order whose delivery failed (no coins left) is refunded in
 *   part, then the rest, the screen showing the amounts, the refunds and the states.
 * The ledger reconciles at the end.
 */

/** Regtest addresses of this spec only (the send-failure switch is per address). */
const retriedAddress = 'bcrt1qxycnzvf3xycnzvf3xycnzvf3xycnzvf3jl7gx2';
const refundedAddress = 'bcrt1qxgeryv3jxgeryv3jxgeryv3jxgeryv3jrmcddu';

let site: MerchantSite;

// Each buy runs through delivery (the job runner's 5 s rounds and the simulated chain).
test.describe.configure({ timeout: 180_000 });

test.beforeAll(async () => {
  site = await startCheckoutShop();
});

test.afterAll(async () => {
  await site.close();
  for (const address of [retriedAddress, refundedAddress]) await switchSendFailure(address, false);
});

/** The switch is a public test-mode call: no sign-in (a new sign-in of the demo operator would end the screen's session). */
async function switchSendFailure(address: string, fail: boolean): Promise<void> {
  const api = await apiContext(platform());
  const response = await api.post('/api/test-mode/chain/send-failures', {
    data: { address, fail, ...(fail ? { reason: 'node refused the payment (e2e)' } : {}) },
  });
  expect(response.status(), await response.text()).toBe(200);
  await api.dispose();
}

/** A guest buys 250 EUR of BTC by card (4242…, no challenge) through the SDK; answers the order id. */
async function guestBuys(page: Page, address: string): Promise<string> {
  const frame = await mountCheckout(page, site);
  const contact = await buyAndGiveDetails(frame, { address });
  await verifyCodes(frame, contact);
  await payByCard(frame, '4242 4242 4242 4242');
  await expect
    .poll(async () => (await checkoutEvents(page)).map((event) => event.type), { timeout: 30_000 })
    .toContain('payment_authorized');
  const orderId = (await checkoutEvents(page)).find((event) => event.type === 'order_created')?.order?.id;
  expect(orderId).toMatch(/^chk_/);
  return orderId!;
}

/**
 * The row of one order in the deliveries table, once the screen (reloaded until then) shows it with
 * `text`; with `all`, the whole list rather than only the deliveries waiting for an operator.
 */
async function deliveryRow(staff: Page, orderId: string, text: RegExp, options: { all?: boolean } = {}) {
  const row = staff.getByRole('row').filter({ hasText: orderId });
  await expect(async () => {
    await staff.reload();
    if (options.all === true) await staff.getByLabel('Only those waiting for an operator').uncheck();
    await expect(row).toContainText(text, { timeout: 2_000 });
  }).toPass({ timeout: 60_000, intervals: [1_000, 2_000, 3_000] });
  return row;
}

async function signedInOperator(page: Page): Promise<void> {
  await signIn(page, demoSignIns(sharedDemoSecrets()).operator);
}

test('a failed delivery waits in the operator’s queue; cleared and retried, the order completes with a txid', async ({
  page,
  browser,
  baseURL,
}) => {
  await switchSendFailure(retriedAddress, true);
  const orderId = await guestBuys(page, retriedAddress);

  const staffContext = await browser.newContext({ baseURL: baseURL ?? platform() });
  const staff = await staffContext.newPage();
  await signedInOperator(staff);
  await staff.goto('/operator/checkout/deliveries');
  await expect(staff.getByRole('heading', { name: 'Checkout deliveries', level: 1 })).toBeVisible();
  await expect(staff.getByLabel('Only those waiting for an operator')).toBeChecked();
  const waiting = await deliveryRow(staff, orderId, /node refused the payment \(e2e\)/);
  await expect(waiting).toContainText('Delivering');
  await expect(waiting).toContainText('failed');
  await expect(waiting).toContainText('BTC');

  await switchSendFailure(retriedAddress, false);
  await waiting.getByRole('button', { name: 'Retry' }).click();
  // The screen's outcome: the notice, or the server's refusal (shown in the failure message).
  const outcome = staff.getByRole('status').or(staff.getByRole('alert')).first();
  await expect(outcome).toBeVisible();
  await expect(outcome).toHaveText(`The delivery of ${orderId} is due again.`);
  await expect(staff.getByRole('row').filter({ hasText: orderId })).toHaveCount(0);

  // The job sends again, the simulated chain confirms it: completed, with the txid on the screen.
  const done = await deliveryRow(staff, orderId, /Completed/, { all: true });
  const sendCell = await done.textContent();
  const txid = /confirmed · ([0-9a-f]{64})/.exec(sendCell ?? '')?.[1];
  expect(txid, sendCell ?? '').toBeTruthy();
  await expect
    .poll(async () => (await checkoutEvents(page)).find((event) => event.type === 'order_completed')?.txid, {
      timeout: 60_000,
    })
    .toBe(txid);
  await staffContext.close();
});

test('an operator refunds part of a paid, undelivered order, then the rest; the screen shows each state', async ({
  page,
  browser,
  baseURL,
}) => {
  // The send fails (no coins leave), so the paid order can still be refunded.
  await switchSendFailure(refundedAddress, true);
  const orderId = await guestBuys(page, refundedAddress);

  const staffContext = await browser.newContext({ baseURL: baseURL ?? platform() });
  const staff = await staffContext.newPage();
  await signedInOperator(staff);
  await staff.goto('/operator/checkout/deliveries');
  await deliveryRow(staff, orderId, /node refused the payment \(e2e\)/);

  await staff.goto('/operator/checkout/orders');
  await expect(staff.getByRole('heading', { name: 'Checkout orders', level: 1 })).toBeVisible();
  await staff.getByLabel('Order id').fill(orderId);
  await staff.getByRole('button', { name: 'Find the order' }).click();
  await expect(staff.getByRole('heading', { name: `Order ${orderId}`, level: 2 })).toBeVisible();
  const summary = staff.locator('dl.operator-summary');
  const value = (label: string) =>
    summary.locator('div').filter({ has: staff.locator('dt').filter({ hasText: new RegExp(`^${label}$`) }) });
  await expect(value('State')).toContainText('Delivering');
  await expect(value('Paid')).toContainText('250.00 EUR');
  await expect(value('Refunded')).toContainText('0.00 EUR');
  await expect(value('Can be refunded now')).toContainText('250.00 EUR');
  const coinsBefore = (await value('Coins to deliver').textContent()) ?? '';

  // Part of it: 100.00 EUR.
  await staff.getByLabel('Part of it').check();
  await staff.getByLabel('Amount to refund (EUR)').fill('100.00');
  await staff.getByLabel('Reason (kept in the order’s history)').fill('Partial refund asked by the buyer');
  await staff.getByRole('button', { name: 'Refund', exact: true }).click();
  const confirmPart = staff.getByRole('dialog', { name: 'Refund 100.00 EUR?' });
  await confirmPart.getByRole('button', { name: 'Refund now' }).click();
  await expect(staff.getByText('100.00 EUR refunded. The order is now Delivering.')).toBeVisible();
  await expect(value('Refunded')).toContainText('100.00 EUR');
  await expect(value('Can be refunded now')).toContainText('150.00 EUR');
  // The coins still to deliver shrank in proportion.
  await expect(value('Coins to deliver')).not.toHaveText(coinsBefore);
  const refunds = staff.getByRole('table', { name: 'Refunds of this order' });
  await expect(refunds.getByRole('row').filter({ hasText: 'Partial refund asked by the buyer' })).toContainText(
    '100.00 EUR',
  );

  // Then the rest.
  await staff.getByLabel('Everything left').check();
  await staff.getByRole('button', { name: 'Refund', exact: true }).click();
  await staff.getByRole('dialog', { name: 'Refund 150.00 EUR?' }).getByRole('button', { name: 'Refund now' }).click();
  await expect(staff.getByText('150.00 EUR refunded. The order is now Refunded.')).toBeVisible();
  await expect(value('State')).toContainText('Refunded');
  await expect(value('Refunded')).toContainText('250.00 EUR');
  await expect(refunds.getByRole('row')).toHaveCount(3); // header and two refunds
  await expect(
    staff.getByText(
      'This order cannot be refunded now: it is unpaid, its coins are on their way or delivered, or it was refunded in full.',
    ),
  ).toBeVisible();
  // The queue shows the order refunded.
  await staff.goto('/operator/checkout/deliveries');
  await deliveryRow(staff, orderId, /Refunded/);
  await staffContext.close();

  // The ledger reconciles after the sales, the failed sends, the retry and the refunds.
  const operator = await operatorApi();
  const reconciliation = await operator.api.get('/api/operator/ledger/reconcile', { headers: operator.headers });
  expect(reconciliation.status(), await reconciliation.text()).toBe(200);
  expect(
    ((await reconciliation.json()) as { request_details: { clean: boolean; violations: unknown[] } }).request_details,
  ).toMatchObject({ clean: true, violations: [] });
  await operator.api.dispose();
});
