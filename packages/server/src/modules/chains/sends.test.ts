import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Database } from '../../db/database.js';
import { forEachDatabase } from '../../testing/test-databases.js';
import { getBalances, lookupTransfer } from '../ledger/ledger-service.js';
import { expectLedgerReconciles, insertWalletTestUser, prepareWalletsDatabase } from '../wallets/testing.js';
import { createJsonRpcClient } from './json-rpc.js';
import { createEvmSender } from './sending/evm-sender.js';
import { addressOfPrivateKey } from './sending/evm-transaction.js';
import { createSendRequest, findSend, processSend, SendError, type NewSend } from './sending/send-requests.js';
import { createUtxoSender } from './sending/utxo-sender.js';
import { hexQuantity, parseHexQuantity } from './sources/decimal-units.js';
import { balanceOfCallData, deployTestToken, sendTestTokens, waitForReceipt } from './testing/erc20.js';
import { fundAndHold } from './testing/ledger-holds.js';
import type { RegtestNode } from './testing/litecoind.js';
import { nodeForTests } from './testing/node-for-tests.js';
import { joinSharedAnvil, joinSharedLitecoin, type SharedAnvil } from './testing/shared-chain-nodes.js';

const hotKey = `0x${randomBytes(32).toString('hex')}`;
const hotAddress = addressOfPrivateKey(hotKey);

interface SendFixture {
  litecoin: RegtestNode;
  anvil: SharedAnvil;
  usdt: string;
}
// The chain project's one Litecoin Core node and one Anvil, with this file's own wallet and account.
const fixture = nodeForTests<SendFixture>(
  async () => {
    const [ltc, evm] = await Promise.allSettled([joinSharedLitecoin('sends'), joinSharedAnvil()]);
    if (ltc.status === 'rejected' || evm.status === 'rejected') {
      if (ltc.status === 'fulfilled') await ltc.value.stop();
      if (evm.status === 'fulfilled') await evm.value.stop();
      throw ltc.status === 'rejected' ? ltc.reason : (evm as PromiseRejectedResult).reason;
    }
    const started = { litecoin: ltc.value, anvil: evm.value };
    try {
      const token = await deployTestToken(started.anvil.rpc, started.anvil.account, {
        name: 'Tether USD',
        symbol: 'USDT',
        supply: 10n ** 15n,
      });
      await waitForReceipt(
        started.anvil.rpc,
        await started.anvil.rpc.call<string>('eth_sendTransaction', [
          { from: started.anvil.account, to: hotAddress, value: hexQuantity(10n ** 19n) },
        ]),
      );
      await waitForReceipt(
        started.anvil.rpc,
        await sendTestTokens(started.anvil.rpc, token, started.anvil.account, hotAddress, 1_000_000_000n),
      );
      return { ...started, usdt: token };
    } catch (error) {
      await Promise.all([started.litecoin.stop(), started.anvil.stop()]);
      throw error;
    }
  },
  async (started) => {
    await Promise.all([started.litecoin.stop(), started.anvil.stop()]);
  },
);
let litecoin: RegtestNode;
let anvil: SharedAnvil;
let usdt: string;
beforeEach(() => {
  ({ litecoin, anvil, usdt } = fixture());
});

async function userBalance(database: Database, userId: string, asset: string) {
  const balance = (await getBalances(database, userId)).find((each) => each.asset === asset && each.kind === 'user');
  return { posted: balance?.posted ?? 0n, held: balance?.held ?? 0n };
}

const receivedBy = async (address: string) => litecoin.wallet.call<number>('getreceivedbyaddress', [address, 0]);

