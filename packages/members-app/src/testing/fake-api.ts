import { createApiClient, type ApiClient } from '@platform/core';
import { useApiClientStore } from '../lib/api-client.js';

/**
 * Component tests: an API client answering from handlers instead of a server. A handler gets the
 * parsed JSON body and the query, and returns the HTTP status and JSON body to answer with; a call
 * without a handler answers 404 `not_found` (so a test notices calls it did not expect).
 */
export type FakeHandler = (request: {
  body: unknown;
  query: URLSearchParams;
  path: string;
}) => { status?: number; body: unknown } | Promise<{ status?: number; body: unknown }>;

export interface FakeApi {
  client: ApiClient;
  /** Every call made, as "METHOD /path" (without the /api base and query). */
  calls: { route: string; body: unknown }[];
  handlers: Map<string, FakeHandler>;
  on: (route: string, handler: FakeHandler) => void;
}

export function success(details: unknown = {}): { status: number; body: unknown } {
  return { status: 200, body: { request_status: 1, request_details: details } };
}

export function failure(
  status: number,
  code: string,
  messages: Record<string, string>,
): { status: number; body: unknown } {
  const error_message = Object.fromEntries(Object.entries(messages).map(([key, text]) => [key, { error: [text] }]));
  return { status, body: { request_status: 0, error_message, error_code: code } };
}

export function installFakeApi(initial: Record<string, FakeHandler> = {}): FakeApi {
  const handlers = new Map(Object.entries(initial));
  const calls: FakeApi['calls'] = [];
  const client = createApiClient({
    apiBase: '/api',
    merchantApiBase: '/m',
    fetch: async (url, init) => {
      const parsed = new URL(url, 'http://app.test');
      const path = parsed.pathname.replace(/^\/api/, '');
      const route = `${init.method} ${path}`;
      const body: unknown = init.body === undefined ? undefined : JSON.parse(init.body);
      calls.push({ route, body });
      const handler = handlers.get(route) ?? [...handlers.entries()].find(([pattern]) => matches(pattern, route))?.[1];
      const answer = handler
        ? await handler({ body, query: parsed.searchParams, path })
        : failure(404, 'not_found', { general: `no fake handler for ${route}` });
      return { status: answer.status ?? 200, text: async () => JSON.stringify(answer.body) };
    },
  });
  useApiClientStore.setState({ client });
  return { client, calls, handlers, on: (route, handler) => handlers.set(route, handler) };
}

/** "GET /operator/kyc/{id}" matches "GET /operator/kyc/kyc_1". */
function matches(pattern: string, route: string): boolean {
  if (!pattern.includes('{')) return false;
  const expression = new RegExp(`^${pattern.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{[^}]+\}/g, '[^/]+')}$`);
  return expression.test(route);
}

/** A GET /users/me answer for a user; fields as the server sends them. */
export function meAnswer(user: Record<string, unknown> = {}): { status: number; body: unknown } {
  return success({
    user_info: {
      client_id: 'usr_test1',
      user_id: 'usr_test1',
      firstName: 'Ada',
      lastName: 'Lovelace',
      email: 'ada@example.com',
      mobile: '+447700900123',
      dateOfBirth: '1990-01-31',
      address1: '1 Analytical Street',
      address2: '',
      city: 'London',
      state: 'London',
      country: 'GB',
      zipCode: 'N1 9GU',
      issueCountry: '',
      emailVerification: 1,
      phoneVerification: 1,
      OTPLogin: 0,
      OTPWithdrawal: 0,
      verifications: { OTPLogin: null },
      complianceVerification: 'pending',
      permissions: null,
      currency: 'EUR',
      account_values: {},
      wallets: [],
      companyName: '',
      account_number: '10000001',
      role: 'user',
      otp_channel: 'email',
      ...user,
    },
  });
}
