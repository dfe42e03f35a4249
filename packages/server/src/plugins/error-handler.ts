import { fail, type ErrorCode, type FailureEnvelope } from '@platform/core';
import type { FastifyError } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { isHttpFailure } from '../errors/http-failure.js';

export const serverErrorMessage = 'Something went wrong on our side. Please try again later.';

interface Failure {
  statusCode: number;
  body: FailureEnvelope;
}

/** Field path of a validation issue: `/address/city` → `address.city`; the whole body → `body`. */
function fieldName(instancePath: string, context: string | undefined): string {
  const path = instancePath.split('/').filter(Boolean).join('.');
  return path === '' ? (context ?? 'request') : path;
}

const codeForStatus: Record<number, ErrorCode> = {
  400: 'validation_failed',
  401: 'unauthorized',
  403: 'forbidden',
  404: 'not_found',
  409: 'conflict',
  413: 'payload_too_large',
  415: 'unsupported_media_type',
  429: 'rate_limited',
};

/** Maps anything thrown to the failure envelope; only 4xx carry their message to the client. */
export function toFailure(error: unknown): Failure {
  if (isHttpFailure(error)) return { statusCode: error.statusCode, body: fail(error.code, error.messages) };
  if (hasZodFastifySchemaValidationErrors(error)) {
    const messages: Record<string, string[]> = {};
    for (const issue of error.validation) {
      const field = fieldName(issue.instancePath, error.validationContext);
      (messages[field] ??= []).push(issue.message ?? 'is invalid');
    }
    return { statusCode: 400, body: fail('validation_failed', messages) };
  }
  const fastifyError = error as Partial<FastifyError>;
  const statusCode = fastifyError.statusCode ?? 500;
  if (statusCode >= 400 && statusCode < 500) {
    const code = codeForStatus[statusCode] ?? 'request_failed';
    const topic = statusCode === 400 || statusCode === 413 || statusCode === 415 ? 'body' : 'general';
    return { statusCode, body: fail(code, { [topic]: fastifyError.message ?? 'The request was rejected.' }) };
  }
  return {
    statusCode: statusCode >= 500 && statusCode < 600 ? statusCode : 500,
    body: fail('server_error', serverErrorMessage),
  };
}

/** One error handler for the whole app: 5xx details go to the log (with the request id), never to the client. */
export const errorHandlerPlugin = fp(
  async (app) => {
    app.setErrorHandler((error, request, reply) => {
      const failure = toFailure(error);
      if (failure.statusCode >= 500) request.log.error({ err: error }, 'request failed with a server error');
      else request.log.info({ statusCode: failure.statusCode, code: failure.body.error_code }, 'request rejected');
      return reply.code(failure.statusCode).send(failure.body);
    });
  },
  { name: 'error-handler' },
);
