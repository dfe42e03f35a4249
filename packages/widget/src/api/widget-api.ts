import {
  merchantWidgetRoutes as routes,
  type CryptoCurrency,
  type FetchLike,
  type MerchantCurrency,
  type MerchantPayment,
  type MerchantProfile,
} from '@platform/core';
import { isMerchantCurrencies, isMerchantPayment, isMerchantProfile } from './payment-checks.js';

/**
 * The widget's slim client of the merchant API: the methods and paths of core's merchant widget
 * rows (`merchantWidgetRoutes`, plain constants: core's typed client would bring zod, about 26 KB
 * gzip of this iframe's 40 KB), its answers checked by payment-checks.ts.
 */

/** The brand configuration call (same origin as the iframe), which names the merchant API base. */
export const configurationPath = '/api/config';

/**
 * What a call ends in: its data, `not_found` when the API answered `error_code: 'not_found'`, or
 * `failed` for every other failure (an API failure, no answer, an answer of the wrong shape).
 */
export type CallOutcome<T> = { data: T } | { error: 'not_found' | 'failed' };

export interface WidgetApi {
  getMerchant(): Promise<CallOutcome<MerchantProfile>>;
  getCurrencies(): Promise<CallOutcome<MerchantCurrency[]>>;
  getStatus(): Promise<CallOutcome<MerchantPayment>>;
  chooseCurrency(iso: CryptoCurrency): Promise<CallOutcome<MerchantPayment>>;
  /** URL of the payment's Server-Sent Events stream. */
  readonly eventsUrl: string;
}

export interface PaymentIds {
  merchantId: string;
  transactionId: string;
}

type Route = { readonly method: string; readonly path: string };
type Answer = { ok: true; details: unknown } | { ok: false; notFound: boolean };

async function request(fetchImpl: FetchLike, method: string, url: string, body?: object): Promise<Answer> {
  try {
    const response = await fetchImpl(url, {
      method,
      headers:
        body === undefined
          ? { Accept: 'application/json' }
          : { Accept: 'application/json', 'Content-Type': 'application/json' },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    const answer = JSON.parse(await response.text()) as unknown;
    if (typeof answer !== 'object' || answer === null) return { ok: false, notFound: false };
    const envelope = answer as { request_status?: unknown; request_details?: unknown; error_code?: unknown };
    // Spec §7: success is request_status equal to 1 (the number or the string).
    if (envelope.request_status === 1 || envelope.request_status === '1') {
      return { ok: true, details: envelope.request_details };
    }
    return { ok: false, notFound: envelope.error_code === 'not_found' };
  } catch {
    return { ok: false, notFound: false };
  }
}

function outcome<T>(answer: Answer, check: (value: unknown) => value is T): CallOutcome<T> {
  if (!answer.ok) return { error: answer.notFound ? 'not_found' : 'failed' };
  return check(answer.details) ? { data: answer.details } : { error: 'failed' };
}

/** A query string with every value percent-encoded (a space is %20, as the server's tests send it). */
function queryOf(input: Record<string, string>): string {
  return Object.entries(input)
    .map(([name, value]) => `${name}=${encodeURIComponent(value)}`)
    .join('&');
}

function joinUrl(base: string, path: string): string {
  return `${base.replace(/\/+$/, '')}${path}`;
}

/** A base the configuration may name: a same-origin path ('/m') or an http(s) URL. */
function isApiBase(value: unknown): value is string {
  return typeof value === 'string' && value.length <= 2048 && /^(\/(?!\/)|https?:\/\/)/.test(value);
}

/** The merchant API base from the brand configuration (`mapi`), or null when it cannot be had. */
export async function loadMerchantApiBase(fetchImpl: FetchLike): Promise<string | null> {
  const answer = await request(fetchImpl, 'GET', configurationPath);
  if (!answer.ok) return null;
  const mapi = (answer.details as { module?: { mapi?: unknown } } | undefined)?.module?.mapi;
  return isApiBase(mapi) ? mapi : null;
}

export function createWidgetApi(fetchImpl: FetchLike, merchantApiBase: string, ids: PaymentIds): WidgetApi {
  const paymentIds = { transaction_id: ids.transactionId, merchant_id: ids.merchantId };
  /** A row's call: a GET with `input` as its query, anything else with `input` as its JSON body. */
  const call = (route: Route, input: Record<string, string>) => {
    const url = joinUrl(merchantApiBase, route.path);
    return route.method === 'GET'
      ? request(fetchImpl, route.method, `${url}?${queryOf(input)}`)
      : request(fetchImpl, route.method, url, input);
  };
  return {
    getMerchant: async () =>
      outcome(await call(routes.getMerchant, { merchant_id: ids.merchantId }), isMerchantProfile),
    getCurrencies: async () => {
      const answer = outcome(
        await call(routes.getMerchantCurrencies, { merchant_id: ids.merchantId }),
        isMerchantCurrencies,
      );
      return 'data' in answer ? { data: answer.data.currencies } : answer;
    },
    getStatus: async () => outcome(await call(routes.getMerchantTransactionStatus, paymentIds), isMerchantPayment),
    chooseCurrency: async (iso) =>
      outcome(
        await call(routes.setMerchantTransactionCurrency, { ...paymentIds, currency_1_iso: iso }),
        isMerchantPayment,
      ),
    eventsUrl: `${joinUrl(merchantApiBase, routes.getMerchantTransactionEvents.path)}?${queryOf(paymentIds)}`,
  };
}
