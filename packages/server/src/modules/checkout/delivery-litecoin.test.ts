import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import type { App } from '../../app.js';
import type { Database } from '../../db/database.js';
import { forEachDatabase } from '../../testing/test-databases.js';
import type { RegtestNode } from '../chains/testing/litecoind.js';
import { nodeForTests } from '../chains/testing/node-for-tests.js';
import { joinSharedLitecoin, openLitecoinWalletApp } from '../chains/testing/shared-chain-nodes.js';
import { getBalances } from '../ledger/index.js';
import { expectLedgerReconciles } from '../wallets/testing.js';
import { brandOwner } from './order-money.js';
import { buyer } from './testing.js';

/**
 * The guest checkout's delivery against Litecoin Core in regtest (issue 16: "the same buy against
 * Litecoin Core regtest delivers real coins to a regtest address"): the brand's LTC is sent by the
 * node wallet configured as CHAIN_LTC_RPC_WALLET (this file's own wallet on the chain project's one
 * node), the order completes with the node's txid once the send has its confirmations, and the
 * buyer's address holds exactly the order's coins on the node.
 */
const litecoin = nodeForTests(
  () => joinSharedLitecoin('checkout-delivery'),
  (joined) => joined.stop(),
);
let node: RegtestNode & { walletName: string };
beforeEach(() => {
  node = litecoin();
});

const requiredConfirmations = 2;

forEachDatabase('guest checkout delivery on Litecoin regtest', ({ openTestDatabase }) => {
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

  const orderRow = async (orderId: string) =>
    (
      await database.query<{ status: string; txid: string | null }>(
        'select status, txid from checkout_orders where id = $1',
        [orderId],
      )
    ).rows[0];
  const liquidity = async () =>
    (await getBalances(database, brandOwner('brd_demo'))).find(
      (row) => row.asset === 'LTC' && row.kind === 'liquidity',
    )!;

  it('a card-paid order of LTC is sent by the node wallet and completes with the txid; the address holds the coins', async () => {
    expect(app.chains.simulated.LTC).toBeUndefined();
    const before = await liquidity();
    const destination = await node.wallet.call<string>('getnewaddress');
    const init = await app.inject({
      method: 'POST',
      url: '/api/checkout/init',
      payload: { fiat_currency: 'EUR', crypto_currency: 'LTC', fiat_amount: '100.00' },
    });
    expect(init.statusCode, init.body).toBe(200);
    const created = await app.inject({
      method: 'POST',
      url: '/api/checkout/create',
      payload: {
        ...buyer,
        quote_id: init.json().request_details.quote.quote_id,
        crypto_address: destination,
      },
    });
    expect(created.statusCode, created.body).toBe(200);
    const orderId = created.json().request_details.transaction_token as string;
    const cryptoAmount = created.json().request_details.order.crypto_amount as string;
    const baseUnits = BigInt(cryptoAmount.replace('.', ''));
    expect(baseUnits).toBeGreaterThan(0n);

    for (const [event, key] of [
      ['authorized', 'ltc_a'],
      ['captured', 'ltc_c'],
    ] as const) {
      await app.checkoutOrders.applyPaymentEvent({
        orderId,
        event,
        rail: 'card',
        railReference: `ref_${key}`,
        amountMinor: 10_000n,
        currency: 'EUR',
        idempotencyKey: key,
      });
    }

    // First round: the send is broadcast by the node wallet; the order is delivering.
    await app.checkout.deliverDue();
    const delivering = await orderRow(orderId);
    expect(delivering?.status).toBe('delivering');
    const txid = delivering?.txid ?? '';
    expect(txid).toMatch(/^[0-9a-f]{64}$/);
    const inMempool = await node.rpc.call<string[]>('getrawmempool', []);
    expect(inMempool).toContain(txid);

    // Confirmed on the node: the next round completes the order with the same txid.
    await node.mine(requiredConfirmations);
    await database.query(`update checkout_deliveries set next_attempt_at = now() - interval '1 second'`);
    await app.checkout.deliverDue();
    const completed = await orderRow(orderId);
    expect(completed).toMatchObject({ status: 'completed', txid });

    // Real coins: the transaction pays exactly the order's amount to the buyer's address.
    // Litecoin Core 0.21 lists an output's address under `addresses` (later versions: `address`).
    const raw = await node.rpc.call<{
      vout: { value: number; scriptPubKey: { address?: string; addresses?: string[] } }[];
    }>('getrawtransaction', [txid, true]);
    const paid = raw.vout.filter(
      (output) => (output.scriptPubKey.address ?? output.scriptPubKey.addresses?.[0]) === destination,
    );
    expect(paid).toHaveLength(1);
    expect(BigInt(Math.round(paid[0]!.value * 1e8))).toBe(baseUnits);

    // The held coins left the brand's liquidity once; a further round sends nothing again.
    const after = await liquidity();
    expect(after.posted).toBe(before.posted - baseUnits);
    await database.query(`update checkout_deliveries set next_attempt_at = now() - interval '1 second'`);
    await app.checkout.deliverDue();
    expect(await node.rpc.call<string[]>('getrawmempool', [])).toEqual([]);
    expect((await liquidity()).posted).toBe(before.posted - baseUnits);
  });
});
