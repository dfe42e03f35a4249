import { z } from 'zod';
import { isSuccessStatus } from '../schemas/envelope.js';
import type { CallFunction, CallInput } from './call-types.js';
import { ApiClientError } from './client-error.js';
import type { AnyEndpoint, HttpMethod } from './endpoint.js';
import { endpointUrl } from './endpoint-url.js';
import { endpoints, type Endpoints } from './endpoints/index.js';
import type { FetchLike } from './fetch-like.js';

export { endpointUrl, joinUrl } from './endpoint-url.js';

export interface ApiClientOptions {
  fetch: FetchLike;
  /** Base of the API, e.g. '/api' or 'https://pay.example/api'. */
  apiBase: string;
  /** Base of the merchant API (merchant widget calls), e.g. '/m'. */
  merchantApiBase: string;
  /** The origin's root for health checks ('' for the page's own origin). */
  rootBase?: string;
  /**
   * The token from the token cookie (or the flow_tokens cookie in the guest flow). When it gives
   * one, it is sent JSON-encoded in the Authorization header (spec §6).
   */
  getToken?: () => unknown;
}

const countryDetailsSchema = z.looseObject({ country: z.string().max(2) });

/** Rows answered with JSON: each is a function of the client. Streams and files get a URL instead. */
type JsonEndpointName = {
  [Name in keyof Endpoints]: Endpoints[Name]['produces'] extends 'json' ? Name : never;
}[keyof Endpoints];
type LinkEndpointName = Exclude<keyof Endpoints, JsonEndpointName>;

export type ApiClient = { [Name in JsonEndpointName]: CallFunction<Endpoints[Name]> } & {
  /** The URL of a stream or file endpoint (EventSource, a download link), with its params and query. */
  urlOf<Name extends LinkEndpointName>(name: Name, input: CallInput<Endpoints[Name]>): string;
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

/** Builds the typed client: one function per JSON row of the contract (`endpoints`). */
export function createApiClient(options: ApiClientOptions): ApiClient {
  const client: Record<string, unknown> = {};
  for (const [name, endpoint] of Object.entries(endpoints) as [string, AnyEndpoint][]) {
    if (endpoint.produces !== 'json') continue;
    client[name] = (input: RequestInput = {}) =>
      send(
        options,
        { method: endpoint.method, url: endpointUrl(endpoint, options, input), body: input.body, withToken: true },
        endpoint,
      );
  }
  client['urlOf'] = (name: string, input: RequestInput = {}) => {
    const endpoint = (endpoints as Record<string, AnyEndpoint>)[name];
    if (endpoint === undefined) throw new TypeError(`${name} is not an endpoint of the contract.`);
    return endpointUrl(endpoint, options, input);
  };
  client['locateCountry'] = (countryLocatorUrl: string) =>
    send(
      options,
      { method: 'GET', url: countryLocatorUrl, body: undefined, withToken: false },
      { success: 'request_status', details: countryDetailsSchema },
    );
  return client as ApiClient;
}

interface Outgoing {
  method: HttpMethod;
  url: string;
  body: unknown;
  withToken: boolean;
}

async function send(options: ApiClientOptions, outgoing: Outgoing, call: Pick<AnyEndpoint, 'success' | 'details'>) {
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
  if (call.success === 'http') return parsed(call.details, body, label, status, 'body');
  const succeeded = call.success === 'success' ? record['success'] === true : isSuccessStatus(record['request_status']);
  // Spec §7/§8: a failure the API answered is passed to the caller unchanged.
  if (!succeeded) throw body;
  return {
    ...record,
    request_details: parsed(call.details, record['request_details'], label, status, 'request_details'),
  };
}

/** `value` checked by the row's schema; an answer of another shape is an `invalid_response`. */
function parsed(schema: z.ZodType | undefined, value: unknown, label: string, status: number, part: string): unknown {
  if (schema === undefined) return value;
  const result = schema.safeParse(value);
  if (!result.success) {
    throw new ApiClientError('invalid_response', label, `${part}: ${z.prettifyError(result.error)}`, {
      status,
      cause: result.error,
    });
  }
  return result.data;
}

/** Joins a base ('/api', '/api/', 'https://host/m') and a path ('/users/me') with one slash. */
