import { readFile } from 'node:fs/promises';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createKrakenRatesProvider } from './kraken-rates-provider.js';
import type { RatesProviderError } from './rates-provider.js';

const fixture = (name: string) => readFile(new URL(`./fixtures/${name}`, import.meta.url), 'utf8');
const observedAtMs = Date.UTC(2026, 10, 22, 12, 0, 0);
const signal = new AbortController().signal;

/** A local ticker that replays recorded answers: the first path segment picks the scenario. */
async function startReplayServer(): Promise<{ server: Server; baseUrl: string; requests: string[] }> {
  const answers: Record<string, { status: number; body: string } | 'hang'> = {
    good: { status: 200, body: await fixture('kraken-ticker-good.json') },
    malformed: { status: 200, body: await fixture('kraken-ticker-malformed.json') },
    refused: { status: 200, body: await fixture('kraken-ticker-refused.json') },
    precise: { status: 200, body: await fixture('kraken-ticker-float-free.json') },
    'not-json': { status: 200, body: '<html>maintenance</html>' },
    error: { status: 500, body: '{"error":["EService:Unavailable"]}' },
    huge: { status: 200, body: `{"error":[],"result":{},"padding":"${'x'.repeat(300_000)}"}` },
    hang: 'hang',
  };
  const hugeChunk = 'x'.repeat(64 * 1024);
  const requests: string[] = [];
  const server = createServer((request: IncomingMessage, response: ServerResponse) => {
    requests.push(request.url ?? '');
    const scenario = (request.url ?? '').split('/')[1] ?? '';
    const answer = answers[scenario];
    if (answer === 'hang') return; // never answers
    if (scenario === 'huge-chunked') {
      // No content-length: only counting the streamed bytes can stop it.
      response.writeHead(200, { 'content-type': 'application/json' });
      response.write('{"error":[],"result":{},"padding":"');
      for (let chunk = 0; chunk < 8; chunk += 1) response.write(hugeChunk);
      response.end('"}');
      return;
    }
    if (answer === undefined) {
      response.writeHead(404).end();
      return;
    }
    response.writeHead(answer.status, { 'content-type': 'application/json' }).end(answer.body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { server, baseUrl: `http://127.0.0.1:${port}`, requests };
}

describe('Kraken-style ticker provider against a replay server', () => {
  let replay: Awaited<ReturnType<typeof startReplayServer>>;
  beforeAll(async () => {
    replay = await startReplayServer();
  });
  afterAll(async () => {
    replay.server.closeAllConnections();
    await new Promise((resolve) => replay.server.close(resolve));
  });

  const provider = (scenario: string, timeoutMs = 2_000) =>
    createKrakenRatesProvider({ baseUrl: `${replay.baseUrl}/${scenario}/`, timeoutMs, now: () => observedAtMs });

  it('asks for the mapped pairs in one request and answers exact decimal rates', async () => {
    const quotes = await provider('good').fetchRates(['EUR_BTC', 'EUR_ETH', 'EUR_USDT', 'CAD_BCH'], signal);
    expect(replay.requests.at(-1)).toBe('/good/0/public/Ticker?pair=XXBTZEUR,XETHZEUR,USDTEUR');
    expect(quotes).toEqual([
      { pair: 'EUR_BTC', rate: '61234.5', source: 'kraken', observedAt: new Date(observedAtMs) },
      { pair: 'EUR_ETH', rate: '3012.44', source: 'kraken', observedAt: new Date(observedAtMs) },
      { pair: 'EUR_USDT', rate: '0.92105', source: 'kraken', observedAt: new Date(observedAtMs) },
    ]);
  });

  it('keeps every digit of a price (no float on the way)', async () => {
    const quotes = await provider('precise').fetchRates(['USD_BTC'], signal);
    expect(quotes[0]?.rate).toBe('65432.123456789012345678');
  });

  it('makes no request when no asked pair is mapped', async () => {
    const before = replay.requests.length;
    expect(await provider('good').fetchRates(['CAD_BCH'], signal)).toEqual([]);
    expect(replay.requests.length).toBe(before);
  });

  it.each([
    ['malformed', 'malformed'],
    ['not-json', 'malformed'],
    ['refused', 'malformed'],
    ['error', 'http_status'],
    ['huge', 'too_large'],
    ['huge-chunked', 'too_large'],
  ] as const)('refuses the %s answer as %s', async (scenario, failure) => {
    await expect(provider(scenario).fetchRates(['EUR_BTC'], signal)).rejects.toMatchObject({
      name: 'RatesProviderError',
      failure,
    } satisfies Partial<RatesProviderError>);
  });

  it('gives up on a server that never answers after its timeout', async () => {
    const started = Date.now();
    await expect(provider('hang', 300).fetchRates(['EUR_BTC'], signal)).rejects.toMatchObject({ failure: 'timeout' });
    const elapsedMs = Date.now() - started;
    expect(elapsedMs).toBeGreaterThanOrEqual(250);
    expect(elapsedMs).toBeLessThan(2_000);
  });

  it('stops when the caller aborts, and says it was aborted rather than timed out', async () => {
    const controller = new AbortController();
    setTimeout(() => controller.abort(), 50);
    await expect(provider('hang', 5_000).fetchRates(['EUR_BTC'], controller.signal)).rejects.toMatchObject({
      failure: 'aborted',
    });
  });

  it('reports an unreachable provider as a network failure', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const { port } = closed.address() as AddressInfo;
    await new Promise((resolve) => closed.close(resolve));
    const unreachable = createKrakenRatesProvider({ baseUrl: `http://127.0.0.1:${port}`, timeoutMs: 2_000 });
    await expect(unreachable.fetchRates(['EUR_BTC'], signal)).rejects.toMatchObject({ failure: 'network' });
  });
});
