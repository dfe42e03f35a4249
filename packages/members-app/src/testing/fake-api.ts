import { z } from 'zod';
import {
  cookieNames,
  countryCodes,
  createApiClient,
  endpoints,
  failureEnvelopeSchema,
  isSuccessStatus,
  type AnyEndpoint,
  type ApiBaseName,
  type ApiClient,
  type ErrorCode,
  type HttpMethod,
} from '@platform/core';
import { useApiClientStore } from '../lib/api-client.js';

/**
 * Component tests: the app's API client (core's typed client) answering from handlers instead of a
 * server, held to the contract. Every request must match a row of core's `endpoints` (by method and
 * path) and that row's request schemas (params, query as the server's query parser gives it, JSON
 * body); every answer must be the row's success (its `request_details` schema) or the failure
 * envelope. A request or answer that does not is a contract violation: the fake answers it as the
 * server would (404 for an unknown path, 400 validation_failed for a bad request) and the test fails
 * (`failOnContractViolations`, run after each test by setup-tests.ts). Core's client checks each
 * success answer with the row's schema too, so a handler of the wrong shape also fails as the app
 * would see it. A row that still has a placeholder schema (`unchecked`) checks nothing yet.
 *
 * A handler gets the parsed JSON body, the query and the path, and returns the HTTP status and JSON
 * body to answer with; a call without a handler answers 404 `not_found` (so a test notices calls it
 * did not expect).
 */
export type FakeHandler = (request: {
  body: unknown;
  query: URLSearchParams;
  path: string;
}) => FakeAnswer | Promise<FakeAnswer>;

export interface FakeAnswer {
  status?: number;
  body: unknown;
}

export interface FakeApi {
  client: ApiClient;
  /** Every call made, as "METHOD /path" (without the API base `/api` and the query; merchant base calls keep `/m`). */
  calls: { route: string; body: unknown }[];
  handlers: Map<string, FakeHandler>;
  on: (route: string, handler: FakeHandler) => void;
  /** Requests and answers that broke the contract, in words; the test fails when any is left. */
  violations: string[];
}

export function success(details: unknown = {}): { status: number; body: unknown } {
  return { status: 200, body: { request_status: 1, request_details: details } };
}

export function failure(
  status: number,
  code: ErrorCode,
  messages: Record<string, string>,
): { status: number; body: unknown } {
  const error_message = Object.fromEntries(Object.entries(messages).map(([key, text]) => [key, { error: [text] }]));
  return { status, body: { request_status: 0, error_message, error_code: code } };
}

/** The fakes installed since the last check: their violations fail the test that installed them. */
const installedSinceCheck: FakeApi[] = [];

/** Throws (failing the test) when a fake the test installed saw a contract violation. */
export function failOnContractViolations(): void {
  const violations = installedSinceCheck.flatMap((api) => api.violations);
  installedSinceCheck.length = 0;
  if (violations.length > 0) {
    throw new Error(`The app and the fake API broke the API contract:\n- ${violations.join('\n- ')}`);
  }
}

const bases: Record<Exclude<ApiBaseName, 'root'>, string> = { api: '/api', merchant: '/m' };

/**
 * A cookie line that removes `name` at once. Not Max-Age=0: happy-dom expires such a cookie only
 * after the millisecond it was set in, so a read in that millisecond still saw it (a flaky test).
 */
export function expiredCookie(name: string): string {
  return `${name}=; Expires=Thu, 01 Jan 1970 00:00:00 GMT; Path=/`;
}

/**
 * `sessionCookie` (default true): the browser holds the server's page-readable `signed_in` cookie, so
 * the app asks GET /users/me (whose handler says signed in or not); false: no session cookie at all.
 */
export function installFakeApi(
  initial: Record<string, FakeHandler> = {},
  options: { sessionCookie?: boolean } = {},
): FakeApi {
  document.cookie =
    options.sessionCookie === false ? expiredCookie(cookieNames.signedIn) : `${cookieNames.signedIn}=1; Path=/`;
  // The static list every country picker asks for (spec §7 /countries.json), as the server answers it.
  const staticAnswers: Record<string, FakeHandler> = {
    'GET /countries.json': () => ({ status: 200, body: { countries: [...countryCodes] } }),
  };
  const handlers = new Map(Object.entries({ ...staticAnswers, ...initial }));
  const calls: FakeApi['calls'] = [];
  const violations: string[] = [];
  const client = createApiClient({
    apiBase: bases.api,
    merchantApiBase: bases.merchant,
    fetch: async (url, init) => {
      const parsed = new URL(url, 'http://app.test');
      const { base, path } = splitBase(parsed.pathname);
      const route = `${init.method} ${base === 'api' ? path : parsed.pathname}`;
      const body: unknown = init.body === undefined ? undefined : JSON.parse(init.body);
      calls.push({ route, body });
      const answer = await answerCall({ method: init.method as HttpMethod, base, path, route, body, parsed });
      return { status: answer.status ?? 200, text: async () => JSON.stringify(answer.body) };
    },
  });

  async function answerCall(call: {
    method: HttpMethod;
    base: ApiBaseName;
    path: string;
    route: string;
    body: unknown;
    parsed: URL;
  }): Promise<FakeAnswer> {
    const match = findRow(call.method, call.base, call.path);
    if (match === undefined) {
      violations.push(`${call.route}: no row of the contract has this method and path`);
      return failure(404, 'not_found', { general: `No such path: ${call.route}` });
    }
    const refused = checkRequest(match.row, { params: match.params, query: call.parsed.searchParams, body: call.body });
    if (refused !== null) {
      violations.push(`${call.route}: ${refused.text}`);
      return {
        status: 400,
        body: { request_status: 0, error_code: 'validation_failed', error_message: refused.byField },
      };
    }
    const handler =
      handlers.get(call.route) ?? [...handlers.entries()].find(([pattern]) => matches(pattern, call.route))?.[1];
    const answer = handler
      ? await handler({
          body: call.body,
          query: call.parsed.searchParams,
          path: call.route.slice(call.method.length + 1),
        })
      : failure(404, 'not_found', { general: `no fake handler for ${call.route}` });
    const wrong = checkAnswer(match.row, answer);
    if (wrong !== null) violations.push(`${call.route}: the fake's answer ${wrong}`);
    return answer;
  }

  const api: FakeApi = { client, calls, handlers, on: (route, handler) => handlers.set(route, handler), violations };
  useApiClientStore.setState({ client });
  installedSinceCheck.push(api);
  return api;
}