forEachDatabase('sending from ledger holds', ({ openTestDatabase }) => {
  let database: Database;
  beforeAll(async () => {
    database = await openTestDatabase();
    await prepareWalletsDatabase(database);
  });
  afterAll(async () => {
    await expectLedgerReconciles(database);
  });

  describe('send requests', () => {
    it('exist only against a pending hold of exactly that amount to chain clearing; one send per hold', async () => {
      const userId = await insertWalletTestUser(database);
      const holdId = await fundAndHold(database, userId, 'LTC', 100_000_000n, 40_000_000n);
      const request: NewSend = {
        chain: 'LTC',
        network: 'regtest',
        asset: 'LTC',
        toAddress: 'rltc1qexample000000000000000000000',
        amount: 40_000_000n,
        holdTransferId: holdId,
      };
      await expect(createSendRequest(database, { ...request, holdTransferId: 'hold_missing' })).rejects.toMatchObject({
        type: 'hold_not_found',
      });
      await expect(createSendRequest(database, { ...request, amount: 40_000_001n })).rejects.toMatchObject({
        type: 'hold_mismatch',
      });
      await expect(createSendRequest(database, { ...request, asset: 'BTC' })).rejects.toBeInstanceOf(SendError);
      const first = await createSendRequest(database, request);
      const again = await createSendRequest(database, request);
      expect(again.id).toBe(first.id);
      expect(first.status).toBe('queued');
      await expect(
        createSendRequest(database, { ...request, toAddress: 'rltc1qother00000000000000000000000' }),
      ).rejects.toMatchObject({ type: 'conflict' });
      const count = await database.query<{ count: string }>(
        'select count(*)::text as count from chain_sends where hold_transfer_id = $1',
        [holdId],
      );
      expect(count.rows[0]?.count).toBe('1');
    });
  });

  describe('UTXO through the node wallet (Litecoin regtest)', () => {
    const sender = () => createUtxoSender({ chain: 'LTC', network: 'regtest', wallet: litecoin.wallet });

    it('broadcasts, confirms and posts the hold; retries, a crashed attempt and a concurrent attempt never pay twice', async () => {
      const userId = await insertWalletTestUser(database);
      const holdId = await fundAndHold(database, userId, 'LTC', 100_000_000n, 20_000_000n);
      const to = await litecoin.wallet.call<string>('getnewaddress');
      const send = await createSendRequest(database, {
        chain: 'LTC',
        network: 'regtest',
        asset: 'LTC',
        toAddress: to,
        amount: 20_000_000n,
        holdTransferId: holdId,
      });
      // An attempt that paid and crashed before recording anything: the node has the payment, the row says queued.
      const crashedTxid = await sender().send(database, send);
      expect((await findSend(database, send.id))?.status).toBe('queued');
      const [processed, concurrent] = await Promise.all([
        processSend(database, sender(), send.id, 2),
        processSend(database, sender(), send.id, 2),
      ]);
      expect(processed.txid ?? concurrent.txid).toBe(crashedTxid);
      expect(await findSend(database, send.id)).toMatchObject({ status: 'broadcast', txid: crashedTxid });
      await processSend(database, sender(), send.id, 2);
      expect(await receivedBy(to)).toBe(0.2);
      expect(await userBalance(database, userId, 'LTC')).toEqual({ posted: 100_000_000n, held: 20_000_000n });
      await litecoin.mine(2);
      const confirmed = await processSend(database, sender(), send.id, 2);
      expect(confirmed.status).toBe('confirmed');
      await processSend(database, sender(), send.id, 2);
      expect(await receivedBy(to)).toBe(0.2);
      expect(await userBalance(database, userId, 'LTC')).toEqual({ posted: 80_000_000n, held: 0n });
      expect(await lookupTransfer(database, `post_${send.id}`)).toMatchObject({ status: 'recorded' });
    });

    it('a payment the node refuses (insufficient funds) fails and releases the hold', async () => {
      const userId = await insertWalletTestUser(database);
      const huge = 1_000_000n * 100_000_000n;
      const holdId = await fundAndHold(database, userId, 'LTC', huge, huge);
      const to = await litecoin.wallet.call<string>('getnewaddress');
      const send = await createSendRequest(database, {
        chain: 'LTC',
        network: 'regtest',
        asset: 'LTC',
        toAddress: to,
        amount: huge,
        holdTransferId: holdId,
      });
      const result = await processSend(database, sender(), send.id, 2);
      expect(result.status).toBe('failed');
      expect(result.lastError).toMatch(/insufficient funds/i);
      expect(await userBalance(database, userId, 'LTC')).toEqual({ posted: huge, held: 0n });
      expect(await receivedBy(to)).toBe(0);
    });
  });

  describe('EVM through a hot-wallet key (Anvil)', () => {
    const sender = () =>
      createEvmSender({
        network: 'regtest',
        rpc: createJsonRpcClient({ url: anvil.url }),
        privateKey: hotKey,
        tokens: { USDT: usdt },
      });
    const ethBalance = async (address: string) =>
      parseHexQuantity(await anvil.rpc.call<string>('eth_getBalance', [address, 'latest']));
    const tokenBalance = async (address: string) =>
      parseHexQuantity(
        await anvil.rpc.call<string>('eth_call', [{ to: usdt, data: balanceOfCallData(address) }, 'latest']),
      );

    it('sends ETH once: a retry after a lost answer rebroadcasts the same signed transaction', async () => {
      const userId = await insertWalletTestUser(database);
      const amount = 250_000_000_000_000_000n;
      const holdId = await fundAndHold(database, userId, 'ETH', amount, amount);
      const to = addressOfPrivateKey(`0x${randomBytes(32).toString('hex')}`);
      const send = await createSendRequest(database, {
        chain: 'ETH',
        network: 'regtest',
        asset: 'ETH',
        toAddress: to,
        amount,
        holdTransferId: holdId,
      });
      const first = await processSend(database, sender(), send.id, 2);
      expect(first).toMatchObject({ status: 'broadcast', nonce: expect.any(BigInt) });
      // The answer was lost: the row goes back to queued as if the process crashed before recording it.
      await database.query(`update chain_sends set status = 'queued' where id = $1`, [send.id]);
      const retried = await processSend(database, sender(), send.id, 2);
      expect(retried.txid).toBe(first.txid);
      expect(retried.nonce).toBe(first.nonce);
      await anvil.mine(1);
      expect((await processSend(database, sender(), send.id, 2)).status).toBe('confirmed');
      expect(await ethBalance(to)).toBe(amount);
      const transaction = await anvil.rpc.call<{ from: string }>('eth_getTransactionByHash', [first.txid]);
      expect(transaction.from.toLowerCase()).toBe(hotAddress.toLowerCase());
      expect(await userBalance(database, userId, 'ETH')).toEqual({ posted: 0n, held: 0n });
    });

    it('sends USDT by the token contract with consecutive nonces and confirms each once', async () => {
      const userId = await insertWalletTestUser(database);
      const to = addressOfPrivateKey(`0x${randomBytes(32).toString('hex')}`);
      const sends = [];
      for (const amount of [3_000_000n, 4_000_000n]) {
        const holdId = await fundAndHold(database, userId, 'USDT', amount, amount);
        sends.push(
          await createSendRequest(database, {
            chain: 'ETH',
            network: 'regtest',
            asset: 'USDT',
            toAddress: to,
            amount,
            holdTransferId: holdId,
          }),
        );
      }
      const processed = [];
      for (const send of sends) {
        let state = await processSend(database, sender(), send.id, 1);
        // Anvil mines at once; its receipt can trail the broadcast by a moment.
        for (let attempt = 0; attempt < 40 && state.status === 'broadcast'; attempt += 1) {
          await new Promise((resolveWait) => setTimeout(resolveWait, 25));
          state = await processSend(database, sender(), send.id, 1);
        }
        processed.push(state);
      }
      expect(processed.map((send) => send.status)).toEqual(['confirmed', 'confirmed']);
      expect(processed[1]!.nonce).toBe(processed[0]!.nonce! + 1n);
      for (const send of sends) await processSend(database, sender(), send.id, 1);
      expect(await tokenBalance(to)).toBe(7_000_000n);
    });

    it('a send the node refuses gives its nonce back: the next send takes that nonce and is mined, no gap', async () => {
      const gapKey = `0x${randomBytes(32).toString('hex')}`;
      const gapAddress = addressOfPrivateKey(gapKey);
      await waitForReceipt(
        anvil.rpc,
        await anvil.rpc.call<string>('eth_sendTransaction', [
          { from: anvil.account, to: gapAddress, value: hexQuantity(10n ** 18n) },
        ]),
      );
      const gapSender = () =>
        createEvmSender({
          network: 'regtest',
          rpc: createJsonRpcClient({ url: anvil.url }),
          privateKey: gapKey,
          tokens: {},
        });
      const userId = await insertWalletTestUser(database);
      const to = addressOfPrivateKey(`0x${randomBytes(32).toString('hex')}`);
      const sendOf = async (amount: bigint) =>
        createSendRequest(database, {
          chain: 'ETH',
          network: 'regtest',
          asset: 'ETH',
          toAddress: to,
          amount,
          holdTransferId: await fundAndHold(database, userId, 'ETH', amount, amount),
        });
      const untilSettled = async (sendId: string) => {
        let state = await processSend(database, gapSender(), sendId, 1);
        for (let attempt = 0; attempt < 40 && state.status === 'broadcast'; attempt += 1) {
          await new Promise((resolveWait) => setTimeout(resolveWait, 25));
          state = await processSend(database, gapSender(), sendId, 1);
        }
        return state;
      };
      const latestCount = async () =>
        parseHexQuantity(await anvil.rpc.call<string>('eth_getTransactionCount', [gapAddress, 'latest']));

      // 5 ETH from a wallet holding 1: the node refuses it after its nonce (0) was allocated and signed.
      const refused = await untilSettled((await sendOf(5n * 10n ** 18n)).id);
      expect(refused).toMatchObject({ status: 'failed', nonce: null, txid: null, rawTransaction: null });
      expect(refused.lastError).toMatch(/insufficient funds/i);
      const released = await database.query<{ nonce: string; status: string }>(
        'select nonce::text, status from chain_nonce_allocations where address = $1 order by nonce',
        [gapAddress],
      );
      expect(released.rows).toEqual([{ nonce: '0', status: 'released' }]);

      // The next send takes nonce 0 again and is mined; the one after it follows with 1.
      const good = await untilSettled((await sendOf(10n ** 17n)).id);
      expect(good).toMatchObject({ status: 'confirmed', nonce: 0n });
      expect(await latestCount()).toBe(1n);
      const next = await untilSettled((await sendOf(2n * 10n ** 17n)).id);
      expect(next).toMatchObject({ status: 'confirmed', nonce: 1n });
      expect(await latestCount()).toBe(2n);
      expect(parseHexQuantity(await anvil.rpc.call<string>('eth_getBalance', [to, 'latest']))).toBe(3n * 10n ** 17n);
      const allocations = await database.query<{ nonce: string; status: string; holder: string }>(
        'select nonce::text, status, holder from chain_nonce_allocations where address = $1 order by nonce',
        [gapAddress],
      );
      expect(allocations.rows).toEqual([
        { nonce: '0', status: 'allocated', holder: good.id },
        { nonce: '1', status: 'allocated', holder: next.id },
      ]);
      // The refused send's hold was released; the two good ones were posted.
      expect(await userBalance(database, userId, 'ETH')).toEqual({ posted: 5n * 10n ** 18n, held: 0n });
    });

    it('books the gas of every mined send in the ledger (network_fee), once per transaction', async () => {
      const mined = await database.query<{ txid: string }>(
        `select txid from chain_sends where chain = 'ETH' and txid is not null and status in ('confirmed', 'failed')`,
      );
      expect(mined.rows.length).toBeGreaterThanOrEqual(5);
      let gas = 0n;
      for (const { txid } of mined.rows) {
        const receipt = await anvil.rpc.call<{ gasUsed: string; effectiveGasPrice: string }>(
          'eth_getTransactionReceipt',
          [txid],
        );
        gas += parseHexQuantity(receipt.gasUsed) * parseHexQuantity(receipt.effectiveGasPrice);
      }
      const booked = async () =>
        (await getBalances(database, 'platform')).find(
          (balance) => balance.asset === 'ETH' && balance.kind === 'network_fee',
        )?.posted ?? 0n;
      expect(await booked()).toBe(gas);
      // Settling again (a retry after a crash) books nothing twice.
      const send = await findSend(
        database,
        (
          await database.query<{ id: string }>(
            `select id from chain_sends where chain = 'ETH' and status = 'confirmed' limit 1`,
          )
        ).rows[0]!.id,
      );
      await database.query(`update chain_sends set status = 'broadcast' where id = $1`, [send!.id]);
      const evm = createEvmSender({
        network: 'regtest',
        rpc: createJsonRpcClient({ url: anvil.url }),
        privateKey: hotKey,
        tokens: { USDT: usdt },
      });
      expect((await processSend(database, evm, send!.id, 1)).status).toBe('confirmed');
      expect(await booked()).toBe(gas);
    });
  });
});
