import { expect, test } from '@playwright/test';
import { createJsonRpcClient } from '../packages/server/src/modules/chains/json-rpc.js';
import { coinsToBaseUnits } from '../packages/server/src/modules/chains/sources/decimal-units.js';
import { startLitecoinRegtest, type RegtestNode } from '../packages/server/src/modules/chains/testing/litecoind.js';
import { demoSignIns } from './support/demo-secrets.js';
import { startOwnServer, type OwnServer } from './support/own-server.js';
import {
  baseUnits,
  details,
  expectLedgerClean,
  ltcBalance,
  signIn,
  withdrawalOf,
  withdrawLtcThroughScreens,
} from './support/withdrawal-flow.js';

/**
 * Issue 17's Done-when on Litecoin Core regtest: the server of this spec watches and pays LTC
 * through a real litecoind (CHAIN_LTC_RPC_*; the node's "miner" wallet pays withdrawals, as
 * CHAIN_LTC_RPC_WALLET). The member's LTC arrives as a real deposit (the node sends to the member's
 * deposit address, the watcher credits it after its confirmation), then the member adds an
 * address, confirms it from the outbox email, waits out the shortened waiting period, withdraws
 * with the withdrawal OTP ("2-FA Pending", then the node's txid). The node holds the payment to the
 * destination for exactly the amount; the withdrawal completes after its confirmation; the balance
 * is the deposit less amount and fee, and the ledger reconciles.
 *
 * The one litecoind of the Playwright run is started here, only when this spec runs, and stopped at
 * its end (Playwright runs one worker; run locally under `flock /tmp/chain-node.lock`).
 */

const waitingSeconds = 3;
const depositCoins = '1.00000000';
let node: RegtestNode;
let server: OwnServer;

test.beforeAll(async () => {
  // A node and two server starts: seconds on a quiet machine, far longer on a loaded one.
  test.setTimeout(300_000);
  node = await startLitecoinRegtest();
  server = await startOwnServer({
    WITHDRAWAL_ADDRESS_WAITING_SECONDS: String(waitingSeconds),
    WITHDRAWAL_POLL_INTERVAL_MS: '250',
    CHAIN_POLL_INTERVAL_MS: '250',
    CHAIN_LTC_RPC_URL: node.url,
    CHAIN_LTC_RPC_USER: node.user,
    CHAIN_LTC_RPC_PASSWORD: node.password,
    CHAIN_LTC_RPC_WALLET: 'miner',
    CHAIN_CONFIRMATIONS_LTC: '1',
  });
  const { retail } = demoSignIns(server.demoSecrets());
  await server.editDatabase(`update users set otp_withdrawal = 1 where email = '${retail.email}'`);
});

test.afterAll(async () => {
  await server?.close();
  await node?.stop();
});

test('a member deposits LTC on regtest, withdraws it to a confirmed address with the OTP; the node holds the coins', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const { retail } = demoSignIns(server.demoSecrets());
  const browser = page.request;
  await page.goto(`${server.origin}/login`);
  await signIn(server, browser, retail);
  // The demo user holds seeded LTC too: everything is measured against the balance before.
  const balanceBefore = await ltcBalance(server, browser);

  // A real deposit: the node pays the member's deposit address; one confirmation credits it.
  const wallet = await details<{ wallet: { address?: string | null } }>(
    await browser.post(`${server.origin}/api/users/createWallet`, {
      data: { symbol: 'LTC' },
      headers: { origin: server.origin },
    }),
  );
  const depositAddress = wallet.wallet.address!;
  expect(depositAddress).toMatch(/^(rltc1|[mnQ2])/);
  await node.wallet.call('sendtoaddress', [depositAddress, depositCoins]);
  await node.mine(1);
  await expect
    .poll(() => ltcBalance(server, browser), { timeout: 20_000 })
    .toBe(balanceBefore + baseUnits(depositCoins));

  // The destination: an address of a wallet of its own on the node.
  await node.rpc.call('createwallet', ['receiver']);
  const receiver = createJsonRpcClient({
    url: `${node.url}wallet/receiver`,
    user: node.user,
    password: node.password,
  });
  const address = await receiver.call<string>('getnewaddress', ['', 'bech32']);

  const txid = await withdrawLtcThroughScreens(page, server, {
    email: retail.email,
    address,
    amount: '0.1',
    received: '0.10000000',
    waitingSeconds,
  });

  // The node broadcast it: the payment to the destination is exactly the amount.
  expect(await node.rpc.call<string[]>('getrawmempool')).toContain(txid);
  const raw = await node.rpc.call<{
    vout: { value: number; scriptPubKey: { address?: string; addresses?: string[] } }[];
  }>('getrawtransaction', [txid, true]);
  // Litecoin Core 0.21 lists an output's address under `addresses` (later versions: `address`).
  const paid = raw.vout.filter(
    (output) => (output.scriptPubKey.address ?? output.scriptPubKey.addresses?.[0]) === address,
  );
  expect(paid.map((output) => coinsToBaseUnits(output.value))).toEqual([10_000_000n]);

  // One confirmation completes the withdrawal; the coins are the receiver's.
  await node.mine(1);
  await expect
    .poll(async () => (await withdrawalOf(server, browser, txid)).status, { timeout: 20_000 })
    .toBe('completed');
  const unspent = await receiver.call<{ txid: string; amount: number }[]>('listunspent', [1, 9_999_999, [address]]);
  expect(unspent.map((output) => [output.txid, coinsToBaseUnits(output.amount)])).toEqual([[txid, 10_000_000n]]);

  // The balance: the deposit less amount and fee; the ledger reconciles.
  const withdrawal = await withdrawalOf(server, browser, txid);
  expect(await ltcBalance(server, browser)).toBe(balanceBefore + baseUnits(depositCoins) - baseUnits(withdrawal.total));
  await expectLedgerClean(server);
});
