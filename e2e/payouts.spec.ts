import { readFileSync } from 'node:fs';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { apiContext } from './support/accounts-api.js';
import { demoSignIns } from './support/demo-secrets.js';
import { details, signIn as signInTo } from './support/withdrawal-flow.js';
import { startOwnServer, type OwnServer } from './support/own-server.js';

/**
 * SEPA payouts end to end (issue 17, "Fiat withdrawals") on a server of its own in test mode: the
 * demo member (made an EEA resident with the Withdraw Fiat permission) withdraws 100.00 EUR to a
 * bank account in the members app; the operator, on /operator/payouts, batches it into a
 * pain.001.001.09 file, downloads the file (that IBAN and amount in it), marks the batch sent, then
 * settled; the member's withdrawal is completed and the ledger reconciles.
 */

const iban = 'DE89370400440532013000';
let server: OwnServer;

test.beforeAll(async () => {
  // A server of its own: seconds on a quiet machine, far longer on a loaded one.
  test.setTimeout(180_000);
  server = await startOwnServer({});
  const { retail } = demoSignIns(server.demoSecrets());
  await server.editDatabase(
    `update users set country = 'DE',
       permissions = coalesce(permissions, '{}'::jsonb) || '{"fiat_withdrawals": "1"}'::jsonb
     where email = '${retail.email}'`,
  );
});

test.afterAll(async () => {
  await server?.close();
});

/** Signs in to this spec's own server. */
const signIn = (api: APIRequestContext, user: { email: string; password: string }) => signInTo(server, api, user);

test('a member’s bank withdrawal is batched, downloaded as pain.001, sent and settled by an operator', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  const { retail, operator } = demoSignIns(server.demoSecrets());

  // The operator's side: the brand's debtor account, and 500.00 EUR credited to the member.
  const staff = await apiContext(server.origin);
  await signIn(staff, operator);
  await details(
    await staff.put('/api/operator/payoutDebtorAccount', {
      data: { name: 'Demo Exchange Ltd', iban: 'DE02120300000000202051', bic: 'BYLADEM1001' },
      headers: { origin: server.origin },
    }),
  );
  const member = page.request;
  await page.goto(`${server.origin}/login`);
  await signIn(member, retail);
  const me = await details<{ user_info: { user_id: string } }>(await member.get(`${server.origin}/api/users/me`));
  await details(
    await staff.post('/api/operator/testDeposit', {
      data: { user_id: me.user_info.user_id, currency: 'EUR', amount: '500.00', client_id: `e2e-po-${Date.now()}` },
      headers: { origin: server.origin },
    }),
  );

  // The member withdraws 100.00 EUR to a new bank account in their own name.
  await page.goto(`${server.origin}/withdrawal?method=fiat`);
  await page.getByRole('combobox', { name: 'Currency' }).selectOption('EUR');
  await page.getByRole('combobox', { name: 'Send to' }).selectOption({ label: 'A new bank account' });
  await page.getByRole('textbox', { name: 'IBAN' }).fill(iban);
  await page.getByRole('textbox', { name: 'BIC' }).fill('COBADEFFXXX');
  await page.getByRole('textbox', { name: 'Account holder' }).fill('Dana Demo');
  await page.getByRole('textbox', { name: 'Amount' }).fill('100');
  await expect(page.getByTestId('quote-receive')).toContainText('100.00');
  await page.getByRole('button', { name: 'Review withdrawal' }).click();
  await expect(page.getByTestId('review-destination')).toContainText(iban);
  await page.getByRole('button', { name: 'Confirm withdrawal' }).click();
  await expect(page.getByTestId('withdrawal-status')).toBeVisible({ timeout: 30_000 });
  const withdrawalsOf = async () =>
    (
      await details<{ withdrawals: { id: string; iban: string | null; status: string }[] }>(
        await member.get(`${server.origin}/api/transactions/withdrawals`),
      )
    ).withdrawals.find((withdrawal) => withdrawal.iban === iban);
  expect((await withdrawalsOf())?.status).toBe('processing');

  // The operator batches it, downloads the file, marks the batch sent, then settled.
  const operatorContext = await browser.newContext();
  const desk = await operatorContext.newPage();
  await desk.goto(`${server.origin}/login`);
  await signIn(desk.request, operator);
  await desk.goto(`${server.origin}/operator/payouts`);
  const waiting = desk.getByRole('table', { name: 'Waiting to be batched' });
  await expect(waiting).toContainText('Dana Demo');
  await expect(waiting).toContainText(iban);
  await desk.getByRole('button', { name: 'Create batch' }).click();
  const dialog = desk.getByRole('dialog');
  await expect(dialog.getByRole('combobox', { name: 'File format' })).toHaveValue('pain.001.001.09');
  await dialog.getByRole('button', { name: 'Create batch' }).click();
  await expect(desk.getByText('Batch created. Payouts in it: 1.')).toBeVisible();
  const batches = desk.getByRole('table', { name: 'Batches' });
  await expect(batches).toContainText('File created');

  const downloading = desk.waitForEvent('download');
  await batches.getByRole('link', { name: 'Download file' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^PBT[A-Z0-9]+\.pain\.001\.001\.09\.xml$/);
  const xml = readFileSync((await download.path())!, 'utf8');
  expect(xml).toContain('urn:iso:std:iso:20022:tech:xsd:pain.001.001.09');
  expect(xml).toContain(`<IBAN>${iban}</IBAN>`);
  expect(xml).toContain('<InstdAmt Ccy="EUR">100.00</InstdAmt>');
  expect(xml).toContain('<Nm>Dana Demo</Nm>');

  await batches.getByRole('button', { name: 'Mark sent' }).click();
  await dialog.getByRole('button', { name: 'Mark sent' }).click();
  await expect(desk.getByText('The batch is marked sent.')).toBeVisible();
  await expect(batches).toContainText('Sent to the bank');
  expect((await withdrawalsOf())?.status).toBe('sent');

  await batches.getByRole('button', { name: 'Mark settled' }).click();
  await dialog.getByRole('button', { name: 'Mark settled' }).click();
  await expect(desk.getByText('The batch is settled. Payouts completed: 1.')).toBeVisible();
  await expect(batches).toContainText('Settled');

  // The member's withdrawal is completed, and the ledger reconciles (asked with the desk's session:
  // the operator's sign-in there ended the earlier API session of the same operator).
  expect((await withdrawalsOf())?.status).toBe('completed');
  const reconciliation = await details<{ clean: boolean; violations: unknown[] }>(
    await desk.request.get(`${server.origin}/api/operator/ledger/reconcile`),
  );
  expect(reconciliation).toMatchObject({ clean: true, violations: [] });
  await operatorContext.close();
  await staff.dispose();
});
