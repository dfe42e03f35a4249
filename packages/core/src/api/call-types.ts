import type { z } from 'zod';
import type { AnyEndpoint, Endpoint, EndpointProduces, EndpointRequest, SuccessRule } from './endpoint.js';

type InputOf<Schema> = Schema extends z.ZodType ? z.input<Schema> : never;

type PartOf<Request extends EndpointRequest, Key extends keyof EndpointRequest> = Request extends {
  readonly [K in Key]: infer Schema extends z.ZodType;
}
  ? undefined extends InputOf<Schema>
    ? { readonly [K in Key]?: InputOf<Schema> }
    : Record<never, never> extends InputOf<Schema>
      ? { readonly [K in Key]?: InputOf<Schema> }
      : { readonly [K in Key]: InputOf<Schema> }
  : { readonly [K in Key]?: undefined };

/** What a call takes: path params, query and JSON body, each typed by the row's schemas (their input side). */
export type CallInput<E extends AnyEndpoint> =
  E extends Endpoint<string, infer Request, z.ZodType | undefined, SuccessRule, EndpointProduces>
    ? PartOf<Request, 'params'> & PartOf<Request, 'query'> & PartOf<Request, 'body'>
    : never;

type DetailsOf<E extends AnyEndpoint> = E['details'] extends z.ZodType ? z.output<E['details']> : unknown;

/**
 * What a successful call resolves with: the whole response body, with `request_details` parsed by
 * the row's schema. Other top-level fields (e.g. `_id` of the flow's checkout lookup) stay as they came.
 * A row whose success is the HTTP status (no envelope, e.g. /countries.json) resolves with its parsed body.
 */
export type CallResult<E extends AnyEndpoint> = E['success'] extends 'http'
  ? DetailsOf<E>
  : (E['success'] extends 'success'
      ? { success: true; request_details: DetailsOf<E> }
      : { request_status: 1 | '1'; request_details: DetailsOf<E> }) &
      Record<string, unknown>;

type RequiredKeys<T> = { [K in keyof T]-?: Record<never, never> extends Pick<T, K> ? never : K }[keyof T];

export type CallFunction<E extends AnyEndpoint> = [RequiredKeys<CallInput<E>>] extends [never]
  ? (input?: CallInput<E>) => Promise<CallResult<E>>
  : (input: CallInput<E>) => Promise<CallResult<E>>;
