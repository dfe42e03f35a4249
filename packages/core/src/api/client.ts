import { z } from 'zod';
import { isSuccessStatus } from '../schemas/envelope.js';
import type { ApiCalls } from './api-calls.js';
import { apiCalls } from './api-calls.js';
import type { AnyApiCall, HttpMethod } from './call-definition.js';
import type { CallFunction } from './call-types.js';
import { ApiClientError } from './client-error.js';
import type { FetchLike } from './fetch-like.js';

export interface ApiClientOptions {
  fetch: FetchLike;
  /** Base of the API, e.g. '/api' or 'https://pay.example/api'. */
  apiBase: string;
  /** Base of the merchant API (merchant widget calls), e.g. '/m'. */
  merchantApiBase: string;
  /**
   * The token from the token cookie (or the flow_tokens cookie in the guest flow). When it gives
   * one, it is sent JSON-encoded in the Authorization header (spec §6).
   */
  getToken?: () => unknown;
}

const countryDetailsSchema = z.looseObject({ country: z.string().max(2) });

export type ApiClient = { [Name in keyof ApiCalls]: CallFunction<ApiCalls[Name]> } & {
  /**
   * GET to the brand's country locator URL (spec §7 "Other"), answering request_details.country.
   * The URL is a third party's, so the Authorization header is never sent there.
   */
  locateCountry(countryLocatorUrl: string): Promise<{ request_status: 1 | '1'; request_details: { country: string } }>;
};

interface RequestInput {
  params?: Record<string, string | number>;
  body?: unknown;
  query?: object;
}

/** Builds the typed client: one function per row of the route table (`apiCalls`). */
export function createApiClient(options: ApiClientOptions): ApiClient {
  const client: Record<string, unknown> = {};
  for (const [name, call] of Object.entries(apiCalls) as [string, AnyApiCall][]) {
    client[name] = (input: RequestInput = {}) => {
      const base = call.base === 'merchant' ? options.merchantApiBase : options.apiBase;
      const url = joinUrl(base, fillPath(call.path, input.params)) + queryString(input.query);
      return send(options, { method: call.method, url, body: input.body, withToken: true }, call);
    };
  }
  client['locateCountry'] = (countryLocatorUrl: string) =>
    send(
      options,
      { method: 'GET', url: countryLocatorUrl, body: undefined, withToken: false },
      {
        success: 'request_status',
        details: countryDetailsSchema,
      },
    );
  return client as ApiClient;
}

interface Outgoing {
  method: HttpMethod;
  url: string;
  body: unknown;
  withToken: boolean;
}

async function send(options: ApiClientOptions, outgoing: Outgoing, call: Pick<AnyApiCall, 'success' | 'details'>) {
  const label = `${outgoing.method} ${outgoing.url}`;
  const headers: Record<string, string> = { Accept: 'application/json' };
  const token = outgoing.withToken ? await options.getToken?.() : undefined;
  if (token !== undefined && token !== null && token !== '') headers['Authorization'] = JSON.stringify(token);
  const hasBody = outgoing.method !== 'GET' && outgoing.body !== undefined;
  if (hasBody) headers['Content-Type'] = 'application/json';

  let status: number;
  let text: string;
  try {
    const response = await options.fetch(outgoing.url, {
      method: outgoing.method,
      headers,
      ...(hasBody ? { body: JSON.stringify(outgoing.body) } : {}),
    });
    status = response.status;
    text = await response.text();
  } catch (cause) {
    throw new ApiClientError('network', label, 'no response (network failure)', { cause });
  }

  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch (cause) {
    throw new ApiClientError('invalid_json', label, `HTTP ${status} answered something that is not JSON`, {
      status,
      cause,
    });
  }
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    throw new ApiClientError('invalid_json', label, `HTTP ${status} answered JSON that is not an object`, { status });
  }
  const record = body as Record<string, unknown>;
  const succeeded = call.success === 'success' ? record['success'] === true : isSuccessStatus(record['request_status']);
  // Spec §7/§8: a failure the API answered is passed to the caller unchanged.
  if (!succeeded) throw body;
  if (!call.details) return record;
  const details = call.details.safeParse(record['request_details']);
  if (!details.success) {
    throw new ApiClientError('invalid_response', label, `request_details: ${z.prettifyError(details.error)}`, {
      status,
      cause: details.error,
    });
  }
  return { ...record, request_details: details.data };
}

/** Joins a base ('/api', '/api/', 'https://host/m') and a path ('/users/me') with one slash. */
export function joinUrl(base: string, path: string): string {
  return `${base.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}`;
}

function fillPath(template: string, params: Record<string, string | number> = {}): string {
  return template.replace(/\{([A-Za-z_]+)\}/g, (_match, name: string) => {
    const value = params[name];
    if (value === undefined || value === '') {
      throw new TypeError(`The call ${template} needs the path parameter "${name}"; pass it in params.`);
    }
    return encodeURIComponent(String(value));
  });
}

function queryString(query: object | undefined): string {
  if (!query) return '';
  const pairs: string[] = [];
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null) continue;
    pairs.push(`${encodeURIComponent(key)}=${encodeURIComponent(String(value))}`);
  }
  return pairs.length > 0 ? `?${pairs.join('&')}` : '';
}
