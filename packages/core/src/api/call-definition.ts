import type { z } from 'zod';

/** DELETE is used by calls beyond the spec (ending a session, removing the authenticator app). */
export type HttpMethod = 'GET' | 'POST' | 'PATCH' | 'DELETE';

/** Which configured base a call goes to: the API base or the merchant API base (spec §7). */
export type ApiBaseName = 'api' | 'merchant';

/**
 * How a call tells success (spec §7): `request_status` equal to 1 (number or "1") for most calls;
 * `success === true` for the checkout calls (every /checkout/* call and
 * POST /transactions/getTransactionStatus).
 */
export type SuccessRule = 'request_status' | 'success';

export type QueryValue = string | number | boolean | undefined;
export type QueryParams = Record<string, QueryValue>;
export type JsonObject = Record<string, unknown>;

/**
 * One row of the route table. `Body` and `Query` exist only in the type (the `types` key is never
 * set); `details`, when the spec gives the shape of `request_details`, validates it.
 */
export interface ApiCall<Path extends string, Body, Query, Details> {
  readonly method: HttpMethod;
  readonly path: Path;
  readonly base: ApiBaseName;
  readonly success: SuccessRule;
  readonly details: z.ZodType<Details> | undefined;
  readonly types?: { readonly body: Body; readonly query: Query };
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any row of the table, whatever its types
export type AnyApiCall = ApiCall<string, any, any, any>;

interface CallOptions<Path extends string, Details> {
  method: HttpMethod;
  path: Path;
  base?: ApiBaseName;
  success?: SuccessRule;
  details?: z.ZodType<Details>;
}

/**
 * Declares a call: `defineCall<Body, Query>()({ method, path, details })`. The two steps let the
 * body and query types be written while the path literal and details type are inferred.
 */
export function defineCall<Body = undefined, Query = undefined>() {
  return <const Path extends string, Details = unknown>(
    options: CallOptions<Path, Details>,
  ): ApiCall<Path, Body, Query, Details> => ({
    method: options.method,
    path: options.path,
    base: options.base ?? 'api',
    success: options.success ?? 'request_status',
    details: options.details,
  });
}
