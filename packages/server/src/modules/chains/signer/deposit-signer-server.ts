import { createHash, timingSafeEqual } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { bytesToHex } from '@noble/hashes/utils.js';
import { HDKey } from '@scure/bip32';
import { z } from 'zod';
import { addressOfPrivateKey, signLegacyTransaction, type LegacyTransaction } from '../sending/evm-transaction.js';
import { fromWireTransaction, signSweepPath, signSweepRequestSchema } from './signing-protocol.js';

/**
 * The reference deposit signer: a separate process (cli/deposit-signer.ts) that holds the brand's
 * ETH account-level extended private key — the server never does — and signs sweep transactions
 * for the sweeper over HTTP. It signs only what a sweep is: the whole of a deposit address's ETH or
 * an ERC-20 transfer of one configured token, to the one configured collection address, on the
 * configured chain, within gas limits, for an index whose key controls the address named. Anything
 * else is refused (HTTP 403, logged without secrets).
 */
export interface DepositSignerSettings {
  /** Account-level extended private key (xprv or tprv at m/44'/60'/0'); deposit keys are 0/<index> below it. */
  accountXprv: string;
  /** Bearer token the server must present (at least 32 characters). */
  token: string;
  /** The only destination a sweep may pay. */
  collectionAddress: string;
  /** ERC-20 contracts whose transfer(collection, amount) may be signed. */
  tokenContracts: readonly string[];
  chainId: bigint;
  /** Indexes above this are refused (the brand has not handed out that many addresses). */
  maxIndex: number;
  /** Refuses requests for other brands when set. */
  brandIds: readonly string[] | undefined;
  /** A sweep's gas price cap: a compromised caller cannot burn a balance on fees. */
  maxGasPriceWei: bigint;
}

export interface DepositSignerLog {
  info(entry: Record<string, unknown>): void;
}

const nativeGasLimit = 21_000n;
const maxTokenGasLimit = 100_000n;
const maxBodyBytes = 16 * 1024;
const transferSelector = '0xa9059cbb';
const addressWord = (address: string) => address.toLowerCase().replace(/^0x/, '').padStart(64, '0');

/** Extended private keys: xprv first (EVM wallets export those on every network), then tprv. */
export function parseAccountXprv(xprv: string): HDKey {
  const candidates = [undefined, { private: 0x04358394, public: 0x043587cf }];
  for (const versions of candidates) {
    try {
      const key = HDKey.fromExtendedKey(xprv, versions);
      if (key.privateKey !== null) return key;
    } catch {
      // Try the next version bytes.
    }
  }
  throw new Error('DEPOSIT_SIGNER_XPRV: must be an extended private key (xprv or tprv)');
}

export type SigningDecision = { ok: true } | { ok: false; reason: string };

/** Whether a sweep transaction may be signed: destination, shape, chain and gas (pure). */
export function checkSweepTransaction(
  transaction: LegacyTransaction,
  settings: DepositSignerSettings,
): SigningDecision {
  const collection = settings.collectionAddress.toLowerCase();
  if (transaction.chainId !== settings.chainId) return { ok: false, reason: 'chain id is not the configured chain' };
  if (transaction.gasPrice > settings.maxGasPriceWei) return { ok: false, reason: 'gas price above the cap' };
  const to = transaction.to.toLowerCase();
  if (to === collection) {
    if (transaction.data !== '0x' || transaction.value <= 0n) return { ok: false, reason: 'not a plain ETH sweep' };
    if (transaction.gasLimit !== nativeGasLimit) return { ok: false, reason: 'an ETH sweep uses 21000 gas' };
    return { ok: true };
  }
  if (!settings.tokenContracts.some((contract) => contract.toLowerCase() === to)) {
    return { ok: false, reason: 'destination is neither the collection address nor a configured token' };
  }
  const prefix = `${transferSelector}${addressWord(collection)}`;
  const data = transaction.data.toLowerCase();
  if (transaction.value !== 0n || data.length !== prefix.length + 64 || !data.startsWith(prefix)) {
    return { ok: false, reason: 'a token sweep is transfer(collection address, amount) and nothing else' };
  }
  if (BigInt(`0x${data.slice(prefix.length)}`) === 0n) return { ok: false, reason: 'a token sweep moves something' };
  if (transaction.gasLimit > maxTokenGasLimit) return { ok: false, reason: 'gas limit above 100000' };
  return { ok: true };
}

function tokensEqual(presented: string, expected: string): boolean {
  // Hashing first gives equal lengths, so the comparison takes the same time whatever is wrong.
  const left = createHash('sha256').update(presented).digest();
  const right = createHash('sha256').update(expected).digest();
  return timingSafeEqual(left, right);
}

