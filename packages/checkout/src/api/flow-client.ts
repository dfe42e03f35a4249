import { endpointUrl, type AnyEndpoint, type CallInput, type CallResult, type FetchLike } from '@platform/core';

/**
 * The checkout's slim client of core's contract rows: a call takes the row itself (method, path,
 * success rule and the zod schema of what it answers), never a hand-written shape, and answers a
 * closed outcome. Core's createApiClient would bring every row of the platform into this iframe's
 * 45 KB; a row passed here brings only itself.
 */
export type CallOutcome<Result> =
  | { ok: true; data: Result }
  /** `rejected`: the API answered a failure (body as it came, spec §8); `failed`: no answer or one of the wrong shape. */
  | { ok: false; error: 'rejected' | 'failed'; body?: unknown };

export interface FlowClient {
  call<E extends AnyEndpoint>(row: E, input: CallInput<E>): Promise<CallOutcome<CallResult<E>>>;
}

export interface FlowClientOptions {
  fetch: FetchLike;
  apiBase: string;
  merchantApiBase?: string;
  /**
   * The flow token: the `flow_tokens` cookie's value, which is already the JSON-encoded token
   * (`{"flow_token":…,"checkout_id":…}`), sent as it is in Authorization (spec §6).
   */
  getToken: () => string | undefined;
}

type Input = { params?: Record<string, string | number>; query?: object; body?: unknown };

export function createFlowClient(options: FlowClientOptions): FlowClient {
  const bases = { apiBase: options.apiBase, merchantApiBase: options.merchantApiBase ?? '/m' };
  return {
    async call(row, input) {
      const { params, query, body } = input as Input;
      const url = endpointUrl(row, bases, { ...(params ? { params } : {}), ...(query ? { query } : {}) });
      const headers: Record<string, string> = { Accept: 'application/json' };
      const token = options.getToken();
      if (token !== undefined) headers['Authorization'] = token;
      const sendsBody = row.method !== 'GET' && body !== undefined;
      if (sendsBody) headers['Content-Type'] = 'application/json';
      let answer: Record<string, unknown>;
      let status: number;
      try {
        const response = await options.fetch(url, {
          method: row.method,
          headers,
          ...(sendsBody ? { body: JSON.stringify(body) } : {}),
        });
        status = response.status;
        const parsed: unknown = JSON.parse(await response.text());
        if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed))
          return { ok: false, error: 'failed' };
        answer = parsed as Record<string, unknown>;
      } catch {
        return { ok: false, error: 'failed' };
      }
      if (row.success === 'http') {
        if (status < 200 || status > 299) return { ok: false, error: 'rejected', body: answer };
        const whole = row.details?.safeParse(answer);
        if (whole !== undefined && !whole.success) return { ok: false, error: 'failed', body: answer };
        return { ok: true, data: (whole === undefined ? answer : whole.data) as never };
      }
      const succeeded =
        row.success === 'success'
          ? answer['success'] === true
          : answer['request_status'] === 1 || answer['request_status'] === '1';
      if (!succeeded) return { ok: false, error: 'rejected', body: answer };
      const details = row.details?.safeParse(answer['request_details']);
      if (details !== undefined && !details.success) return { ok: false, error: 'failed', body: answer };
      return {
        ok: true,
        data: { ...answer, request_details: details === undefined ? answer['request_details'] : details.data } as never,
      };
    },
  };
}

/** The error code of a rejected answer (`error_code`), when it has one. */
export function errorCodeOf(outcome: CallOutcome<unknown>): string | undefined {
  if (outcome.ok || typeof outcome.body !== 'object' || outcome.body === null) return undefined;
  const code = (outcome.body as { error_code?: unknown }).error_code;
  return typeof code === 'string' ? code : undefined;
}
