import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { formatAmount } from '../packages/core/src/money/format-amount.js';
import { demoSignIns, sharedDemoSecrets } from './support/demo-secrets.js';

/**
 * Wallets end to end (issue 4) against the built server in test mode: the demo retail user gets a
 * test deposit posted through the operator API (a real ledger transfer), then sees the balance,
 * the account value and the transaction with the right status text, and downloads a statement
 * whose closing balance equals the wallet balance. A EUR deposit by bank transfer: the deposit page
 * shows the brand's IBAN and the user's reference, and the operator credits the bank's statement
 * line by that reference.
 */

interface Envelope<T> {
  request_status: number | string;
  request_details: T;
}

interface WalletWire {
  currency: string;
  available_balance: string;
  deposit_in_orders: string;
}

interface Balances {
  wallets: WalletWire[];
  currency: string;
  account_values: Record<string, string>;
}

/** The demo brand's sign-ins, seeded in test mode with the data folder's passwords (packages/server/src/seed/demo-users.ts). */
const demoUsers = demoSignIns(sharedDemoSecrets());

/** The API's origin check wants the request's own host as Origin on state-changing calls. */
const origin = () => process.env['E2E_BASE_URL'] ?? '';

async function signIn(request: APIRequestContext, email: string, password: string): Promise<string> {
  const response = await request.post('/api/users/login', {
    data: { email, password },
    headers: { origin: origin() },
  });
  expect(response.status(), await response.text()).toBe(200);
  const body = (await response.json()) as Envelope<{ user_token: string }>;
  return body.request_details.user_token;
}

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** A GET with the bearer token, or (token null) with the browser context's session cookie. */
async function getJson<T>(request: APIRequestContext, path: string, token: string | null): Promise<T> {
  const response = await request.get(path, token === null ? {} : { headers: bearer(token) });
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as Envelope<T>).request_details;
}

/** Posts a test deposit as the demo operator (test mode only) and returns the transaction id. */
async function postTestDeposit(
  request: APIRequestContext,
  input: { userId: string; currency: string; amount: string },
): Promise<string> {
  const operatorToken = await signIn(request, demoUsers.operator.email, demoUsers.operator.password);
  const response = await request.post('/api/operator/testDeposit', {
    headers: bearer(operatorToken),
    data: {
      user_id: input.userId,
      currency: input.currency,
      amount: input.amount,
      client_id: `e2e-${input.currency}-${Date.now()}`,
    },
  });
  expect(response.status(), await response.text()).toBe(200);
  const body = (await response.json()) as Envelope<{ transaction: { id: string; status: string } }>;
  expect(body.request_details.transaction.status).toBe('completed');
  return body.request_details.transaction.id;
}

/** Signs the browser in as the demo retail user (the API sets the HttpOnly token cookie). */
async function signInBrowser(page: Page): Promise<string> {
  return signIn(page.request, demoUsers.retail.email, demoUsers.retail.password);
}

function trackPageErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

test('a test deposit shows as balance, account value and an approved transaction', async ({ page, request }) => {
  const errors = trackPageErrors(page);
  const retailToken = await signIn(request, demoUsers.retail.email, demoUsers.retail.password);
  const me = await getJson<{ user_info: { user_id: string } }>(request, '/api/users/me', retailToken);
  const transactionId = await postTestDeposit(request, {
    userId: me.user_info.user_id,
    currency: 'BTC',
    amount: '0.01234567',
  });

  await signInBrowser(page);
  const balances = await getJson<Balances>(page.request, '/api/users/getUserBalances', null);
  const btc = balances.wallets.find((wallet) => wallet.currency === 'BTC');
  expect(btc).toBeDefined();
  expect(Number(btc?.available_balance)).toBeGreaterThanOrEqual(0.01234567);

  await page.goto('/wallets');
  const main = page.getByRole('main');
  const btcRow = main.getByRole('row').filter({ has: page.getByRole('rowheader', { name: 'BTC' }) });
  await expect(btcRow).toContainText(formatAmount('BTC', btc?.available_balance ?? '', { withCurrency: true }));

  // Account value: the user's fiat (2 decimals) and BTC (8 decimals), counted up over 1500 ms.
  const fiat = balances.currency as 'EUR';
  const fiatValue = balances.account_values[fiat];
  const btcValue = balances.account_values['BTC'];
  expect(fiatValue, 'the test-mode rates price the account').toBeDefined();
  const pageValue = main.locator('.account-value');
  await expect(pageValue.getByTestId('account-value-fiat').locator('[aria-hidden="true"]')).toHaveText(
    formatAmount(fiat, fiatValue ?? '', { withCurrency: true }),
    { timeout: 5_000 },
  );
  await expect(pageValue.getByTestId('account-value-btc').locator('[aria-hidden="true"]')).toHaveText(
    formatAmount('BTC', btcValue ?? '', { withCurrency: true }),
  );
  // The sidebar lists the crypto account with its balance.
  await expect(page.getByRole('complementary').getByRole('link', { name: /^BTC/ })).toContainText(
    formatAmount('BTC', btc?.available_balance ?? ''),
  );

  // The transaction, with the status text of core's rule: a completed deposit is "Approved".
  await page.getByRole('complementary').getByRole('link', { name: 'Transactions', exact: true }).click();
  await expect(page).toHaveURL(/\/transactions$/);
  const row = page.locator(`tr[data-transaction-id="${transactionId}"]`);
  await expect(row).toContainText('0.01234567 BTC');
  await expect(row.getByText('Approved', { exact: true })).toBeVisible();
  await expect(row).toContainText('Deposit');

  // The wallet page: the deposit address with its QR code, and the activity says Approved too (one
  // status vocabulary, issue 15: it said COMPLETED where Transactions said Approved).
  await page.goto('/wallets/btc');
  await expect(main.getByRole('img', { name: 'QR code of your BTC wallet address' })).toBeVisible();
  await expect(main.getByTestId('wallet-available-balance')).toHaveText(
    formatAmount('BTC', btc?.available_balance ?? '', { withCurrency: true }),
  );
  await expect(
    page.locator(`tr[data-transaction-id="${transactionId}"]`).getByText('Approved', { exact: true }),
  ).toBeVisible();
  expect(errors).toEqual([]);
});

