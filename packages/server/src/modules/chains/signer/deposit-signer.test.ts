import { randomBytes } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { bytesToHex, hexToBytes } from '@noble/hashes/utils.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoAccountKey, demoDepositKeys } from '../sending/deposit-keys.js';
import {
  addressOfPrivateKey,
  rlpDecode,
  rlpEncode,
  signLegacyTransaction,
  verifySignedLegacyTransaction,
  type LegacyTransaction,
} from '../sending/evm-transaction.js';
import { checkSweepTransaction, startDepositSigner, type DepositSignerServer } from './deposit-signer-server.js';
import { createHttpDepositSigner, DepositSignerError } from './http-deposit-signer.js';

const collection = addressOfPrivateKey(`0x${'22'.repeat(32)}`);
const usdt = addressOfPrivateKey(`0x${'33'.repeat(32)}`);
const settings = {
  accountXprv: demoAccountKey('demo', 'brd_demo', 'regtest').privateExtendedKey,
  token: 'signer-token-'.padEnd(40, 'x'),
  collectionAddress: collection,
  tokenContracts: [usdt],
  chainId: 31_337n,
  maxIndex: 100,
  brandIds: ['brd_demo'],
  maxGasPriceWei: 10n ** 11n,
};
const ethSweep: LegacyTransaction = {
  nonce: 3n,
  gasPrice: 10n ** 9n,
  gasLimit: 21_000n,
  to: collection,
  value: 10n ** 16n,
  data: '0x',
  chainId: 31_337n,
};
const tokenSweep = (recipient: string, amount: bigint): LegacyTransaction => ({
  ...ethSweep,
  gasLimit: 100_000n,
  to: usdt,
  value: 0n,
  data: `0xa9059cbb${recipient.toLowerCase().slice(2).padStart(64, '0')}${amount.toString(16).padStart(64, '0')}`,
});

describe('what the reference signer agrees to sign', () => {
  it('an ETH sweep or a token transfer to the collection address, on its chain, within gas limits — nothing else', () => {
    const stranger = addressOfPrivateKey(`0x${'44'.repeat(32)}`);
    expect(checkSweepTransaction(ethSweep, settings)).toEqual({ ok: true });
    expect(checkSweepTransaction(tokenSweep(collection, 5n), settings)).toEqual({ ok: true });
    const refused = (transaction: LegacyTransaction) => {
      const decision = checkSweepTransaction(transaction, settings);
      return decision.ok ? 'signed' : decision.reason;
    };
    expect(refused({ ...ethSweep, to: stranger })).toMatch(/neither the collection address/);
    expect(refused(tokenSweep(stranger, 5n))).toMatch(/transfer\(collection address, amount\)/);
    expect(refused(tokenSweep(collection, 0n))).toMatch(/moves something/);
    expect(refused({ ...tokenSweep(collection, 5n), data: `${tokenSweep(collection, 5n).data}00` })).toMatch(
      /nothing else/,
    );
    expect(refused({ ...ethSweep, data: '0x00' })).toMatch(/plain ETH sweep/);
    expect(refused({ ...ethSweep, gasLimit: 30_000n })).toMatch(/21000/);
    expect(refused({ ...tokenSweep(collection, 5n), gasLimit: 500_000n })).toMatch(/gas limit/);
    expect(refused({ ...ethSweep, chainId: 1n })).toMatch(/chain id/);
    expect(refused({ ...ethSweep, gasPrice: 10n ** 12n })).toMatch(/gas price/);
  });
});

