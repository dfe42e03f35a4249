type SchemaLike = { safeParse(value: unknown): { success: true } | { success: false; error: { message: string } } };
import {
  accountsEndpoints,
  checkoutEndpoints,
  identityEndpoints,
  rateEndpoints,
  type AnyEndpoint,
  type FetchLike,
} from '@platform/core';
import { createFlowClient, type FlowClient } from '../api/flow-client.js';

/**
 * A fake of the platform's API for the checkout's tests, built on the contract's rows: every request
 * the checkout sends is checked against its row's request schemas (a malformed request fails the
 * test), and every answer a test scripts is checked against the row's answer schema before it is
 * sent (a fake that drifts from the contract fails too). Unscripted calls answer 404.
 */
const rows: AnyEndpoint[] = Object.values({
  ...accountsEndpoints,
  ...checkoutEndpoints,
  ...identityEndpoints,
  ...rateEndpoints,
});

type Answer = { status?: number; body: unknown } | ((request: FakeRequest) => { status?: number; body: unknown });
export interface FakeRequest {
  row: AnyEndpoint;
  params: Record<string, string>;
  query: Record<string, string>;
  body: unknown;
  authorization: string | undefined;
}

function matchRow(method: string, path: string): { row: AnyEndpoint; params: Record<string, string> } | undefined {
  for (const row of rows) {
    if (row.method !== method) continue;
    const names: string[] = [];
    const pattern = new RegExp(
      `^${row.path.replace(/\{([A-Za-z_]+)\}/g, (_m, name: string) => {
        names.push(name);
        return '([^/]+)';
      })}$`,
    );
    const match = pattern.exec(path);
    if (match !== null) {
      return {
        row,
        params: Object.fromEntries(names.map((name, index) => [name, decodeURIComponent(match[index + 1]!)])),
      };
    }
  }
  return undefined;
}

export interface FakeFlowServer {
  fetch: FetchLike;
  client: FlowClient;
  requests: FakeRequest[];
  /** Scripts the answer of a row (by the row itself); the latest script wins. */
  answer(row: AnyEndpoint, answer: Answer): void;
  token: string | undefined;
}

/** The envelope of a successful answer of `row` (request_details, or the whole body of an http row). */
export function success(row: AnyEndpoint, details: unknown): { body: unknown } {
  if (row.success === 'http') return { body: details };
  if (row.success === 'success') return { body: { success: true, request_details: details } };
  return { body: { request_status: 1, request_details: details } };
}

export function createFakeFlowServer(): FakeFlowServer {
  const answers = new Map<AnyEndpoint, Answer>();
  const server: FakeFlowServer = {
    requests: [],
    token: undefined,
    answer: (row, answer) => void answers.set(row, answer),
    fetch: async (url, init) => {
      const parsed = new URL(url, 'https://pay.example.test');
      const path = parsed.pathname.replace(/^\/api/, '');
      const found = matchRow(init.method, path);
      if (found === undefined)
        throw new Error(`the checkout called ${init.method} ${path}, which is no row of the contract`);
      const { row, params } = found;
      const query = Object.fromEntries(parsed.searchParams.entries());
      const body = init.body === undefined ? undefined : (JSON.parse(init.body) as unknown);
      const check = (schema: SchemaLike | undefined, value: unknown, part: string) => {
        const result = schema?.safeParse(value);
        if (result !== undefined && !result.success) {
          throw new Error(`${row.method} ${row.path}: the ${part} breaks the contract: ${result.error.message}`);
        }
      };
      check(row.request.params, params, 'path');
      if (row.request.query !== undefined && Object.keys(query).length > 0) check(row.request.query, query, 'query');
      if (row.request.body !== undefined) check(row.request.body, body, 'body');
      const request: FakeRequest = { row, params, query, body, authorization: init.headers['Authorization'] };
      server.requests.push(request);
      const scripted = answers.get(row);
      if (scripted === undefined) {
        return { status: 404, text: async () => JSON.stringify({ request_status: 0, error_code: 'not_found' }) };
      }
      const { status = 200, body: answer } = typeof scripted === 'function' ? scripted(request) : scripted;
      if (status < 300) {
        const details = row.success === 'http' ? answer : (answer as { request_details?: unknown }).request_details;
        check(row.details, details, 'scripted answer');
      }
      return { status, text: async () => JSON.stringify(answer) };
    },
    client: undefined as unknown as FlowClient,
  };
  server.client = createFlowClient({ fetch: server.fetch, apiBase: '/api', getToken: () => server.token });
  return server;
}
