import type { z } from 'zod';

/** DELETE is used by calls beyond the spec (ending a session, removing the authenticator app). */
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * Which configured base an endpoint lives under: the API base (`/api`), the merchant API base
 * (`/m`, spec §7 "merchant widget calls use a separate merchant base"), or the origin's root
 * (health checks).
 */
export type ApiBaseName = 'api' | 'merchant' | 'root';

/**
 * How a call tells success (spec §7): `request_status` equal to 1 (number or "1") for most calls;
 * `success === true` for the checkout calls (every /checkout/* call and
 * POST /transactions/getTransactionStatus); `http` where the answer is not the envelope (health
 * checks, streams, files): a 2xx status.
 */
export type SuccessRule = 'request_status' | 'success' | 'http';

/** `served`: a server route answers it (a test checks). `planned`: a spec call the next issues build. */
export type EndpointStatus = 'served' | 'planned';

/**
 * Who may call, as the server checks it before the handler:
 * - `public`: anyone (test-mode-only routes exist only in test mode);
 * - `session`: a signed-in user whose login OTP (if any) is verified;
 * - `session_pending_otp`: a signed-in user, also while the login OTP is still pending;
 * - `session_step_up`: a session that re-authenticated within the last minutes;
 * - `operator`: a signed-in operator of the brand;
 * - `merchant_key`: a merchant API key (`Authorization: Bearer sk_…|pk_…`), checked by the handler;
 * - `merchant_key_or_session`: a merchant API key or the merchant's own session.
 * A session is the `token` cookie, or `Authorization` with the JSON-encoded token cookie
 * (`{"user_token":…,"session_key":…}`), the JSON-encoded token, the bare token or `Bearer <token>`.
 */
export type EndpointAuth =
  | 'public'
  | 'session'
  | 'session_pending_otp'
  | 'session_step_up'
  | 'operator'
  | 'merchant_key'
  | 'merchant_key_or_session';

/** What a successful answer carries: the JSON envelope, a Server-Sent Events stream, or a file. */
export type EndpointProduces = 'json' | 'event-stream' | 'file';

/**
 * How the request body travels: JSON (the default), or `multipart/form-data` (file uploads), where
 * the body schema documents the form's fields and file parts and the handler reads the parts itself.
 */
export type EndpointConsumes = 'json' | 'multipart';

/** The request schemas of an endpoint; each part only where the endpoint takes it. */
export interface EndpointRequest {
  readonly params?: z.ZodType;
  readonly query?: z.ZodType;
  readonly body?: z.ZodType;
}

/**
 * One row of the API contract: method, path (with `{name}` placeholders), base, who may call, the
 * request schemas and the schema of what a success carries (`request_details` in the envelope, the
 * whole body where `success` is `http`). Server routes take their schemas from the row, clients
 * are built from it, the OpenAPI document is generated from it, and a test fails when a route and
 * the table disagree.
 */
export interface Endpoint<
  Path extends string = string,
  Request extends EndpointRequest = EndpointRequest,
  Details extends z.ZodType | undefined = z.ZodType | undefined,
  Success extends SuccessRule = SuccessRule,
  Produces extends EndpointProduces = EndpointProduces,
> {
  readonly method: HttpMethod;
  readonly path: Path;
  readonly base: ApiBaseName;
  readonly success: Success;
  readonly status: EndpointStatus;
  readonly auth: EndpointAuth;
  readonly produces: Produces;
  /** `json` unless the row says `multipart` (defineEndpoint fills it in). */
  readonly consumes?: EndpointConsumes;
  /** One line for the API documentation. */
  readonly summary: string;
  readonly description?: string;
  readonly tags: readonly string[];
  readonly request: Request;
  /** Schema of a success's `request_details` (JSON endpoints); undefined for streams and files. */
  readonly details: Details;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any row of the table, whatever its types
export type AnyEndpoint = Endpoint<string, EndpointRequest, any>;

interface EndpointOptions<
  Path extends string,
  Request extends EndpointRequest,
  Details extends z.ZodType | undefined,
  Success extends SuccessRule,
  Produces extends EndpointProduces,
> {
  method: HttpMethod;
  path: Path;
  base?: ApiBaseName;
  success?: Success;
  status?: EndpointStatus;
  auth: EndpointAuth;
  produces?: Produces;
  consumes?: EndpointConsumes;
  summary: string;
  description?: string;
  tags: readonly string[];
  request?: Request;
  details?: Details;
}

/**
 * Declares a row. Defaults: base `api`, success `request_status` (`http` for streams and files),
 * status `served`, produces `json`, consumes `json`.
 */
export function defineEndpoint<
  const Path extends string,
  const Request extends EndpointRequest = Record<never, never>,
  Details extends z.ZodType | undefined = undefined,
  const Success extends SuccessRule = 'request_status',
  const Produces extends EndpointProduces = 'json',
>(
  options: EndpointOptions<Path, Request, Details, Success, Produces>,
): Endpoint<Path, Request, Details, Success, Produces> {
  const produces = (options.produces ?? 'json') as Produces;
  return {
    method: options.method,
    path: options.path,
    base: options.base ?? 'api',
    success: options.success ?? ((produces === 'json' ? 'request_status' : 'http') as Success),
    status: options.status ?? 'served',
    auth: options.auth,
    produces,
    consumes: options.consumes ?? 'json',
    summary: options.summary,
    ...(options.description === undefined ? {} : { description: options.description }),
    tags: options.tags,
    request: (options.request ?? {}) as Request,
    details: options.details as Details,
  };
}

/** Names of `{param}` placeholders in a path template: '/checkout/status/{id}' → ['id']. */
export function pathParamNames(path: string): string[] {
  return [...path.matchAll(/\{([A-Za-z_]+)\}/g)].map((match) => match[1] as string);
}
