import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createJsonRpcClient, JsonRpcError, redactedUrl } from './json-rpc.js';
import { freePort } from './testing/node-process.js';

let server: Server;
let url: string;
const seen: { authorization: string | undefined; body: string }[] = [];

function handle(request: IncomingMessage, response: ServerResponse) {
  let body = '';
  request.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
  request.on('end', () => {
    seen.push({ authorization: request.headers.authorization, body });
    const { method, id } = JSON.parse(body) as { method: string; id: number };
    if (method === 'slow') return void setTimeout(() => response.end('{}'), 2_000);
    if (method === 'huge') return void response.end(JSON.stringify({ id, result: 'x'.repeat(10_000) }));
    if (method === 'fails')
      return void response.end(
        JSON.stringify({ id, result: null, error: { code: -5, message: 'No such transaction' } }),
      );
    response.end(JSON.stringify({ id, result: { echo: method }, error: null }));
  });
}

beforeAll(async () => {
  server = createServer(handle);
  const port = await freePort();
  await new Promise<void>((resolveListen) => server.listen(port, '127.0.0.1', resolveListen));
  url = `http://127.0.0.1:${port}/`;
});
afterAll(async () => {
  await new Promise((resolveClose) => server.close(resolveClose));
});

describe('JSON-RPC client', () => {
  it('sends basic auth from the options or the URL user info, and returns the result', async () => {
    const client = createJsonRpcClient({ url, user: 'rpc', password: 's3cret' });
    expect(await client.call('getblockcount')).toEqual({ echo: 'getblockcount' });
    expect(seen.at(-1)?.authorization).toBe(`Basic ${Buffer.from('rpc:s3cret').toString('base64')}`);
    const fromUrl = createJsonRpcClient({ url: url.replace('http://', 'http://u%40x:p%3Aw@') });
    await fromUrl.call('ping');
    expect(seen.at(-1)?.authorization).toBe(`Basic ${Buffer.from('u@x:p:w').toString('base64')}`);
    expect(redactedUrl('http://user:pw@node:9332/')).toBe('http://node:9332/');
  });

  it('reports node errors with their code and never the credentials', async () => {
    const client = createJsonRpcClient({ url: url.replace('http://', 'http://rpc:topsecret@') });
    const error = await client.call('fails').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(JsonRpcError);
    expect(error).toMatchObject({ code: -5, method: 'fails', message: 'fails: No such transaction' });
    const unreachable = createJsonRpcClient({ url: 'http://rpc:topsecret@127.0.0.1:1/', timeoutMs: 2_000 });
    const transport = await unreachable.call('getblockcount').catch((caught: unknown) => caught);
    expect(transport).toMatchObject({ code: null, message: 'getblockcount: node unreachable (TypeError)' });
    expect(String((transport as Error).message)).not.toContain('topsecret');
  });

  it('bounds every call: a timeout and a response size limit', async () => {
    const client = createJsonRpcClient({ url, timeoutMs: 200, maxResponseBytes: 1_000 });
    await expect(client.call('slow')).rejects.toMatchObject({
      code: null,
      message: 'slow: node unreachable (TimeoutError)',
    });
    await expect(client.call('huge')).rejects.toMatchObject({ message: 'huge: response larger than 1000 bytes' });
  });
});
