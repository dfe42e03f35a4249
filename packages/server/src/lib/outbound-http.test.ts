import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OutboundHttpError, readCappedBytes, redactUrl, sendOutbound } from './outbound-http.js';

let server: Server;
let origin: string;

beforeAll(async () => {
  server = createServer((request, response) => {
    if (request.url === '/slow') return void setTimeout(() => response.end('late'), 500);
    if (request.url === '/big') {
      response.write('x'.repeat(1024));
      response.end('y'.repeat(1024));
      return;
    }
    if (request.url === '/declared') {
      response.writeHead(200, { 'content-length': '999999' });
      return void response.end();
    }
    response.writeHead(201, { 'content-type': 'application/json' });
    response.end(JSON.stringify({ method: request.method }));
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((done) => server.close(() => done())));

async function failureOf(call: Promise<unknown>) {
  const error = await call.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(OutboundHttpError);
  return error as OutboundHttpError;
}

describe('sendOutbound', () => {
  it('answers the status and body of any answer', async () => {
    const response = await sendOutbound({
      url: `${origin}/ok`,
      method: 'POST',
      body: '{}',
      timeoutMs: 2000,
      maxResponseBytes: 100,
    });
    expect(response.status).toBe(201);
    expect(JSON.parse(response.text())).toEqual({ method: 'POST' });
  });

  it('fails with timeout, too_large and unreachable, naming only the redacted URL', async () => {
    expect(
      (await failureOf(sendOutbound({ url: `${origin}/slow`, timeoutMs: 50, maxResponseBytes: 100 }))).failure,
    ).toBe('timeout');
    expect(
      (await failureOf(sendOutbound({ url: `${origin}/big`, timeoutMs: 2000, maxResponseBytes: 1500 }))).failure,
    ).toBe('too_large');
    expect(
      (await failureOf(sendOutbound({ url: `${origin}/declared`, timeoutMs: 2000, maxResponseBytes: 1500 }))).failure,
    ).toBe('too_large');
    const unreachable = await failureOf(
      sendOutbound({ url: 'http://user:secret@127.0.0.1:1/x?token=abc', timeoutMs: 2000, maxResponseBytes: 10 }),
    );
    expect(unreachable.failure).toBe('unreachable');
    expect(unreachable.message).not.toMatch(/secret|abc/);
  });

  it('stops when the caller aborts', async () => {
    const controller = new AbortController();
    const call = sendOutbound({
      url: `${origin}/slow`,
      timeoutMs: 2000,
      maxResponseBytes: 100,
      signal: controller.signal,
    });
    controller.abort();
    expect((await failureOf(call)).failure).toBe('aborted');
  });
});

describe('readCappedBytes and redactUrl', () => {
  it('reads an async iterable of bytes up to the cap', async () => {
    async function* chunks() {
      yield new Uint8Array([1, 2]);
      yield new Uint8Array([3]);
    }
    expect([...(await readCappedBytes(chunks(), 3, 'http://x'))]).toEqual([1, 2, 3]);
    expect((await failureOf(readCappedBytes(chunks(), 2, 'http://x'))).failure).toBe('too_large');
  });

  it('drops user info and query values', () => {
    expect(redactUrl('https://a:b@node.example:8332/wallet/x?key=1&t=2')).toBe(
      'https://node.example:8332/wallet/x?key=%E2%80%A6&t=%E2%80%A6',
    );
  });
});
