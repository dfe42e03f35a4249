import { expect, test, type APIRequestContext } from '@playwright/test';
import { randomBytes } from 'node:crypto';
import { encodeSegwitAddress } from '../packages/core/src/addresses/segwit.js';
import { apiContext, latestCode } from './support/accounts-api.js';
import { demoSignIns } from './support/demo-secrets.js';
import { details, signInAt } from './support/own-server-api.js';
import { startOwnServer, type OwnServer } from './support/own-server.js';

/**
 * Withdrawals end to end (issue 17's Done-when) on a server of its own in test mode, its address
 * book's waiting period shortened to a few seconds (WITHDRAWAL_ADDRESS_WAITING_SECONDS, test mode
 * only) and the demo user's OTPWithdrawal on: the member adds an LTC address, confirms it from the
 * outbox email, waits out the waiting period, withdraws with the withdrawal OTP (the withdrawal
 * reads "2-FA Pending" until the code), sees the txid; the coins are on the (simulated) chain, the
 * balance is the deposit less amount and fee, and the ledger reconciles.
 */

const waitingSeconds = 3;
let server: OwnServer;

test.beforeAll(async () => {
  server = await startOwnServer({ WITHDRAWAL_ADDRESS_WAITING_SECONDS: String(waitingSeconds) });
  const { retail } = demoSignIns(server.demoSecrets());
  await server.editDatabase(`update users set otp_withdrawal = 1 where email = '${retail.email}'`);
});

test.afterAll(async () => {
  await server?.close();
});

/** Signs in to this spec's own server. */
const signIn = (api: APIRequestContext, user: { email: string; password: string }) =>
  signInAt(server.origin, api, user);

/** Credits LTC to the demo user through the operator's test deposit (a real ledger transfer). */
async function fundDemoUser(amount: string): Promise<void> {
  const { retail, operator } = demoSignIns(server.demoSecrets());
  const member = await apiContext(server.origin);
  await signIn(member, retail);
  const me = await details<{ user_info: { user_id: string } }>(await member.get('/api/users/me'));
  await member.dispose();
  const staff = await apiContext(server.origin);
  await signIn(staff, operator);
  await details(
    await staff.post('/api/operator/testDeposit', {
      data: { user_id: me.user_info.user_id, currency: 'LTC', amount, client_id: `e2e-wd-${Date.now()}` },
    }),
  );
  await staff.dispose();
}

const baseUnits = (decimal: string) => BigInt(decimal.replace('.', ''));

/** The signed-in member's available LTC in base units. */
async function ltcBalance(api: APIRequestContext): Promise<bigint> {
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

test('a member adds an LTC address, confirms it by email, waits, withdraws with the OTP and gets the txid', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const { retail, operator } = demoSignIns(server.demoSecrets());
  await fundDemoUser('1.00000000');
  const address = encodeSegwitAddress({ hrp: 'rltc', witnessVersion: 0, program: randomBytes(20) });
  const browser = page.request;
  await page.goto(`${server.origin}/login`);
  await signIn(browser, retail);
  // The demo user holds seeded LTC too: the withdrawal is measured against the balance before it.
  const balanceBefore = await ltcBalance(browser);

  // Add the address: it waits for the emailed link.
  await page.goto(`${server.origin}/withdrawal#addressBook`);
  await page.getByRole('button', { name: 'Add an address' }).click();
  const form = page.getByRole('form', { name: 'New address-book entry' });
  await form.getByRole('combobox', { name: 'Currency' }).selectOption('LTC');
  await form.getByRole('textbox', { name: 'Label' }).fill('E2E cold storage');
  await form.getByRole('textbox', { name: 'Address' }).fill(address);
  await form.getByRole('button', { name: 'Add' }).click();
  await expect(page.getByText(/Open the link we emailed you/)).toBeVisible();
  await expect(page.getByRole('table', { name: 'Address book' })).toContainText('Waiting for email confirmation');

  // Confirm it from the outbox email; it is usable after the (test-shortened) waiting period.
  const outbox = await apiContext(server.origin);
  await page.goto(`${server.origin}${await confirmationPath(outbox, retail.email)}`);
  await expect(page.getByTestId('address-confirmed')).toContainText('E2E cold storage is confirmed.');
  await page.waitForTimeout((waitingSeconds + 1) * 1000);

  // Withdraw 0.1 LTC to it: the costs, then the review, then "2-FA Pending" until the code.
  await page.goto(`${server.origin}/withdrawal`);
  await page.getByRole('combobox', { name: 'Coin' }).selectOption('LTC');
  const entry = page.getByRole('option', { name: /E2E cold storage/ });
  await expect(entry).toBeEnabled();
  await page.getByRole('combobox', { name: 'Send to' }).selectOption({ label: (await entry.textContent()) ?? '' });
  await page.getByRole('textbox', { name: 'Amount' }).fill('0.1');
  await expect(page.getByTestId('quote-receive')).toContainText('0.10000000');
  await page.getByRole('button', { name: 'Review withdrawal' }).click();
  await expect(page.getByTestId('review-destination')).toContainText(address);
  await page.getByRole('button', { name: 'Confirm withdrawal' }).click();
  await expect(page.getByText('2-FA Pending')).toBeVisible();
  const code = await latestCode(outbox, retail.email, 'email_verification_code');
  await page.getByRole('textbox', { name: 'Code' }).fill(code);
  await page.getByRole('button', { name: 'Confirm code' }).click();
  const txidCell = page.getByTestId('withdrawal-txid');
  await expect(txidCell).toHaveText(/^[0-9a-f]{64}$/, { timeout: 30_000 });
  const txid = (await txidCell.textContent()) ?? '';

  // The coins are on the chain, and the wallet was debited amount + fee exactly.
  const onChain = await details<{ outputs: { asset: string; address: string; amount: string }[] }>(
    await outbox.get(`/api/test-mode/chain/transactions/${txid}`),
  );
  expect(onChain.outputs).toContainEqual({ asset: 'LTC', address, amount: '0.10000000' });
  const withdrawals = await details<{ withdrawals: { txid: string | null; total: string }[] }>(
    await browser.get(`${server.origin}/api/transactions/withdrawals`),
  );
  const withdrawal = withdrawals.withdrawals.find((candidate) => candidate.txid === txid);
  expect(withdrawal).toBeDefined();
  expect(await ltcBalance(browser)).toBe(balanceBefore - baseUnits(withdrawal!.total));

  // The ledger reconciles (the hold posted, the fee and the send booked).
  const staff = await apiContext(server.origin);
  await signIn(staff, operator);
  const reconciliation = await details<{ clean: boolean; violations: unknown[] }>(
    await staff.get('/api/operator/ledger/reconcile'),
  );
  expect(reconciliation).toMatchObject({ clean: true, violations: [] });
  await staff.dispose();
  await outbox.dispose();
});
