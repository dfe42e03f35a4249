import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createHttpWebhookSender } from './http-sender.js';

/** A loopback server whose handler each test sets; it counts what reaches it. */
let server: Server;
let base: string;
let hits: { url: string; headers: Record<string, string | string[] | undefined>; body: string }[] = [];
let handle: (
  url: string,
  respond: (status: number, headers: Record<string, string>, body?: string | Buffer) => void,
) => void;

beforeAll(async () => {
  server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      hits.push({ url: request.url ?? '', headers: request.headers, body: Buffer.concat(chunks).toString('utf8') });
      handle(request.url ?? '', (status, headers, body) => {
        response.writeHead(status, headers);
        response.end(body);
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});
beforeEach(() => {
  hits = [];
  handle = (_url, respond) => respond(200, {}, 'ok');
});

const testMode = createHttpWebhookSender({ allowLoopback: true });
/** Reads loopback answers too: the excerpt reader's own tests (the app never keeps a loopback answer). */
const excerptReader = createHttpWebhookSender({ allowLoopback: true, keepLoopbackExcerpts: true });
const liveMode = createHttpWebhookSender({ allowLoopback: false });
const signed = { 'webhook-id': 'msg_1', 'webhook-timestamp': '1700000000', 'webhook-signature': 'v1,abc' };

describe('webhook HTTP sender', () => {
  it('POSTs the body as JSON with the signature headers and reports the status, timing and answer', async () => {
    handle = (_url, respond) => respond(204, {});
    const response = await testMode.send({ url: `${base}/hooks?shop=1`, headers: signed, body: '{"a":1}' });
    expect(response).toMatchObject({ kind: 'response', status: 204, excerpt: '' });
    expect(response.durationMs).toBeGreaterThanOrEqual(0);
    expect(hits).toHaveLength(1);
    expect(hits[0]).toMatchObject({ url: '/hooks?shop=1', body: '{"a":1}' });
    expect(hits[0]?.headers).toMatchObject({ ...signed, 'content-type': 'application/json', 'content-length': '7' });
  });

  it('follows no redirect: a 3xx is the answer, with its Location, and the target is never called', async () => {
    handle = (url, respond) => (url === '/moved' ? respond(302, { location: `${base}/target` }) : respond(200, {}));
    const response = await testMode.send({ url: `${base}/moved`, headers: signed, body: '{}' });
    expect(response).toMatchObject({ kind: 'response', status: 302, location: `${base}/target` });
    expect(hits.map((hit) => hit.url)).toEqual(['/moved']);
  });

  it('reads at most 1 KiB of the answer, and reports Retry-After', async () => {
    handle = (_url, respond) => respond(503, { 'retry-after': '120' }, Buffer.alloc(100_000, 'x'));
    const response = await excerptReader.send({ url: `${base}/big`, headers: signed, body: '{}' });
    expect(response).toMatchObject({ kind: 'response', status: 503, retryAfter: '120' });
    if (response.kind === 'response') expect(response.excerpt).toBe('x'.repeat(1024));
  });

  it('gives up after the timeout when the receiver never answers', async () => {
    handle = () => undefined;
    const sender = createHttpWebhookSender({ allowLoopback: true, timeoutMs: 300 });
    const response = await sender.send({ url: `${base}/slow`, headers: signed, body: '{}' });
    expect(response.kind).toBe('error');
    if (response.kind === 'error') expect(response.error).toContain('no answer within 300 ms');
    expect(response.durationMs).toBeGreaterThanOrEqual(250);
    expect(response.durationMs).toBeLessThan(5_000);
  });

  it('reports a refused connection as an error', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise((resolve) => closed.close(resolve));
    const response = await testMode.send({ url: `http://127.0.0.1:${port}/`, headers: signed, body: '{}' });
    expect(response).toMatchObject({ kind: 'error' });
    if (response.kind === 'error') expect(response.error).toContain('ECONNREFUSED');
  });

  it('in live mode refuses loopback by address and by a name resolving to it, sending nothing', async () => {
    const byAddress = await liveMode.send({ url: `${base}/hooks`, headers: signed, body: '{}' });
    expect(byAddress).toMatchObject({ kind: 'error' });
    if (byAddress.kind === 'error') expect(byAddress.error).toContain('127.0.0.1 is not a public internet address');
    const port = new URL(base).port;
    const byName = await liveMode.send({ url: `http://localhost:${port}/hooks`, headers: signed, body: '{}' });
    expect(byName).toMatchObject({ kind: 'error' });
    if (byName.kind === 'error') expect(byName.error).toMatch(/localhost resolves to .* not a public internet address/);
    expect(hits).toHaveLength(0);
  });

  it('refuses private and link-local addresses even in test mode, and anything but http(s)', async () => {
    for (const url of ['http://10.0.0.1/hooks', 'http://169.254.169.254/latest', 'http://[fe80::1]/']) {
      const response = await testMode.send({ url, headers: signed, body: '{}' });
      expect(response.kind, url).toBe('error');
      if (response.kind === 'error') expect(response.error).toContain('not a public internet address');
    }
    const ftp = await testMode.send({ url: 'ftp://example.com/', headers: signed, body: '{}' });
    expect(ftp).toMatchObject({ kind: 'error', error: 'refused: ftp: URLs are not delivered to' });
  });

  it('reaches a loopback receiver by name in test mode, and never reads its answer into the log', async () => {
    const port = new URL(base).port;
    handle = (_url, respond) => respond(200, {}, 'an internal answer of this machine');
    const response = await testMode.send({ url: `http://localhost:${port}/named`, headers: signed, body: '{}' });
    expect(response).toMatchObject({ kind: 'response', status: 200, excerpt: '' });
    const byAddress = await testMode.send({ url: `${base}/direct`, headers: signed, body: '{}' });
    expect(byAddress).toMatchObject({ kind: 'response', status: 200, excerpt: '' });
  });

  it("refuses the platform's own port on loopback even where loopback is allowed", async () => {
    const port = Number(new URL(base).port);
    const platform = createHttpWebhookSender({ allowLoopback: true, platformPort: port });
    for (const url of [`${base}/api/test-mode/outbox`, `http://localhost:${port}/api/test-mode/outbox`]) {
      const response = await platform.send({ url, headers: signed, body: '{}' });
      expect(response.kind, url).toBe('error');
    }
    expect(hits).toHaveLength(0);
  });

  it('checks the addresses a name resolves to at every attempt (a name rebound to a metadata address is refused)', async () => {
    const answers: Record<string, string> = { 'shop.example': '127.0.0.1' };
    const sender = createHttpWebhookSender({
      allowLoopback: true,
      resolveHostname: async (hostname) => [{ address: answers[hostname] ?? '0.0.0.0', family: 4 }],
    });
    const url = `http://shop.example:${new URL(base).port}/hooks`;
    expect(await sender.send({ url, headers: signed, body: '{}' })).toMatchObject({ kind: 'response', status: 200 });
    for (const rebound of ['169.254.169.254', '10.1.2.3', 'fd00::1']) {
      answers['shop.example'] = rebound;
      const response = await sender.send({ url, headers: signed, body: '{}' });
      expect(response.kind, rebound).toBe('error');
      if (response.kind === 'error') expect(response.error).toContain(`resolves to ${rebound}`);
    }
    expect(hits).toHaveLength(1);
  });
});