test('a statement CSV’s closing balance equals the wallet balance', async ({ page, request }) => {
  const retailToken = await signIn(request, demoUsers.retail.email, demoUsers.retail.password);
  const me = await getJson<{ user_info: { user_id: string } }>(request, '/api/users/me', retailToken);
  await postTestDeposit(request, { userId: me.user_info.user_id, currency: 'LTC', amount: '2.5' });

  await signInBrowser(page);
  const balances = await getJson<Balances>(page.request, '/api/users/getUserBalances', null);
  const ltc = balances.wallets.find((wallet) => wallet.currency === 'LTC');
  expect(ltc).toBeDefined();

  await page.goto('/profile#statements');
  const panel = page.getByRole('region', { name: 'Account Statements' });
  await expect(panel).toBeVisible();
  const downloadStarted = page.waitForEvent('download');
  await panel.getByRole('button', { name: 'Download CSV' }).click();
  const download = await downloadStarted;
  expect(download.suggestedFilename()).toMatch(/^statement-\d{4}-\d{2}-\d{2}-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = await streamText(await download.createReadStream());
  // The per-wallet block follows its header line; movement rows come after it.
  const lines = csv.split('\r\n');
  const header = lines.findIndex((line) =>
    line.startsWith('Currency,Opening balance,Money in,Money out,Closing balance'),
  );
  expect(header, csv).toBeGreaterThanOrEqual(0);
  const ltcLine = lines.slice(header + 1).find((line) => line.startsWith('LTC,'));
  expect(ltcLine, csv).toBeDefined();
  const closing = ltcLine?.split(',')[4];
  // Closing balance of the period (ending today) = available + in orders = the wallet's balance.
  expect(closing).toBe(addEightDecimals(ltc?.available_balance ?? '', ltc?.deposit_in_orders ?? ''));
  expect(closing).not.toBe('0.00000000');
  await expect(panel.getByRole('status')).toHaveText(`Downloaded ${download.suggestedFilename()}.`);
});

test('Add Another Wallet from the sidebar creates a wallet with a derived address, which can be made the default', async ({
  page,
}) => {
  const errors = trackPageErrors(page);
  await signInBrowser(page);
  await page.goto('/transactions');
  await page.getByRole('complementary').getByRole('link', { name: 'Add Another Wallet' }).click();
  await expect(page).toHaveURL(/\/wallets\?addWallet=true$/);
  const dialog = page.getByRole('dialog', { name: 'Add new crypto wallet' });
  const coin = dialog.getByRole('combobox', { name: 'Coin' });
  await coin.selectOption('BCH');
  await dialog.getByRole('button', { name: 'Create wallet' }).click();
  await expect(page).toHaveURL(/\/wallets\/bch$/);
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { name: 'BCH wallet' })).toBeVisible();
  // Test mode derives on regtest: a CashAddr with the bchreg prefix, shown with its QR code.
  await expect(main.locator('.deposit-address__value').first()).toHaveText(/^bchreg:q[0-9a-z]{41}$/);
  await expect(main.getByRole('img', { name: 'QR code of your BCH wallet address' })).toBeVisible();
  await main.getByRole('button', { name: 'Make default' }).click();
  await expect(main.getByText('Default', { exact: true })).toBeVisible();
  await page.goto('/wallets');
  const bchRow = main.getByRole('row').filter({ has: page.getByRole('rowheader', { name: 'BCH' }) });
  await expect(bchRow.getByText('Default', { exact: true })).toBeVisible();
  expect(errors).toEqual([]);
});

