import { failureEnvelopeSchema, type AnyEndpoint, type EndpointAuth } from '@platform/core';
import { z } from 'zod';
import { failureStatusCodes, successResponseSchema } from './serve.js';

export interface OpenApiOptions {
  apiBase: string;
  merchantApiBase: string;
  publicUrl: string | undefined;
}

type JsonSchema = Record<string, unknown>;

/** A zod schema as OpenAPI 3.0 JSON Schema (what a client sends: input; what it gets: output). */
function jsonSchema(schema: z.ZodType, io: 'input' | 'output'): JsonSchema {
  const converted = z.toJSONSchema(schema, { target: 'openapi-3.0', io, unrepresentable: 'any' }) as JsonSchema;
  delete converted['$schema'];
  return converted;
}

const sessionSecurity: Record<string, string[]>[] = [{ tokenCookie: [] }, { authorizationHeader: [] }];
const securityByAuth: Record<EndpointAuth, Record<string, string[]>[]> = {
  public: [],
  session: sessionSecurity,
  session_pending_otp: sessionSecurity,
  session_step_up: sessionSecurity,
  operator: sessionSecurity,
  merchant_key: [{ merchantKey: [] }],
  merchant_key_or_session: [{ merchantKey: [] }, ...sessionSecurity],
};

/** Query and path parameters of a row, one entry per property of its object schema. */
function parameters(endpoint: AnyEndpoint): JsonSchema[] {
  const list: JsonSchema[] = [];
  for (const [where, schema] of [
    ['path', endpoint.request.params],
    ['query', endpoint.request.query],
  ] as const) {
    if (schema === undefined) continue;
    const object = jsonSchema(schema, 'input');
    const properties = (object['properties'] ?? {}) as Record<string, JsonSchema>;
    const required = new Set((object['required'] ?? []) as string[]);
    for (const [name, property] of Object.entries(properties)) {
      list.push({ name, in: where, required: where === 'path' || required.has(name), schema: property });
    }
  }
  return list;
}

/** The body as JSON, or as a multipart form (its file parts documented as binary strings). */
function requestBody(endpoint: AnyEndpoint, body: z.ZodType): JsonSchema {
  const mediaType = endpoint.consumes === 'multipart' ? 'multipart/form-data' : 'application/json';
  return { content: { [mediaType]: { schema: jsonSchema(body, 'input') } } };
}

function operation(endpoint: AnyEndpoint): JsonSchema {
  const success = successResponseSchema(endpoint);
  const okContent =
    endpoint.produces === 'event-stream'
      ? { 'text/event-stream': { schema: { type: 'string' } } }
      : endpoint.produces === 'file'
        ? { 'application/octet-stream': { schema: { type: 'string', format: 'binary' } } }
        : { 'application/json': { schema: success === undefined ? {} : jsonSchema(success, 'output') } };
  const failure = { 'application/json': { schema: jsonSchema(failureEnvelopeSchema, 'output') } };
  const responses: JsonSchema = { 200: { description: 'Success', content: okContent } };
  for (const code of failureStatusCodes) responses[code] = { description: 'Failure envelope', content: failure };
  return {
    summary: endpoint.summary,
    ...(endpoint.description === undefined ? {} : { description: endpoint.description }),
    tags: [...endpoint.tags],
    security: securityByAuth[endpoint.auth],
    parameters: parameters(endpoint),
    ...(endpoint.request.body === undefined ? {} : { requestBody: requestBody(endpoint, endpoint.request.body) }),
    responses,
  };
}

/**
 * The OpenAPI 3.0 document of the rows this server serves (each route registered through
 * `serve()` names its row), at their configured bases.
 */
export function buildOpenApiDocument(rows: AnyEndpoint[], options: OpenApiOptions): JsonSchema {
  const paths: Record<string, Record<string, JsonSchema>> = {};
  const baseOf = { api: options.apiBase, merchant: options.merchantApiBase, root: '' };
  for (const endpoint of rows) {
    const path = `${baseOf[endpoint.base].replace(/\/+$/, '')}${endpoint.path}`;
    (paths[path] ??= {})[endpoint.method.toLowerCase()] = operation(endpoint);
  }
  return {
    openapi: '3.0.3',
    info: {
      title: 'White-label exchange, wallet and merchant payment API',
      description:
        'Generated from the API contract in packages/core (src/api/endpoints). Every call answers the envelope of spec §7: request_status 1 with request_details, or 0 with error_message and error_code; the checkout calls answer success true instead of request_status 1.',
      version: '0.1.0',
    },
    ...(options.publicUrl === undefined ? {} : { servers: [{ url: options.publicUrl }] }),
    paths,
    components: {
      securitySchemes: {
        tokenCookie: { type: 'apiKey', in: 'cookie', name: 'token', description: 'The session cookie set by login.' },
        authorizationHeader: {
          type: 'apiKey',
          in: 'header',
          name: 'Authorization',
          description:
            'Spec §6: the JSON-encoded token cookie, {"user_token":"…","session_key":"…"} as login returned it (the session key must be the token\'s session); also accepted: the JSON-encoded token ("…"), the bare token, or Bearer <token>.',
        },
        merchantKey: {
          type: 'http',
          scheme: 'bearer',
          description:
            "A merchant API key: sk_test_…/sk_live_… from servers, pk_… from the merchant's allowed origins.",
        },
      },
    },
  };
}
