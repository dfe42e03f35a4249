import type { AnyApiCall, ApiCall } from './call-definition.js';

/** Names of `{param}` placeholders in a path template: '/checkout/status/{id}' → 'id'. */
export type PathParamNames<Path extends string> = Path extends `${string}{${infer Name}}${infer Rest}`
  ? Name | PathParamNames<Rest>
  : never;

type ParamsPart<Path extends string> = [PathParamNames<Path>] extends [never]
  ? { params?: undefined }
  : { params: Record<PathParamNames<Path>, string | number> };

type BodyPart<Body> = [Body] extends [undefined] ? { body?: undefined } : { body: Body };

type QueryPart<Query> = [Query] extends [undefined]
  ? { query?: undefined }
  : Record<never, never> extends Query
    ? { query?: Query }
    : { query: Query };

/** What a call takes: path params, JSON body and query, each only where the call has them. */
export type CallInput<Call extends AnyApiCall> =
  Call extends ApiCall<infer Path, infer Body, infer Query, infer _Details>
    ? ParamsPart<Path> & BodyPart<Body> & QueryPart<Query>
    : never;

type DetailsOf<Call extends AnyApiCall> =
  Call extends ApiCall<string, unknown, unknown, infer Details> ? Details : never;

/**
 * What a successful call resolves with: the whole response body, with `request_details` parsed by
 * the call's schema where the spec gives its shape (`unknown` elsewhere). Other top-level fields
 * (e.g. `_id` of the flow's checkout lookup) stay as they came.
 */
export type CallResult<Call extends AnyApiCall> = (Call['success'] extends 'success'
  ? { success: true; request_details: DetailsOf<Call> }
  : { request_status: 1 | '1'; request_details: DetailsOf<Call> }) &
  Record<string, unknown>;

type RequiredKeys<T> = { [K in keyof T]-?: Record<never, never> extends Pick<T, K> ? never : K }[keyof T];

export type CallFunction<Call extends AnyApiCall> = [RequiredKeys<CallInput<Call>>] extends [never]
  ? (input?: CallInput<Call>) => Promise<CallResult<Call>>
  : (input: CallInput<Call>) => Promise<CallResult<Call>>;
