import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { apiContext, latestCode } from './accounts-api.js';
import { demoSignIns } from './demo-secrets.js';
import type { OwnServer } from './own-server.js';

/**
 * The withdrawal specs' shared steps (issue 17's Done-when) against a server of a test's own: the
 * API calls around them and the member's way through the screens (add an address, confirm it
 * from the outbox email, wait out the shortened waiting period, withdraw with the withdrawal OTP,
 * "2-FA Pending" then the txid). The chain behind the server is the spec's: test mode's simulated
 * chain (withdrawals.spec.ts) or Litecoin Core regtest (withdrawals-regtest.spec.ts).
 */

interface Envelope<T> {
  request_details: T;
}

export async function details<T>(response: Awaited<ReturnType<APIRequestContext['get']>>): Promise<T> {
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as Envelope<T>).request_details;
}

/** Signs in through the API (the session cookie stays in the context); absolute URLs: the config's baseURL is the shared server. */
export async function signIn(
  server: OwnServer,
  api: APIRequestContext,
  user: { email: string; password: string },
): Promise<void> {
  const response = await api.post(`${server.origin}/api/users/login`, {
    data: user,
    headers: { origin: server.origin },
  });
  expect(response.status(), await response.text()).toBe(200);
}

/** A new API context signed in as the demo brand's operator. */
export async function operatorApi(server: OwnServer): Promise<APIRequestContext> {
  const staff = await apiContext(server.origin);
  await signIn(server, staff, demoSignIns(server.demoSecrets()).operator);
  return staff;
}

/** A display amount (8 decimals for crypto) in base units, without a float. */
export const baseUnits = (decimal: string) => BigInt(decimal.replace('.', ''));

/** The signed-in member's available LTC in base units. */
export async function ltcBalance(server: OwnServer, api: APIRequestContext): Promise<bigint> {
  const balances = await details<{ wallets: { currency: string; available_balance: string }[] }>(
    await api.get(`${server.origin}/api/users/getUserBalances`),
  );
  return baseUnits(balances.wallets.find((wallet) => wallet.currency === 'LTC')?.available_balance ?? '0');
}

/** The confirmation link of the newest beneficiary_added email to `to`, as a path of this server. */
async function confirmationPath(api: APIRequestContext, to: string): Promise<string> {
  let path: string | undefined;
  await expect
    .poll(async () => {
      const outbox = await details<{ messages: { template: string; text_body: string }[] }>(
        await api.get(`/api/test-mode/outbox?to=${encodeURIComponent(to)}&limit=20`),
      );
      const link = outbox.messages
        .find((message) => message.template === 'beneficiary_added')
        ?.text_body.match(/https?:\/\/\S+\/withdrawal\/confirm-address\?token=[A-Za-z0-9_%-]+/)?.[0];
      path = link === undefined ? undefined : `${new URL(link).pathname}${new URL(link).search}`;
      return path;
    })
    .toBeDefined();
  return path!;
}

/**
 * The member (signed in on `page`) adds `address` as an LTC entry of the address book, confirms it
 * from the outbox email, waits out the waiting period, withdraws `amount` LTC to it, sees
 * "2-FA Pending", enters the emailed code and sees the txid, which is returned.
 */
export async function withdrawLtcThroughScreens(
  page: Page,
  server: OwnServer,
  input: { email: string; address: string; amount: string; received: string; waitingSeconds: number },
): Promise<string> {
  const { origin } = server;
  // Add the address: it waits for the emailed link.
  await page.goto(`${origin}/withdrawal#addressBook`);
  await page.getByRole('button', { name: 'Add an address' }).click();
  const form = page.getByRole('form', { name: 'New address-book entry' });
  await form.getByRole('combobox', { name: 'Currency' }).selectOption('LTC');
  await form.getByRole('textbox', { name: 'Label' }).fill('E2E cold storage');
  await form.getByRole('textbox', { name: 'Address' }).fill(input.address);
  await form.getByRole('button', { name: 'Add' }).click();
  await expect(page.getByText(/Open the link we emailed you/)).toBeVisible();
  await expect(page.getByRole('table', { name: 'Address book' })).toContainText('Waiting for email confirmation');

  // Confirm it from the outbox email; it is usable after the (test-shortened) waiting period.
  const outbox = await apiContext(origin);
  try {
    await page.goto(`${origin}${await confirmationPath(outbox, input.email)}`);
    await expect(page.getByTestId('address-confirmed')).toContainText('E2E cold storage is confirmed.');
    await page.waitForTimeout((input.waitingSeconds + 1) * 1000);

    // Withdraw: the costs, then the review, then "2-FA Pending" until the code.
    await page.goto(`${origin}/withdrawal`);
    await page.getByRole('combobox', { name: 'Coin' }).selectOption('LTC');
    const entry = page.getByRole('option', { name: /E2E cold storage/ });
    await expect(entry).toBeEnabled();
    await page.getByRole('combobox', { name: 'Send to' }).selectOption({ label: (await entry.textContent()) ?? '' });
    await page.getByRole('textbox', { name: 'Amount' }).fill(input.amount);
    await expect(page.getByTestId('quote-receive')).toContainText(input.received);
    await page.getByRole('button', { name: 'Review withdrawal' }).click();
    await expect(page.getByTestId('review-destination')).toContainText(input.address);
    await page.getByRole('button', { name: 'Confirm withdrawal' }).click();
    await expect(page.getByText('2-FA Pending')).toBeVisible();
    const code = await latestCode(outbox, input.email, 'email_verification_code');
    await page.getByRole('textbox', { name: 'Code' }).fill(code);
    await page.getByRole('button', { name: 'Confirm code' }).click();
    const txidCell = page.getByTestId('withdrawal-txid');
    await expect(txidCell).toHaveText(/^[0-9a-f]{64}$/, { timeout: 30_000 });
    return (await txidCell.textContent()) ?? '';
  } finally {
    await outbox.dispose();
  }
}

/** The member's withdrawal with this txid (its total: amount + fee, 8 decimals). */
export async function withdrawalOf(
  server: OwnServer,
  api: APIRequestContext,
  txid: string,
): Promise<{ txid: string | null; total: string; status: string }> {
  const listed = await details<{ withdrawals: { txid: string | null; total: string; status: string }[] }>(
    await api.get(`${server.origin}/api/transactions/withdrawals`),
  );
  const withdrawal = listed.withdrawals.find((candidate) => candidate.txid === txid);
  expect(withdrawal, `the withdrawal with txid ${txid}`).toBeDefined();
  return withdrawal!;
}

/** The operator's ledger reconciliation is clean (every hold posted or voided, the books balance). */
export async function expectLedgerClean(server: OwnServer): Promise<void> {
  const staff = await operatorApi(server);
  try {
    const reconciliation = await details<{ clean: boolean; violations: unknown[] }>(
      await staff.get('/api/operator/ledger/reconcile'),
    );
    expect(reconciliation).toMatchObject({ clean: true, violations: [] });
  } finally {
    await staff.dispose();
  }
}
