import { create } from 'zustand';
import { z } from 'zod';
import { ApiClientError, isSuccessStatus, joinUrl, type FetchLike, type HttpMethod } from '@platform/core';
import { env } from '../../../config/env.js';

/**
 * Merchant-area calls the server has (merchants/merchant-area-routes.ts, webhooks/routes/
 * webhook-routes.ts) but core's typed client does not list yet: GET /users/merchant, POST
 * /users/merchant/keys, GET/POST /users/merchant/payments, POST .../acceptLate and the webhook
 * calls beside PATCH /users/updateWebhook. They keep core's client contract: the API base, the
 * HttpOnly session cookie (credentials: 'include'), JSON both ways, success when request_status is
 * 1, an answered failure rejected as its envelope unchanged (spec §7/§8), ApiClientError when no
 * usable answer came. Move them to core's route table when core gets them; the fetchers keep
 * their signatures.
 */
export interface MerchantAreaTransport {
  fetch: FetchLike;
  apiBase: string;
}

const browserFetch: FetchLike = (url, init) => fetch(url, { ...init, credentials: 'include' });

/** Held in a store so tests answer from the session feature's fake API (testing/merchant-fake.ts). */
export const useMerchantAreaTransport = create<MerchantAreaTransport>(() => ({
  fetch: browserFetch,
  apiBase: env.apiBase,
}));

export interface MerchantAreaRequest<Details> {
  method: HttpMethod;
  /** A path of the API base with `{name}` placeholders, e.g. '/users/merchant/payments/{id}/acceptLate'. */
  path: string;
  params?: Record<string, string>;
  query?: Record<string, string | number | undefined>;
  body?: object;
  /** Validates `request_details`: an answer of another shape is an `invalid_response`. */
  details: z.ZodType<Details>;
}

function fillPath(template: string, params: Record<string, string> = {}): string {
  return template.replace(/\{(\w+)\}/g, (_match, name: string) => {
    const value = params[name];
    if (value === undefined || value === '') throw new TypeError(`${template} needs the path parameter "${name}".`);
    return encodeURIComponent(value);
  });
}

function queryString(query: MerchantAreaRequest<unknown>['query']): string {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(query ?? {})) if (value !== undefined) search.set(name, String(value));
  const text = search.toString();
  return text === '' ? '' : `?${text}`;
}

/** Sends one merchant-area call and resolves with its parsed `request_details`. */
export async function merchantAreaCall<Details>(request: MerchantAreaRequest<Details>): Promise<Details> {
  const transport = useMerchantAreaTransport.getState();
  const url = joinUrl(transport.apiBase, fillPath(request.path, request.params)) + queryString(request.query);
  const label = `${request.method} ${url}`;
  const headers: Record<string, string> = { Accept: 'application/json' };
  const hasBody = request.method !== 'GET' && request.body !== undefined;
  if (hasBody) headers['Content-Type'] = 'application/json';
  let status: number;
  let text: string;
  try {
    const response = await transport.fetch(url, {
      method: request.method,
      headers,
      ...(hasBody ? { body: JSON.stringify(request.body) } : {}),
    });
    status = response.status;
    text = await response.text();
  } catch (cause) {
    throw new ApiClientError('network', label, 'no response (network failure)', { cause });
  }
  let answer: unknown;
  try {
    answer = JSON.parse(text);
  } catch (cause) {
    throw new ApiClientError('invalid_json', label, `HTTP ${status} answered something that is not JSON`, {
      status,
      cause,
    });
  }
  if (typeof answer !== 'object' || answer === null || Array.isArray(answer)) {
    throw new ApiClientError('invalid_json', label, `HTTP ${status} answered JSON that is not an object`, { status });
  }
  const record = answer as Record<string, unknown>;
  if (!isSuccessStatus(record['request_status'])) throw answer;
  const details = request.details.safeParse(record['request_details']);
  if (!details.success) {
    throw new ApiClientError('invalid_response', label, `request_details: ${z.prettifyError(details.error)}`, {
      status,
      cause: details.error,
    });
  }
  return details.data;
}

/** request_details of a core client call, checked with the schema the screen relies on. */
export function parseDetails<Details>(schema: z.ZodType<Details>, answer: { request_details: unknown }, call: string) {
  const details = schema.safeParse(answer.request_details);
  if (!details.success) {
    throw new ApiClientError('invalid_response', call, `request_details: ${z.prettifyError(details.error)}`, {
      cause: details.error,
    });
  }
  return details.data;
}