function splitBase(pathname: string): { base: ApiBaseName; path: string } {
  for (const [base, prefix] of Object.entries(bases) as [ApiBaseName, string][]) {
    if (pathname.startsWith(`${prefix}/`)) return { base, path: pathname.slice(prefix.length) };
  }
  return { base: 'root', path: pathname };
}

const rows = Object.values(endpoints) as AnyEndpoint[];

/** The row of a call and its path params; a literal segment beats a placeholder (fewest placeholders wins). */
function findRow(
  method: HttpMethod,
  base: ApiBaseName,
  path: string,
): { row: AnyEndpoint; params: Record<string, string> } | undefined {
  let best: { row: AnyEndpoint; params: Record<string, string> } | undefined;
  for (const row of rows) {
    if (row.method !== method || row.base !== base) continue;
    const params = matchTemplate(row.path, path);
    if (params === null) continue;
    if (best === undefined || Object.keys(params).length < Object.keys(best.params).length) best = { row, params };
  }
  return best;
}

function matchTemplate(template: string, path: string): Record<string, string> | null {
  const want = template.split('/');
  const have = path.split('/');
  if (want.length !== have.length) return null;
  const params: Record<string, string> = {};
  for (const [index, part] of want.entries()) {
    const segment = have[index] ?? '';
    const placeholder = /^\{([A-Za-z_]+)\}$/.exec(part);
    if (placeholder) {
      if (segment === '') return null;
      params[placeholder[1] as string] = decodeURIComponent(segment);
    } else if (part !== segment) return null;
  }
  return params;
}

/** The query as the server's parser gives it to the schema: strings, an array for a repeated key. */
function queryObject(query: URLSearchParams): Record<string, string | string[]> {
  const object: Record<string, string | string[]> = {};
  for (const key of new Set(query.keys())) {
    const values = query.getAll(key);
    object[key] = values.length === 1 ? (values[0] as string) : values;
  }
  return object;
}

/** The request checked by the row's schemas, as the server checks it; null when it passes. */
function checkRequest(
  row: AnyEndpoint,
  request: { params: Record<string, string>; query: URLSearchParams; body: unknown },
): { text: string; byField: Record<string, { error: string[] }> } | null {
  const parts = [
    ['params', row.request.params, request.params],
    ['query', row.request.query, queryObject(request.query)],
    ['body', row.request.body, request.body],
  ] as const;
  for (const [part, schema, value] of parts) {
    if (schema === undefined) continue;
    const result = (schema as z.ZodType).safeParse(value);
    if (result.success) continue;
    const byField: Record<string, { error: string[] }> = {};
    for (const issue of result.error.issues) {
      const field = issue.path.map(String).join('.') || part;
      (byField[field] ??= { error: [] }).error.push(issue.message);
    }
    return { text: `the request's ${part} does not match the row: ${z.prettifyError(result.error)}`, byField };
  }
  return null;
}

/** What is wrong with a handler's answer for the row (null when it is the row's success or a failure envelope). */
function checkAnswer(row: AnyEndpoint, answer: FakeAnswer): string | null {
  const status = answer.status ?? 200;
  const body = answer.body as Record<string, unknown> | null;
  // An `http` row (e.g. /countries.json) succeeds by its status alone: its body is the row's details.
  const succeeded =
    row.success === 'http'
      ? true
      : row.success === 'success'
        ? body?.['success'] === true
        : isSuccessStatus(body?.['request_status']);
  if (status >= 200 && status < 300 && succeeded) {
    const schema = row.details as z.ZodType | undefined;
    if (schema === undefined) return null;
    const details = row.success === 'http' ? body : body?.['request_details'];
    const result = schema.safeParse(details);
    return result.success ? null : `does not match the row's details: ${z.prettifyError(result.error)}`;
  }
  if (status < 400) return `has HTTP ${status} but is not a success`;
  const result = failureEnvelopeSchema.safeParse(body);
  return result.success ? null : `is not the failure envelope: ${z.prettifyError(result.error)}`;
}

/** "GET /operator/kyc/{id}" matches "GET /operator/kyc/kyc_1". */
function matches(pattern: string, route: string): boolean {
  if (!pattern.includes('{')) return false;
  const expression = new RegExp(`^${pattern.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{[^}]+\}/g, '[^/]+')}$`);
  return expression.test(route);
}

/** The test user's personal and address details, as the server sends them. */
const testUserProfile = {
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
  companyName: '',
};

/** A GET /users/me answer for a user; fields as the server sends them. */
export function meAnswer(user: Record<string, unknown> = {}): { status: number; body: unknown } {
  return success({
    user_info: {
      client_id: testUserProfile.user_id,
      ...testUserProfile,
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
      account_number: '10000001',
      role: 'user',
      otp_channel: 'email',
      ...user,
    },
  });
}

/** A PATCH /users/edit answer: the profile as the server sends it. */
export function profileAnswer(fields: Record<string, unknown> = {}): { status: number; body: unknown } {
  return success({ user: { ...testUserProfile, locale: 'en', ...fields } });
}