function reply(response: ServerResponse, status: number, body: Record<string, unknown>): void {
  const text = JSON.stringify(body);
  response.writeHead(status, {
    'content-type': 'application/json',
    'content-length': Buffer.byteLength(text),
    'cache-control': 'no-store',
  });
  response.end(text);
}

async function readBody(request: IncomingMessage): Promise<string | undefined> {
  const chunks: Buffer[] = [];
  let total = 0;
  for await (const chunk of request) {
    const buffer = chunk as Buffer;
    total += buffer.length;
    if (total > maxBodyBytes) return undefined;
    chunks.push(buffer);
  }
  return Buffer.concat(chunks).toString('utf8');
}

export interface DepositSignerServer {
  server: Server;
  /** http://host:port/ once listening. */
  url: string;
  close(): Promise<void>;
}

/** The request handler, separate from listening so it can be mounted or tested on its own. */
export function depositSignerHandler(settings: DepositSignerSettings, log: DepositSignerLog) {
  if (settings.token.length < 32) throw new Error('DEPOSIT_SIGNER_TOKEN: at least 32 characters');
  const account = parseAccountXprv(settings.accountXprv);
  return async (request: IncomingMessage, response: ServerResponse): Promise<void> => {
    if (request.method !== 'POST' || request.url !== `/${signSweepPath}`) {
      reply(response, 404, { error: 'not_found' });
      return;
    }
    const authorization = request.headers.authorization ?? '';
    if (!authorization.startsWith('Bearer ') || !tokensEqual(authorization.slice(7), settings.token)) {
      log.info({ event: 'unauthorized' });
      reply(response, 401, { error: 'unauthorized' });
      return;
    }
    const text = await readBody(request);
    if (text === undefined) {
      reply(response, 413, { error: 'invalid_request', message: 'body too large' });
      return;
    }
    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch {
      reply(response, 400, { error: 'invalid_request', message: 'body is not JSON' });
      return;
    }
    const parsed = signSweepRequestSchema.safeParse(json);
    if (!parsed.success) {
      reply(response, 400, { error: 'invalid_request', message: z.prettifyError(parsed.error).slice(0, 500) });
      return;
    }
    const wire = parsed.data;
    const refuse = (reason: string) => {
      log.info({ event: 'refused', brand: wire.brand_id, index: wire.index, from: wire.from_address, reason });
      reply(response, 403, { error: 'refused', message: reason });
    };
    if (settings.brandIds !== undefined && !settings.brandIds.includes(wire.brand_id)) {
      refuse('brand not served by this signer');
      return;
    }
    if (wire.index > settings.maxIndex) {
      refuse('derivation index above the configured maximum');
      return;
    }
    const transaction = fromWireTransaction(wire.transaction);
    const decision = checkSweepTransaction(transaction, settings);
    if (!decision.ok) {
      refuse(decision.reason);
      return;
    }
    const child = account.deriveChild(0).deriveChild(wire.index).privateKey;
    if (child === null) {
      refuse('no key at this index');
      return;
    }
    const privateKey = `0x${bytesToHex(child)}`;
    if (addressOfPrivateKey(privateKey).toLowerCase() !== wire.from_address.toLowerCase()) {
      refuse('the key at this index does not control from_address');
      return;
    }
    const signed = signLegacyTransaction(transaction, privateKey);
    log.info({ event: 'signed', brand: wire.brand_id, index: wire.index, from: wire.from_address, hash: signed.hash });
    reply(response, 200, { raw: signed.raw, hash: signed.hash });
  };
}

/** Starts the signer on host:port (port 0: a free one). */
export async function startDepositSigner(options: {
  settings: DepositSignerSettings;
  host: string;
  port: number;
  log: DepositSignerLog;
}): Promise<DepositSignerServer> {
  const handle = depositSignerHandler(options.settings, options.log);
  const server = createServer((request, response) => {
    handle(request, response).catch(() => {
      if (!response.headersSent) reply(response, 500, { error: 'internal' });
      else response.destroy();
    });
  });
  server.requestTimeout = 10_000;
  server.headersTimeout = 5_000;
  await new Promise<void>((resolveListen, rejectListen) => {
    server.once('error', rejectListen);
    server.listen(options.port, options.host, () => {
      server.off('error', rejectListen);
      resolveListen();
    });
  });
  const { port } = server.address() as AddressInfo;
  const host = options.host.includes(':') ? `[${options.host}]` : options.host;
  return {
    server,
    url: `http://${host}:${port}/`,
    close: () =>
      new Promise<void>((resolveClose) => {
        server.close(() => resolveClose());
        server.closeAllConnections();
      }),
  };
}