test('a EUR bank deposit: the deposit page shows the brand’s IBAN and the user’s reference, and the operator credits it by that reference', async ({
  page,
  request,
}) => {
  const errors = trackPageErrors(page);
  await signInBrowser(page);
  const before = await getJson<Balances>(page.request, '/api/users/getUserBalances', null);
  const eurBefore = before.wallets.find((wallet) => wallet.currency === 'EUR')?.available_balance ?? '';

  // The user opens "deposit EUR": the brand's test-mode account and their wallet's reference.
  await page.goto('/deposit?currency=EUR');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { name: 'Deposit EUR by bank transfer' })).toBeVisible();
  await expect(main.getByTestId('bank-iban')).toHaveText('DE89 3704 0044 0532 0130 00');
  await expect(main.getByTestId('bank-test-mode')).toBeVisible();
  const reference = ((await main.getByTestId('deposit-reference').textContent()) ?? '').trim();
  expect(reference).toMatch(/^DEP[0-9A-Z]{10}$/);

  // The bank reports a transfer quoting that reference; the operator credits the statement line.
  const operatorToken = await signIn(request, demoUsers.operator.email, demoUsers.operator.password);
  const line = {
    reference,
    currency: 'EUR',
    amount: '123.45',
    bank_transaction_id: `E2E-SEPA-${Date.now()}`,
    value_date: new Date().toISOString().slice(0, 10),
  };
  const credited = await request.post('/api/operator/bankDeposits', { headers: bearer(operatorToken), data: line });
  expect(credited.status(), await credited.text()).toBe(200);
  const result = ((await credited.json()) as Envelope<{ transaction: { id: string }; replayed: boolean }>)
    .request_details;
  expect(result.replayed).toBe(false);
  // The bank's id is the idempotency key: the same line again credits nothing.
  const replay = await request.post('/api/operator/bankDeposits', { headers: bearer(operatorToken), data: line });
  expect(((await replay.json()) as Envelope<{ replayed: boolean }>).request_details.replayed).toBe(true);

  const eurAfter = addTwoDecimals(eurBefore, '123.45');
  const after = await getJson<Balances>(page.request, '/api/users/getUserBalances', null);
  expect(after.wallets.find((wallet) => wallet.currency === 'EUR')?.available_balance).toBe(eurAfter);
  await page.goto('/wallets');
  const eurRow = main.getByRole('row').filter({ has: page.getByRole('rowheader', { name: 'EUR' }) });
  await expect(eurRow).toContainText(formatAmount('EUR', eurAfter, { withCurrency: true }));

  await page.goto('/transactions');
  const row = page.locator(`tr[data-transaction-id="${result.transaction.id}"]`);
  await expect(row).toContainText(formatAmount('EUR', '123.45', { withCurrency: true }));
  await expect(row).toContainText('Bank transfer');
  await expect(row.getByText('Approved', { exact: true })).toBeVisible();
  expect(errors).toEqual([]);
});

/** "2500.00" + "123.45" → "2623.45", exactly (both at 2 decimals, as the API sends fiat). */
function addTwoDecimals(left: string, right: string): string {
  const cents = (text: string) => {
    expect(text).toMatch(/^[0-9]+\.[0-9]{2}$/);
    return BigInt(text.replace('.', ''));
  };
  const digits = (cents(left) + cents(right)).toString().padStart(3, '0');
  return `${digits.slice(0, -2)}.${digits.slice(-2)}`;
}

/** "2.50000000" + "0.10000000" → "2.60000000", exactly (both at 8 decimals, as the API sends crypto). */
function addEightDecimals(left: string, right: string): string {
  const units = (text: string) => {
    expect(text).toMatch(/^[0-9]+\.[0-9]{8}$/);
    return BigInt(text.replace('.', ''));
  };
  const digits = (units(left) + units(right)).toString().padStart(9, '0');
  return `${digits.slice(0, -8)}.${digits.slice(-8)}`;
}

async function streamText(stream: NodeJS.ReadableStream): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Buffer));
  return Buffer.concat(chunks).toString('utf8');
}
