import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { WebSocketServer, type WebSocket } from 'ws';
import { createEvmWsListener } from './evm-ws-listener.js';
import { backoffDelay, type PushListener } from './push-listener.js';

/**
 * The WebSocket listener's failure handling against a loopback server that misbehaves on purpose
 * (no node answers like this on demand; the working path runs against Anvil in push-deposits.test.ts).
 */
const servers: WebSocketServer[] = [];
const listeners: PushListener[] = [];
afterEach(async () => {
  for (const listener of listeners.splice(0)) await listener.stop();
  for (const server of servers.splice(0)) {
    for (const client of server.clients) client.terminate();
    await new Promise((resolveClose) => server.close(resolveClose));
  }
});

async function server(onMessage: (socket: WebSocket, request: { id: number; params: unknown[] }) => void) {
  const wss = new WebSocketServer({ host: '127.0.0.1', port: 0 });
  servers.push(wss);
  await new Promise((resolveListen) => wss.once('listening', resolveListen));
  let connections = 0;
  wss.on('connection', (socket) => {
    connections += 1;
    socket.on('message', (data) => onMessage(socket, JSON.parse(data.toString()) as { id: number; params: unknown[] }));
  });
  return { port: (wss.address() as AddressInfo).port, connections: () => connections };
}

function recordingLogger() {
  const lines: string[] = [];
  const record = (object: object, message: string) => void lines.push(`${message} ${JSON.stringify(object)}`);
  return { lines, logger: { info: record, warn: record, error: record } };
}

const until = async (done: () => boolean, what: string) => {
  for (let attempt = 0; attempt < 400 && !done(); attempt += 1)
    await new Promise((resolveWait) => setTimeout(resolveWait, 10));
  if (!done()) throw new Error(`Not reached: ${what}`);
};

describe('the EVM WebSocket listener', () => {
  it('drops a connection whose eth_subscribe gets no answer in time and retries with backoff; never logs the URL', async () => {
    const node = await server(() => undefined);
    const url = `ws://127.0.0.1:${node.port}/v3/secret-api-key`;
    const { lines, logger } = recordingLogger();
    let signals = 0;
    const listener = createEvmWsListener({
      url,
      tokenContracts: [],
      logger,
      onSignal: () => (signals += 1),
      timing: { subscribeTimeoutMs: 100, backoff: { baseMs: 20, maxMs: 100 } },
    });
    listeners.push(listener);
    listener.start();
    await until(() => node.connections() >= 3, 'three connection attempts');
    expect(listener.status()).toMatchObject({ connected: false, connections: 0 });
    expect(signals).toBe(0);
    // One warning for the outage, not one per attempt; the key in the URL appears nowhere.
    expect(lines.filter((line) => line.includes('WebSocket closed'))).toHaveLength(1);
    expect(lines.join('\n')).not.toContain('secret-api-key');
  });

  it('subscribes to newHeads and the tokens’ Transfer logs, wakes on connection and on each notification', async () => {
    const requests: unknown[][] = [];
    const node = await server((socket, request) => {
      requests.push(request.params);
      socket.send(JSON.stringify({ jsonrpc: '2.0', id: request.id, result: `0xsub${request.id}` }));
      if (requests.length === 2) {
        socket.send(JSON.stringify({ jsonrpc: '2.0', method: 'eth_subscription', params: { subscription: '0xsub2' } }));
      }
    });
    let signals = 0;
    const token = '0xdAC17F958D2ee523a2206206994597C13D831ec7';
    const listener = createEvmWsListener({
      url: `ws://127.0.0.1:${node.port}/`,
      tokenContracts: [token],
      logger: recordingLogger().logger,
      onSignal: () => (signals += 1),
    });
    listeners.push(listener);
    listener.start();
    await until(() => (listener.status().notifications['logs'] ?? 0) === 1, 'one logs notification');
    expect(requests).toEqual([
      ['newHeads'],
      ['logs', { address: [token], topics: ['0xddf252ad1be2c89b69c2b068fc378daa952ba7f163c4a11628f55a4df523b3ef'] }],
    ]);
    expect(listener.status()).toMatchObject({ connected: true, connections: 1 });
    // One wake for the connection (catch-up), one for the notification.
    expect(signals).toBe(2);
  });

  it('a refused subscription closes the connection and tries again later', async () => {
    const node = await server((socket, request) =>
      socket.send(JSON.stringify({ jsonrpc: '2.0', id: request.id, error: { code: -32601, message: 'no' } })),
    );
    const { lines, logger } = recordingLogger();
    const listener = createEvmWsListener({
      url: `ws://127.0.0.1:${node.port}/`,
      tokenContracts: [],
      logger,
      onSignal: () => undefined,
      timing: { backoff: { baseMs: 20, maxMs: 50 } },
    });
    listeners.push(listener);
    listener.start();
    await until(() => node.connections() >= 2, 'a second attempt');
    expect(listener.status().connected).toBe(false);
    expect(lines.some((line) => line.includes('eth_subscribe refused'))).toBe(true);
  });
});

describe('backoffDelay', () => {
  it('doubles from the base up to the maximum, with jitter between half and all of it', () => {
    const backoff = { baseMs: 100, maxMs: 1000 };
    expect([0, 1, 2, 3, 4, 10].map((attempt) => backoffDelay(attempt, backoff, () => 1))).toEqual([
      100, 200, 400, 800, 1000, 1000,
    ]);
    expect(backoffDelay(2, backoff, () => 0)).toBe(200);
  });
});
