import { fail, type ErrorCode, type FailureEnvelope } from '@platform/core';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { domainErrorHttp, isDomainError } from '../errors/domain-error.js';

export const serverErrorMessage = 'Something went wrong on our side. Please try again later.';

interface Failure {
  statusCode: number;
  body: FailureEnvelope;
  /** Seconds for the Retry-After header (rate_limited). */
  retryAfterSeconds?: number;
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
  421: 'misdirected_request',
  429: 'rate_limited',
};

/**
 * Maps anything thrown to the failure envelope: a DomainError by the one table of
 * errors/domain-error.ts, a request that failed its schema as validation_failed by field, Fastify's
 * own 4xx by status. Anything else is a 5xx whose details stay in the log.
 */
export function toFailure(error: unknown): Failure {
  if (isDomainError(error)) {
    const http = domainErrorHttp[error.code];
    return {
      statusCode: http.statusCode,
      body: fail(http.errorCode, error.messages),
      ...(error.retryAfterSeconds === undefined ? {} : { retryAfterSeconds: error.retryAfterSeconds }),
    };
  }
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

/**
 * Answers `error` as its failure envelope, logging 5xx at error level (with the request id) and
 * refusals at info. `translate` rewrites each client message (the accounts routes answer in the
 * request's language).
 */
export function replyWithFailure(
  error: unknown,
  request: FastifyRequest,
  reply: FastifyReply,
  translate?: (message: string) => string,
) {
  const failure = toFailure(error);
  if (failure.statusCode >= 500) request.log.error({ err: error }, 'request failed with a server error');
  else request.log.info({ statusCode: failure.statusCode, code: failure.body.error_code }, 'request rejected');
  if (failure.retryAfterSeconds !== undefined) reply.header('retry-after', String(failure.retryAfterSeconds));
  if (translate !== undefined) {
    for (const entry of Object.values(failure.body.error_message)) entry.error = entry.error.map(translate);
  }
  return reply.code(failure.statusCode).send(failure.body);
}

/** One error handler for the whole app: 5xx details go to the log, never to the client. */
export const errorHandlerPlugin = fp(
  async (app) => {
    app.setErrorHandler((error, request, reply) => replyWithFailure(error, request, reply));
  },
  { name: 'error-handler' },
);
