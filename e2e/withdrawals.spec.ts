import { expect, test } from '@playwright/test';
import { randomBytes } from 'node:crypto';
import { encodeSegwitAddress } from '../packages/core/src/addresses/segwit.js';
import { apiContext } from './support/accounts-api.js';
import { demoSignIns } from './support/demo-secrets.js';
import { startOwnServer, type OwnServer } from './support/own-server.js';
import {
  baseUnits,
  details,
  expectLedgerClean,
  ltcBalance,
  operatorApi,
  signIn,
  withdrawalOf,
  withdrawLtcThroughScreens,
} from './support/withdrawal-flow.js';

/**
 * Withdrawals end to end (issue 17's Done-when) on a server of its own in test mode, its address
 * book's waiting period shortened to a few seconds (WITHDRAWAL_ADDRESS_WAITING_SECONDS, test mode
 * only) and the demo user's OTPWithdrawal on: the member adds an LTC address, confirms it from the
 * outbox email, waits out the waiting period, withdraws with the withdrawal OTP (the withdrawal
 * reads "2-FA Pending" until the code), sees the txid; the coins are on the (simulated) chain, the
 * balance is the deposit less amount and fee, and the ledger reconciles. The same on Litecoin Core
 * regtest: withdrawals-regtest.spec.ts.
 */

const waitingSeconds = 3;
let server: OwnServer;

test.beforeAll(async () => {
  // A server of its own: seconds on a quiet machine, far longer on a loaded one.
  test.setTimeout(180_000);
  server = await startOwnServer({ WITHDRAWAL_ADDRESS_WAITING_SECONDS: String(waitingSeconds) });
  const { retail } = demoSignIns(server.demoSecrets());
  await server.editDatabase(`update users set otp_withdrawal = 1 where email = '${retail.email}'`);
});

test.afterAll(async () => {
  await server?.close();
});

/** Credits LTC to the demo user through the operator's test deposit (a real ledger transfer). */
async function fundDemoUser(amount: string): Promise<void> {
  const { retail } = demoSignIns(server.demoSecrets());
  const member = await apiContext(server.origin);
  await signIn(server, member, retail);
  const me = await details<{ user_info: { user_id: string } }>(await member.get('/api/users/me'));
  await member.dispose();
  const staff = await operatorApi(server);
  await details(
    await staff.post('/api/operator/testDeposit', {
      data: { user_id: me.user_info.user_id, currency: 'LTC', amount, client_id: `e2e-wd-${Date.now()}` },
    }),
  );
  await staff.dispose();
}

test('a member adds an LTC address, confirms it by email, waits, withdraws with the OTP and gets the txid', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const { retail } = demoSignIns(server.demoSecrets());
  await fundDemoUser('1.00000000');
  const address = encodeSegwitAddress({ hrp: 'rltc', witnessVersion: 0, program: randomBytes(20) });
  const browser = page.request;
  await page.goto(`${server.origin}/login`);
  await signIn(server, browser, retail);
  // The demo user holds seeded LTC too: the withdrawal is measured against the balance before it.
  const balanceBefore = await ltcBalance(server, browser);

  const txid = await withdrawLtcThroughScreens(page, server, {
    email: retail.email,
    address,
    amount: '0.1',
    received: '0.10000000',
    waitingSeconds,
  });

  // The coins are on the chain, and the wallet was debited amount + fee exactly.
  const chain = await apiContext(server.origin);
  const onChain = await details<{ outputs: { asset: string; address: string; amount: string }[] }>(
    await chain.get(`/api/test-mode/chain/transactions/${txid}`),
  );
  await chain.dispose();
  expect(onChain.outputs).toContainEqual({ asset: 'LTC', address, amount: '0.10000000' });
  const withdrawal = await withdrawalOf(server, browser, txid);
  expect(await ltcBalance(server, browser)).toBe(balanceBefore - baseUnits(withdrawal.total));

  // The ledger reconciles (the hold posted, the fee and the send booked).
  await expectLedgerClean(server);
});