describe('checking a transaction someone else signed', () => {
  const key = `0x${'55'.repeat(32)}`;
  const from = addressOfPrivateKey(key);
  const signed = signLegacyTransaction(ethSweep, key);

  it('accepts exactly the transaction asked for, signed by the address, and computes its hash itself', () => {
    expect(verifySignedLegacyTransaction(signed.raw, ethSweep, from)).toEqual(signed);
  });

  it('refuses other fields, another signer, another chain id and malformed bytes', () => {
    expect(() => verifySignedLegacyTransaction(signed.raw, { ...ethSweep, value: 1n }, from)).toThrow(/value differs/);
    expect(() =>
      verifySignedLegacyTransaction(signLegacyTransaction({ ...ethSweep, nonce: 4n }, key).raw, ethSweep, from),
    ).toThrow(/nonce differs/);
    const other = addressOfPrivateKey(`0x${'66'.repeat(32)}`);
    expect(() => verifySignedLegacyTransaction(signed.raw, ethSweep, other)).toThrow(/signed by/);
    expect(() =>
      verifySignedLegacyTransaction(signLegacyTransaction({ ...ethSweep, chainId: 1n }, key).raw, ethSweep, from),
    ).toThrow(/chain id/);
    expect(() => verifySignedLegacyTransaction(`${signed.raw}00`, ethSweep, from)).toThrow(/Trailing bytes/);
    expect(() => verifySignedLegacyTransaction('0x', ethSweep, from)).toThrow(/hex/);
    expect(() => verifySignedLegacyTransaction('0xc0', ethSweep, from)).toThrow(/9 byte strings/);
    // A tampered s value recovers to some other key.
    const items = rlpDecode(hexToBytes(signed.raw.slice(2))) as Uint8Array[];
    const tampered = [...items];
    tampered[8] = Uint8Array.from(items[8]!, (byte, index) => (index === 5 ? byte ^ 1 : byte));
    expect(() => verifySignedLegacyTransaction(`0x${bytesToHex(rlpEncode(tampered))}`, ethSweep, from)).toThrow(
      /signed by|recover/,
    );
  });
});

describe('the HTTP signer client against the reference signer', () => {
  let signer: DepositSignerServer;
  const logged: Record<string, unknown>[] = [];
  beforeAll(async () => {
    signer = await startDepositSigner({
      settings,
      host: '127.0.0.1',
      port: 0,
      log: { info: (entry) => logged.push(entry) },
    });
  });
  afterAll(async () => {
    await signer.close();
  });

  it('gets a sweep signed by the deposit key of the index, and a refusal with its reason', async () => {
    const fromAddress = addressOfPrivateKey(
      await demoDepositKeys('demo').privateKey({ brandId: 'brd_demo', network: 'regtest', index: 7 }),
    );
    const client = createHttpDepositSigner({ url: signer.url, token: settings.token, timeoutMs: 5_000 });
    const request = { brandId: 'brd_demo', network: 'regtest' as const, index: 7, fromAddress, transaction: ethSweep };
    const signed = await client.signSweep(request);
    expect(verifySignedLegacyTransaction(signed.raw, ethSweep, fromAddress).hash).toBe(signed.hash);
    await expect(client.signSweep({ ...request, index: 101 })).rejects.toThrow(/refused.*maximum/);
    expect(logged.map((entry) => entry['event'])).toEqual(['signed', 'refused']);
    expect(JSON.stringify(logged)).not.toContain(settings.token);
  });

  it('reports a signer that does not answer in time without the token in the message', async () => {
    const silent = createServer(() => undefined);
    await new Promise<void>((resolveListen) => silent.listen(0, '127.0.0.1', resolveListen));
    const token = randomBytes(24).toString('hex');
    const client = createHttpDepositSigner({
      url: `http://127.0.0.1:${(silent.address() as AddressInfo).port}`,
      token,
      timeoutMs: 200,
    });
    const failure = await client
      .signSweep({
        brandId: 'brd_demo',
        network: 'regtest',
        index: 1,
        fromAddress: collection,
        transaction: ethSweep,
      })
      .catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(DepositSignerError);
    expect((failure as DepositSignerError).type).toBe('unreachable');
    expect((failure as Error).message).toBe('Deposit signer unreachable (TimeoutError)');
    expect((failure as Error).message).not.toContain(token);
    silent.closeAllConnections();
    await new Promise<void>((resolveClose) => silent.close(() => resolveClose()));
  });
  it('refuses an answer larger than 64 KiB as a bad answer', async () => {
    const chatty = createServer((_request, response) => response.end(JSON.stringify({ raw: 'x'.repeat(70_000) })));
    await new Promise<void>((resolveListen) => chatty.listen(0, '127.0.0.1', resolveListen));
    const client = createHttpDepositSigner({
      url: `http://127.0.0.1:${(chatty.address() as AddressInfo).port}`,
      token: randomBytes(24).toString('hex'),
      timeoutMs: 2_000,
    });
    const failure = await client
      .signSweep({ brandId: 'brd_demo', network: 'regtest', index: 1, fromAddress: collection, transaction: ethSweep })
      .catch((error: unknown) => error);
    expect(failure).toMatchObject({ type: 'bad_answer', message: 'Deposit signer answer larger than 65536 bytes' });
    await new Promise<void>((resolveClose) => chatty.close(() => resolveClose()));
  });
});
