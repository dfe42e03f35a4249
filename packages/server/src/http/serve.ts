import { failureEnvelopeSchema, type AnyEndpoint, type EndpointAuth } from '@platform/core';
import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  preHandlerAsyncHookHandler,
  RouteOptions,
  RouteShorthandOptions,
} from 'fastify';
import { z } from 'zod';
import { contractSerializerCompiler } from './contract-serializer.js';

type Output<Schema> = Schema extends z.ZodType ? z.output<Schema> : undefined;

/** The request of a row's handler: params, query and body as the row's schemas parsed them. */
export type EndpointRequest<E extends AnyEndpoint> = FastifyRequest<{
  Params: Output<E['request']['params']>;
  Querystring: Output<E['request']['query']>;
  Body: Output<E['request']['body']>;
}>;

/** What a JSON row's handler answers: the `request_details` (the server wraps the envelope). */
export type EndpointDetails<E extends AnyEndpoint> = E['details'] extends z.ZodType ? z.input<E['details']> : never;

/**
 * A row's handler. A JSON row's handler returns what `request_details` carries (or the whole body
 * for an `http` row), or the `reply` it answered itself (an `otherResponses` status); a stream's or
 * file's handler answers through `reply`.
 */
export type EndpointHandler<E extends AnyEndpoint> = (
  request: EndpointRequest<E>,
  reply: FastifyReply,
) => Promise<E['produces'] extends 'json' ? EndpointDetails<E> | FastifyReply : FastifyReply | void>;

/** Route options beside the schemas, which always come from the row. */
export interface ServeOptions extends Pick<
  RouteShorthandOptions,
  'bodyLimit' | 'onRequest' | 'preValidation' | 'preSerialization' | 'errorHandler' | 'config'
> {
  /** Checks after the row's own auth (for example that the user is a merchant). */
  preHandler?: preHandlerAsyncHookHandler[];
  /** Status codes a row answers beside 200 with a body that is not the failure envelope (health). */
  otherResponses?: Record<number, z.ZodType>;
}

/** Statuses whose body is the failure envelope (every route may answer them). */
export const failureStatusCodes = [400, 401, 403, 404, 409, 413, 415, 421, 429, 502, 503, 504] as const;

export const failureResponses = Object.fromEntries(failureStatusCodes.map((code) => [code, failureEnvelopeSchema]));

/** The schema of a JSON row's successful answer: the envelope of spec §7 around `details`. */
export function successResponseSchema(endpoint: AnyEndpoint): z.ZodType | undefined {
  const details = endpoint.details as z.ZodType | undefined;
  if (endpoint.produces !== 'json' || details === undefined) return undefined;
  if (endpoint.success === 'http') return details;
  if (endpoint.success === 'success') return z.object({ success: z.literal(true), request_details: details });
  return z.object({ request_status: z.literal(1), request_details: details });
}

/** The fastify path of a row: `{name}` placeholders become `:name`. */
export function routePath(path: string): string {
  return path.replace(/\{([A-Za-z_]+)\}/g, ':$1');
}

/** The checks a row's `auth` stands for, run before the handler (accounts module decorators). */
function authPreHandlers(app: FastifyInstance, auth: EndpointAuth): preHandlerAsyncHookHandler[] {
  switch (auth) {
    case 'session':
      return [app.accounts.requireUser()];
    case 'session_pending_otp':
      return [app.accounts.requireUser({ allowOtpPending: true })];
    case 'session_step_up':
      return [app.accounts.requireUser(), app.accounts.requireStepUp()];
    case 'operator':
      return [app.accounts.requireOperator];
    case 'public':
    case 'merchant_key':
    case 'merchant_key_or_session':
      return [];
  }
}

/** The row a route was registered from (route options' config), for the contract test and the docs. */
export function endpointOfRoute(route: Pick<RouteOptions, 'config'>): AnyEndpoint | undefined {
  return (route.config as { endpoint?: AnyEndpoint } | undefined)?.endpoint;
}

/**
 * Registers the server route of one contract row under the current prefix (the API base or the
 * merchant API base): method, path, schemas and auth all come from the row, so a route cannot
 * drift from the contract. Responses are checked against the row's schema as they are serialized
 * and sent as built, without fields the row does not name (contract-serializer.ts).
 */
export function serve<E extends AnyEndpoint>(
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- any plugin instance, whatever its type provider
  app: FastifyInstance<any, any, any, any, any>,
  endpoint: E,
  handler: NoInfer<EndpointHandler<E>>,
  options: ServeOptions = {},
): void {
  if (endpoint.status !== 'served')
    throw new Error(`${endpoint.method} ${endpoint.path} is a planned row: mark it served`);
  const { preHandler = [], otherResponses = {}, config, ...rest } = options;
  const success = successResponseSchema(endpoint);
  const wrap =
    endpoint.produces !== 'json' || endpoint.success === 'http'
      ? undefined
      : endpoint.success === 'success'
        ? (details: unknown) => ({ success: true as const, request_details: details })
        : (details: unknown) => ({ request_status: 1 as const, request_details: details });
  app.route({
    ...rest,
    method: endpoint.method,
    url: routePath(endpoint.path),
    schema: {
      summary: endpoint.summary,
      ...(endpoint.description === undefined ? {} : { description: endpoint.description }),
      tags: [...endpoint.tags],
      ...(endpoint.request.params === undefined ? {} : { params: endpoint.request.params }),
      ...(endpoint.request.query === undefined ? {} : { querystring: endpoint.request.query }),
      // A multipart body is read part by part by the handler; its row's schema documents the form.
      ...(endpoint.request.body === undefined || endpoint.consumes === 'multipart'
        ? {}
        : { body: endpoint.request.body }),
      ...(endpoint.consumes === 'multipart' ? { consumes: ['multipart/form-data'] } : {}),
      response: { ...(success === undefined ? {} : { 200: success }), ...failureResponses, ...otherResponses },
    },
    serializerCompiler: contractSerializerCompiler as RouteOptions['serializerCompiler'],
    config: { ...(config as object | undefined), endpoint } as RouteOptions['config'],
    preHandler: [...authPreHandlers(app as FastifyInstance, endpoint.auth), ...preHandler],
    handler: async (request: FastifyRequest, reply: FastifyReply) => {
      const answer = await handler(request as EndpointRequest<E>, reply);
      if (wrap === undefined || reply.sent) return answer;
      return wrap(answer);
    },
  });
}
