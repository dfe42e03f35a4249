import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import type { App } from '../../app.js';
import type { Database } from '../../db/database.js';
import { forEachDatabase } from '../../testing/test-databases.js';
import type { RegtestNode } from '../chains/testing/litecoind.js';
import { nodeForTests } from '../chains/testing/node-for-tests.js';
import { joinSharedLitecoin, openLitecoinWalletApp } from '../chains/testing/shared-chain-nodes.js';
import { accountIdOf, getAccount } from '../ledger/index.js';
import { expectLedgerReconciles } from '../wallets/testing.js';
import { createWithdrawingUser, fund, ltcTravelRule } from './testing.js';

/**
 * A user's LTC withdrawal against Litecoin Core in regtest (issue 17): the node wallet configured
 * as CHAIN_LTC_RPC_WALLET pays it, the withdrawal shows the node's txid, completes once the send
 * has its confirmations, the destination holds exactly the amount on the node, and the user's
 * balance and the ledger agree (amount + fee gone, nothing held, books reconciled).
 */
const litecoin = nodeForTests(
  () => joinSharedLitecoin('withdrawals'),
  (joined) => joined.stop(),
);
let node: RegtestNode & { walletName: string };
beforeEach(() => {
  node = litecoin();
});

const requiredConfirmations = 2;

forEachDatabase('LTC withdrawal on Litecoin regtest', ({ openTestDatabase }) => {
  let app: App;
  let database: Database;

  beforeAll(async () => {
    database = await openTestDatabase();
    app = await openLitecoinWalletApp(database, litecoin(), requiredConfirmations);
  });
  afterAll(async () => {
    await expectLedgerReconciles(database);
    await app.close();
  });

  it('sends the LTC from the node wallet; the address holds the amount; balance and ledger reconcile', async () => {
    expect(app.chains.simulated.LTC).toBeUndefined();
    const user = await createWithdrawingUser(app);
    await fund(app, user.userId, 'LTC', 200_000_000n);
    const destination = await node.wallet.call<string>('getnewaddress');
    const requested = await app.inject({
      method: 'POST',
      url: '/api/transactions/withdrawal',
      headers: user.headers,
      payload: {
        method: 'crypto',
        client_id: `ltc-node-${Date.now()}`,
        currency: 'LTC',
        amount: '0.75',
        address: destination,
        travel_rule: ltcTravelRule,
      },
    });
    expect(requested.statusCode, requested.body).toBe(200);
    const id = requested.json().request_details.withdrawal.id as string;

    await app.withdrawals.advance();
    const sent = await app.inject({ method: 'GET', url: `/api/transactions/withdrawals/${id}`, headers: user.headers });
    const txid = sent.json().request_details.withdrawal.txid as string;
    expect(sent.json().request_details.withdrawal.status).toBe('sent');
    expect(await node.rpc.call<string[]>('getrawmempool', [])).toContain(txid);

    await node.mine(requiredConfirmations);
    await app.withdrawals.advance();
    const done = await app.inject({ method: 'GET', url: `/api/transactions/withdrawals/${id}`, headers: user.headers });
    expect(done.json().request_details.withdrawal).toMatchObject({ status: 'completed', txid });

    // Litecoin Core 0.21 lists an output's address under `addresses` (later versions: `address`).
    const raw = await node.rpc.call<{
      vout: { value: number; scriptPubKey: { address?: string; addresses?: string[] } }[];
    }>('getrawtransaction', [txid, true]);
    const paid = raw.vout.filter(
      (output) => (output.scriptPubKey.address ?? output.scriptPubKey.addresses?.[0]) === destination,
    );
    expect(paid).toHaveLength(1);
    expect(BigInt(Math.round(paid[0]!.value * 1e8))).toBe(75_000_000n);

    const account = (await getAccount(database, accountIdOf({ owner: user.userId, asset: 'LTC', kind: 'user' })))!;
    expect(account.debitsPending).toBe(0n);
    expect(account.creditsPosted - account.debitsPosted).toBe(200_000_000n - 75_000_000n - 100_000n);
    const balances = await app.inject({ method: 'GET', url: '/api/users/getUserBalances', headers: user.headers });
    const ltc = balances
      .json()
      .request_details.wallets.find((wallet: { currency: string }) => wallet.currency === 'LTC');
    expect(ltc).toMatchObject({ available_balance: '1.24900000', deposit_in_orders: '0.00000000' });

    // A further round sends nothing again.
    await app.withdrawals.advance();
    expect(await node.rpc.call<string[]>('getrawmempool', [])).toEqual([]);
  });
});
