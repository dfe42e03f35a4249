import { sendOutbound, type OutboundResponse } from '../../lib/outbound-http.js';
import { isTooLarge, transportFailureName } from './transport-failure.js';

/**
 * A small JSON-RPC 1.0/2.0 client over HTTP for chain nodes (Bitcoin Core-compatible nodes speak
 * 1.0 with basic auth, EVM nodes 2.0), through lib/outbound-http.ts: every call has a timeout and
 * a response size limit, and a redirect is a failure. The credentials go in the Authorization
 * header only: error messages name the method and the node's error, never the URL's user info or
 * the password.
 */
export interface JsonRpcOptions {
  url: string;
  user?: string | undefined;
  password?: string | undefined;
  /** Default 10 s. */
  timeoutMs?: number;
  /** Default 32 MiB (a full block with transactions can be several MiB). */
  maxResponseBytes?: number;
  fetch?: typeof globalThis.fetch;
}

export class JsonRpcError extends Error {
  constructor(
    readonly method: string,
    /** The node's error code (e.g. -5 "No such mempool or blockchain transaction"); null for transport errors. */
    readonly code: number | null,
    message: string,
  ) {
    super(`${method}: ${message}`);
    this.name = 'JsonRpcError';
  }
}

export interface JsonRpcClient {
  call<T = unknown>(method: string, params?: readonly unknown[] | Record<string, unknown>): Promise<T>;
}

/** The URL without user info, for logs. */
export function redactedUrl(url: string): string {
  try {
    const parsed = new URL(url);
    parsed.username = '';
    parsed.password = '';
    return parsed.toString();
  } catch {
    return '(invalid url)';
  }
}

/** The node's answer as JSON, or the call's JsonRpcError (a node error with its code, or HTTP trouble). */
function resultOf<T>(method: string, response: OutboundResponse): T {
  let body: { result?: unknown; error?: { code?: number; message?: string } | null };
  try {
    body = JSON.parse(response.text()) as typeof body;
  } catch {
    throw new JsonRpcError(method, null, `HTTP ${response.status} with a body that is not JSON`);
  }
  if (body.error !== undefined && body.error !== null) {
    throw new JsonRpcError(method, body.error.code ?? null, String(body.error.message ?? 'error').slice(0, 300));
  }
  if (!response.ok) throw new JsonRpcError(method, null, `HTTP ${response.status}`);
  return body.result as T;
}

export function createJsonRpcClient(options: JsonRpcOptions): JsonRpcClient {
  const timeoutMs = options.timeoutMs ?? 10_000;
  const maxResponseBytes = options.maxResponseBytes ?? 32 * 1024 * 1024;
  const parsedUrl = new URL(options.url);
  const user = options.user ?? decodeURIComponent(parsedUrl.username);
  const password = options.password ?? decodeURIComponent(parsedUrl.password);
  parsedUrl.username = '';
  parsedUrl.password = '';
  const endpoint = parsedUrl.toString();
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (user !== '' || password !== '') {
    headers['authorization'] = `Basic ${Buffer.from(`${user}:${password}`).toString('base64')}`;
  }
  let nextId = 1;
  return {
    async call<T>(method: string, params: readonly unknown[] | Record<string, unknown> = []): Promise<T> {
      const id = nextId++;
      let response: OutboundResponse;
      try {
        response = await sendOutbound({
          url: endpoint,
          method: 'POST',
          headers,
          body: JSON.stringify({ jsonrpc: '2.0', id, method, params }),
          timeoutMs,
          maxResponseBytes,
          ...(options.fetch === undefined ? {} : { fetch: options.fetch }),
        });
      } catch (error) {
        if (isTooLarge(error)) throw new JsonRpcError(method, null, `response larger than ${maxResponseBytes} bytes`);
        throw new JsonRpcError(method, null, `node unreachable (${transportFailureName(error)})`);
      }
      return resultOf<T>(method, response);
    },
  };
}
